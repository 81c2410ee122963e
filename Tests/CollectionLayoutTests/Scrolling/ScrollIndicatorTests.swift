import Foundation
import Testing

@testable import CollectionLayout

/// Where a scroll indicator's bar stands and how it fades (docs/REFERENCE.md §10.10), worked
/// by hand: thickness 2.5, a track 2.5 short of each end, length track·view/scrollable at least
/// 37, shrinking by the overshoot past an edge to 8 at least, fading linearly over 0.33 s.
@Suite struct ScrollIndicatorTests {
    /// A 200-point view over `content` points, with no insets, at `offset`.
    private func bar(content: Double, offset: Double) -> (start: Double, length: Double)? {
        ScrollIndicator.bar(viewLength: 200, contentLength: content, contentInset: (0, 0), offset: offset, indicatorInset: (0, 0))
    }

    private func expectBar(_ bar: (start: Double, length: Double)?, _ start: Double, _ length: Double, _ comment: Comment) {
        #expect(bar.map { abs($0.start - start) < 1e-9 && abs($0.length - length) < 1e-9 } == true, comment)
    }

    @Test func theBarIsTheTracksShareOfTheContentAndMovesAlongIt() {
        // Track 200 − 2.5 − 2.5 = 195 from 2.5; length 195·200/1000 = 39; the offset runs 0…800.
        expectBar(bar(content: 1000, offset: 0), 2.5, 39, "at the top: the track's start")
        // 800/800 of the free run 195 − 39 = 156.
        expectBar(bar(content: 1000, offset: 800), 158.5, 39, "at the bottom: its end at 197.5")
        expectBar(bar(content: 1000, offset: 400), 80.5, 39, "half way: 2.5 + 78")
    }

    @Test func aLongContentsBarKeepsTheMinimumLength() {
        // 195·200/10,000 = 3.9 → 37; half way through 0…9800: 2.5 + (195 − 37)/2.
        expectBar(bar(content: 10_000, offset: 4900), 81.5, 37, "the minimum, half way")
    }

    @Test func pastAnEdgeTheBarShrinksByTheOvershootToEightPoints() {
        expectBar(bar(content: 1000, offset: -20), 2.5, 19, "20 past the top: 39 − 20, at the start")
        expectBar(bar(content: 1000, offset: -100), 2.5, 8, "100 past the top: 8 at least")
        // 30 past 800: 39 − 30 = 9, ending at the track's end 197.5.
        expectBar(bar(content: 1000, offset: 830), 188.5, 9, "30 past the bottom")
    }

    @Test func theContentInsetLengthensTheRangeAndTheIndicatorInsetShortensTheTrack() {
        // Content inset top 50: scrollable 1050, offsets −50…800. Indicator inset top 50: track
        // from 52.5, 200 − 2.5 − 52.5 = 145 long; 145·200/1050 = 27.6 → 37; free run 108.
        let top = (before: 50.0, after: 0.0)
        let atTop = ScrollIndicator.bar(viewLength: 200, contentLength: 1000, contentInset: top, offset: -50, indicatorInset: top)
        expectBar(atTop, 52.5, 37, "at the inset top")
        let halfWay = ScrollIndicator.bar(viewLength: 200, contentLength: 1000, contentInset: top, offset: 375, indicatorInset: top)
        expectBar(halfWay, 106.5, 37, "425/850 of the run: 52.5 + 54")
    }

    @Test func aTrackShorterThanTheMinimumBoundsTheBar() {
        // Track from 92.5, 200 − 85 − 2.5 − 92.5 = 20 long: the bar fills it, and compressed
        // past the top it keeps 8.
        let inset = (before: 90.0, after: 85.0)
        let fits = ScrollIndicator.bar(viewLength: 200, contentLength: 1000, contentInset: (0, 0), offset: 0, indicatorInset: inset)
        expectBar(fits, 92.5, 20, "the whole track")
        let past = ScrollIndicator.bar(viewLength: 200, contentLength: 1000, contentInset: (0, 0), offset: -100, indicatorInset: inset)
        expectBar(past, 92.5, 8, "compressed")
    }

    @Test func noBarWithoutScrollableContentATrackOrFiniteInput() {
        #expect(bar(content: 200, offset: 0) == nil, "content as long as the view")
        #expect(bar(content: 150, offset: 0) == nil, "shorter content")
        #expect(bar(content: .nan, offset: 0) == nil)
        #expect(bar(content: 1000, offset: .infinity) == nil)
        let closed = ScrollIndicator.bar(viewLength: 200, contentLength: 1000, contentInset: (0, 0), offset: 0, indicatorInset: (100, 100))
        #expect(closed == nil, "insets leave no track: 200 − 100 − 2.5 − 102.5 < 0")
    }

    @Test func theBarsFadeLinearlyAfterTheyWereShown() {
        #expect(ScrollIndicator.opacity(at: 0.5, shownUntil: 1) == 1)
        #expect(ScrollIndicator.opacity(at: 1, shownUntil: 1) == 1)
        #expect(abs(ScrollIndicator.opacity(at: 1.165, shownUntil: 1) - 0.5) < 1e-9, "1 − 0.165/0.33")
        #expect(ScrollIndicator.opacity(at: 1.33, shownUntil: 1) == 0)
        #expect(ScrollIndicator.opacity(at: 5, shownUntil: 1) == 0)
        #expect(ScrollIndicator.opacity(at: 5, shownUntil: nil) == 0, "never shown")
        #expect(ScrollIndicator.opacity(at: .nan, shownUntil: 1) == 0)
    }
}
