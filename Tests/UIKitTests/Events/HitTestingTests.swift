import Testing
import UIKit

/// `hitTest(_:with:)`, `point(inside:with:)` and `convert` between views: values worked by
/// hand from each view's frame, bounds origin and transform.
@Suite struct HitTestingTests {
    /// A root 400 × 400 with a container at (100, 100) scrolled by (0, 50) holding a child at
    /// (10, 60) of 50 × 50.
    private func tree() -> (root: UIView, container: UIView, child: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let container = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        container.bounds.origin = CGPoint(x: 0, y: 50)
        let child = UIView(frame: CGRect(x: 10, y: 60, width: 50, height: 50))
        root.addSubview(container)
        container.addSubview(child)
        return (root, container, child)
    }

    @Test func pointsConvertThroughFramesAndBoundsOrigins() {
        let (root, container, child) = tree()
        // Child's (0, 0) is container (10, 60), which shows at container-local (10, 10)
        // because the bounds start at y 50: root (110, 110).
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 110, y: 110))
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 110, y: 110))
        #expect(root.convert(CGPoint(x: 110, y: 110), to: child) == .zero)
        #expect(child.convert(CGPoint(x: 5, y: 5), to: container) == CGPoint(x: 15, y: 65))
        #expect(container.convert(CGPoint(x: 5, y: 5), from: child) == CGPoint(x: 15, y: 65))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 50, height: 50), to: root) == CGRect(x: 110, y: 110, width: 50, height: 50))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: nil) == CGRect(x: -110, y: -110, width: 10, height: 10))
    }

    @Test func pointsConvertThroughTransformsAboutTheAnchorPoint() {
        let (root, container, child) = tree()
        // A quarter turn about the child's centre (container (35, 85)): its local (0, 0), −25
        // each way from the centre, turns to (+25, −25): container (60, 60), root (160, 110).
        child.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let corner = child.convert(CGPoint.zero, to: container)
        #expect(abs(corner.x - 60) < 1e-9 && abs(corner.y - 60) < 1e-9)
        let back = root.convert(CGPoint(x: 160, y: 110), to: child)
        #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
        // A scale of 2 about the centre: the rect's bounding box doubles about (35, 85).
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(child.convert(child.bounds, to: container) == CGRect(x: -15, y: 35, width: 100, height: 100))
    }

    @Test func hitTestingFindsTheFrontmostInteractiveView() {
        let (root, container, child) = tree()
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 200, y: 200), with: nil) === container)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 399, y: 399), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 400, y: 10), with: nil) == nil)
        child.isHidden = true
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === container)
        child.isHidden = false
        child.alpha = 0.009
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === container)
        child.alpha = 0.02
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === child)
        container.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === root)
    }

    @Test func aSubviewOutsideItsSuperviewsBoundsIsNotHit() {
        let (root, container, _) = tree()
        let outside = UIView(frame: CGRect(x: 250, y: 0, width: 50, height: 50))
        container.addSubview(outside)
        // Drawn at root (350, 50) unclipped, but outside the container: the root is hit.
        #expect(root.hitTest(CGPoint(x: 360, y: 60), with: nil) === root)
    }

    @Test func pointInsideCanBeWidened() {
        final class Padded: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -10, dy: -10).contains(point)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = Padded(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        root.addSubview(button)
        #expect(root.hitTest(CGPoint(x: 45, y: 45), with: nil) === button)
        #expect(root.hitTest(CGPoint(x: 35, y: 45), with: nil) === root)
    }

    @Test func labelsAndImageViewsAreNotHitByDefault() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = UILabel(frame: root.bounds)
        root.addSubview(label)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
        label.isUserInteractionEnabled = true
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === label)
    }

    @Test func aCellsContentIsHitThroughTheCollectionView() throws {
        let view = makeView(flowLayout(), counts: Counts([6]))
        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        let badge = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        cell.contentView.addSubview(badge)
        let inBadge = badge.convert(CGPoint(x: 5, y: 5), to: view)
        #expect(inBadge == CGPoint(x: cell.frame.minX + 10, y: cell.frame.minY + 10))
        #expect(view.hitTest(inBadge, with: nil) === badge)
        #expect(view.hitTest(CGPoint(x: cell.frame.midX, y: cell.frame.midY), with: nil) === cell.contentView)
        #expect(badge.next === cell.contentView && cell.contentView.next === cell && cell.next === view)
    }
}
