import Foundation
import Testing

@testable import CollectionLayout

/// The rules of docs/REFERENCE.md §14.8, which snapshot references recorded on iOS 14
/// (iPhone 12 simulator) and iOS 17 (iPhone 15 simulator) settled: faberNovel/
/// CompositionalLayoutDSL's `testSupplementaryItem` and `testDecorationItem` references
/// (commit fe2f7a6 for iOS 17, its parent for iOS 14), cell edges measured at 3× to a pixel
/// (±1/3 pt). The setups are theirs, rebuilt here with the core's types on a 375-point-wide
/// view at scale 3; the recorded corpus (Tests/UIKitTests/Fidelity) checks whole pictures.
@Suite struct CompositionalRecordedRulesTests {
    /// A host of a 375 × 812 view at 3×.
    func host(_ section: LayoutSection, counts: [Int]) -> CompositionalHost {
        let layout = CompositionalLayout(section: section)
        let host = CompositionalHost(layout, counts: counts, size: CGSize(width: 375, height: 812))
        host.view.screenScale = 3
        layout.prepareIfNeeded()
        return host
    }

    /// `testSupplementaryItem`: four items `subitem:count:` 16 apart in a 375 × 80 group with
    /// trailing inset 20, each item `.fractionalWidth(1)` × `.fractionalWidth(0.25)`, and a
    /// 20 × 60 supplementary anchored `.trailing` with fractional offset (1, 0) on the group;
    /// `badges` on each item.
    func supplementarySection(badges: [SupplementaryItem] = []) -> LayoutSection {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.25)), supplementaryItems: badges)
        var group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(80)), subitem: .item(item), count: 4)
        group.interItemSpacing = .fixed(16)
        group.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 20)
        group.supplementaryItems = [
            SupplementaryItem(
                layoutSize: size(.absolute(20), .absolute(60)), elementKind: "tab",
                containerAnchor: LayoutAnchor(edges: .trailing, fractionalOffset: CGPoint(x: 1, y: 0)))
        ]
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 16
        return section
    }

    @Test func aCountGroupsItemsShareItsLengthAndAWidthFractionResolvesAgainstIt() throws {
        // The items share 375 − 20 − 3 · 16 = 307: 76.75 each, floored to the pixel grid:
        // 230 px = 76.667; the height .fractionalWidth(0.25) of the shared 307 is 76.75
        // (square), not 0.25 · 355 = 88.75. Recorded (iOS 17): 76.667 × 76.667 at x = 0,
        // 92.667, 185.333, 278.
        let host = host(supplementarySection(), counts: [4])
        let width = 230.0 / 3
        for (item, x) in [0, 278, 556, 834].enumerated() {
            let frame = try #require(host.frame(item))
            #expect(abs(frame.minX - Double(x) / 3) < 1e-9 && frame.minY == 0)
            #expect(abs(frame.width - width) < 1e-9 && frame.height == 76.75)
        }
    }

    @Test func aGroupsSupplementaryAnchorsInsideTheGroupsContentInsets() {
        // The box inside the insets is (0, 0, 355, 80): trailing middle, moved by its own
        // width: x = 355 − 20 + 20 = 355, y = 40 − 30 = 10. Recorded on iOS 14 and 17:
        // (355, 10, 20, 60) below a 54-point top; a box without the insets would put it at 375.
        let host = host(supplementarySection(), counts: [4])
        let frame = host.layout.layoutAttributesForSupplementaryView(ofKind: "tab", at: IndexPath(item: 0, section: 0))?.frame
        #expect(frame == CGRect(x: 355, y: 10, width: 20, height: 60))
    }

    @Test func aRootGroupsSupplementaryIsIndexedByItsGroup() {
        // Picture 2 of `testSupplementaryItem` (23 items, six groups of four) labels each tab
        // with its index path: [0, 0], [0, 1], … down the rows, not its first item's [0, 4].
        // The second tab: 80 + 16 = 96 lower, (355, 106, 20, 60); the sixth group (items
        // 20–22) has one, a seventh does not exist.
        let host = host(supplementarySection(), counts: [23])
        func tab(_ item: Int) -> CGRect? {
            host.layout.layoutAttributesForSupplementaryView(ofKind: "tab", at: IndexPath(item: item, section: 0))?.frame
        }
        #expect(tab(1) == CGRect(x: 355, y: 106, width: 20, height: 60))
        #expect(tab(5).map { abs($0.minY - 490) < 1e-9 } == true)
        #expect(tab(6) == nil)
    }

    @Test func anOrthogonalSectionsGroupWidthIgnoresTheSectionsInsets() throws {
        // `testDecorationItem`: a `.continuous` section with insets 16 all round, its group
        // `.fractionalWidth(1)` × 40 with four items 8 apart `subitem:count:`. The group is
        // the content area's 375 wide (not 343): items (375 − 24)/4 = 87.75, floored to 263 px
        // = 87.667, at x = 16 + k · (87.667 + 8). Recorded (iOS 17): 16, 111.667, 207.333, 303.
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        var group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitem: .item(item), count: 4)
        group.interItemSpacing = .fixed(8)
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 8
        section.contentInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        let host = host(section, counts: [8])
        for (item, x) in [48, 335, 622, 909].enumerated() {
            let frame = try #require(host.frame(item))
            #expect(abs(frame.minX - Double(x) / 3) < 1e-9 && frame.minY == 16)
            #expect(abs(frame.width - 263.0 / 3) < 1e-9 && frame.height == 40)
        }
        // The second group starts one group width (375) and the spacing after the first.
        #expect(host.frame(4).map { abs($0.minX - 399) < 1e-9 } == true)
    }

    @Test func anEmptySectionStillAddsTheInterSectionSpacing() {
        // iOS 17 (`testInnerGroups`, picture 3): an empty first section, then the next
        // section's first row 8 points lower than with no empty section before it.
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 8
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let layout = CompositionalLayout(section: LayoutSection(group: group), configuration: configuration)
        let host = CompositionalHost(layout, counts: [0, 2])
        #expect(host.frame(0, 1)?.minY == 8)
    }

    @Test func anEmptySectionsContentInsetsTakeNoRoom() {
        // iOS 17, picture 3 of `testSupplementaryItem` (section insets: bottom 16) and of
        // `testDecorationItem` (insets 16 all round, a background decoration): an empty first
        // section, and the next section's first row where it would be without it (y = 0 and
        // 16); no background shows for the empty section. (iOS 14 gave the decoration
        // section a group's height, 72: superseded.)
        var section = supplementarySection()
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 16, trailing: 0)
        #expect(host(section, counts: [0, 4]).frame(0, 1)?.minY == 0)
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        var group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitem: .item(item), count: 4)
        group.interItemSpacing = .fixed(8)
        var band = LayoutSection(group: group)
        band.orthogonalScrollingBehavior = .continuous
        band.contentInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        band.decorationItems = [.background(elementKind: "background")]
        let banded = host(band, counts: [0, 4])
        #expect(banded.frame(0, 1)?.minY == 16)
        let backgrounds = banded.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 812))
            .filter { $0.representedElementCategory == .decoration }
        #expect(backgrounds.map(\.indexPath) == [IndexPath(item: 0, section: 1)])
        #expect(backgrounds.first?.frame == CGRect(x: 0, y: 0, width: 375, height: 72))
    }

    @Test func originsRoundToTheNearestPixelHalfAwayFromZero() {
        // A badge at (69.1667, −7.5) on item 0 of `testSupplementaryItem` (a 15 × 15 badge
        // `[.top, .trailing]` with fractional offset (0.5, −0.5) on an item 76.667 wide):
        // 207.5 px → 208, −22.5 px → −23. Recorded on iOS 17: (69.333, −7.667) below the top.
        let badge = SupplementaryItem(
            layoutSize: size(.absolute(15), .absolute(15)), elementKind: "badge",
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let section = supplementarySection(badges: [badge])
        let host = host(section, counts: [4])
        let frame = host.layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame
        #expect(frame.map { abs($0.minX - 208.0 / 3) < 1e-9 && abs($0.minY + 23.0 / 3) < 1e-9 } == true)
    }
}
