import CairoRendering
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec
import Testing

@Suite struct RenderErrorTests {
    @Test func aMissingImageNamesItsPath() throws {
        var content = ElementContent(fill: .white, label: .none)
        content.image = ImageSource(path: "/nonexistent/photo.png")
        #expect {
            try render([(cell(0, CGRect(x: 0, y: 0, width: 10, height: 10)), content)], size: CGSize(width: 10, height: 10))
        } throws: { error in
            "\(error)".contains("/nonexistent/photo.png") && "\(error)".contains("no such file")
        }
    }

    @Test func aFileThatIsNotAPNGIsReported() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-png-\(UUID().uuidString).png").path
        try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var content = ElementContent(fill: .white, label: .none)
        content.image = ImageSource(path: path)
        #expect {
            try render([(cell(0, CGRect(x: 0, y: 0, width: 10, height: 10)), content)], size: CGSize(width: 10, height: 10))
        } throws: { error in "\(error)".contains(path) }
    }

    /// The message drawing an image file holding `bytes` fails with.
    private func imageError(_ bytes: [UInt8], origin: ImageSource.Origin? = nil) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("image-error-\(UUID().uuidString).png")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var content = ElementContent(fill: .white, label: .none)
        content.image = ImageSource(path: url.path, origin: origin)
        do {
            _ = try render([(cell(0, CGRect(x: 0, y: 0, width: 10, height: 10)), content)], size: CGSize(width: 10, height: 10))
            return "no error"
        } catch {
            return "\(error)".replacingOccurrences(of: url.path, with: "IMAGE")
        }
    }

    /// A 2 × 1 RGBA PNG (8 + 25 IHDR + IDAT + 12 IEND bytes).
    private var validPNG: [UInt8] {
        get throws { try PNGEncoder().encode(RGBAImage(width: 2, height: 1, red: 9, green: 8, blue: 7, alpha: 255)) }
    }

    @Test func eachImageFailureNamesItsRealCause() throws {
        #expect(try imageError([]) == "cannot draw the image IMAGE: not a PNG file (it looks like an empty file)")
        #expect(
            try imageError([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46, 0])
                == "cannot draw the image IMAGE: not a PNG file (it looks like a JPEG image)")
        #expect(
            try imageError(Array("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8))
                == "cannot draw the image IMAGE: not a PNG file (it looks like a GIF image)")
        let png = try validPNG
        // Cut inside IHDR (it starts at byte 8): truncated at the byte where the file ends.
        #expect(
            try imageError(Array(png.prefix(20)))
                == "cannot draw the image IMAGE: truncated PNG (file ends at byte 20, inside the IHDR chunk that starts at byte 8)")
        // A flipped bit in IHDR's width: its CRC no longer matches.
        var flipped = png
        flipped[16] ^= 0x01
        #expect(try imageError(flipped) == "cannot draw the image IMAGE: corrupt PNG: CRC mismatch in IHDR chunk")
        // Colour type 5 does not exist.
        #expect(
            try imageError(TestImages.png(width: 1, height: 1, colourType: 5, idat: [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]))
                == "cannot draw the image IMAGE: corrupt PNG: invalid colour type 5")
        // IDAT that is not a zlib stream.
        #expect(
            try imageError(TestImages.png(width: 1, height: 1, colourType: 6, idat: [0x12, 0x34, 0x56, 0x78]))
                == "cannot draw the image IMAGE: corrupt PNG image data: invalid zlib stream in IDAT")
        // 40,000 × 40,000 is refused from its header, before any pixel is allocated.
        #expect(
            try imageError(
                TestImages.png(width: 40_000, height: 40_000, colourType: 6, idat: [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]))
                == "cannot draw the image IMAGE: PNG too large: 40000 × 40000 pixels would take 6400000000 bytes decoded, more than the limit of 268435456 bytes"
        )
        #expect(!(try imageError(png)).contains("out of memory"))
        #expect(try imageError(png) == "no error")
    }

    @Test func anImageErrorWithAnOriginReadsLikeACompilerDiagnostic() throws {
        let origin = ImageSource.Origin(location: "scene.yaml:7:18", keyPath: "sections[0].items[2].image")
        #expect(
            try imageError([0xFF, 0xD8, 0xFF], origin: origin)
                == "scene.yaml:7:18: error: sections[0].items[2].image: cannot draw the image IMAGE: not a PNG file (it looks like a JPEG image)"
        )
    }

    @Test func surfacesBeyondCairosLimitAreRefusedWithTheirSize() {
        #expect {
            _ = try CairoSurface.pixelSize(for: CGSize(width: 20_000, height: 100), scale: 2)
        } throws: { error in
            "\(error)"
                == "cannot render a 20000 × 100 point image at scale 2: 40000 × 200 pixels exceeds Cairo's limit of 32767 pixels per side"
        }
        #expect(throws: RenderError.self) { _ = try CairoSurface.pixelSize(for: CGSize(width: CGFloat.nan, height: 100), scale: 1) }
        #expect(throws: RenderError.self) { _ = try CairoSurface(pixelWidth: 0, pixelHeight: 10) }
    }

    @Test func pdfIsAPDF() throws {
        let list = DisplayList(
            items: [(cell(0, CGRect(x: 0, y: 0, width: 10, height: 10)), ElementAppearance(content: fill(.black)))],
            viewport: .visible(contentOffset: .zero, size: CGSize(width: 50, height: 50)), style: .default)
        let data = try CairoRenderer().renderPDF(list)
        #expect(String(decoding: data.prefix(5), as: UTF8.self) == "%PDF-")
    }
}

/// Hand-made PNG files with a chosen header and IDAT payload (CRCs correct).
enum TestImages {
    static func png(width: UInt32, height: UInt32, colourType: UInt8, idat: [UInt8]) -> [UInt8] {
        func be32(_ v: UInt32) -> [UInt8] {
            [UInt8(v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)]
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be32(UInt32(data.count)) + body + be32(CRC32.checksum(Data(body)))
        }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", be32(width) + be32(height) + [8, colourType, 0, 0, 0])
            + chunk("IDAT", idat) + chunk("IEND", [])
    }
}
