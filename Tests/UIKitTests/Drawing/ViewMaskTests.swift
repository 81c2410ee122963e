import CollectionRendering
import PNGCodec
import Testing
import UIKit

/// `UIView.mask`: a view whose alpha masks another's content (its layer becomes the layer's
/// mask), and `isOpaque`'s default. Pixels worked by hand.
@Suite struct ViewMaskTests {
    @Test func aMaskViewShowsTheViewOnlyWhereItIsOpaque() throws {
        // A red 40 × 40 view masked by a black view over its left half: red on the left,
        // the white background on the right.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let view = UIView(frame: root.bounds)
        view.backgroundColor = .red
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 40))
        mask.backgroundColor = .black
        view.mask = mask
        root.addSubview(view)
        #expect(view.layer.mask === mask.layer && mask.superview == nil)
        let image = try OutputFormat.png.pixels(of: DisplayList(view: root, scale: 1, background: .white))
        expectPixel(image, 10, 20, (255, 0, 0), tolerance: 3, "under the mask")
        expectPixel(image, 30, 20, (255, 255, 255), tolerance: 3, "outside the mask")
        view.mask = nil
        #expect(view.layer.mask == nil)
    }

    @Test func viewsSayTheyAreOpaqueByDefault() {
        #expect(UIView().isOpaque)
    }
}
