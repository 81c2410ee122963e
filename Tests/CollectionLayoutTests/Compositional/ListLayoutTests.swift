import Foundation
import Testing

@testable import CollectionLayout

/// List sections (`UICollectionLayoutListConfiguration`) against values worked by hand from
/// docs/REFERENCE.md §14.6 (`source: uikit-rule`, with the approximated metrics it lists:
/// rows `.estimated(44)`, layout margin 16 below a width of 414 and 20 from it, grouped
/// section spacing 35, headers and footers 38 grouped / 28 plain). Viewport 390 × 844,
/// scale 3: separators are 1/3 point tall, inside the bottom of their row.
@Suite struct ListLayoutTests {
    static let hairline: CGFloat = 1.0 / 3.0

    func host(_ configuration: ListConfiguration, counts: [Int], width: CGFloat = 390) -> CompositionalHost {
        let host = CompositionalHost(
            CompositionalLayout.list(using: configuration), counts: counts, size: CGSize(width: width, height: 844))
        host.view.screenScale = 3
        host.layout.invalidateLayout()
        host.layout.prepareIfNeeded()
        return host
    }

    func elements(_ host: CompositionalHost, kind: String) -> [LayoutAttributes] {
        host.allCells.filter { $0.representedElementKind == kind }
    }

    func separators(_ host: CompositionalHost) -> [(IndexPath, CGRect)] {
        elements(host, kind: ListConfiguration.separatorElementKind).map { ($0.indexPath, $0.frame) }.sorted { $0.0 < $1.0 }
    }

    func header(_ host: CompositionalHost, section: Int = 0) -> CGRect? {
        host.layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: section))?.frame
    }

    func footer(_ host: CompositionalHost, section: Int = 0) -> CGRect? {
        host.layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: section))?.frame
    }

    @Test func plainRowsAreFullWidthWithSeparatorsBelowAllButTheLast() {
        // Rows 390 wide, 44 tall, stacked from y = 0: row i at 44 · i. Separators start at
        // the layout margin 16 and end at the row's edge: width 390 − 16 = 374, at
        // y = 44 · (i + 1) − 1/3. Three rows: two separators. Content 3 · 44 = 132.
        let host = host(ListConfiguration(appearance: .plain), counts: [3])
        #expect(host.frame(0) == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(host.frame(2) == CGRect(x: 0, y: 88, width: 390, height: 44))
        let found = separators(host)
        #expect(found.map(\.0) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(found.first?.1 == CGRect(x: 16, y: 44 - Self.hairline, width: 374, height: Self.hairline))
        #expect(found.last?.1 == CGRect(x: 16, y: 88 - Self.hairline, width: 374, height: Self.hairline))
        #expect(elements(host, kind: ListConfiguration.backgroundElementKind).isEmpty)
        #expect(host.layout.collectionViewContentSize == CGSize(width: 390, height: 132))
    }

    @Test func plainSupplementaryHeaderIs28TallAboveTheRows() {
        // Header (0, 0, 390, 28); rows from y = 28; section 1 starts at 28 + 2 · 44 = 116.
        var configuration = ListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let host = host(configuration, counts: [2, 1])
        #expect(header(host) == CGRect(x: 0, y: 0, width: 390, height: 28))
        #expect(host.frame(0) == CGRect(x: 0, y: 28, width: 390, height: 44))
        #expect(header(host, section: 1) == CGRect(x: 0, y: 116, width: 390, height: 28))
        #expect(footer(host) == nil)
    }

    @Test func groupedSectionsAreSpaced35Apart() {
        // No header: 35 above each section. Section 0: rows at 35 and 79, ends at
        // 35 + 2 · 44 = 123; section 1's row at 123 + 35 = 158; content 158 + 44 = 202.
        let host = host(ListConfiguration(appearance: .grouped), counts: [2, 1])
        #expect(host.frame(0) == CGRect(x: 0, y: 35, width: 390, height: 44))
        #expect(host.frame(1) == CGRect(x: 0, y: 79, width: 390, height: 44))
        #expect(host.frame(0, 1) == CGRect(x: 0, y: 158, width: 390, height: 44))
        #expect(host.layout.collectionViewContentSize.height == 202)
        #expect(separators(host).map(\.1) == [CGRect(x: 16, y: 79 - Self.hairline, width: 374, height: Self.hairline)])
    }

    @Test func insetGroupedRowsHeaderFooterAndBackgroundAreInsetByTheMargin() {
        // Width 390 < 414: margin 16. Header box (0, 0, 390, 38) inset 16 at the sides:
        // (16, 0, 358, 38). Rows x 16, width 390 − 32 = 358, at y = 38 + 44 · i. Footer
        // (estimated 38) after the rows: y = 38 + 3 · 44 = 170 → (16, 170, 358, 38). The
        // section is 38 + 132 + 38 = 208 long; the background is its frame (0, 0, 390, 208)
        // less 38 at the top and bottom and 16 at the sides: (16, 38, 358, 132), the rows
        // only. Separators from 16 + 16 = 32 to the row's end: width 358 − 16 = 342.
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let host = host(configuration, counts: [3, 1])
        #expect(header(host) == CGRect(x: 16, y: 0, width: 358, height: 38))
        #expect(host.frame(0) == CGRect(x: 16, y: 38, width: 358, height: 44))
        #expect(host.frame(2) == CGRect(x: 16, y: 126, width: 358, height: 44))
        #expect(footer(host) == CGRect(x: 16, y: 170, width: 358, height: 38))
        let background = host.layout.layoutAttributesForDecorationView(
            ofKind: ListConfiguration.backgroundElementKind, at: IndexPath(item: 0, section: 0))
        #expect(background?.frame == CGRect(x: 16, y: 38, width: 358, height: 132))
        #expect(separators(host).first?.1 == CGRect(x: 32, y: 82 - Self.hairline, width: 342, height: Self.hairline))
        // Section 1 starts at 208: its background (16, 208 + 38, 358, 44).
        let second = host.layout.layoutAttributesForDecorationView(
            ofKind: ListConfiguration.backgroundElementKind, at: IndexPath(item: 0, section: 1))
        #expect(second?.frame == CGRect(x: 16, y: 246, width: 358, height: 44))
    }

    @Test func insetGroupedUsesA20PointMarginFrom414Wide() {
        // Width 414: margin 20; no header: 35 above. Rows (20, 35, 374, 44); background
        // (0, 0, 414, 35 + 88) less 35 at the top and 20 at the sides: (20, 35, 374, 88).
        let host = host(ListConfiguration(appearance: .insetGrouped), counts: [2], width: 414)
        #expect(host.frame(0) == CGRect(x: 20, y: 35, width: 374, height: 44))
        #expect(
            elements(host, kind: ListConfiguration.backgroundElementKind).map(\.frame) == [CGRect(x: 20, y: 35, width: 374, height: 88)])
        #expect(separators(host).map(\.1) == [CGRect(x: 40, y: 79 - Self.hairline, width: 354, height: Self.hairline)])
    }

    @Test func headerTopPaddingSitsAboveTheHeader() {
        // Padding 10: the header's box is 10 + 38 = 48 tall, its view the lower 38:
        // (16, 10, 358, 38); rows from y = 48.
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = 10
        let host = host(configuration, counts: [1])
        #expect(header(host) == CGRect(x: 16, y: 10, width: 358, height: 38))
        #expect(host.frame(0) == CGRect(x: 16, y: 48, width: 358, height: 44))
    }

    @Test func sidebarAppearancesHaveNoSeparatorsByDefault() {
        // sidebar: inset-grouped geometry (rows at x 16, 35 down), a background, no
        // separators. sidebarPlain: plain geometry, neither.
        let sidebar = host(ListConfiguration(appearance: .sidebar), counts: [3])
        #expect(sidebar.frame(0) == CGRect(x: 16, y: 35, width: 358, height: 44))
        #expect(separators(sidebar).isEmpty)
        #expect(elements(sidebar, kind: ListConfiguration.backgroundElementKind).count == 1)
        let plain = host(ListConfiguration(appearance: .sidebarPlain), counts: [3])
        #expect(plain.frame(0) == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(separators(plain).isEmpty)
        #expect(elements(plain, kind: ListConfiguration.backgroundElementKind).isEmpty)
    }

    @Test func separatorVisibilityAndInsetsAreHonoured() {
        // visible: the last row's too (rows 0, 1, 2); insets leading 60, trailing 8: x = 60,
        // width 390 − 60 − 8 = 322. hidden, or showsSeparators false: none.
        var configuration = ListConfiguration(appearance: .plain)
        configuration.bottomSeparatorVisibility = .visible
        configuration.separatorLeadingInset = 60
        configuration.separatorTrailingInset = 8
        let visible = host(configuration, counts: [3])
        #expect(separators(visible).map(\.0.item) == [0, 1, 2])
        #expect(separators(visible).last?.1 == CGRect(x: 60, y: 132 - Self.hairline, width: 322, height: Self.hairline))
        configuration.bottomSeparatorVisibility = .hidden
        #expect(separators(host(configuration, counts: [3])).isEmpty)
        var off = ListConfiguration(appearance: .plain)
        off.showsSeparators = false
        #expect(separators(host(off, counts: [3])).isEmpty)
    }

    @Test func firstItemInSectionAddsNoSupplementaryHeader() {
        // The first item is the header row: no supplementary view; grouped spacing 35 stays.
        var configuration = ListConfiguration(appearance: .grouped)
        configuration.headerMode = .firstItemInSection
        let host = host(configuration, counts: [2])
        #expect(header(host) == nil)
        #expect(host.frame(0) == CGRect(x: 0, y: 35, width: 390, height: 44))
    }

    @Test func selfSizedRowsAreAtLeast44TallAndMoveTheSeparators() {
        // Row 0 prefers 30 → max(44, 30) = 44; row 1 prefers 60 → 60 at y = 44, its
        // separator at 44 + 60 − 1/3; row 2 follows at 104.
        let host = host(ListConfiguration(appearance: .plain), counts: [3])
        host.layout.recordPreferredLength(30, at: IndexPath(item: 0, section: 0))
        host.layout.recordPreferredLength(60, at: IndexPath(item: 1, section: 0))
        host.layout.invalidateLayout()
        host.layout.prepareIfNeeded()
        #expect(host.frame(0) == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(host.frame(1) == CGRect(x: 0, y: 44, width: 390, height: 60))
        #expect(host.frame(2) == CGRect(x: 0, y: 104, width: 390, height: 44))
        #expect(separators(host).last?.1 == CGRect(x: 16, y: 104 - Self.hairline, width: 374, height: Self.hairline))
    }

    @Test func separatorQueriesAgreeRightToLeft() {
        // Mirrored: a separator inset 16 from the leading (right) edge of a 390-pt row spans
        // x 0…374, in both queries.
        let host = host(ListConfiguration(appearance: .plain), counts: [3])
        host.view.layoutDirection = .rightToLeft
        host.layout.invalidateLayout()
        host.layout.prepareIfNeeded()
        let found = separators(host)
        #expect(found.count == 2)
        for (path, frame) in found {
            #expect(frame.minX == 0 && frame.width == 374)
            #expect(host.layout.layoutAttributesForDecorationView(ofKind: ListConfiguration.separatorElementKind, at: path)?.frame == frame)
        }
    }

    @Test func separatorQueriesAgreeAndTheListKindsAreRegistered() {
        // Each separator from the rect query is what the per-element query returns; none
        // for the last row or past the items; both list kinds are shown without the app
        // registering them.
        let host = host(ListConfiguration(appearance: .insetGrouped), counts: [4, 2])
        for (path, frame) in separators(host) {
            #expect(host.layout.layoutAttributesForDecorationView(ofKind: ListConfiguration.separatorElementKind, at: path)?.frame == frame)
        }
        #expect(separators(host).count == 3 + 1)
        let kind = ListConfiguration.separatorElementKind
        #expect(host.layout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 3, section: 0)) == nil)
        #expect(host.layout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 9, section: 0)) == nil)
        #expect(host.layout.showsDecorationViews(ofKind: ListConfiguration.separatorElementKind))
        #expect(host.layout.showsDecorationViews(ofKind: ListConfiguration.backgroundElementKind))
        // A small rect meets only the separators inside it: rows start at 35 (no header), so
        // row 1 is 79…123 and its separator at 123 − 1/3, inside 120…124; row 2's
        // (167 − 1/3) is not.
        let inRect = host.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 120, width: 390, height: 4))
            .filter { $0.representedElementKind == kind }
        #expect(inRect.map(\.indexPath) == [IndexPath(item: 1, section: 0)])
    }

    @Test func nonFiniteSettingsFallBackToTheAutomaticValues() {
        // NaN padding and infinite insets are ignored: padding 0, leading inset 16,
        // trailing 0 (bad input never reaches a frame).
        var configuration = ListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = .nan
        configuration.separatorLeadingInset = .infinity
        configuration.separatorTrailingInset = -.infinity
        let host = host(configuration, counts: [2])
        #expect(header(host) == CGRect(x: 0, y: 0, width: 390, height: 28))
        #expect(separators(host).first?.1 == CGRect(x: 16, y: 72 - Self.hairline, width: 374, height: Self.hairline))
    }
}
