import Foundation
import Testing

@testable import CollectionLayout

/// Orthogonal sections (docs/REFERENCE.md §14.4) against values worked by hand. Viewport
/// 390 × 844, vertical layout: an orthogonal section's groups form one row that scrolls
/// sideways by the section's own offset.
@Suite struct CompositionalOrthogonalTests {
    func shelf(_ behavior: OrthogonalScrollingBehavior, width: CGFloat, height: CGFloat, spacing: CGFloat) -> LayoutSection {
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(width), .absolute(height)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = spacing
        return section
    }

    @Test func continuousGroupsFormOneRowThatScrollsOnItsOwn() {
        // Groups 390 · 0.8 = 312 wide, 10 apart: x = 0, 322, 644, …; one row 100 tall, so
        // the section is 100 long and section 1 (the same shelf) starts at y = 100.
        // Five groups: 5 · 312 + 4 · 10 = 1600 across; it scrolls up to 1600 − 390 = 1210.
        let layout = CompositionalLayout(section: shelf(.continuous, width: 0.8, height: 100, spacing: 10))
        let host = CompositionalHost(layout, counts: [5, 2])
        #expect(host.frame(0) == CGRect(x: 0, y: 0, width: 312, height: 100))
        #expect(host.frame(2) == CGRect(x: 644, y: 0, width: 312, height: 100))
        #expect(host.frame(1, 1) == CGRect(x: 322, y: 100, width: 312, height: 100))
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 200))
        #expect(layout.maximumOrthogonalScrollOffset(forSection: 0) == 1210)

        // Scrolled by 300: item 1 at 322 − 300 = 22; the visible row holds items 0 (−300…12),
        // 1 (22…334) and 2 (344…656); section 1 does not move.
        layout.setOrthogonalScrollOffset(300, forSection: 0)
        layout.prepareIfNeeded()
        #expect(host.frame(1) == CGRect(x: 22, y: 0, width: 312, height: 100))
        #expect(host.frame(1, 1) == CGRect(x: 322, y: 100, width: 312, height: 100))
        let row = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(row.filter { $0.indexPath.section == 0 }.map(\.indexPath.item) == [0, 1, 2])
        // Clamped to the content: 5000 → 1210, −20 → 0.
        layout.setOrthogonalScrollOffset(5000, forSection: 0)
        layout.prepareIfNeeded()
        #expect(layout.orthogonalScrollOffset(forSection: 0) == 1210)
        layout.setOrthogonalScrollOffset(-20, forSection: 0)
        layout.prepareIfNeeded()
        #expect(layout.orthogonalScrollOffset(forSection: 0) == 0)
    }

    @Test func groupPagingCenteredCentresTheGroup() {
        // §14.7 C: groups 390 · 0.85 = 331.5 wide; (390 − 331.5)/2 = 29.25 before the first
        // and after the last. Items at x = 29.25 and 29.25 + 331.5 = 360.75; three groups
        // span 29.25 + 3 · 331.5 + 29.25 = 1053 across. Origins land on the pixel grid (scale 1,
        // §14.8): 29 and 361.
        let layout = CompositionalLayout(section: shelf(.groupPagingCentered, width: 0.85, height: 200, spacing: 0))
        let host = CompositionalHost(layout, counts: [3])
        #expect(host.frame(0) == CGRect(x: 29, y: 0, width: 331.5, height: 200))
        #expect(host.frame(1) == CGRect(x: 361, y: 0, width: 331.5, height: 200))
        #expect(abs(layout.maximumOrthogonalScrollOffset(forSection: 0) - (1053 - 390)) < 1e-9)
        // Paged one group on (offset 331.5), group 1 is centred: aligned in the band (361), then
        // scrolled: 361 − 331.5 = 29.5.
        layout.setOrthogonalScrollOffset(331.5, forSection: 0)
        layout.prepareIfNeeded()
        #expect(host.frame(1)?.minX == 29.5)
    }

    @Test func everyOtherBehaviourPlacesGroupsAsContinuous() {
        // Paging and leading-boundary behaviours change where a fling rests, not where the
        // groups are: x = 0, 322 for groups 312 wide, 10 apart.
        for behavior in [OrthogonalScrollingBehavior.continuousGroupLeadingBoundary, .paging, .groupPaging] {
            let host = CompositionalHost(CompositionalLayout(section: shelf(behavior, width: 0.8, height: 100, spacing: 10)), counts: [2])
            #expect(host.frame(1) == CGRect(x: 322, y: 0, width: 312, height: 100), "\(behavior)")
        }
    }
}

/// The visible-items handler (docs/REFERENCE.md §14.4), worked by hand.
@Suite struct CompositionalVisibleItemsTests {
    @Test func aCarouselScalesItsItemsByDistanceFromTheCentre() {
        // groupPagingCentered cards 331.5 wide at x = 29.25 + i · 331.5 (spacing 0). Scrolled
        // by 165.75 (half a card), the band's centre is at 165.75 + 195 = 360.75, the
        // boundary between cards 0 (midX 195) and 1 (midX 526.5): each is 165.75 away.
        // Origins land on the pixel grid in the band (§14.8, scale 1): cards at 29 and 361,
        // midX 194.75 and 526.75, each 166 away: scale = 1 − distance / 1000 = 0.834 for both;
        // card 2 (band frame 692.25… − 165.75 = 526.5 > 390) is not visible.
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(0.85), .absolute(200)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            let centre = offset.x + environment.container.contentSize.width / 2
            for index in items.indices {
                let scale = 1 - abs(items[index].center.x - centre) / 1000
                items[index].transform3D = Transform3D(scaleX: scale, y: scale)
                items[index].zIndex = 5
            }
        }
        let layout = CompositionalLayout(section: section)
        let host = CompositionalHost(layout, counts: [3])
        layout.setOrthogonalScrollOffset(165.75, forSection: 0)
        layout.prepareIfNeeded()
        let shown = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(shown.map(\.indexPath.item) == [0, 1])
        for element in shown {
            #expect(abs(element.transform3D.m11 - 0.834) < 1e-9 && element.zIndex == 5)
        }
        // Frames stay where the band puts them: card 1 at 361 − 165.75 = 195.25 (centre 361).
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.center.x == 361)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 1, width: 390, height: 844)))
        withExtendedLifetime(host) {}
    }
}
