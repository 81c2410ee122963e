/// Errors from PNG encoding, decoding and atomic file writing.
///
/// Every case says what was wrong; decoding a file names the file (`path`), decoding bytes
/// in memory leaves `path` nil.
public enum PNGError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The input does not start with the 8-byte PNG signature; `looksLike` says what it
    /// seems to be instead (``FileSignature/describe(_:)``: "a JPEG image", "an empty file").
    case notPNG(path: String?, looksLike: String)
    /// The input ends before the named part was complete.
    case truncated(path: String?, detail: String)
    /// A chunk's stored CRC-32 does not match its type and data.
    case crcMismatch(path: String?, chunk: String)
    /// The structure is invalid (bad IHDR value, missing chunk, wrong data length, bad palette index…).
    case malformed(path: String?, detail: String)
    /// A valid PNG feature this decoder does not implement (an unknown critical chunk).
    case unsupported(path: String?, detail: String)
    /// The image is valid but larger than the decoder accepts (``PNGDecoder/maximumImageBytes``
    /// of RGBA), refused before its pixels are allocated.
    case tooLarge(path: String?, width: Int, height: Int, limitBytes: Int)
    /// The zlib stream inside IDAT could not be inflated to the expected size.
    case decompressionFailed(path: String?, detail: String)
    /// Encoder input was inconsistent (buffer too small, negative size, odd stride).
    case invalidImage(String)
    /// libdeflate could not allocate or compress.
    case compressionFailed(String)
    /// Reading or writing a file failed.
    case fileError(path: String, detail: String)

    /// A one-line message naming the file when known, e.g. "not a PNG file: /tmp/a.png".
    public var description: String {
        func at(_ path: String?) -> String { path.map { ": \($0)" } ?? "" }
        switch self {
        case .notPNG(let path, let looksLike): return "not a PNG file (it looks like \(looksLike))\(at(path))"
        case .truncated(let path, let detail): return "truncated PNG (\(detail))\(at(path))"
        case .crcMismatch(let path, let chunk): return "corrupt PNG: CRC mismatch in \(chunk) chunk\(at(path))"
        case .malformed(let path, let detail): return "corrupt PNG: \(detail)\(at(path))"
        case .unsupported(let path, let detail): return "unsupported PNG: \(detail)\(at(path))"
        case .tooLarge(let path, let width, let height, let limit):
            return
                "PNG too large: \(width) × \(height) pixels would take \(Self.bytes(width, height)) decoded, more than the limit of \(limit) bytes\(at(path))"
        case .decompressionFailed(let path, let detail): return "corrupt PNG image data: \(detail)\(at(path))"
        case .invalidImage(let detail): return "invalid image: \(detail)"
        case .compressionFailed(let detail): return "PNG compression failed: \(detail)"
        case .fileError(let path, let detail): return "\(detail): \(path)"
        }
    }

    /// The same error naming `path` (decoding errors only; others are returned unchanged).
    func withPath(_ path: String) -> PNGError {
        switch self {
        case .notPNG(_, let l): return .notPNG(path: path, looksLike: l)
        case .truncated(_, let d): return .truncated(path: path, detail: d)
        case .crcMismatch(_, let c): return .crcMismatch(path: path, chunk: c)
        case .malformed(_, let d): return .malformed(path: path, detail: d)
        case .unsupported(_, let d): return .unsupported(path: path, detail: d)
        case .decompressionFailed(_, let d): return .decompressionFailed(path: path, detail: d)
        case .tooLarge(_, let w, let h, let l): return .tooLarge(path: path, width: w, height: h, limitBytes: l)
        default: return self
        }
    }

    /// The decoded RGBA size of `width` × `height` pixels, in words ("16 GiB"), or "more
    /// than 2⁶³ bytes" when it overflows.
    private static func bytes(_ width: Int, _ height: Int) -> String {
        let (pixels, o1) = width.multipliedReportingOverflow(by: height)
        let (total, o2) = pixels.multipliedReportingOverflow(by: 4)
        guard !o1, !o2 else { return "more than 2⁶³ bytes" }
        return "\(total) bytes"
    }
}
