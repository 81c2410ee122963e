import CollectionAnimation
import CollectionLayout
import Foundation
import Testing

/// The timeline fixture's scene: a 200 × 300 view over the 100-pt list with items A…F.
/// Step 0 deletes B; step 3 changes to 50-pt rows.
final class ListScene: TimelineDataSource {
    private(set) var hostsMade = 0

    func makeHost() throws -> TimelineHost {
        hostsMade += 1
        let host = TestHost([["A", "B", "C", "D", "E", "F"]])
        return TimelineHost(collectionView: host.view, owner: host.data)
    }

    func performUpdate(at stepIndex: Int, on host: TimelineHost) throws -> BatchUpdateResult {
        guard let data = host.owner as? NamedItems else { throw CocoaError(.featureUnsupported) }
        let result = try host.collectionView.performBatchUpdates {
            data.sections = [["A", "C", "D", "E", "F"]]
            try host.collectionView.deleteItems(at: [path(0, 1)])
        }
        guard let result else { throw CocoaError(.featureUnsupported) }
        return result
    }

    func makeLayout(forTransitionAt stepIndex: Int, on host: TimelineHost) throws -> CollectionViewLayout {
        let layout = ListLayout()
        layout.rowHeight = 50
        return layout
    }
}

// Timeline fixture (source: uikit-rule; each step's values as in the Plans tests), linear:
// 0.0–0.3 update: delete B (B fades out at y 100; C 200 → 100; D 300 → 200)
// 0.3–0.5 wait
// 0.5–0.8 scroll to y 100 (offset = 100·(t − 0.5)/0.3)
// 0.8–1.1 transition to 50-pt rows: old visible (100…400) C, D, E = rows 1–3; anchor = row 2
//         (centre 250 = bounds' centre); its new centre 125 → 125 − 150 < 0, and the new
//         content (5·50 = 250) is shorter than the view → target 0. Row i: y 100i → 50i.
// Total 1.1 s.
@Suite struct TimelineTests {
    func makeTimeline(_ scene: ListScene = ListScene()) throws -> Timeline {
        try Timeline(
            steps: [
                .update(duration: 0.3, curve: .linear),
                .wait(0.2),
                .scroll(to: CGPoint(x: 0, y: 100), duration: 0.3, curve: .linear),
                .transition(duration: 0.3, curve: .linear),
            ], dataSource: scene)
    }

    func ys(_ state: AnimationState) -> [CGFloat] { state.elements.map { ($0.attributes.frame.minY * 1e6).rounded() / 1e6 } }

    @Test func durationAndStepTimes() throws {
        let scene = ListScene()
        let timeline = try makeTimeline(scene)
        #expect(close(timeline.duration, 1.1, 1e-12))
        #expect(timeline.stepStartTimes.count == 4 && close(timeline.stepStartTimes[3], 0.8, 1e-12))
        // One host played every step; the scroll is sampled on a second one, made (and
        // replayed through steps 0–1) on its first sample and kept while sampling goes forward.
        #expect(scene.hostsMade == 1)
        _ = try timeline.state(at: 0.65)
        #expect(scene.hostsMade == 2)
        _ = try timeline.state(at: 0.7)
        _ = try timeline.state(at: 0.95)
        #expect(scene.hostsMade == 2)
        #expect(timeline.stepIndex(at: 0) == nil && timeline.stepIndex(at: 0.3) == 0 && timeline.stepIndex(at: 0.31) == 1)
        #expect(timeline.stepIndex(at: 0.5) == 1 && timeline.stepIndex(at: 0.51) == 2 && timeline.stepIndex(at: 1.1) == 3)
        #expect(timeline.stepIndex(at: 1.2) == nil)
    }

    @Test func statesAlongTheTimeline() throws {
        let timeline = try makeTimeline()
        // Before: A B C at 0, 100, 200.
        let before = try timeline.state(at: -1)
        #expect(ys(before) == [0, 100, 200] && before.elements.allSatisfy { $0.role == .stationary })
        #expect(try timeline.state(at: 0).elements.map(\.id.key) == before.elements.map(\.id.key))
        #expect(try timeline.state(at: .nan).elements.map(\.id.key) == before.elements.map(\.id.key))
        // t = 0.15, p = 0.5: A 0; B (outgoing) alpha 0.5 at 100; C 150; D 250.
        let mid = try timeline.state(at: 0.15)
        let b = try #require(mid.element(.cell(path(0, 1)), outgoing: true))
        #expect(close(b.attributes.alpha, 0.5) && b.attributes.frame.minY == 100)
        #expect(close(try #require(mid.element(.cell(path(0, 1)))).attributes.frame.minY, 150))
        #expect(close(try #require(mid.element(.cell(path(0, 2)))).attributes.frame.minY, 250))
        // t = 0.3 (end of the update) and 0.4 (wait): A C D at 0, 100, 200.
        #expect(ys(try timeline.state(at: 0.3)) == [0, 100, 200])
        let waiting = try timeline.state(at: 0.4)
        #expect(ys(waiting) == [0, 100, 200] && waiting.bounds.minY == 0)
        // t = 0.65: offset 50; visible 50…350: A, C, D, E.
        let scrolling = try timeline.state(at: 0.65)
        #expect(close(scrolling.bounds.minY, 50) && scrolling.elements.count == 4)
        // t = 0.8: offset 100; A (0…100) only touches the top: C, D, E.
        let scrolled = try timeline.state(at: 0.8)
        #expect(scrolled.bounds.minY == 100 && ys(scrolled) == [100, 200, 300])
        // t = 0.95, p = 0.5: bounds y 50; rows 0–4 at 75i, height 75.
        let morphing = try timeline.state(at: 0.95)
        #expect(close(morphing.bounds.minY, 50, 1e-9))
        for i in 0..<5 {
            #expect(close(try #require(morphing.element(.cell(path(0, i)))).attributes.frame, rect(0, 75 * CGFloat(i), 200, 75), 1e-9))
        }
        // End: rows 0–4 at 50i, offset 0.
        let end = try timeline.state(at: 5)
        #expect(ys(end) == [0, 50, 100, 150, 200] && end.bounds.minY == 0)
        #expect(end.elements.compactMap { ($0.snapshot?.configuration as? Label)?.text } == ["A", "C", "D", "E", "F"])
    }

    @Test func framesFollowTheFrameRule() throws {
        let timeline = try makeTimeline()
        // Int((1.1 × 10).rounded(.up)) + 1 = 11 + 1 = 12 frames at 10 fps; at 30 fps
        // 33 + 1 = 34; at 24 fps 1.1 × 24 = 26.4 → 27 + 1 = 28.
        #expect(timeline.frameCount(fps: 10) == 12 && timeline.frameCount(fps: 30) == 34)
        #expect(timeline.frameCount(fps: 24) == 28)
        let times = timeline.frameTimes(fps: 24)
        #expect(times.first == 0 && times.last == timeline.duration && close(times[1], 1.0 / 24))
        // First frame = before the first step; last = the final state.
        #expect(ys(try timeline.frame(0, fps: 10)) == ys(timeline.initialState))
        #expect(try timeline.frame(0, fps: 10).elements.map(\.id.key) == timeline.initialState.elements.map(\.id.key))
        #expect(ys(try timeline.frame(11, fps: 10)) == [0, 50, 100, 150, 200])
        // Frame 3 at 10 fps is t = 0.3: the end of the update.
        #expect(ys(try timeline.frame(3, fps: 10)) == [0, 100, 200])
        // 0.1 + 0.2 = 0.30000000000000004 s at 10 fps is 3 frame intervals, not 4.
        #expect(Timeline.frameCount(duration: 0.1 + 0.2, fps: 10) == 4)
        #expect(Timeline.frameCount(duration: 0, fps: 30) == 1)
    }

    @Test func randomAccessEqualsPlayingInOrder() throws {
        let timeline = try makeTimeline()
        let times = timeline.frameTimes(fps: 20)
        let inOrder = try times.map { try timeline.state(at: $0).attributes }
        let other = try makeTimeline()
        for index in times.indices.reversed() {
            #expect(try other.state(at: times[index]).attributes == inOrder[index], "t = \(times[index])")
        }
        for index in [7, 13, 2, 21, 7, 0, 18] where index < times.count {
            #expect(try timeline.state(at: times[index]).attributes == inOrder[index])
        }
    }

    @Test func anEmptyTimelineHasOneFrame() throws {
        let timeline = try Timeline(steps: [], dataSource: ListScene())
        #expect(timeline.duration == 0 && timeline.frameCount(fps: 30) == 1)
        #expect(ys(try timeline.frame(0, fps: 30)) == [0, 100, 200])
    }
}

/// A list of 30 rows whose update reloads row 0: the same batch is valid on every replay.
/// Counts the hosts made and the updates performed.
final class ReloadScene: TimelineDataSource {
    private(set) var hostsMade = 0
    private(set) var updatesPerformed = 0

    func makeHost() throws -> TimelineHost {
        hostsMade += 1
        let host = TestHost([(0..<30).map { "R\($0)" }])
        return TimelineHost(collectionView: host.view, owner: host.data)
    }

    func performUpdate(at stepIndex: Int, on host: TimelineHost) throws -> BatchUpdateResult {
        updatesPerformed += 1
        let result = try host.collectionView.performBatchUpdates { try host.collectionView.reloadItems(at: [path(0, 0)]) }
        guard let result else { throw CocoaError(.featureUnsupported) }
        return result
    }

    func makeLayout(forTransitionAt stepIndex: Int, on host: TimelineHost) throws -> CollectionViewLayout { ListLayout() }
}

/// Building a timeline is linear in its steps (issue 12: 1,000 scroll steps took 5 s, each
/// scroll replaying every step before it); sampling in time order is too.
@Suite struct TimelineLinearityTests {
    /// 2·n steps: update, scroll to row i (i·100 % 2,700), repeated; each 0.1 s, linear.
    func alternating(_ n: Int, _ scene: ReloadScene) throws -> Timeline {
        var steps: [Timeline.Step] = []
        for i in 0..<n {
            steps.append(.update(duration: 0.1, curve: .linear))
            steps.append(.scroll(to: CGPoint(x: 0, y: CGFloat(i * 100 % 2_700)), duration: 0.1, curve: .linear))
        }
        return try Timeline(steps: steps, dataSource: scene)
    }

    @Test func buildingPlaysEachStepOnceOnOneHost() throws {
        let scene = ReloadScene()
        let timeline = try alternating(200, scene)
        #expect(scene.hostsMade == 1 && scene.updatesPerformed == 200)
        // Every frame in order: the playback host replays each update once more.
        for frame in 0..<timeline.frameCount(fps: 20) { _ = try timeline.frame(frame, fps: 20) }
        #expect(scene.hostsMade == 2 && scene.updatesPerformed == 400)
    }

    @Test func storedElementsAreBounded() throws {
        // A 200 × 300 view over 100-point rows shows rows 0–2: the initial state keeps 3
        // elements, each wait 3 more; scrolls keep none; from y 10 rows 0–3 show, so the last
        // wait keeps 4: 3 + 3 + 3 + 0 + 4 = 13, past a limit of 12 at step 3, within 13.
        let steps: [Timeline.Step] = [.wait(1), .wait(1), .scroll(to: CGPoint(x: 0, y: 10), duration: 1), .wait(1)]
        #expect(throws: TimelineError.tooManyElements(step: 3, count: 13, limit: 12)) {
            try Timeline(steps: steps, dataSource: ReloadScene(), maximumStoredElements: 12)
        }
        #expect(throws: Never.self) { try Timeline(steps: steps, dataSource: ReloadScene(), maximumStoredElements: 13) }
        #expect(Timeline.maximumStoredElements == 1_000_000)
    }

    @Test func scrollStatesMatchThePlayedOffsets() throws {
        let scene = ReloadScene()
        let timeline = try alternating(50, scene)
        // Step 2k+1 scrolls over (0.2k + 0.1, 0.2k + 0.2] from row k−1's offset to row k's;
        // halfway through scroll 7 (t = 1.55): (600 + 700) / 2 = 650.
        #expect(close(try timeline.state(at: 1.55).bounds.minY, 650))
        // At its end (t = 1.6), and during the update after it: 700.
        #expect(close(try timeline.state(at: 1.6).bounds.minY, 700))
        #expect(try timeline.state(at: 1.65).bounds.minY == 700)
        // Back in time (a fresh playback host): scroll 2 halfway (t = 0.55), (100 + 200) / 2.
        #expect(close(try timeline.state(at: 0.55).bounds.minY, 150))
        #expect(scene.hostsMade == 3)
        // The final state: row 49's offset, 4,900 % 2,700 = 2,200.
        #expect(try timeline.state(at: 10).bounds.minY == 2_200)
    }
}
