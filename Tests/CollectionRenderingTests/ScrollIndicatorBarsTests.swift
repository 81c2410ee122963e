import CollectionLayout
import CollectionRendering
import Foundation
import Testing

/// `ScrollIndicatorBars` on its own (docs/REFERENCE.md §10.10): both bars placed across the
/// view, their elements in content coordinates, and bad numbers showing nothing.
@Suite struct ScrollIndicatorBarsTests {
    /// A 300 × 200 view over content 1000 × 1000 at offset (350, 400), no insets.
    /// Vertical: track 2.5…197.5 (195), L = max(37, 195·200/1000 = 39) = 39, offsets 0…800,
    /// y = 2.5 + 400/800·(195 − 39) = 80.5, x = 300 − 2.5 − 2.5 = 295.
    /// Horizontal: track 2.5…297.5 (295), L = 295·300/1000 = 88.5, offsets 0…700,
    /// x = 2.5 + 350/700·(295 − 88.5) = 105.75, y = 200 − 2.5 − 2.5 = 195.
    static let bounds = CGRect(x: 350, y: 400, width: 300, height: 200)
    static let content = CGSize(width: 1000, height: 1000)

    @Test func bothBarsStandWhereTheirOffsetsPutThemAndTheirElementsSitInTheContent() {
        let bars = ScrollIndicatorBars()
        let frames = bars.frames(bounds: Self.bounds, contentSize: Self.content)
        #expect(frames.vertical == CGRect(x: 295, y: 80.5, width: 2.5, height: 39))
        #expect(frames.horizontal == CGRect(x: 105.75, y: 195, width: 88.5, height: 2.5))
        let elements = bars.elements(bounds: Self.bounds, contentSize: Self.content, opacity: 0.4)
        #expect(elements.map(\.id) == ["scroll-indicator-vertical", "scroll-indicator-horizontal"])
        #expect(elements.first?.attributes.frame == CGRect(x: 645, y: 480.5, width: 2.5, height: 39), "moved by the offset")
        #expect(elements.allSatisfy { $0.attributes.alpha == 0.4 })
    }

    @Test func atRestOrWithBadNumbersNothingShows() {
        let bars = ScrollIndicatorBars()
        #expect(bars.elements(bounds: Self.bounds, contentSize: Self.content, opacity: 0).isEmpty)
        #expect(bars.elements(bounds: Self.bounds, contentSize: Self.content, opacity: .nan).isEmpty)
        #expect(bars.elements(bounds: Self.bounds, contentSize: Self.content, opacity: 7).allSatisfy { $0.attributes.alpha == 1 })
        let nan = CGFloat.nan, inf = CGFloat.infinity
        #expect(
            bars.shown(bounds: CGRect(x: 0, y: nan, width: 300, height: 200), contentSize: Self.content, opacity: 1).map(\.name) == [
                "horizontal"
            ])
        #expect(bars.shown(bounds: Self.bounds, contentSize: CGSize(width: inf, height: inf), opacity: 1).isEmpty)
        let insets = ScrollIndicatorBars(verticalInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: inf))
        #expect(insets.shown(bounds: Self.bounds, contentSize: Self.content, opacity: 1).map(\.name) == ["horizontal"])
    }
}
