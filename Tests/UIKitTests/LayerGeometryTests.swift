import Testing
import UIKit

/// A view's layer shares its geometry, as in Core Animation: `layer.bounds` is the view's
/// bounds and `layer.position` its centre. Layout code reads them (AnimatedCollectionViewLayout's
/// cube animator offsets by `contentView.layer.bounds.width / 2`).
@Suite struct LayerGeometryTests {
    @Test func aViewsLayerHasTheViewsBoundsAndCentreAsPosition() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        // Centre of (10, 20, 100, 40): (10 + 50, 20 + 20) = (60, 40).
        #expect(view.layer.position == CGPoint(x: 60, y: 40))
        view.layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 30)
        #expect(view.bounds.size == CGSize(width: 50, height: 30))
        // Same centre, size 50 × 30: origin (60 − 25, 40 − 15) = (35, 25).
        #expect(view.frame == CGRect(x: 35, y: 25, width: 50, height: 30))
        view.layer.position = CGPoint(x: 100, y: 100)
        #expect(view.center == CGPoint(x: 100, y: 100))
    }

    @Test func aFrameSetUnderAScaleKeepsTheScale() {
        // Under scale (2, 4) a frame of 200 × 100 is bounds of 100 × 25, centred in it, as a zoomed
        // view whose frame a photo viewer sets to centre it (docs/REFERENCE.md §10.9).
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(scaleX: 2, y: 4)
        view.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
        #expect(view.bounds.size == CGSize(width: 100, height: 25))
        #expect(view.center == CGPoint(x: 110, y: 70))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 200, height: 100))
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(0.5, 0.5, 1)
        layer.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
        #expect(layer.bounds.size == CGSize(width: 60, height: 80) && layer.position == CGPoint(x: 15, y: 20))
        // A rotation keeps the frame's size as the bounds' (Core Animation leaves it undefined).
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
        #expect(view.bounds.size == CGSize(width: 30, height: 40))
    }

    @Test func aCopiedLayersFrameIsTheBoundingBoxOfItsTransformedBounds() {
        // `init(layer:)` copies the transform: a 40 × 20 layer at (50, 50) turned a quarter
        // turn covers 20 × 40 about the same centre, (40, 30, 20, 40), in the copy as in the layer.
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.position = CGPoint(x: 50, y: 50)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let copy = CALayer(layer: layer)
        for frame in [layer.frame, copy.frame] {
            #expect(abs(frame.minX - 40) < 1e-9 && abs(frame.minY - 30) < 1e-9)
            #expect(abs(frame.width - 20) < 1e-9 && abs(frame.height - 40) < 1e-9)
        }
    }

    @Test func aLayerWithoutAViewKeepsItsOwnValues() {
        let layer = CALayer(), other = CALayer()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(layer.bounds == .zero)
        layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 4)
        layer.position = CGPoint(x: 3, y: 2)
        // Another layer's values, and a view's layer's (the view's own geometry), are apart.
        other.bounds = CGRect(x: 0, y: 0, width: 1, height: 1)
        other.position = CGPoint(x: 9, y: 9)
        view.layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 8, height: 4) && layer.position == CGPoint(x: 3, y: 2))
        #expect(other.bounds.size == CGSize(width: 1, height: 1) && other.position == CGPoint(x: 9, y: 9))
        #expect(view.bounds.size == CGSize(width: 20, height: 20) && view.layer.position == view.center)
    }

    @Test func aCellsContentViewLayerIsTheItemsSize() throws {
        let layout = flowLayout()
        layout.itemSize = CGSize(width: 120, height: 70)
        let view = makeView(layout, counts: Counts([1]))
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.layer.bounds.size == CGSize(width: 120, height: 70))
        #expect(cell.contentView.layer.bounds.width == 120)
    }
}
