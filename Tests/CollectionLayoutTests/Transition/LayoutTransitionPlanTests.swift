import Foundation
import Testing

@testable import CollectionLayout

/// A 200×200 collection view scrolled to (0, 150), content inset top 20, bottom 10.
///
/// Old layout (A), content 200×600: cell i at frame (0, 100i, 200, 100), i = 0…5, and a
/// decoration "bg" [0,0] at (0, 200, 200, 50) that only A has.
/// New layout (B), content 200×150: cell i at frame (100·(i % 2), 50·(i / 2), 100, 50), and a
/// section header [0,0] at (0, −20, 200, 20) that only B has.
///
/// Visible before (bounds y 150…350): cells 1 (y 100…200), 2, 3 and "bg".
/// Viewport = bounds inset by the content inset = (0, 170, 200, 170), center (100, 255).
/// Distances to the centers (100, 150), (100, 250), (100, 350): 105, 5, 95 → anchor [0,2].
/// B's [0,2] is at (0, 50, 100, 50), center (50, 75). Centred: x = 50 − 200/2 − 0 = −50,
/// y = 75 − (200 − 30)/2 − 20 = −30. Clamped: x ∈ [0, max(0, 200 − 200)] = 0;
/// y ∈ [−20, max(−20, 150 + 10 − 200)] = [−20, −20] → −20. Target (0, −20).
/// Visible after (bounds y −20…180): all six cells of B and the header.
@MainActor
struct PlanFixture {
    let dataSource = TransitionTestDataSource(counts: [6])
    let old: TransitionFixedLayout
    let new: TransitionFixedLayout
    let collectionView: CollectionView

    init(newContentHeight: CGFloat = 150) {
        var background = LayoutAttributes(forDecorationViewOfKind: "bg", with: IndexPath(item: 0, section: 0))
        background.frame = CGRect(x: 0, y: 200, width: 200, height: 50)
        old = TransitionFixedLayout(
            contentSize: CGSize(width: 200, height: 600),
            attributes: (0..<6).map { transitionCell($0, CGRect(x: 0, y: 100 * CGFloat($0), width: 200, height: 100)) }
                + [background])
        var header = LayoutAttributes(forSupplementaryViewOfKind: ElementKind.sectionHeader, with: IndexPath(item: 0, section: 0))
        header.frame = CGRect(x: 0, y: -20, width: 200, height: 20)
        new = TransitionFixedLayout(
            contentSize: CGSize(width: 200, height: newContentHeight),
            attributes: (0..<6).map {
                transitionCell($0, CGRect(x: 100 * CGFloat($0 % 2), y: 50 * CGFloat($0 / 2), width: 100, height: 50))
            } + [header])
        collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: old)
        collectionView.dataSource = dataSource
        collectionView.allowsMultipleSelection = true
        collectionView.contentInset = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        collectionView.contentOffset = CGPoint(x: 0, y: 150)
    }

    func plan() -> LayoutTransitionPlan {
        LayoutTransitionPlan(collectionView: collectionView, from: old, to: new)
    }
}

@MainActor
@Suite("Layout transition plan")
struct LayoutTransitionPlanTests {
    @Test func anchorIsTheVisibleItemNearestTheViewportCenter() {
        let plan = PlanFixture().plan()
        #expect(plan.anchorItem == IndexPath(item: 2, section: 0))
    }

    @Test func firstSelectedVisibleItemWins() {
        let fixture = PlanFixture()
        fixture.collectionView.selectItem(at: IndexPath(item: 5, section: 0))
        fixture.collectionView.selectItem(at: IndexPath(item: 3, section: 0))
        // Selected, sorted: [0,3], [0,5]; [0,3] (y 300…400) is visible, [0,5] is not.
        #expect(fixture.plan().anchorItem == IndexPath(item: 3, section: 0))
    }

    @Test func selectedItemOffScreenIsIgnored() {
        let fixture = PlanFixture()
        fixture.collectionView.selectItem(at: IndexPath(item: 5, section: 0))
        #expect(fixture.plan().anchorItem == IndexPath(item: 2, section: 0))
    }

    @Test func targetOffsetCentresTheAnchorAndClamps() {
        let fixture = PlanFixture()
        let plan = fixture.plan()
        #expect(plan.fromContentOffset == CGPoint(x: 0, y: 150))
        #expect(plan.toContentOffset == CGPoint(x: 0, y: -20))
        // The new layout was asked with the clamped proposal.
        #expect(fixture.new.proposedOffsets.last == CGPoint(x: 0, y: -20))
        // Halfway: y = 150 + (−20 − 150)/2 = 65.
        #expect(plan.contentOffset(at: 0.5) == CGPoint(x: 0, y: 65))
        #expect(plan.fromContentSize == CGSize(width: 200, height: 600))
        #expect(plan.toContentSize == CGSize(width: 200, height: 150))
    }

    @Test func newLayoutAttachedToTheCollectionView() {
        let fixture = PlanFixture()
        #expect(fixture.new.collectionView == nil)
        _ = fixture.plan()
        #expect(fixture.new.collectionView === fixture.collectionView)
        #expect(fixture.collectionView.collectionViewLayout === fixture.old)
    }

    @Test func elementsAreClassified() throws {
        let plan = PlanFixture().plan()
        // Draw order of the end attributes (all zIndex 0): decoration, cells, supplementary.
        #expect(
            plan.elements.map(\.key) == [.decoration("bg", IndexPath(item: 0, section: 0))]
                + (0..<6).map { ElementKey.cell(IndexPath(item: $0, section: 0)) }
                + [.supplementary(ElementKind.sectionHeader, IndexPath(item: 0, section: 0))])
        let changes = plan.elements.map(\.change)
        #expect(changes == [.fadeOut, .slide, .slide, .slide, .slide, .slide, .slide, .fadeIn])

        // "bg" fades out in place: to = a copy with alpha 0.
        let background = plan.elements[0]
        #expect(background.from.frame == CGRect(x: 0, y: 200, width: 200, height: 50))
        #expect(background.to.frame == background.from.frame)
        #expect(background.from.alpha == 1 && background.to.alpha == 0)

        // Cell 0 was not visible before but A has it: it slides from A's (0, 0, 200, 100)
        // to B's (0, 0, 100, 50).
        let first = plan.elements[1]
        #expect(first.from.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(first.to.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        // Cell 4: A (0, 400, 200, 100) → B (0, 100, 100, 50); halfway the center goes
        // (100, 450) → (50, 125): (75, 287.5), size (150, 75).
        let fifth = plan.elements[5].attributes(at: 0.5)
        #expect(fifth.center == CGPoint(x: 75, y: 287.5))
        #expect(fifth.size == CGSize(width: 150, height: 75))

        // The header fades in: from an alpha-0 copy.
        let header = plan.elements[7]
        #expect(header.from.alpha == 0 && header.to.alpha == 1)
        #expect(header.from.frame == CGRect(x: 0, y: -20, width: 200, height: 20))
    }

    @Test func targetContentOffsetPassesTheClampedProposalToTheNewLayout() {
        let fixture = PlanFixture(newContentHeight: 400)
        fixture.new.adjustTargetOffset = { CGPoint(x: $0.x, y: $0.y + 7) }
        fixture.new.prepareIfNeeded()
        let inset = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        // Anchor center (50, 275): x = 50 − 100 = −50 → 0; y = 275 − 85 − 20 = 170, inside
        // [−20, 400 + 10 − 200 = 210]; the layout adds 7 → 177.
        var anchor = transitionCell(5, .zero)
        anchor.center = CGPoint(x: 50, y: 275)
        anchor.size = CGSize(width: 100, height: 50)
        let inRange = LayoutTransitionPlan.targetContentOffset(
            anchor: anchor, newLayout: fixture.new, proposedWithoutAnchor: .zero,
            viewportSize: CGSize(width: 200, height: 200), contentInset: inset)
        #expect(fixture.new.proposedOffsets.last == CGPoint(x: 0, y: 170))
        #expect(inRange == CGPoint(x: 0, y: 177))
        // Anchor center (50, 390): y = 390 − 105 = 285 → clamped to 210 before the layout
        // sees it → 217.
        anchor.center = CGPoint(x: 50, y: 390)
        let clamped = LayoutTransitionPlan.targetContentOffset(
            anchor: anchor, newLayout: fixture.new, proposedWithoutAnchor: .zero,
            viewportSize: CGSize(width: 200, height: 200), contentInset: inset)
        #expect(fixture.new.proposedOffsets.last == CGPoint(x: 0, y: 210))
        #expect(clamped == CGPoint(x: 0, y: 217))
    }

    @Test func withoutVisibleItemsTheCurrentOffsetIsClamped() {
        let fixture = PlanFixture()
        let empty = TransitionFixedLayout(contentSize: CGSize(width: 200, height: 600), attributes: [])
        let plan = LayoutTransitionPlan(collectionView: fixture.collectionView, from: empty, to: fixture.new)
        #expect(plan.anchorItem == nil)
        // (0, 150) clamped to B: y ∈ [−20, −20].
        #expect(plan.toContentOffset == CGPoint(x: 0, y: -20))
        #expect(plan.elements.allSatisfy { $0.change == .fadeIn })
    }

    @Test func anchorTiesGoToTheLowestIndexPath() {
        // Centers (50, 50) and (150, 50) are both 50·√2 from (100, 100).
        let cells = [
            transitionCell(7, CGRect(x: 100, y: 0, width: 100, height: 100)),
            transitionCell(3, CGRect(x: 0, y: 0, width: 100, height: 100)),
        ]
        let anchor = LayoutTransitionPlan.anchorItem(
            visibleElements: cells, selectedItems: [], viewport: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(anchor == IndexPath(item: 3, section: 0))
    }

    @Test func clampingKeepsTheViewportInsideTheContent() {
        // Content 300×100 in a 200×200 viewport with inset left 10, right 5, top 4:
        // x ∈ [−10, 300 + 5 − 200 = 105], y ∈ [−4, max(−4, 100 − 200)] = −4.
        let inset = EdgeInsets(top: 4, left: 10, bottom: 0, right: 5)
        let size = CGSize(width: 300, height: 100), viewport = CGSize(width: 200, height: 200)
        #expect(
            LayoutTransitionPlan.clampedContentOffset(
                CGPoint(x: 500, y: 50), contentSize: size, viewportSize: viewport, contentInset: inset)
                == CGPoint(x: 105, y: -4))
        #expect(
            LayoutTransitionPlan.clampedContentOffset(
                CGPoint(x: -50, y: -50), contentSize: size, viewportSize: viewport, contentInset: inset)
                == CGPoint(x: -10, y: -4))
    }
}
