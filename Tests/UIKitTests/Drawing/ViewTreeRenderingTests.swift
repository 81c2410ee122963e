import CollectionRendering
import PNGCodec
import Testing
import UIKit

/// A `UIView` tree becomes a display list through its layer tree (`DisplayList(view:)`),
/// drawn the same in PNG, PDF and SVG at @1x and @2x. Expected pixels are worked by hand:
/// the pixel at point (x, y) is sampled at (x·s, y·s) for scale s, always well inside or
/// well outside a shape so anti-aliasing cannot touch it.
@Suite struct ViewTreeRenderingTests {
    nonisolated static let cases: [(OutputFormat, CGFloat)] = OutputFormat.allCases.flatMap { format in [(format, 1), (format, 2)] }
    let white = (255, 255, 255), red = (255, 0, 0), blue = (0, 0, 255), green = (0, 255, 0)

    func image(_ view: UIView, _ format: OutputFormat, _ scale: CGFloat) throws -> RGBAImage {
        try format.pixels(of: DisplayList(view: view, scale: scale, background: .white))
    }

    func check(_ image: RGBAImage, _ scale: CGFloat, _ x: CGFloat, _ y: CGFloat, _ expected: (Int, Int, Int), _ note: String) {
        expectPixel(image, Int(x * scale), Int(y * scale), expected, tolerance: 3, note)
    }

    @Test(arguments: cases)
    func subviewsDrawInOrderInTheirSuperviewsBounds(_ format: OutputFormat, _ scale: CGFloat) throws {
        // Root 60 × 40; red (10, 10, 30, 20) under blue (30, 20, 20, 10), both inside a
        // container moved by its bounds origin (−5, 0): the subviews land 5 points right.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        let container = UIView(frame: root.bounds)
        container.bounds.origin = CGPoint(x: -5, y: 0)
        root.addSubview(container)
        let a = UIView(frame: CGRect(x: 5, y: 10, width: 30, height: 20))
        a.backgroundColor = .red
        let b = UIView(frame: CGRect(x: 25, y: 20, width: 20, height: 10))
        b.backgroundColor = .blue
        container.addSubview(a)
        container.addSubview(b)
        let image = try image(root, format, scale)
        #expect(image.width == Int(60 * scale) && image.height == Int(40 * scale))
        check(image, scale, 15, 15, red, "\(format) inside a only")
        check(image, scale, 35, 25, blue, "\(format) b is in front where they overlap")
        check(image, scale, 45, 12, white, "\(format) outside both")
        check(image, scale, 7, 20, white, "\(format) left of a (moved right by the bounds origin)")
    }

    @Test(arguments: cases)
    func aCollectionViewInTheTreeShowsItsCellsClippedAndScrolled(_ format: OutputFormat, _ scale: CGFloat) throws {
        // A 50 × 50 collection view at (20, 20) with 50 × 40 green cells 10 apart (content y
        // 0…40, 50…90), scrolled to y 25: in the root, cell 0 spans y −5…35 and cell 1
        // 45…70, clipped to the collection view's bounds, y 20…70.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 40)
        let cells = StyledCells(count: 3) { cell, _ in cell.backgroundColor = .green }
        let collection = UICollectionView(frame: CGRect(x: 20, y: 20, width: 50, height: 50), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = cells
        root.addSubview(collection)
        collection.contentOffset = CGPoint(x: 0, y: 25)
        let image = try image(root, format, scale)
        check(image, scale, 45, 27, green, "\(format) cell 0, inside the bounds")
        check(image, scale, 45, 15, white, "\(format) cell 0 above the bounds: clipped")
        check(image, scale, 45, 40, white, "\(format) between the cells")
        check(image, scale, 45, 60, green, "\(format) cell 1")
        check(image, scale, 45, 75, white, "\(format) cell 1 below the bounds: clipped")
        check(image, scale, 10, 60, white, "\(format) beside the collection view")
    }
}

/// Core Animation's compositing of sublayers: `zPosition` order, `sublayerTransform`,
/// `isDoubleSided`, `mask` and `maskedCorners`, through `DisplayList(layer:)`.
@Suite struct LayerCompositingTests {
    let white = (255, 255, 255), red = (255, 0, 0), blue = (0, 0, 255)

    /// A 40 × 40 white root layer with `sublayers`, drawn in `format` at `scale`.
    func image(_ sublayers: [CALayer], _ format: OutputFormat, _ scale: CGFloat, configure: (CALayer) -> Void = { _ in }) throws
        -> RGBAImage
    {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        for layer in sublayers { root.addSublayer(layer) }
        configure(root)
        return try format.pixels(of: DisplayList(layer: root, scale: scale))
    }

    func layer(_ frame: CGRect, _ color: CGColor) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    func check(_ image: RGBAImage, _ scale: CGFloat, _ x: CGFloat, _ y: CGFloat, _ expected: (Int, Int, Int), _ note: String) {
        expectPixel(image, Int(x * scale), Int(y * scale), expected, tolerance: 3, note)
    }

    let redColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blueColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    @Test(arguments: ViewTreeRenderingTests.cases)
    func siblingsDrawInIncreasingZPosition(_ format: OutputFormat, _ scale: CGFloat) throws {
        // Red (0, 0, 30, 30) at zPosition 1 is drawn after blue (10, 10, 30, 30) at 0,
        // although it was added first: red shows where they overlap.
        let a = layer(CGRect(x: 0, y: 0, width: 30, height: 30), redColor)
        a.zPosition = 1
        let b = layer(CGRect(x: 10, y: 10, width: 30, height: 30), blueColor)
        let image = try image([a, b], format, scale)
        check(image, scale, 20, 20, red, "\(format) overlap")
        check(image, scale, 35, 35, blue, "\(format) blue alone")
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func theSublayerTransformAppliesAboutTheAnchorPoint(_ format: OutputFormat, _ scale: CGFloat) throws {
        // A scale of 0.5 about the root's anchor point (20, 20) maps the sublayer's
        // (0, 0, 40, 40) to (10, 10, 20, 20).
        let image = try image([layer(CGRect(x: 0, y: 0, width: 40, height: 40), redColor)], format, scale) {
            $0.sublayerTransform = CATransform3DMakeScale(0.5, 0.5, 1)
        }
        check(image, scale, 12, 12, red, "\(format) inside the scaled square")
        check(image, scale, 28, 28, red, "\(format) inside the scaled square")
        check(image, scale, 7, 20, white, "\(format) left of it")
        check(image, scale, 33, 20, white, "\(format) right of it")
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func aLayerTurnedAwayHidesUnlessDoubleSided(_ format: OutputFormat, _ scale: CGFloat) throws {
        // Turned by π about y the layer shows its back (a mirror image over the same square).
        for doubleSided in [true, false] {
            let turned = layer(CGRect(x: 10, y: 10, width: 20, height: 20), redColor)
            turned.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            turned.isDoubleSided = doubleSided
            let image = try image([turned], format, scale)
            check(image, scale, 20, 20, doubleSided ? red : white, "\(format) isDoubleSided = \(doubleSided)")
        }
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func aMaskShowsTheLayerWhereItsAlphaIs(_ format: OutputFormat, _ scale: CGFloat) throws {
        // The mask covers the left half (0, 0, 20, 40) with opaque black: only that half of
        // the red layer shows.
        let masked = layer(CGRect(x: 0, y: 0, width: 40, height: 40), redColor)
        masked.mask = layer(CGRect(x: 0, y: 0, width: 20, height: 40), CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        let image = try image([masked], format, scale)
        check(image, scale, 10, 20, red, "\(format) under the mask")
        check(image, scale, 30, 20, white, "\(format) outside the mask")
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func maskedCornersRoundOnlyTheCornersNamed(_ format: OutputFormat, _ scale: CGFloat) throws {
        // Radius 20 on a 40 × 40 square, only the top-left corner: the point (1.5, 1.5) is
        // 18.5·√2 ≈ 26.2 from the arc's centre (20, 20), outside the quarter circle; the
        // other corners stay square.
        let rounded = layer(CGRect(x: 0, y: 0, width: 40, height: 40), redColor)
        rounded.cornerRadius = 20
        rounded.maskedCorners = [.layerMinXMinYCorner]
        let image = try image([rounded], format, scale)
        check(image, scale, 1.5, 1.5, white, "\(format) the rounded corner")
        check(image, scale, 38.5, 1.5, red, "\(format) top right stays square")
        check(image, scale, 38.5, 38.5, red, "\(format) bottom right stays square")
        check(image, scale, 1.5, 38.5, red, "\(format) bottom left stays square")
    }
}
