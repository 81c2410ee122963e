import CollectionAnimation
import CollectionLayout
import Foundation
import Testing

/// The `interactiveTransition` step on the timeline fixture (`ListScene`: a 200 × 300 view
/// over A…F in 100-pt rows; its transition layout has 50-pt rows).
///
/// The plan (docs/REFERENCE.md §8): rows 0–2 visible before, all six after; the anchor is
/// row 1 (centre 150 = the viewport's centre); its new centre 75 and the new content
/// (6 · 50 = 300) keep the target offset at 0. Row i: y 100i → 50i, height 100 → 50, so
/// at progress p row 2 is at y 200 − 100p.
@Suite struct InteractiveTransitionStepTests {
    private func row2Y(_ state: AnimationState) -> CGFloat? {
        state.elements.first { $0.id.key == .cell(path(0, 2)) }.map { $0.attributes.frame.minY }
    }

    @Test func progressFollowsTheKeyframesThenSettles() throws {
        // Keyframes 0, 1, 0.5 over 1 s (at t 0, 0.5, 1), then cancel over 0.5 s, linear.
        let timeline = try Timeline(
            steps: [.interactiveTransition(progress: [0, 1, 0.5], duration: 1, end: .cancel, settle: 0.5, curve: .linear)],
            dataSource: ListScene())
        #expect(timeline.duration == 1.5)
        // t 0.25: half way from 0 to 1 → p 0.5 → y 150. t 0.5: p 1 → y 100.
        // t 0.75: half way from 1 to 0.5 → p 0.75 → y 125.
        // t 1.25: the settle half way from 0.5 to 0 → p 0.25 → y 175.
        for (time, y) in [(0.25, 150.0), (0.5, 100.0), (0.75, 125.0), (1.25, 175.0)] {
            let found = try #require(row2Y(try timeline.state(at: time)))
            #expect(abs(found - CGFloat(y)) < 1e-9, "t \(time): y \(found), expected \(y)")
        }
        // Cancelled: the old 100-pt rows, rows 0–2 on screen, offset 0.
        let end = timeline.finalState
        #expect(end.elements.count == 3 && row2Y(end) == 200)
        #expect(end.bounds.origin == .zero)
    }

    @Test func finishingSettlesToTheNewLayout() throws {
        // One keyframe, 0.5, held for 0.5 s; then finish over 0.5 s linear: at t 0.75 the
        // settle is half way from 0.5 to 1 → p 0.75 → y 125.
        let timeline = try Timeline(
            steps: [.interactiveTransition(progress: [0.5], duration: 0.5, end: .finish, settle: 0.5, curve: .linear)],
            dataSource: ListScene())
        #expect(abs((try #require(row2Y(try timeline.state(at: 0.25)))) - 150) < 1e-9)
        #expect(abs((try #require(row2Y(try timeline.state(at: 0.75)))) - 125) < 1e-9)
        // Finished: six 50-pt rows, row 2 at y 100.
        let end = timeline.finalState
        #expect(end.elements.count == 6 && row2Y(end) == 100)
        #expect(timeline.finalCollectionView.interactiveTransitionLayout == nil)
    }

    @Test func rowsSeenOnlyAtTheEndAreDrawnFromTheStart() throws {
        // Row 5 is off screen before (y 500) and on screen after (y 250): it slides in,
        // at p 0.5 at y 500 − 250 · 0.5 = 375.
        let timeline = try Timeline(
            steps: [.interactiveTransition(progress: [0.5], duration: 1, end: .finish, settle: 0.3)], dataSource: ListScene())
        let state = try timeline.state(at: 0.5)
        let row5 = try #require(state.elements.first { $0.id.key == .cell(path(0, 5)) })
        #expect(abs(row5.attributes.frame.minY - 375) < 1e-9 && row5.role == .surviving)
        // The content size is the larger of both layouts': 600.
        #expect(state.contentSize.height == 600)
    }

    @Test func badProgressValuesAreClampedAndAnEmptyListHoldsZero() throws {
        let timeline = try Timeline(
            steps: [.interactiveTransition(progress: [.nan, 2], duration: 1, end: .finish, settle: 0)], dataSource: ListScene())
        // NaN reads as 0, 2 as 1: half way → p 0.5 → y 150.
        #expect(abs((try #require(row2Y(try timeline.state(at: 0.5)))) - 150) < 1e-9)
        let empty = try Timeline(
            steps: [.interactiveTransition(progress: [], duration: 1, end: .cancel, settle: 0)], dataSource: ListScene())
        #expect(abs((try #require(row2Y(try empty.state(at: 0.5)))) - 200) < 1e-9)
    }
}

/// `CollectionView.setCollectionViewLayout(_:animated:completion:)`, the host method the
/// `transition` step plays.
@Suite struct SetCollectionViewLayoutTests {
    @Test func animatedReturnsTheAnimationAndCompletesWithTrue() throws {
        let host = try ListScene().makeHost()
        let view = host.collectionView
        let layout = try ListScene().makeLayout(forTransitionAt: 0, on: host)
        var completions: [Bool] = []
        let animation = try view.setCollectionViewLayout(layout, animated: true) { completions.append($0) }
        #expect(view.collectionViewLayout === layout && completions == [true])
        // UIKit's default: 0.3 s; row 2 slides from y 200 to 100.
        #expect(animation?.duration == 0.3)
        let row2 = animation?.tracks.first { $0.id.key == .cell(path(0, 2)) }
        #expect(row2?.start.frame.minY == 200 && row2?.end.frame.minY == 100)
    }

    @Test func withoutAnimationNothingIsReturned() throws {
        let host = try ListScene().makeHost()
        let layout = try ListScene().makeLayout(forTransitionAt: 0, on: host)
        var completions: [Bool] = []
        #expect(try host.collectionView.setCollectionViewLayout(layout, animated: false) { completions.append($0) } == nil)
        #expect(host.collectionView.collectionViewLayout === layout && completions == [true])
    }

    @Test func duringAnInteractiveTransitionItIsRefused() throws {
        let host = try ListScene().makeHost()
        let view = host.collectionView
        let scene = ListScene()
        let transition = view.startInteractiveTransition(to: try scene.makeLayout(forTransitionAt: 0, on: host))
        var completions: [Bool] = []
        #expect(
            try view.setCollectionViewLayout(try scene.makeLayout(forTransitionAt: 0, on: host), animated: true) { completions.append($0) }
                == nil)
        #expect(completions == [false] && view.collectionViewLayout === transition)
    }
}
