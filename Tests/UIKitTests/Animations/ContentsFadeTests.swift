import CollectionAnimation
import CollectionRendering
import Testing
import UIKit

/// `contents` animates as a cross-fade (docs/REFERENCE.md §22.7): at progress p the old
/// image shows at 1 − p over the new one, p·new + (1 − p)·old for opaque images — values
/// worked by hand at progress 0, 0.25, 0.5, 0.75 and 1, in every output at @1x and @2x.
@Suite struct ContentsFadeTests {
    /// A 2 × 2 opaque image of one colour.
    static func image(filledWith color: UIColor) throws -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { _ in
            color.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        return try #require(image.cgImage)
    }

    /// A 10 × 10 layer showing `to`, with a linear 1-second `contents` animation from `from`.
    static func fadingLayer(from: CGImage?, to: CGImage?) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.contents = to
        let animation = CABasicAnimation(keyPath: "contents")
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(animation, forKey: "fade")
        return layer
    }

    static let progresses: [Double] = [0, 0.25, 0.5, 0.75, 1]

    @Test(arguments: ViewTreeRenderingTests.cases)
    func contentsCrossFadeFromTheOldImageToTheNew(_ format: OutputFormat, _ scale: CGFloat) throws {
        // Red to blue: (255 (1 − p), 0, 255 p) — (191, 0, 64) at ¼, (128, 0, 128) at ½.
        let red = try Self.image(filledWith: .red), blue = try Self.image(filledWith: .blue)
        // The pictures are taken on the clock, then rasterised: the PDF and SVG rasterisers
        // wait for a process, which runs the thread's run loop (and other tests' work on it).
        let lists = onFreshClock { clock in
            let layer = Self.fadingLayer(from: red, to: blue)
            return Self.progresses.map { p in
                clock.advance(to: p)
                return DisplayList(layer: layer, scale: scale, background: .white)
            }
        }
        for (p, list) in zip(Self.progresses, lists) {
            let pixels = try format.pixels(of: list)
            let expected = (Int((255 * (1 - p)).rounded()), 0, Int((255 * p).rounded()))
            expectPixel(pixels, Int(5 * scale), Int(5 * scale), expected, tolerance: 3, "\(format) at progress \(p)")
        }
    }

    @Test func anImageFadesOutToNoContentsWhileTheModelHasNone() throws {
        // From red to the layer's own contents, none (a nil toValue: the model's value), over
        // white: (255, 255 p, 255 p).
        let red = try Self.image(filledWith: .red)
        try onFreshClock { clock in
            let layer = Self.fadingLayer(from: red, to: nil)
            for p in Self.progresses {
                clock.advance(to: p)
                let pixels = try OutputFormat.png.pixels(of: DisplayList(layer: layer, scale: 1, background: .white))
                let showing = Int((255 * p).rounded())
                expectPixel(pixels, 5, 5, (255, showing, showing), tolerance: 3, "at progress \(p)")
            }
            #expect(layer.contents == nil)
        }
    }

    @Test func anImageFadesInFromNoContents() throws {
        // From none (a nil fromValue: the model's value) to blue, over white: the new image
        // at p, (255 (1 − p), 255 (1 − p), 255); the model has no contents, so after the
        // end (progress 1, the animation removed) nothing shows.
        let blue = try Self.image(filledWith: .blue)
        try onFreshClock { clock in
            let layer = Self.fadingLayer(from: nil, to: blue)
            layer.contents = nil
            for p in Self.progresses.dropLast() {
                clock.advance(to: p)
                let pixels = try OutputFormat.png.pixels(of: DisplayList(layer: layer, scale: 1, background: .white))
                let fading = Int((255 * (1 - p)).rounded())
                expectPixel(pixels, 5, 5, (fading, fading, 255), tolerance: 3, "at progress \(p)")
            }
            clock.advance(to: 1)
            expectPixel(try OutputFormat.png.pixels(of: DisplayList(layer: layer, scale: 1, background: .white)), 5, 5, (255, 255, 255))
        }
    }

    @Test func contentsIsAnAnimatableKeyPathReadThroughKeyValueCoding() throws {
        let blue = try Self.image(filledWith: .blue)
        let layer = CALayer()
        layer.contents = blue
        #expect(CALayer.animatableKeyPaths.contains("contents"))
        #expect(layer.value(forKey: "contents") as? CGImage === blue)
    }
}
