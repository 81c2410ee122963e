import CollectionRendering
import Testing
import UIKit

/// `UIView.cornerConfiguration` and `effectiveRadius(corner:)` (iOS 26, docs/REFERENCE.md
/// §22.17): fixed radii, capsules, radii concentric with the container's corners, corners made
/// uniform, and how a view so configured is drawn. Every expected radius is worked by hand.
@MainActor @Suite struct CornerConfigurationTests {
    func radii(_ view: UIView) -> [CGFloat] {
        [.topLeft, .topRight, .bottomLeft, .bottomRight].map { view.effectiveRadius(corner: $0) }
    }

    @Test func fixedRadiiAreEachCornersAndAtMostHalfTheShorterSide() {
        // 100 × 60: half the shorter side is 30, so the 40-point corner is drawn at 30; the
        // corner given nil is square.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        view.cornerConfiguration = .corners(topLeftRadius: 10, topRightRadius: 20.5, bottomLeftRadius: nil, bottomRightRadius: .fixed(40))
        #expect(radii(view) == [10, 20.5, 0, 30])
        #expect(view.effectiveRadius(corner: .allCorners) == 30, "the largest of the corners asked")
        #expect(view.effectiveRadius(corner: [.topLeft, .bottomLeft]) == 10)
    }

    @Test func aCapsuleTakesHalfTheShorterSideUpToItsMaximum() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        view.cornerConfiguration = .capsule()
        #expect(radii(view) == [25, 25, 25, 25])
        view.cornerConfiguration = .capsule(maximumRadius: 10)
        #expect(radii(view) == [10, 10, 10, 10])
        view.bounds.size = CGSize(width: 200, height: 12)
        #expect(radii(view) == [6, 6, 6, 6], "half of 12 is below the maximum")
    }

    /// A 300 × 300 container with fixed 40-point corners holding a view at (10, 20, 200, 100).
    func inset() -> (container: UIView, view: UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        container.cornerConfiguration = .corners(radius: 40)
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        container.addSubview(view)
        return (container, view)
    }

    @Test func concentricCornersAreTheContainersRadiusLessTheDistance() {
        // Top left: 10 and 20 in from the container's corner, 40 − 20 = 20. Top right: 90 in
        // from the right, 40 − 90 < 0 → 0. Bottom left: 180 up from the bottom → 0; bottom
        // right → 0.
        let (container, view) = inset()
        view.cornerConfiguration = .corners(radius: .containerConcentric())
        #expect(radii(view) == [20, 0, 0, 0])
        view.cornerConfiguration = .corners(radius: .containerConcentric(minimum: 12))
        #expect(radii(view) == [20, 12, 12, 12], "never below the minimum")
        withExtendedLifetime(container) {}
    }

    @Test func uniformCornersTakeTheLargestTheyResolveTo() {
        // The top corners resolve to 20 and 0 on their own (as above); made uniform, both 20.
        let (container, view) = inset()
        defer { withExtendedLifetime(container) {} }
        view.cornerConfiguration = .uniformTopRadius(.containerConcentric(), bottomLeftRadius: 4)
        #expect(radii(view) == [20, 20, 4, 0])
        view.cornerConfiguration = .uniformEdges(leftRadius: .containerConcentric(), rightRadius: 6)
        #expect(radii(view) == [20, 6, 20, 6])
        view.cornerConfiguration = .uniformCorners(radius: .containerConcentric(minimum: 2))
        #expect(radii(view) == [20, 20, 20, 20])
        view.cornerConfiguration = .uniformRightRadius(8, topLeftRadius: 3)
        #expect(radii(view) == [3, 8, 0, 8])
    }

    @Test func theContainerIsTheNearestSuperviewWithRoundedCorners() {
        // The grandparent's fixed 40; the parent, 10 in on every side, concentric: 30; a plain
        // view between them does not count. The child, 6 in from the parent: 30 − 6 = 24.
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        outer.cornerConfiguration = .corners(radius: 40)
        let parent = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 180))
        parent.cornerConfiguration = .corners(radius: .containerConcentric())
        outer.addSubview(parent)
        let plain = UIView(frame: parent.bounds)
        parent.addSubview(plain)
        let child = UIView(frame: CGRect(x: 6, y: 6, width: 168, height: 168))
        child.cornerConfiguration = .corners(radius: .containerConcentric())
        plain.addSubview(child)
        #expect(radii(parent) == [30, 30, 30, 30])
        #expect(radii(child) == [24, 24, 24, 24])
        // A layer's corner radius makes a container too: 30 − 8 = 22.
        let layered = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        layered.layer.cornerRadius = 30
        let inner = UIView(frame: CGRect(x: 8, y: 8, width: 84, height: 84))
        inner.cornerConfiguration = .corners(radius: .containerConcentric())
        layered.addSubview(inner)
        #expect(radii(inner) == [22, 22, 22, 22])
        // With no container a concentric corner is its minimum, or square.
        inner.removeFromSuperview()
        #expect(radii(inner) == [0, 0, 0, 0])
    }

    @Test func withoutAConfigurationTheLayersCornerRadiusAnswers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.layer.cornerRadius = 12
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        #expect(radii(view) == [12, 0, 0, 12])
        #expect(view.cornerConfiguration.description.contains("topLeft: fixed(12.0)"))
        #expect(view.cornerConfiguration.description.contains("topRight: square"))
    }

    @Test func damagedRadiiAreSquareOrClamped() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.cornerConfiguration = .corners(
            topLeftRadius: .fixed(.nan), topRightRadius: .fixed(-5), bottomLeftRadius: .fixed(.infinity),
            bottomRightRadius: .containerConcentric(minimum: .nan))
        #expect(radii(view) == [0, 0, 20, 0])
        view.cornerConfiguration = .capsule(maximumRadius: .nan)
        #expect(radii(view) == [20, 20, 20, 20])
    }

    @Test func aConfiguredViewIsDrawnWithItsRadii() throws {
        // 40 × 40 red on white, top left 20 and bottom right 0: the point (1.5, 1.5) is
        // 18.5·√2 ≈ 26.2 from the arc's centre (20, 20), outside it; the layer's own
        // cornerRadius of 20 no longer rounds the bottom right.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .white
        let view = UIView(frame: root.bounds)
        view.backgroundColor = .red
        view.layer.cornerRadius = 20
        view.cornerConfiguration = .corners(topLeftRadius: 20, topRightRadius: nil, bottomLeftRadius: nil, bottomRightRadius: nil)
        root.addSubview(view)
        let image = try OutputFormat.png.pixels(of: DisplayList(view: root, scale: 1, background: .white))
        expectPixel(image, 1, 1, (255, 255, 255), tolerance: 3, "the rounded top left")
        expectPixel(image, 38, 1, (255, 0, 0), tolerance: 3, "the square top right")
        expectPixel(image, 38, 38, (255, 0, 0), tolerance: 3, "the square bottom right")
    }
}
