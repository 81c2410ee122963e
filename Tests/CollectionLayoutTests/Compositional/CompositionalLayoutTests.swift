import Foundation
import Testing

@testable import CollectionLayout

/// Compositional layout against values worked by hand from docs/REFERENCE.md §14
/// (`source: uikit-rule`); the arithmetic is in each test's comments. Viewport 390 × 844.
@Suite struct CompositionalLayoutTests {
    @Test func workedExampleAGridBySubitemCount() {
        // §14.7 A: container 390 − 2·16 = 358; item w = (358 − 10)/2 = 174; rows 100 tall,
        // 10 apart: y = 16, 126, 236. 5 items → 3 rows; height 16 + 3·100 + 2·10 + 16 = 352.
        var group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)),
            subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 2)
        group.interItemSpacing = .fixed(10)
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        section.interGroupSpacing = 10
        let host = CompositionalHost(CompositionalLayout(section: section), counts: [5])
        #expect(host.frame(0) == CGRect(x: 16, y: 16, width: 174, height: 100))
        #expect(host.frame(1) == CGRect(x: 200, y: 16, width: 174, height: 100))
        #expect(host.frame(2) == CGRect(x: 16, y: 126, width: 174, height: 100))
        #expect(host.frame(4) == CGRect(x: 16, y: 236, width: 174, height: 100))
        #expect(host.frame(5) == nil)
        #expect(host.layout.collectionViewContentSize == CGSize(width: 390, height: 352))
    }

    @Test func workedExampleBGridByContentInsets() {
        // §14.7 B: boxes 358 · 0.5 = 179 wide at x = 16, 195; cells inset by 5:
        // (21, 21, 169, 90), (200, 21, 169, 90); the next row's cells at y = 16 + 100 + 5 = 121.
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)),
            subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1), insets: 5)])
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        let host = CompositionalHost(CompositionalLayout(section: section), counts: [4])
        #expect(host.frame(0) == CGRect(x: 21, y: 21, width: 169, height: 90))
        #expect(host.frame(1) == CGRect(x: 200, y: 21, width: 169, height: 90))
        #expect(host.frame(2) == CGRect(x: 21, y: 121, width: 169, height: 90))
        // Two rows of 100 between insets of 16: 232.
        #expect(host.layout.collectionViewContentSize.height == 232)
    }

    @Test func subitemsRepeatWhileTheyFitAndNeverWrap() {
        // Items 100 wide, fixed spacing 20, group 390: 100 + 120 + 120 = 340 fits, a fourth
        // would need 460 > 390. So 3 per group: x = 0, 120, 240; item 3 starts row 2 (y = 50).
        var group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)),
            subitems: [item(.absolute(100), .absolute(50))])
        group.interItemSpacing = .fixed(20)
        let host = CompositionalHost(CompositionalLayout(section: LayoutSection(group: group)), counts: [4])
        #expect(host.frame(2) == CGRect(x: 240, y: 0, width: 100, height: 50))
        #expect(host.frame(3) == CGRect(x: 0, y: 50, width: 100, height: 50))
    }

    @Test func repeatingSubitemCountKeepsTheItemsOwnSize() {
        // repeatingSubitem:count: 4 copies of 120 at their own size (they overflow 390:
        // fitting them is the caller's job): x = 0, 120, 240, 360.
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(60)),
            repeatingSubitem: item(.absolute(120), .absolute(60)), count: 4)
        let host = CompositionalHost(CompositionalLayout(section: LayoutSection(group: group)), counts: [5])
        #expect(host.frame(3) == CGRect(x: 360, y: 0, width: 120, height: 60))
        #expect(host.frame(4) == CGRect(x: 0, y: 60, width: 120, height: 60))
    }

    @Test func flexibleSpacingSharesTheLeftover() {
        // Three items of 100 with flexible(10) between them in 390: minimum use 320, 70 left,
        // shared by 2 gaps → 35 each: gaps of 45; x = 0, 145, 290.
        var group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)),
            subitem: item(.absolute(100), .absolute(100)), count: 3)
        group.interItemSpacing = .flexible(10)
        // subitem:count: resizes: (390 − 2·10)/3 = 123.333…, floored to the pixel grid (scale
        // 1, §14.8): 123; the one point the floor leaves is shared by the two flexible gaps,
        // 10.5 each: x = 133.5, on the pixel grid 134.
        let resized = CompositionalHost(CompositionalLayout(section: LayoutSection(group: group)), counts: [3])
        #expect(resized.frame(1) == CGRect(x: 134, y: 0, width: 123, height: 100))
        group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)),
            repeatingSubitem: item(.absolute(100), .absolute(100)), count: 3)
        group.interItemSpacing = .flexible(10)
        let host = CompositionalHost(CompositionalLayout(section: LayoutSection(group: group)), counts: [3])
        #expect(host.frame(0)?.minX == 0)
        #expect(host.frame(1)?.minX == 145)
        #expect(host.frame(2)?.minX == 290)
    }

    @Test func edgeSpacingMovesTheBoxAndPushesItsNeighbours() {
        // Leading fixed 10 and top fixed 5 on 100 × 40 items in a 390 × 50 group: the first
        // at (10, 5); the second after 10 + 100 = 110, plus its own 10: x = 120.
        var element = LayoutItem(layoutSize: size(.absolute(100), .absolute(40)))
        element.edgeSpacing = LayoutEdgeSpacing(leading: .fixed(10), top: .fixed(5), trailing: nil, bottom: nil)
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [.item(element)])
        let host = CompositionalHost(CompositionalLayout(section: LayoutSection(group: group)), counts: [4])
        #expect(host.frame(0) == CGRect(x: 10, y: 5, width: 100, height: 40))
        #expect(host.frame(1) == CGRect(x: 120, y: 5, width: 100, height: 40))
        // 3 fit (330 ≤ 390; a fourth needs 440): item 3 opens row 2 at y = 50 + 5.
        #expect(host.frame(3) == CGRect(x: 10, y: 55, width: 100, height: 40))
    }

    @Test func flexibleEdgeSpacingCentresAnItem() {
        // flexible(0) on both sides of one 100-wide item in 390: 290 shared → x = 145.
        var element = LayoutItem(layoutSize: size(.absolute(100), .absolute(40)))
        element.edgeSpacing = LayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(40)),
            repeatingSubitem: .item(element), count: 1)
        let host = CompositionalHost(CompositionalLayout(section: LayoutSection(group: group)), counts: [1])
        #expect(host.frame(0) == CGRect(x: 145, y: 0, width: 100, height: 40))
    }

    @Test func nestedGroupsMakeAMosaic() {
        // A 390 × 200 group: a large item (2/3 wide = 260) beside a vertical group (1/3 =
        // 130 wide) of two items half its height (100). Items: large (0,0,260,200), then
        // (260,0,130,100), (260,100,130,100); the next group at y = 200.
        let column = LayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)),
            subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(200)),
            subitems: [item(.fractionalWidth(2.0 / 3), .fractionalHeight(1)), .group(column)])
        let host = CompositionalHost(CompositionalLayout(section: LayoutSection(group: group)), counts: [4])
        #expect(host.frame(0) == CGRect(x: 0, y: 0, width: 260, height: 200))
        #expect(host.frame(1) == CGRect(x: 260, y: 0, width: 130, height: 100))
        #expect(host.frame(2) == CGRect(x: 260, y: 100, width: 130, height: 100))
        #expect(host.frame(3) == CGRect(x: 0, y: 200, width: 260, height: 200))
        #expect(host.layout.collectionViewContentSize.height == 400)
    }

    @Test func fractionalHeightOfTheWidthGivesSquares() {
        // Height = fractionalWidth(0.25) of the group's 390 = 97.5: a 4-column square grid.
        // Origins land on the pixel grid (scale 1, §14.8): 292.5 → 293, 97.5 → 98.
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.25)),
            subitems: [item(.fractionalWidth(0.25), .fractionalHeight(1))])
        let host = CompositionalHost(CompositionalLayout(section: LayoutSection(group: group)), counts: [5])
        #expect(host.frame(3) == CGRect(x: 293, y: 0, width: 97.5, height: 97.5))
        #expect(host.frame(4) == CGRect(x: 0, y: 98, width: 97.5, height: 97.5))
    }

    @Test func estimatedAxesIgnoreContentInsets() {
        // Estimated height 44: the cell keeps it (insets 5 apply only across: x 5, width 380).
        var element = LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
        element.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [.item(element)])
        let host = CompositionalHost(CompositionalLayout(section: LayoutSection(group: group)), counts: [2])
        #expect(host.frame(0) == CGRect(x: 5, y: 0, width: 380, height: 44))
        #expect(host.frame(1) == CGRect(x: 5, y: 44, width: 380, height: 44))
    }

    @Test func customGroupsPlaceTheirFrames() {
        let group = LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(120))) { environment in
            // The environment is the group's own container: 390 × 120.
            let w = environment.container.contentSize.width
            return [
                LayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: w / 2, height: 120), zIndex: 1),
                LayoutGroupCustomItem(frame: CGRect(x: w / 2, y: 60, width: w / 2, height: 60)),
            ]
        }
        let host = CompositionalHost(CompositionalLayout(section: LayoutSection(group: group)), counts: [3])
        #expect(host.frame(1) == CGRect(x: 195, y: 60, width: 195, height: 60))
        #expect(host.frame(2) == CGRect(x: 0, y: 120, width: 195, height: 120))
        #expect(host.layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.zIndex == 1)
    }

    @Test func sectionsStackWithInterSectionSpacingAndProviderSections() {
        // Section 0: rows of 50, 3 items per row (130 each); 4 items → 2 rows = 100.
        // Spacing 20. Section 1 from the provider: one 390 × 80 row per item, 2 items → 160.
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = CompositionalLayout(configuration: configuration) { index, environment in
            #expect(environment.container.contentSize == CGSize(width: 390, height: 844))
            let width: LayoutDimension = index == 0 ? .fractionalWidth(1.0 / 3) : .fractionalWidth(1)
            let height: CGFloat = index == 0 ? 50 : 80
            return LayoutSection(
                group: .horizontal(
                    layoutSize: size(.fractionalWidth(1), .absolute(height)),
                    subitems: [item(width, .fractionalHeight(1))]))
        }
        let host = CompositionalHost(layout, counts: [4, 2])
        #expect(host.frame(0, 1) == CGRect(x: 0, y: 120, width: 390, height: 80))
        #expect(host.frame(1, 1) == CGRect(x: 0, y: 200, width: 390, height: 80))
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 280))
    }

    @Test func horizontalScrollingStacksGroupsAcross() {
        // Scroll direction horizontal, viewport 390 × 300: a vertical group 150 wide holding
        // items 100 tall (3 fit in 300). Groups at x = 0, 150 (+ spacing 10 → 160).
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        var section = LayoutSection(
            group: .vertical(
                layoutSize: size(.absolute(150), .fractionalHeight(1)),
                subitems: [item(.fractionalWidth(1), .absolute(100))]))
        section.interGroupSpacing = 10
        let host = CompositionalHost(
            CompositionalLayout(section: section, configuration: configuration),
            counts: [4], size: CGSize(width: 390, height: 300))
        #expect(host.frame(2) == CGRect(x: 0, y: 200, width: 150, height: 100))
        #expect(host.frame(3) == CGRect(x: 160, y: 0, width: 150, height: 100))
        #expect(host.layout.collectionViewContentSize == CGSize(width: 310, height: 300))
    }

    @Test func aProviderReturningNilShowsAnEmptySection() {
        let layout = CompositionalLayout { index, _ in
            index == 0
                ? nil
                : LayoutSection(
                    group: .horizontal(
                        layoutSize: size(.fractionalWidth(1), .absolute(40)),
                        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        }
        let host = CompositionalHost(layout, counts: [3, 1])
        #expect(host.frame(0, 0) == nil)
        #expect(host.frame(0, 1) == CGRect(x: 0, y: 0, width: 390, height: 40))
    }

    @Test func aZeroWidthSubitemDoesNotRepeatForever() {
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(40)),
            subitems: [item(.absolute(0), .absolute(40))])
        let host = CompositionalHost(CompositionalLayout(section: LayoutSection(group: group)), counts: [3])
        // One zero-length box per group: items stack one per row.
        #expect(host.frame(2) == CGRect(x: 0, y: 80, width: 0, height: 40))
    }
}
