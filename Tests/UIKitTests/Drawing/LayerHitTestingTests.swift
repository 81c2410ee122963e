import CollectionRendering
import Testing
import UIKit

/// `CALayer`'s geometry queries and layout cycle, as Core Animation documents them:
/// `contains(_:)` (the bounds), `hitTest(_:)` (the farthest descendant containing a point
/// given in the superlayer's coordinates), `convert(_:from:)`/`convert(_:to:)`, and
/// `setNeedsLayout()`/`layoutIfNeeded()` (a view's layer lays out with its view). Points
/// are worked by hand.
@Suite struct LayerHitTestingTests {
    func layer(_ frame: CGRect) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        return layer
    }

    @Test func containsIsTheBoundsMinEdgesInMaxEdgesOut() {
        let box = layer(CGRect(x: 40, y: 40, width: 10, height: 10))
        #expect(box.contains(CGPoint(x: 0, y: 0)) && box.contains(CGPoint(x: 9.5, y: 5)))
        #expect(!box.contains(CGPoint(x: 10, y: 5)) && !box.contains(CGPoint(x: -0.5, y: 5)))
        #expect(box.preferredFrameSize() == CGSize(width: 10, height: 10))
    }

    @Test func hitTestFindsTheFrontMostLayerUnderThePoint() {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = layer(CGRect(x: 10, y: 10, width: 30, height: 30)), b = layer(CGRect(x: 20, y: 20, width: 30, height: 30))
        root.addSublayer(a)
        root.addSublayer(b)
        #expect(root.hitTest(CGPoint(x: 25, y: 25)) === b, "b was added last: in front")
        #expect(root.hitTest(CGPoint(x: 15, y: 15)) === a)
        #expect(root.hitTest(CGPoint(x: 80, y: 80)) === root)
        #expect(root.hitTest(CGPoint(x: 200, y: 200)) == nil)
        a.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 25, y: 25)) === a, "a higher zPosition comes first")
        a.isHidden = true
        #expect(root.hitTest(CGPoint(x: 25, y: 25)) === b, "a hidden layer is never hit")
    }

    @Test func aSublayerOutsideIsHitUnlessTheLayerMasksToBounds() {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let outside = layer(CGRect(x: 120, y: 0, width: 20, height: 20))
        root.addSublayer(outside)
        #expect(root.hitTest(CGPoint(x: 125, y: 5)) === outside)
        root.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 125, y: 5)) == nil)
    }

    @Test func aTransformedSublayerIsHitWhereItIsDrawn() {
        // (0, 0, 20, 20) scaled by 2 about its centre (10, 10) covers (−10, −10, 40, 40).
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let scaled = layer(CGRect(x: 0, y: 0, width: 20, height: 20))
        scaled.transform = CATransform3DMakeScale(2, 2, 1)
        root.addSublayer(scaled)
        #expect(root.hitTest(CGPoint(x: 28, y: 28)) === scaled)
        #expect(root.hitTest(CGPoint(x: 31, y: 31)) === root)
    }

    @Test func pointsAndRectanglesConvertBetweenLayers() {
        // grandchild (5, 5) in child (10, 20) in root (0, 0): its origin is (15, 25) in root.
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = layer(CGRect(x: 10, y: 20, width: 30, height: 30)), grandchild = layer(CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSublayer(child)
        child.addSublayer(grandchild)
        #expect(grandchild.convert(CGPoint.zero, to: root) == CGPoint(x: 15, y: 25))
        #expect(root.convert(CGPoint(x: 15, y: 25), to: grandchild) == .zero)
        #expect(grandchild.convert(CGPoint(x: 1, y: 2), from: root) == CGPoint(x: -14, y: -23))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: grandchild) == CGRect(x: 5, y: 5, width: 10, height: 10))
        // A bounds origin of (−5, 0) moves the child's content 5 points right.
        child.bounds.origin = CGPoint(x: -5, y: 0)
        #expect(grandchild.convert(CGPoint.zero, to: root) == CGPoint(x: 20, y: 25))
    }

    /// A layer counting its layouts.
    nonisolated final class Counting: CALayer {
        var layouts = 0
        override func layoutSublayers() {
            super.layoutSublayers()
            layouts += 1
        }
    }

    @Test func aLayerWithoutAViewLaysOutWhenMarked() throws {
        let layer = Counting()
        layer.layoutIfNeeded()
        #expect(layer.layouts == 0 && !layer.needsLayout(), "a new layer has nothing to lay out")
        layer.setNeedsLayout()
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        #expect(layer.layouts == 1 && !layer.needsLayout())
        layer.bounds.size = CGSize(width: 40, height: 40)
        #expect(layer.needsLayout(), "a new size marks it")
        layer.bounds.origin = CGPoint(x: 3, y: 3)
        layer.layoutIfNeeded()
        #expect(layer.layouts == 2)
        layer.addSublayer(CALayer())
        #expect(layer.needsLayout(), "a new sublayer marks it")
        _ = try OutputFormat.png.pixels(of: DisplayList(layer: layer, scale: 1))
        #expect(layer.layouts == 3, "drawing lays a marked layer out first")
    }

    /// A view counting its layouts.
    final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    @Test func aViewsLayerLaysOutWithItsView() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.layoutIfNeeded()
        let before = view.layouts
        #expect(!view.layer.needsLayout())
        view.layer.setNeedsLayout()
        #expect(view.layer.needsLayout())
        view.layer.layoutIfNeeded()
        #expect(view.layouts == before + 1)
    }
}

/// `CALayer.defaultValue(forKey:)`: the value a key set by `setValue(_:forKey:)` has until it
/// is set — nil unless a subclass gives one.
@Suite struct LayerDefaultValueTests {
    /// A layer whose "progress" key starts at 0.5.
    nonisolated final class Progress: CALayer {
        override class func defaultValue(forKey key: String) -> Any? { key == "progress" ? 0.5 : super.defaultValue(forKey: key) }
    }

    @Test func anUnsetKeyReadsTheClassDefault() {
        let layer = Progress()
        #expect(layer.value(forKey: "progress") as? Double == 0.5)
        layer.setValue(0.75, forKey: "progress")
        #expect(layer.value(forKey: "progress") as? Double == 0.75)
        #expect(CALayer().value(forKey: "progress") == nil)
        #expect(layer.value(forKey: "other") == nil)
    }
}
