import Foundation
import Testing

@testable import CollectionLayout

@Suite struct FlowLayoutBehaviourTests {
    private func fixture(_ json: String) throws -> FlowFixture {
        try JSONDecoder().decode(FlowFixture.self, from: Data(json.utf8))
    }

    private func listHost(pinHeaders: Bool) throws -> FixtureHost {
        // Two sections of 6 full-width rows of 50 under a 40-pt header: each section 390 tall.
        try FixtureHost(
            fixture(
                """
                {"name": "list", "source": "uikit-rule", "viewport": [320, 200],
                 "layout": {"itemSize": [320, 50], "headerReferenceSize": [0, 40], "sectionHeadersPinToVisibleBounds": \(pinHeaders)},
                 "sections": [{"count": 6}, {"count": 6}], "rect": "content", "expected": {"contentSize": [0, 0], "elements": []}}
                """))
    }

    @Test func aPlainScrollKeepsTheLayout() throws {
        let host = try listHost(pinHeaders: false)
        try host.view.layoutIfNeeded()
        let bounds = host.view.bounds
        #expect(!host.layout.shouldInvalidateLayout(forBoundsChange: bounds.offsetBy(dx: 0, dy: 120)))
        // The cross-axis size or origin changing does invalidate.
        #expect(host.layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 300, height: 200)))
        #expect(host.layout.shouldInvalidateLayout(forBoundsChange: bounds.offsetBy(dx: 5, dy: 0)))
        let passes = host.layout.preparePassCount
        host.view.contentOffset = CGPoint(x: 0, y: 120)
        try host.view.layoutIfNeeded()
        #expect(host.layout.preparePassCount == passes)
    }

    @Test func pinnedHeadersOnScreenInvalidateEveryScrollAndFollowIt() throws {
        let host = try listHost(pinHeaders: true)
        try host.view.layoutIfNeeded()
        #expect(host.layout.shouldInvalidateLayout(forBoundsChange: host.view.bounds.offsetBy(dx: 0, dy: 120)))
        host.view.contentOffset = CGPoint(x: 0, y: 120)
        try host.view.layoutIfNeeded()
        // Header 0 pinned at the top of the bounds: y = min(max(0, 120), 390 − 40) = 120.
        let header = host.view.visibleElements.first { $0.attributes.representedElementKind == ElementKind.sectionHeader }
        #expect(header?.attributes.frame == CGRect(x: 0, y: 120, width: 320, height: 40))
        #expect(header?.attributes.zIndex == 10)
    }

    @Test func anOverlongItemIsReportedWithUIKitsWords() throws {
        let host = try FixtureHost(
            fixture(
                """
                {"name": "wide", "source": "uikit-rule", "viewport": [320, 200], "sections": [{"sizes": [[400, 50], [10, 10]]}],
                 "rect": "content", "expected": {"contentSize": [0, 0], "elements": []}}
                """))
        try host.view.layoutIfNeeded()
        #expect(host.diagnostics.count == 1)
        #expect(
            host.diagnostics.first?.hasPrefix(
                """
                The behavior of the UICollectionViewFlowLayout is not defined because:
                the item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values.
                """) == true)
    }

    @Test func anUpdateContextReusesUntouchedSections() throws {
        // Three variable sections; a context saying sections 0 and 2 are untouched while the
        // data source grows section 1.
        let json = """
            {"name": "three", "source": "uikit-rule", "viewport": [320, 800],
             "sections": [{"sizes": [[100, 40], [150, 40]]}, {"sizes": [[100, 40], [120, 40]]}, {"sizes": [[80, 40], [60, 40]]}],
             "rect": "content", "expected": {"contentSize": [0, 0], "elements": []}}
            """
        var spec = try fixture(json)
        let host = FixtureHost(spec)
        host.layout.prepareIfNeeded()
        let before = host.layout.sections
        spec.sections[1].sizes?.append([300, 40])
        let grown = FixtureHost(spec) // the answer a fresh layout gives
        grown.layout.prepareIfNeeded()
        // Feed the same change to the first host through an update context.
        host.source.replace(with: spec.sections)
        host.view.setSectionCounts([2, 3, 2])
        let context = InvalidationContext()
        context.invalidateDataSourceCounts = true
        context.reusableSectionSources = [0, nil, 2]
        host.layout.invalidateLayout(with: context)
        host.layout.prepareIfNeeded()
        let after = host.layout.sections
        // Sections 0 and 2 are the very same storage; section 1 was rebuilt.
        if case let .variable(a) = before[0].items, case let .variable(b) = after[0].items {
            #expect(a === b)
        } else {
            Issue.record("section 0 not variable")
        }
        if case let .variable(a) = before[2].items, case let .variable(b) = after[2].items {
            #expect(a === b)
        } else {
            Issue.record("section 2 not variable")
        }
        #expect(after[1].itemCount == 3)
        // And the result equals a fresh layout of the new data.
        let size = grown.layout.collectionViewContentSize
        let rect = CGRect(origin: .zero, size: size)
        #expect(host.layout.collectionViewContentSize == size)
        #expect(host.layout.layoutAttributesForElements(in: rect) == grown.layout.layoutAttributesForElements(in: rect))
    }

    @Test func aFixedEstimateSizesUnsizedItems() throws {
        // estimatedItemSize 70 × 30: item 1 has no preferred size and keeps the estimate.
        // One line (the last): left-aligned 0, 110, 190.
        let host = try FixtureHost(
            fixture(
                """
                {"name": "estimate", "source": "uikit-rule", "viewport": [320, 200], "layout": {"estimatedItemSize": [70, 30]},
                 "sections": [{"sizes": [[100, 30], null, [40, 30]]}], "rect": "content", "expected": {"contentSize": [0, 0], "elements": []}}
                """))
        host.layout.prepareIfNeeded()
        let frames = (0..<3).compactMap { host.layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(
            frames == [
                CGRect(x: 0, y: 0, width: 100, height: 30), CGRect(x: 110, y: 0, width: 70, height: 30),
                CGRect(x: 190, y: 0, width: 40, height: 30),
            ])
    }
}
