import CairoRendering
import CollectionLayout
import CollectionRendering
import Foundation
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

    @Test func surfacesBeyondCairosLimitAreRefusedWithTheirSize() {
        #expect {
            _ = try CairoSurface.pixelSize(for: CGSize(width: 20_000, height: 100), scale: 2)
        } throws: { error in
            "\(error)" == "cannot render a 20000 × 100 point image at scale 2: 40000 × 200 pixels exceeds Cairo's limit of 32767 pixels per side"
        }
        #expect(throws: RenderError.self) { _ = try CairoSurface.pixelSize(for: CGSize(width: CGFloat.nan, height: 100), scale: 1) }
        #expect(throws: RenderError.self) { _ = try CairoSurface(pixelWidth: 0, pixelHeight: 10) }
    }

    @Test func pdfIsAPDF() throws {
        let list = DisplayList(items: [(cell(0, CGRect(x: 0, y: 0, width: 10, height: 10)), ElementAppearance(content: fill(.black)))],
                               viewport: .visible(contentOffset: .zero, size: CGSize(width: 50, height: 50)), style: .default)
        let data = try CairoRenderer().renderPDF(list)
        #expect(String(decoding: data.prefix(5), as: UTF8.self) == "%PDF-")
    }
}
