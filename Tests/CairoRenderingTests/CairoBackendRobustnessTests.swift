import CairoRendering
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec
import Testing

/// The backend under hostile input and at its limits: non-finite and huge values, reused
/// surfaces, impossible sizes and atomic PDF writes.
@Suite struct CairoBackendRobustnessTests: CairoBackendDrawing {
    @Test func nonFiniteAndHugeValuesDrawNothingOrSomethingButNeverCrash() throws {
        let nan = CGFloat.nan, inf = CGFloat.infinity
        let rects = [
            CGRect(x: nan, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: inf, height: 10),
            CGRect(x: 0, y: 0, width: -10, height: 10), CGRect(x: 0, y: 0, width: 1e12, height: 1e12), .zero,
        ]
        let image = try draw(CGSize(width: 20, height: 20)) { backend in
            for rect in rects {
                backend.fill(.rect(rect), with: red)
                backend.fill(.roundedRect(rect, cornerRadius: nan), with: red)
                backend.fill(.roundedRect(rect, cornerRadius: inf), with: red)
                backend.fill(.ellipse(rect), with: red)
                backend.stroke(.rect(rect), with: red, lineWidth: nan)
                backend.stroke(.rect(rect), with: red, lineWidth: 1e9)
                for radius in [nan, inf, -5, 1e9, 0] {
                    let small = CGRect(x: 0, y: 0, width: 5, height: 5)
                    try backend.drawShadow(
                        Shadow(color: .black, opacity: 1, offset: CGSize(width: nan, height: 0), radius: radius),
                        of: [.fill(.rect(rect), .color(.black))], bounds: rect)
                    try backend.drawShadow(
                        Shadow(color: .black, opacity: 1, offset: .zero, radius: radius), of: [.fill(.rect(small), .color(.black))],
                        bounds: small)
                }
                for size in [nan, inf, -3, 0, 1e6] {
                    backend.drawText(TextBlock("Hello", font: FontDescription(size: size, weight: Int.max)), in: rect)
                    backend.drawText(
                        TextBlock("Hello", font: FontDescription(size: size, weight: Int.min), maximumLines: Int.max),
                        in: CGRect(x: 0, y: 0, width: 20, height: 20))
                }
                backend.withGroupOpacity(Double.nan, bounds: rect) { backend.fill(.rect(rect), with: red) }
                var nanMatrix = Homography.identity
                nanMatrix.m11 = nan
                backend.withProjection(nanMatrix, contentBounds: rect) { backend.fill(.rect(rect), with: red) }
                backend.withProjection(.identity, contentBounds: rect) { backend.fill(.rect(rect), with: red) }
                // (A non-3×3 matrix, once passed here, can no longer be written: Homography has nine entries.)
                backend.withSavedState {
                    backend.concatenate(Transform2D(a: nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
                    backend.fill(.rect(CGRect(x: 0, y: 0, width: 5, height: 5)), with: red)
                }
                backend.withSavedState {
                    backend.concatenate(Transform2D(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
                    backend.fill(.rect(CGRect(x: 0, y: 0, width: 5, height: 5)), with: red)
                }
            }
            backend.fill(.polygon([]), with: red)
            backend.fill(.polygon([CGPoint(x: nan, y: inf)]), with: Color(red: nan, green: 2, blue: -1, alpha: inf))
            // The context is still usable: nothing above left it in Cairo's sticky error state.
            backend.fill(.rect(CGRect(x: 16, y: 16, width: 4, height: 4)), with: Color(red: 0, green: 0, blue: 1))
        }
        #expect(image[17, 17] == (0, 0, 255, 255))
    }

    // MARK: Reused surfaces

    @Test func aReusedSurfaceHoldsOnlyTheNewFrame() throws {
        let renderer = try CairoRenderer()
        func frame(_ x: CGFloat, background: Color) -> DisplayList {
            DisplayList(
                items: [(cell(0, CGRect(x: x, y: 10, width: 20, height: 20)), ElementAppearance(content: fill(red)))],
                viewport: .visible(contentOffset: .zero, size: CGSize(width: 60, height: 40), background: background, scale: 2),
                style: .default)
        }
        let surface = try renderer.renderImage(frame(0, background: .white))
        // A clear background: the old frame's white and red must be gone, not shown through.
        try renderer.render(frame(30, background: .clear), into: surface)
        let reused = surface.rgbaImage()
        #expect(reused == (try renderer.renderImage(frame(30, background: .clear))).rgbaImage())
        #expect(reused[10, 40].3 == 0 && reused[70, 40] == (255, 0, 0, 255))
        #expect {
            try renderer.render(
                DisplayList(
                    items: [], viewport: .visible(contentOffset: .zero, size: CGSize(width: 60, height: 40), scale: 1), style: .default),
                into: surface)
        } throws: { error in
            (error as? RenderError) == .surfaceSizeMismatch(width: 60, height: 40, surfaceWidth: 120, surfaceHeight: 80)
        }
    }

    // MARK: Sizes and PDF

    @Test func impossibleSurfacesAreRefusedBeforeAllocating() throws {
        let renderer = try CairoRenderer()
        #expect {
            _ = try renderer.renderImage(size: CGSize(width: 20_000, height: 10), scale: 2) { _ in }
        } throws: { error in
            "\(error)".contains("20000 × 10 point image at scale 2") && "\(error)".contains("40000 × 20 pixels")
        }
        for size in [
            CGSize(width: 0, height: 10), CGSize(width: CGFloat.nan, height: 10), CGSize(width: CGFloat.infinity, height: 10),
            CGSize(width: 1e300, height: 1),
        ] {
            #expect(throws: RenderError.self, "\(size)") { _ = try renderer.renderImage(size: size) { _ in } }
        }
        #expect(throws: RenderError.self) { _ = try renderer.renderImage(size: CGSize(width: 10, height: 10), scale: -1) { _ in } }
    }

    @Test func aPDFIsWrittenAtomically() throws {
        let renderer = try CairoRenderer()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out.pdf").path
        try renderer.writePDF(size: CGSize(width: 100, height: 50), to: path) { backend in
            backend.fill(.roundedRect(CGRect(x: 10, y: 10, width: 80, height: 30), cornerRadius: 8), with: red)
            backend.withGroupOpacity(0.5, bounds: CGRect(x: 0, y: 0, width: 100, height: 50)) {
                backend.drawText(TextBlock("PDF 日本"), in: CGRect(x: 0, y: 0, width: 100, height: 50))
            }
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(String(decoding: data.prefix(5), as: UTF8.self) == "%PDF-")
        #expect(String(decoding: data.suffix(8), as: UTF8.self).contains("%%EOF"))
        // A failing drawing writes nothing.
        let failed = folder.appendingPathComponent("failed.pdf").path
        #expect(throws: RenderError.self) {
            try renderer.writePDF(size: CGSize(width: 10, height: 10), to: failed) { backend in
                try backend.drawImage(ImageSource(path: "/nowhere.png"), in: CGRect(x: 0, y: 0, width: 5, height: 5), contentMode: .center)
            }
        }
        #expect(!FileManager.default.fileExists(atPath: failed))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.pdf"])
        // An unwritable destination names the path.
        let nowhere = folder.appendingPathComponent("missing-folder/out.pdf").path
        #expect {
            try renderer.writePDF(size: CGSize(width: 10, height: 10), to: nowhere) { _ in }
        } throws: { error in "\(error)".contains(nowhere) }
    }
}
