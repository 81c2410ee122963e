/// What a file's first bytes say it is, so an error can name the real cause: "not a PNG
/// file: it looks like a JPEG image" instead of a generic failure.
public enum FileSignature {
    /// A short phrase for what a file starting with `bytes` looks like: "an empty file",
    /// "a PNG image", "a JPEG image", "a GIF image", "a WebP image", "a BMP image", "a TIFF
    /// image", "an HEIF or AVIF image", "a PDF document", "an SVG or XML document", "a ZIP
    /// archive", "a gzip archive", "text", or "unrecognised data starting with 12 34 56 78".
    /// Only the first 16 bytes matter.
    public static func describe<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let head = Array(bytes.prefix(16))
        func starts(_ prefix: [UInt8]) -> Bool { head.starts(with: prefix) }
        func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }
        if head.isEmpty { return "an empty file" }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "a PNG image" }
        if starts([0xFF, 0xD8, 0xFF]) { return "a JPEG image" }
        if starts(ascii("GIF87a")) || starts(ascii("GIF89a")) { return "a GIF image" }
        if starts(ascii("RIFF")) && head.count >= 12 && Array(head[8..<12]) == ascii("WEBP") { return "a WebP image" }
        if starts(ascii("BM")) && head.count >= 14 { return "a BMP image" }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return "a TIFF image" }
        if head.count >= 12 && Array(head[4..<8]) == ascii("ftyp") { return "an HEIF or AVIF image" }
        if starts(ascii("%PDF")) { return "a PDF document" }
        if starts([0x50, 0x4B, 0x03, 0x04]) { return "a ZIP archive" }
        if starts([0x1F, 0x8B]) { return "a gzip archive" }
        let text = head.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
        if text.starts(with: ascii("<?xml")) || text.starts(with: ascii("<svg")) { return "an SVG or XML document" }
        if head.allSatisfy({ $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || (0x20...0x7E).contains($0) || $0 >= 0x80 }) {
            return "text"
        }
        let hex = head.prefix(8).map { byte -> String in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "unrecognised data starting with \(hex.joined(separator: " "))"
    }
}
