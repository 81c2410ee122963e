import CollectionAnimation
import CollectionRendering
import PNGCodec
import QuartzCore
import Testing

/// The drawing properties of layers on the animation clock: a shape or gradient layer's
/// presentation is a layer of its class with its own properties animated, shadows animate
/// on every layer, a property change runs the layer's action, and the renderer draws what
/// the presentation shows. Expected values are linear interpolation worked by hand
/// (value = from + (to − from) × t / duration).
@Suite struct LayerAppearanceAnimationTests {
    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A linear basic animation of `keyPath` from `from` to `to` over 1 s.
    func linear(_ keyPath: String?, from: Any?, to: Any?) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        return animation
    }

    @Test func aShapeLayersPresentationIsAShapeLayerWithItsStrokeEndAnimated() throws {
        try onFreshClock { clock in
            let shape = CAShapeLayer()
            shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            shape.strokeColor = blue
            shape.lineWidth = 3
            shape.add(linear("strokeEnd", from: 0, to: 1), forKey: "draw")
            clock.advance(to: 0.25)
            let shown = try #require(shape.presentation())
            #expect(near(shown.strokeEnd, 0.25))
            // The other properties are the model's, copied.
            #expect(shown.lineWidth == 3)
            #expect(shown.strokeColor == blue)
            #expect(shown.path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(shape.strokeEnd == 1)
            // Key-value coding reads the shape layer's own properties.
            #expect(shape.value(forKey: "lineWidth") as? CGFloat == 3)
        }
    }

    @Test func aPathMovesPointByPointBetweenPathsOfTheSameElements() throws {
        try onFreshClock { clock in
            let small = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            let large = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil)
            let shape = CAShapeLayer()
            shape.path = large
            shape.shadowPath = large
            shape.add(linear("path", from: small, to: large), forKey: "grow")
            shape.add(linear("shadowPath", from: small, to: large), forKey: "shadow")
            clock.advance(to: 0.5)
            let shown = try #require(shape.presentation())
            // Half way: origin (5, 10), size (20, 25), every corner on the same rectangle.
            for path in [shown.path, shown.shadowPath] {
                let box = try #require(path?.boundingBox)
                #expect(near(box.minX, 5) && near(box.minY, 10) && near(box.width, 20) && near(box.height, 25))
                #expect(path?.isRect(nil) ?? false)
            }
            #expect(shape.path == large)
        }
    }

    @Test func pathsOfOtherElementsJumpAtTheEnd() throws {
        try onFreshClock { clock in
            let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            let shape = CAShapeLayer()
            shape.path = circle
            shape.add(linear("path", from: square, to: circle), forKey: "morph")
            clock.advance(to: 0.99)
            let before = try #require(shape.presentation())
            #expect(before.path == square)
            clock.advance(to: 2)
            let after = try #require(shape.presentation())
            #expect(after.path == circle)
        }
    }

    @Test func aMutablePathIsCopiedAndTheChangeSeesTheOldPath() {
        let first = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let layer = CAShapeLayer()
        layer.path = first
        final class Recorder: NSObject, CALayerDelegate {
            var before: Any?
            func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
                if event == "path" { before = (layer as? CAShapeLayer)?.valueBeforeChange(forKey: "path") }
                return nil
            }
        }
        let recorder = Recorder()
        layer.delegate = recorder
        let mutable = CGMutablePath()
        mutable.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
        layer.path = mutable
        #expect(!(layer.path is CGMutablePath))
        #expect(layer.path == CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil))
        #expect((recorder.before as? CGPath) == first)
    }

    @Test func aGradientLayersColoursAndLocationsMoveStopByStop() throws {
        try onFreshClock { clock in
            let gradient = CAGradientLayer()
            gradient.colors = [red, red]
            gradient.add(linear("colors", from: [red, red], to: [blue, red]), forKey: "colors")
            gradient.add(linear("locations", from: [0, 1], to: [0.5, 1]), forKey: "locations")
            gradient.add(linear("startPoint", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 0)), forKey: "start")
            clock.advance(to: 0.5)
            let shown = try #require(gradient.presentation())
            let first = try #require(shown.colors?.first as? CGColor).renderColor
            // Half way from red to blue: (0.5, 0, 0.5); the second stop stays red.
            #expect(near(first.red, 0.5) && near(first.green, 0) && near(first.blue, 0.5) && near(first.alpha, 1))
            #expect((shown.colors?.last as? CGColor) == red)
            #expect(shown.locations?.map(\.doubleValue) == [0.25, 1])
            #expect(near(shown.startPoint.x, 0.5))
        }
    }

    @Test func coloursOfAnotherCountJumpAtTheEnd() throws {
        try onFreshClock { clock in
            let gradient = CAGradientLayer()
            gradient.add(linear("colors", from: [red], to: [blue, red]), forKey: "colors")
            clock.advance(to: 0.5)
            let shown = try #require(gradient.presentation())
            #expect(shown.colors?.count == 1)
        }
    }

    @Test func shadowsAnimateOnEveryLayerWithTheirParts() throws {
        try onFreshClock { clock in
            let layer = CALayer()
            layer.add(linear("shadowOpacity", from: 0, to: 0.5), forKey: "opacity")
            layer.add(linear("shadowRadius", from: 2, to: 10), forKey: "radius")
            layer.add(linear("shadowOffset.height", from: 0, to: 8), forKey: "offset")
            clock.advance(to: 0.5)
            let shown = try #require(layer.presentation())
            #expect(near(Double(shown.shadowOpacity), 0.25))
            #expect(near(shown.shadowRadius, 6))
            #expect(near(shown.shadowOffset.height, 4))
            #expect(shown.shadowOffset.width == 0)
        }
    }

    @Test func aChangeRunsTheLayersActionForTheNewProperties() throws {
        try onFreshClock { clock in
            // An action without a key path takes the key of the change (`run(forKey:…)`).
            let shape = CAShapeLayer()
            shape.actions = ["strokeEnd": linear(nil, from: 0, to: nil), "shadowOpacity": linear(nil, from: 0, to: nil)]
            shape.strokeEnd = 0.8
            shape.shadowOpacity = 0.4
            #expect(shape.animationKeys()?.sorted() == ["shadowOpacity", "strokeEnd"])
            clock.advance(to: 0.5)
            let shown = try #require(shape.presentation())
            // From 0 to the new model value, half way.
            #expect(near(shown.strokeEnd, 0.4))
            #expect(near(Double(shown.shadowOpacity), 0.2))
        }
    }

    @Test func theRendererDrawsThePresentedStroke() throws {
        try onFreshClock { clock in
            // A horizontal line across a 40-wide white root, 4 wide, at y = 20; strokeEnd
            // animated from 0 to 1: at 0.25 s the stroke ends at x = 10.
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            let line = CGMutablePath()
            line.move(to: CGPoint(x: 0, y: 20))
            line.addLine(to: CGPoint(x: 40, y: 20))
            let shape = CAShapeLayer()
            shape.frame = root.bounds
            shape.path = line
            shape.strokeColor = blue
            shape.lineWidth = 4
            root.addSublayer(shape)
            shape.add(linear("strokeEnd", from: 0, to: 1), forKey: "draw")
            clock.advance(to: 0.25)
            let image = try OutputFormat.png.pixels(of: DisplayList(layer: root, scale: 1))
            expectPixel(image, 5, 20, (0, 0, 255), tolerance: 3, "inside the drawn part")
            expectPixel(image, 15, 20, (255, 255, 255), tolerance: 3, "past the presented end")
            #expect(shape.strokeEnd == 1)
        }
    }
}
