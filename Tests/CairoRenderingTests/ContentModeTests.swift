import CairoRendering
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec
import Testing

/// Images in a cell follow `UIView.ContentMode`. The image is 20 × 10: red left half, blue
/// right half; the cell is 40 × 40 on white.
@Suite struct ContentModeTests {
    private func draw(_ mode: ContentMode) throws -> RGBAImage {
        var image = RGBAImage(width: 20, height: 10, red: 255, green: 0, blue: 0, alpha: 255)
        for y in 0..<10 { for x in 10..<20 { image.setPixel(x: x, y: y, r: 0, g: 0, b: 255, a: 255) } }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("content-mode-\(UUID().uuidString).png")
        try PNGEncoder().write(image, to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var content = ElementContent(label: .none)
        content.image = ImageSource(path: url.path)
        content.contentMode = mode
        return try render([(cell(0, CGRect(x: 0, y: 0, width: 40, height: 40)), content)], size: CGSize(width: 40, height: 40))
    }

    @Test func scaleToFillStretches() throws {
        let image = try draw(.scaleToFill) // 40 × 40: red x < 20, blue x ≥ 20, every row
        #expect(image.isNear(5, 2, (255, 0, 0)) && image.isNear(35, 37, (0, 0, 255)))
    }

    @Test func aspectFitLetterboxes() throws {
        let image = try draw(.scaleAspectFit) // scale min(2, 4) = 2: 40 × 20 at y 10…30
        #expect(image.isNear(20, 3, (255, 255, 255)) && image.isNear(5, 20, (255, 0, 0)) && image.isNear(35, 20, (0, 0, 255)))
        #expect(image.isNear(20, 36, (255, 255, 255)))
    }

    @Test func aspectFillCoversAndCrops() throws {
        let image = try draw(.scaleAspectFill) // scale max(2, 4) = 4: 80 × 40 at x −20…60
        #expect(image.isNear(5, 2, (255, 0, 0)) && image.isNear(35, 37, (0, 0, 255)))
    }

    @Test func centerKeepsTheSize() throws {
        let image = try draw(.center) // 20 × 10 at x 10…30, y 15…25
        #expect(image.isNear(5, 20, (255, 255, 255)) && image.isNear(14, 20, (255, 0, 0)) && image.isNear(26, 20, (0, 0, 255)))
        #expect(image.isNear(20, 10, (255, 255, 255)))
    }
}
