import CollectionAnimation
import Foundation
import SceneFile

/// Building a timeline from a scene, which must be linear in its steps (issue 12: 10,000
/// scroll steps in under a second; 1,000 took 5 s when each scroll replayed the steps
/// before it), and sampling it in time order, as an export does. Linearity shows as the
/// ratio of 10,000 steps to 1,000: 10× when linear, 100× when quadratic.
func runTimelineBenchmarks() throws {
    /// A 390 × 844 flow of 2,000 items with `steps` steps made by `step(i)`.
    func scene(steps: Int, _ step: (Int) -> String) throws -> Scene {
        var text = "viewport: [390, 844]\nlayout: {flow: {itemSize: [100, 100]}}\nsections: [{items: 2000}]\ntimeline:\n"
        for index in 0..<steps { text += "  - " + step(index) + "\n" }
        return try Scene.decode(text)
    }
    func scroll(_ index: Int) -> String { "scroll: {to: [0, \(index * 137 % 60_000)], duration: 0.1}" }
    func mixed(_ index: Int) -> String {
        index % 2 == 0 ? "update: {reloadItems: [[0, \(index % 2_000)]]}\n    duration: 0.1" : scroll(index)
    }
    func build(_ scene: Scene, runs: Int) throws -> Double {
        try Bench.median(runs: runs) { _ = try SceneTimelineSource(scene: scene).makeTimeline() }
    }
    /// One sample in the middle of every step, in order: the playback host moves forward.
    func sample(_ scene: Scene) throws -> Double {
        let timeline = try SceneTimelineSource(scene: scene).makeTimeline()
        let start = ContinuousClock.now
        for begin in timeline.stepStartTimes { _ = try timeline.state(at: begin + 0.05) }
        return Bench.seconds(ContinuousClock.now - start)
    }

    let scrolls = (small: try scene(steps: 1_000, scroll), large: try scene(steps: 10_000, scroll))
    let scrollBuild = (small: try build(scrolls.small, runs: 5), large: try build(scrolls.large, runs: 5))
    Bench.report("timeline: build, 10,000 scroll steps", scrollBuild.large, unit: .milliseconds, target: 1.0)
    Bench.report("timeline: build, 10,000 / 1,000 scroll steps", scrollBuild.large / scrollBuild.small, unit: .ratio, target: 12)
    let mixedScenes = (small: try scene(steps: 1_000, mixed), large: try scene(steps: 10_000, mixed))
    // Updates cost milliseconds each on a loaded machine: one timed run of 10,000 steps,
    // the median of five of 1,000.
    let mixedBuild = (small: try build(mixedScenes.small, runs: 5), large: try build(mixedScenes.large, runs: 1))
    print("timeline: build, 10,000 steps (update, scroll, …): \(Bench.Unit.milliseconds.format(mixedBuild.large))")
    Bench.report(
        "timeline: build, 10,000 / 1,000 steps (update, scroll, …)", mixedBuild.large / mixedBuild.small,
        unit: .ratio, target: 12)
    let sampling = (small: try sample(scrolls.small), large: try sample(scrolls.large))
    print("timeline: sample 10,000 scroll steps in order: \(Bench.Unit.milliseconds.format(sampling.large))")
    Bench.report("timeline: sample in order, 10,000 / 1,000 scroll steps", sampling.large / sampling.small, unit: .ratio, target: 12)
}
