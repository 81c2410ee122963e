import CollectionRendering
import Foundation
import PNGCodec
import Testing
import UIKit

/// A view's `draw(_:)` and a layer's `draw(in:)`, kept as contents until marked for
/// display; `layer.render(in:)`, `drawHierarchy(in:afterScreenUpdates:)`,
/// `snapshotView(afterScreenUpdates:)` and string drawing — values worked by hand.
@Suite struct ViewDrawingTests {
    /// A view that fills its left half with `color` in `draw(_:)` and counts its draws.
    final class HalfView: UIView {
        var color = UIColor.red
        var draws = 0

        override func draw(_ rect: CGRect) {
            draws += 1
            color.setFill()
            UIRectFill(CGRect(x: rect.minX, y: rect.minY, width: rect.width / 2, height: rect.height))
        }
    }

    /// A layer that fills itself in `draw(in:)` with its `fill`.
    nonisolated final class FilledLayer: CALayer {
        var fill = UIColor.blue.cgColor

        override func draw(in ctx: CGContext) {
            ctx.setFillColor(fill)
            ctx.fill(bounds)
        }
    }

    let white = (255, 255, 255), red = (255, 0, 0), blue = (0, 0, 255), green = (0, 255, 0)

    @Test(arguments: ViewTreeRenderingTests.cases)
    func aViewsDrawIsCalledAndCompositedAboveItsBackground(_ format: OutputFormat, _ scale: CGFloat) throws {
        let view = HalfView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .green
        let image = try format.pixels(of: DisplayList(view: view, scale: scale, background: .white))
        expectPixel(image, Int(10 * scale), Int(10 * scale), red, tolerance: 3, "\(format) drawn half")
        expectPixel(image, Int(30 * scale), Int(10 * scale), green, tolerance: 3, "\(format) the background")
    }

    @Test func drawRunsOnceUntilTheViewIsMarkedForDisplay() throws {
        let view = HalfView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        func image() throws -> RGBAImage { try OutputFormat.png.pixels(of: DisplayList(view: view, scale: 1, background: .white)) }
        expectPixel(try image(), 10, 10, red)
        view.color = .blue
        // Not marked: the kept drawing shows, and draw(_:) is not called again.
        expectPixel(try image(), 10, 10, red)
        #expect(view.draws == 1)
        view.setNeedsDisplay()
        #expect(view.layer.needsDisplay())
        expectPixel(try image(), 10, 10, blue)
        #expect(view.draws == 2 && !view.layer.needsDisplay())
    }

    @Test func aLayerDrawsInItsDrawInOnlyWhenMarked() throws {
        // Core Animation calls draw(in:) after setNeedsDisplay(): a new layer shows nothing.
        let layer = FilledLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.addSublayer(layer)
        expectPixel(try OutputFormat.png.pixels(of: DisplayList(layer: root, background: .white)), 5, 5, white)
        layer.setNeedsDisplay()
        expectPixel(try OutputFormat.png.pixels(of: DisplayList(layer: root, background: .white)), 5, 5, blue)
    }

    @Test func renderInDrawsTheLayerTreeIntoAContext() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        root.backgroundColor = UIColor.red.cgColor
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 0, width: 10, height: 10)
        child.backgroundColor = UIColor.blue.cgColor
        root.addSublayer(child)
        let image = try #require(
            UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { root.render(in: $0.cgContext) }.cgImage)
        let rendered = UIImage(cgImage: image)
        let pixels = try PNGDecoder.decode(try #require(rendered.pngData()))
        expectPixel(pixels, 5, 5, red)
        expectPixel(pixels, 15, 5, blue)
    }

    @Test func drawHierarchyScalesTheViewIntoTheRectangle() throws {
        // A 40 × 20 view drawn into (0, 0, 20, 10): its red left half covers x 0…10.
        let view = HalfView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .green
        var drew = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            drew = view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 10), afterScreenUpdates: true)
        }
        #expect(drew)
        let pixels = try PNGDecoder.decode(try #require(image.pngData()))
        expectPixel(pixels, 5, 5, red)
        expectPixel(pixels, 15, 5, green)
        #expect(pixels.pixel(x: 5, y: 15)?.a == 0)
        #expect(!view.drawHierarchy(in: .zero, afterScreenUpdates: false), "no current context")
    }

    @Test func aSnapshotKeepsWhatTheViewShowedThen() throws {
        let view = HalfView(frame: CGRect(x: 100, y: 100, width: 40, height: 20))
        view.backgroundColor = .green
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .blue
        view.color = .blue
        view.setNeedsDisplay()
        let image = try OutputFormat.png.pixels(of: DisplayList(view: snapshot, scale: 1, background: .white))
        expectPixel(image, 10, 10, red)
        expectPixel(image, 30, 10, green)
    }

    @Test func stringsDrawFromTheirTopLeftInTheirFontAndColour() throws {
        // A 30-point "H" in red at (10, 20): nothing above y = 20 or left of x = 10; red
        // pixels in the glyph's box.
        let text = "H" as NSString
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.red]
        let size = text.size(withAttributes: attributes)
        #expect(size.width > 0 && size.height >= 30)
        #expect(NSAttributedString(string: "H", attributes: attributes).size() == size)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 70)).image { _ in
            text.draw(at: CGPoint(x: 10, y: 20), withAttributes: attributes)
        }
        let pixels = try PNGDecoder.decode(try #require(image.pngData()))
        var inked: [(Int, Int)] = []
        for y in 0..<70 {
            for x in 0..<60 where (pixels.pixel(x: x, y: y)?.a ?? 0) > 128 { inked.append((x, y)) }
        }
        #expect(!inked.isEmpty)
        #expect(inked.allSatisfy { $0.0 >= 10 && $0.1 >= 20 })
        #expect(inked.contains { pixels.pixel(x: $0.0, y: $0.1).map { $0.r > 200 && $0.g < 40 && $0.b < 40 } == true })
    }

    @Test func aStringWrapsInItsRectangleAndTheRectangleClipsIt() throws {
        // "a a a a" at 20 points in a 30-point-wide rectangle 24 high: it wraps onto lines
        // below the rectangle, which clips them — no ink below y = 24.
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 120)).image { _ in
            ("a a a a" as NSString).draw(
                in: CGRect(x: 0, y: 0, width: 30, height: 24), withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
        }
        let pixels = try PNGDecoder.decode(try #require(image.pngData()))
        let rows = (0..<120).filter { y in (0..<40).contains { (pixels.pixel(x: $0, y: y)?.a ?? 0) > 0 } }
        #expect(!rows.isEmpty && (rows.max() ?? 0) < 24)
    }
}
