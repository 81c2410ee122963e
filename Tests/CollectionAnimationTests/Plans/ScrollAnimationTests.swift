import CollectionAnimation
import CollectionLayout
import Foundation
import Testing

// Sticky-header fixture (source: uikit-rule, docs/REFERENCE.md §4 sticky headers): a 200 × 300 view,
// flow layout with 200 × 100 items, line spacing 0, 50-pt headers pinned. Sections S0 and S1
// with 3 items each: H0 0…50, items 50…350 (section 0 spans 0…350); H1 350…400, items
// 400…700 (section 1 spans 350…700). Content 700. Pinned header y = max(natural, bounds.minY),
// but at most section.maxY − header height (pushed up by its section's end).
// The scroll goes from 0 to 400 in 0.4 s, linear: offset y = 1000·t.
@Suite struct ScrollAnimationTests {
    let header = ElementKind.sectionHeader

    func makeHost() -> TestHost {
        let flow = FlowLayout()
        flow.itemSize = CGSize(width: 200, height: 100)
        flow.minimumLineSpacing = 0
        flow.minimumInteritemSpacing = 0
        flow.headerReferenceSize = CGSize(width: 0, height: 50)
        flow.sectionHeadersPinToVisibleBounds = true
        return TestHost([["A", "B", "C"], ["D", "E", "F"]], layout: flow)
    }

    /// (time, offset y, H0 y or nil when off screen, H1 y or nil).
    let expected: [(Double, CGFloat, CGFloat?, CGFloat?)] = [
        (0, 0, 0, nil), // H0 natural; H1 at 350, off screen (0…300)
        (0.1, 100, 100, 350), // H0 pinned at 100 (100 + 50 ≤ 350); H1 at 350…400 meets 100…400
        (0.2, 200, 200, 350), // H0 pinned 200; H1 natural 350 (> 200)
        (0.3, 300, 300, 350), // H0 300: 300 + 50 = 350, not past the section end
        (0.32, 320, 300, 350), // H0 pushed: 320 + 50 > 350 → 350 − 50 = 300
        (0.4, 400, nil, 400), // H0 at 300…350 is above 400…700; H1 pinned at 400
    ]

    @Test func stickyHeadersPinAndArePushedAtEverySample() throws {
        let host = makeHost()
        let scroll = ScrollAnimation(collectionView: host.view, to: CGPoint(x: 0, y: 400), duration: 0.4, curve: .linear)
        for (time, offset, h0, h1) in expected {
            let state = try scroll.state(at: time)
            #expect(close(state.bounds.minY, offset), "t = \(time)")
            #expect(state.element(.supplementary(header, path(0, 0)))?.attributes.frame.minY.rounded() == h0, "t = \(time)")
            #expect(
                state.element(.supplementary(header, path(1, 0)))?.attributes.frame.minY.rounded() == h1,
                "t = \(time)")
        }
    }

    @Test func randomAccessEqualsSequentialSampling() throws {
        let times = [0, 0.05, 0.1, 0.2, 0.3, 0.32, 0.35, 0.4]
        let sequential = makeHost()
        let forward = ScrollAnimation(collectionView: sequential.view, to: CGPoint(x: 0, y: 400), duration: 0.4, curve: .linear)
        let inOrder = try times.map { try forward.state(at: $0).attributes }
        let shuffledHost = makeHost()
        let random = ScrollAnimation(collectionView: shuffledHost.view, to: CGPoint(x: 0, y: 400), duration: 0.4, curve: .linear)
        var byTime: [Double: [LayoutAttributes]] = [:]
        for time in [0.32, 0.4, 0, 0.2, 0.05, 0.35, 0.1, 0.3, 0.4, 0] { byTime[time] = try random.state(at: time).attributes }
        for (index, time) in times.enumerated() {
            #expect(byTime[time] == inOrder[index], "t = \(time)")
        }
    }

    @Test func offsetFollowsTheCurveAndStopsAtTheTarget() {
        let host = makeHost()
        let scroll = ScrollAnimation(collectionView: host.view, to: CGPoint(x: 0, y: 400), duration: 0.4)
        // Ease-in-ease-out at a quarter of the time: 400 · 0.129162 = 51.6648.
        #expect(close(scroll.contentOffset(at: 0.1).y, 51.6648, 1e-3))
        #expect(scroll.contentOffset(at: -1) == .zero && scroll.contentOffset(at: 9) == CGPoint(x: 0, y: 400))
    }
}
