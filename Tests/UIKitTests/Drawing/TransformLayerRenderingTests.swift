import CollectionRendering
import PNGCodec
import Testing
import UIKit

/// `CATransformLayer` as Apple documents it: only its sublayers render (its background,
/// border, shadow, `masksToBounds` are ignored), its opacity applies to each sublayer on
/// its own, and its sublayers are not flattened into its plane — they turn with it in 3D and
/// sort among its superlayer's sublayers. Expected pixels are worked by hand.
@Suite struct TransformLayerRenderingTests {
    let white = (255, 255, 255), red = (255, 0, 0), blue = (0, 0, 255)
    let redColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blueColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    let greenColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)

    /// A 40 × 40 white root layer with `sublayers`, drawn as PNG pixels at @1x.
    func image(_ sublayers: [CALayer]) throws -> RGBAImage { try layerPixels(CGSize(width: 40, height: 40), sublayers) }

    func layer(_ frame: CGRect, _ color: CGColor) -> CALayer { filledLayer(frame, color) }

    @Test func onlyTheSublayersRender() throws {
        // The transform layer's green background, border and shadow are ignored, and so is
        // masksToBounds: its red sublayer reaching past its bounds (10…30) shows whole.
        let transformLayer = CATransformLayer()
        transformLayer.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        transformLayer.backgroundColor = greenColor
        transformLayer.borderWidth = 4
        transformLayer.borderColor = blueColor
        transformLayer.shadowOpacity = 1
        transformLayer.masksToBounds = true
        transformLayer.addSublayer(layer(CGRect(x: 20, y: 20, width: 20, height: 20), redColor))
        let image = try image([transformLayer])
        expectPixel(image, 10, 10, white, tolerance: 3, "no background")
        expectPixel(image, 1, 15, white, tolerance: 3, "no border")
        expectPixel(image, 35, 35, red, tolerance: 3, "the sublayer past the bounds is not clipped")
    }

    @Test func opacityAppliesToEachSublayerOnItsOwn() throws {
        // Opacity 0.5 on each: red over white gives (255, 127.5, 127.5); blue at 0.5 over
        // that (127.5, 63.75, 191.25). As a group it would be (127.5, 127.5, 255).
        let transformLayer = CATransformLayer()
        transformLayer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        transformLayer.opacity = 0.5
        transformLayer.addSublayer(layer(CGRect(x: 0, y: 0, width: 30, height: 30), redColor))
        transformLayer.addSublayer(layer(CGRect(x: 10, y: 10, width: 30, height: 30), blueColor))
        let image = try image([transformLayer])
        expectPixel(image, 20, 20, (128, 64, 191), tolerance: 3, "the overlap: each sublayer faded on its own")
        expectPixel(image, 5, 5, (255, 128, 128), tolerance: 3, "red alone at half opacity")
    }

    @Test func aCardTurnedOverShowsItsBackFace() throws {
        // A flip card: the front (blue) and the back (red, turned by π about y), neither
        // double-sided. Turning the transform layer by π turns each with it: the back now
        // faces the viewer and the front away.
        func card(turned: Bool) throws -> RGBAImage {
            let container = CATransformLayer()
            container.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            let front = layer(container.bounds, blueColor)
            let back = layer(container.bounds, redColor)
            back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            front.isDoubleSided = false
            back.isDoubleSided = false
            container.addSublayer(front)
            container.addSublayer(back)
            if turned { container.transform = CATransform3DMakeRotation(.pi, 0, 1, 0) }
            return try image([container])
        }
        expectPixel(try card(turned: false), 20, 20, blue, tolerance: 3, "face up: the front")
        expectPixel(try card(turned: true), 20, 20, red, tolerance: 3, "turned over: the back")
    }

    @Test func itsSublayersSortAmongItsSuperlayersSublayers() throws {
        // The transform layer (zPosition 0) holds red at zPosition 1; its sibling blue at
        // 0.5 comes after it. Not flattened, red sorts above blue; a plain container (z 0)
        // would be drawn under blue as a whole.
        func overlap(_ container: CALayer) throws -> RGBAImage {
            container.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            let inner = layer(CGRect(x: 0, y: 0, width: 30, height: 30), redColor)
            inner.zPosition = 1
            container.addSublayer(inner)
            let sibling = layer(CGRect(x: 10, y: 10, width: 30, height: 30), blueColor)
            sibling.zPosition = 0.5
            return try image([container, sibling])
        }
        expectPixel(try overlap(CATransformLayer()), 20, 20, red, tolerance: 3, "transform layer: red above blue")
        expectPixel(try overlap(CALayer()), 20, 20, blue, tolerance: 3, "plain container: blue above")
    }

    /// A view backed by a transform layer (`layerClass`).
    final class TransformView: UIView {
        override class var layerClass: AnyClass { CATransformLayer.self }
    }

    @Test func aViewBackedByATransformLayerDrawsOnlyItsSubviews() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let view = TransformView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .green
        let subview = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        subview.backgroundColor = .red
        view.addSubview(subview)
        root.addSubview(view)
        #expect(view.layer is CATransformLayer)
        let image = try OutputFormat.png.pixels(of: DisplayList(view: root, scale: 1, background: .white))
        expectPixel(image, 5, 5, white, tolerance: 3, "the view's background is ignored")
        expectPixel(image, 25, 25, red, tolerance: 3, "its subview")
    }
}
