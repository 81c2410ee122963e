import Foundation
import Testing

@testable import CollectionLayout

/// Two hand-made layouts in a 200×200 collection view at offset (0, 0), no insets.
///
/// Current (A), content 200×400:
///   [0,0] frame (0, 0, 100, 100)    → center (50, 50),   size 100×100
///   [0,1] frame (100, 0, 100, 100)  → center (150, 50),  size 100×100
///   [0,2] frame (0, 100, 100, 100), alpha 0.5 (only in A: fades out)
/// Next (B), content 300×200:
///   [0,0] frame (100, 100, 60, 40)  → center (130, 120), size 60×40
///   [0,1] frame (0, 0, 50, 50), scale(2, 2, 1), zIndex 3 → center (25, 25), size 50×50
///   [0,3] frame (150, 150, 50, 50)  → center (175, 175) (only in B: fades in)
///
/// Target offset (docs/REFERENCE.md §8): no selection; visible cells' centers (50,50), (150,50),
/// (50,150) are all √5000 from the viewport center (100,100) → tie → lowest path [0,0].
/// Centre it in B: (130 − 100, 120 − 100) = (30, 20); clamp to B's content 300×200 in a
/// 200×200 viewport: x ∈ [0, 100] → 30, y ∈ [0, 0] → 0. So the offset goes (0,0) → (30,0).
@MainActor
struct TransitionFixture {
    let dataSource = TransitionTestDataSource(counts: [4])
    let current = TransitionFixedLayout(
        contentSize: CGSize(width: 200, height: 400),
        attributes: [
            transitionCell(0, CGRect(x: 0, y: 0, width: 100, height: 100)),
            transitionCell(1, CGRect(x: 100, y: 0, width: 100, height: 100)),
            transitionCell(2, CGRect(x: 0, y: 100, width: 100, height: 100), alpha: 0.5),
        ])
    let next = TransitionFixedLayout(
        contentSize: CGSize(width: 300, height: 200),
        attributes: [
            transitionCell(0, CGRect(x: 100, y: 100, width: 60, height: 40)),
            transitionCell(1, CGRect(x: 0, y: 0, width: 50, height: 50), transform: Transform3D(scaleX: 2, y: 2), zIndex: 3),
            transitionCell(3, CGRect(x: 150, y: 150, width: 50, height: 50)),
        ])
    let collectionView: CollectionView
    let transition: TransitionLayout

    init(transition makeTransition: (CollectionViewLayout, CollectionViewLayout) -> TransitionLayout = TransitionLayout.init) {
        collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: current)
        collectionView.dataSource = dataSource
        transition = makeTransition(current, next)
        collectionView.collectionViewLayout = transition
    }

    func attributes(_ item: Int) -> LayoutAttributes? {
        transition.prepareIfNeeded()
        return transition.layoutAttributesForItem(at: IndexPath(item: item, section: 0))
    }
}

@MainActor
@Suite("Transition layout")
struct TransitionLayoutTests {
    // [0,0] slides: center (50,50) → (130,120), size 100×100 → 60×40.
    //   center = (50 + 80p, 50 + 70p), size = (100 − 40p, 100 − 60p).
    @Test(arguments: [
        (0.0, CGPoint(x: 50, y: 50), CGSize(width: 100, height: 100)),
        (0.25, CGPoint(x: 70, y: 67.5), CGSize(width: 90, height: 85)),
        (0.5, CGPoint(x: 90, y: 85), CGSize(width: 80, height: 70)),
        (0.75, CGPoint(x: 110, y: 102.5), CGSize(width: 70, height: 55)),
        (1.0, CGPoint(x: 130, y: 120), CGSize(width: 60, height: 40)),
    ])
    func slidingItemInterpolatesCenterAndSize(progress: CGFloat, center: CGPoint, size: CGSize) throws {
        let fixture = TransitionFixture()
        fixture.transition.transitionProgress = progress
        let item = try #require(fixture.attributes(0))
        #expect(transitionClose(item.center, center))
        #expect(transitionClose(item.size.width, size.width) && transitionClose(item.size.height, size.height))
        #expect(item.alpha == 1)
        #expect(item.transform3D.isIdentity)
    }

    // [0,1] slides: center (150,50) → (25,25): (150 − 125p, 50 − 25p); size 100 → 50:
    // 100 − 50p; transform identity → scale 2: m11 = m22 = 1 + p, m33 = m44 = 1, others 0;
    // zIndex is the next layout's 3 at every progress.
    @Test(arguments: [
        (0.0, CGPoint(x: 150, y: 50), 100.0, 1.0),
        (0.25, CGPoint(x: 118.75, y: 43.75), 87.5, 1.25),
        (0.5, CGPoint(x: 87.5, y: 37.5), 75.0, 1.5),
        (0.75, CGPoint(x: 56.25, y: 31.25), 62.5, 1.75),
        (1.0, CGPoint(x: 25, y: 25), 50.0, 2.0),
    ])
    func transformInterpolatesEntryByEntry(progress: CGFloat, center: CGPoint, side: CGFloat, scale: CGFloat) throws {
        let fixture = TransitionFixture()
        fixture.transition.transitionProgress = progress
        let item = try #require(fixture.attributes(1))
        #expect(transitionClose(item.center, center))
        #expect(transitionClose(item.size.width, side) && transitionClose(item.size.height, side))
        let expected: [CGFloat] = [scale, 0, 0, 0, 0, scale, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
        #expect(zip(item.transform3D.rowMajor, expected).allSatisfy { transitionClose($0, $1) })
        #expect(item.zIndex == 3)
    }

    // [0,2] is only in A: fades to an alpha-0 copy of itself, in place: alpha 0.5·(1 − p).
    // [0,3] is only in B: fades in from an alpha-0 copy of itself: alpha p.
    @Test(arguments: [(0.0, 0.5, 0.0), (0.25, 0.375, 0.25), (0.5, 0.25, 0.5), (0.75, 0.125, 0.75), (1.0, 0.0, 1.0)])
    func oneSidedElementsFade(progress: CGFloat, fadingOut: CGFloat, fadingIn: CGFloat) throws {
        let fixture = TransitionFixture()
        fixture.transition.transitionProgress = progress
        let out = try #require(fixture.attributes(2))
        #expect(transitionClose(out.alpha, fadingOut))
        #expect(out.center == CGPoint(x: 50, y: 150) && out.size == CGSize(width: 100, height: 100))
        let into = try #require(fixture.attributes(3))
        #expect(transitionClose(into.alpha, fadingIn))
        #expect(into.center == CGPoint(x: 175, y: 175) && into.size == CGSize(width: 50, height: 50))
    }

    @Test func elementsInRectCoverBothSides() {
        let fixture = TransitionFixture()
        fixture.transition.transitionProgress = 0.5
        fixture.transition.prepareIfNeeded()
        let all = fixture.transition.layoutAttributesForElements(in: CGRect(x: -100, y: -100, width: 1000, height: 1000))
        #expect(Set(all.map(\.indexPath.item)) == [0, 1, 2, 3])
        // At p = 0.5, [0,3] has center (175,175), size 50 → frame (150,150,50,50); a rect
        // left of x = 140 misses it while [0,0] (center (90,85), 80×70 → x 50…130) is in.
        let left = fixture.transition.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 140, height: 140))
        #expect(left.contains { $0.indexPath.item == 0 })
        #expect(!left.contains { $0.indexPath.item == 3 })
    }

    @Test func contentSizeIsTheComponentWiseMaximum() {
        let fixture = TransitionFixture()
        fixture.transition.prepareIfNeeded()
        // max(200, 300) × max(400, 200).
        #expect(fixture.transition.collectionViewContentSize == CGSize(width: 300, height: 400))
    }

    @Test func contentOffsetInterpolatesBetweenTheVisibleOrigins() {
        let fixture = TransitionFixture()
        fixture.transition.prepareIfNeeded()
        #expect(fixture.transition.fromContentOffset == .zero)
        #expect(fixture.transition.toContentOffset == CGPoint(x: 30, y: 0))
        // (0,0) → (30,0): 30p.
        #expect(transitionClose(fixture.transition.contentOffset(forProgress: 0.25), CGPoint(x: 7.5, y: 0)))
        #expect(transitionClose(fixture.transition.contentOffset(forProgress: 2), CGPoint(x: 30, y: 0)))
        fixture.transition.transitionProgress = 0.5
        let target = fixture.transition.targetContentOffset(forProposedContentOffset: CGPoint(x: 999, y: 999))
        #expect(transitionClose(target, CGPoint(x: 15, y: 0)))
    }

    @Test func progressIsClampedAndInvalidates() {
        let fixture = TransitionFixture()
        let transition = fixture.transition
        transition.prepareIfNeeded()
        #expect(!transition.needsPrepare)
        transition.transitionProgress = 1.5
        #expect(transition.transitionProgress == 1)
        #expect(transition.needsPrepare)
        transition.transitionProgress = -0.25
        #expect(transition.transitionProgress == 0)
        transition.transitionProgress = .nan
        #expect(transition.transitionProgress == 0)
    }

    @Test func progressChangesDoNotRePrepareTheInnerLayouts() {
        let fixture = TransitionFixture()
        fixture.transition.prepareIfNeeded()
        let currentPasses = fixture.current.preparePassCount, nextPasses = fixture.next.preparePassCount
        for step in 1...4 {
            fixture.transition.transitionProgress = CGFloat(step) / 4
            fixture.transition.prepareIfNeeded()
        }
        #expect(fixture.current.preparePassCount == currentPasses)
        #expect(fixture.next.preparePassCount == nextPasses)
        // A full invalidation reaches both.
        fixture.transition.invalidateLayout()
        fixture.transition.prepareIfNeeded()
        #expect(fixture.current.preparePassCount == currentPasses + 1)
        #expect(fixture.next.preparePassCount == nextPasses + 1)
    }

    @Test func bothInnerLayoutsShareTheCollectionView() throws {
        let fixture = TransitionFixture()
        #expect(fixture.next.collectionView == nil)
        try fixture.collectionView.layoutIfNeeded()
        #expect(fixture.current.collectionView === fixture.collectionView)
        #expect(fixture.next.collectionView === fixture.collectionView)
    }

    @Test func hostShowsTheInterpolatedElements() throws {
        let fixture = TransitionFixture()
        try fixture.collectionView.layoutIfNeeded()
        fixture.transition.transitionProgress = 0.5
        fixture.collectionView.contentOffset = fixture.transition.contentOffset(forProgress: 0.5)
        try fixture.collectionView.layoutIfNeeded()
        #expect(fixture.collectionView.contentSize == CGSize(width: 300, height: 400))
        let shown = fixture.collectionView.visibleElements.map(\.attributes)
        // Bounds (15, 0, 200, 200); all four meet it; [0,1] has zIndex 3 so it draws last.
        #expect(shown.map(\.indexPath.item) == [0, 2, 3, 1])
        let first = try #require(shown.first)
        #expect(transitionClose(first.center, CGPoint(x: 90, y: 85)))
    }

    @Test func supplementaryAndDecorationViewsFadeToo() throws {
        // PlanFixture: "bg" only in the old layout, the header only in the new one; the
        // offset goes (0, 150) → (0, −20) (worked out in LayoutTransitionPlanTests).
        let fixture = PlanFixture()
        let transition = TransitionLayout(currentLayout: fixture.old, nextLayout: fixture.new)
        fixture.collectionView.collectionViewLayout = transition
        transition.transitionProgress = 0.25
        transition.prepareIfNeeded()
        #expect(transition.fromContentOffset == CGPoint(x: 0, y: 150))
        #expect(transition.toContentOffset == CGPoint(x: 0, y: -20))
        let zero = IndexPath(item: 0, section: 0)
        let background = try #require(transition.layoutAttributesForDecorationView(ofKind: "bg", at: zero))
        #expect(background.alpha == 0.75)
        let header = try #require(transition.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: zero))
        #expect(header.alpha == 0.25)
        #expect(transition.layoutAttributesForSupplementaryView(ofKind: "other", at: zero) == nil)
    }

    @Test func pinnedOffsetsReplanTheTransition() {
        let fixture = TransitionFixture()
        fixture.transition.toContentOffset = CGPoint(x: 100, y: 0)
        fixture.transition.prepareIfNeeded()
        #expect(fixture.transition.toContentOffset == CGPoint(x: 100, y: 0))
        #expect(transitionClose(fixture.transition.contentOffset(forProgress: 0.5), CGPoint(x: 50, y: 0)))
    }

    @Test func animatedKeysStoreValues() {
        let fixture = TransitionFixture()
        let transition = fixture.transition
        transition.prepareIfNeeded()
        #expect(transition.value(forAnimatedKey: "lift") == 0)
        transition.updateValue(40, forAnimatedKey: "lift")
        transition.updateValue(0.5, forAnimatedKey: "angle")
        #expect(transition.value(forAnimatedKey: "lift") == 40)
        #expect(transition.value(forAnimatedKey: "angle") == 0.5)
        #expect(transition.animatedKeys == ["angle", "lift"])
        #expect(transition.needsPrepare)
    }

    @Test func subclassBendsThePathWithAnAnimatedValue() throws {
        // The arc subclass lifts every element by lift·sin(πp): at p = 0.5, sin(π/2) = 1, so
        // [0,0]'s linear center (90, 85) rises by 40 to (90, 45).
        let fixture = TransitionFixture(transition: ArcTransitionLayout.init)
        fixture.transition.updateValue(40, forAnimatedKey: "lift")
        fixture.transition.transitionProgress = 0.5
        let item = try #require(fixture.attributes(0))
        #expect(transitionClose(item.center, CGPoint(x: 90, y: 45)))
        fixture.transition.transitionProgress = 1
        let end = try #require(fixture.attributes(0))
        #expect(transitionClose(end.center, CGPoint(x: 130, y: 120), within: 1e-6))
    }
}

/// A transition layout whose elements travel on an arc lifted by the animated value "lift".
final class ArcTransitionLayout: TransitionLayout {
    override func interpolatedAttributes(from: LayoutAttributes, to: LayoutAttributes, progress: CGFloat) -> LayoutAttributes {
        var attributes = super.interpolatedAttributes(from: from, to: to, progress: progress)
        attributes.center.y -= value(forAnimatedKey: "lift") * sin(.pi * progress)
        return attributes
    }
}
