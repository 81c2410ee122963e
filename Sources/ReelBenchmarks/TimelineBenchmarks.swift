import CollectionAnimation
import Foundation
import SceneFile

/// Building a timeline from a scene, which must be linear in its steps (issue 12: 10,000
/// scroll steps in under a second; 1,000 took 5 s when each scroll replayed the steps
/// before it), and sampling it in time order, as an export does.
func runTimelineBenchmarks() throws {
    /// A 390 × 844 flow of 2,000 items with `steps` steps of 0.1 s made by `step(i)`.
    func scene(steps: Int, _ step: (Int) -> String) throws -> Scene {
        var text = "viewport: [390, 844]\nlayout: {flow: {itemSize: [100, 100]}}\nsections: [{items: 2000}]\ntimeline:\n"
        for index in 0..<steps { text += "  - " + step(index) + "\n" }
        return try Scene.decode(text)
    }
    let scrolls = try scene(steps: 10_000) { "scroll: {to: [0, \($0 * 137 % 60_000)], duration: 0.1}" }
    let mixed = try scene(steps: 10_000) { index in
        index % 2 == 0 ? "update: {reloadItems: [[0, \(index % 2_000)]]}\n    duration: 0.1"
            : "scroll: {to: [0, \(index * 137 % 60_000)], duration: 0.1}"
    }
    let small = try scene(steps: 1_000) { "scroll: {to: [0, \($0 * 137 % 60_000)], duration: 0.1}" }
    let thousand = try Bench.median(runs: 3) { _ = try SceneTimelineSource(scene: small).makeTimeline() }
    Bench.report("timeline: build, 1,000 scroll steps", thousand, unit: .milliseconds, target: 0.1)
    let build = try Bench.median(runs: 3) { _ = try SceneTimelineSource(scene: scrolls).makeTimeline() }
    Bench.report("timeline: build, 10,000 scroll steps", build, unit: .milliseconds, target: 1.0)
    let mixedBuild = try Bench.median(runs: 3) { _ = try SceneTimelineSource(scene: mixed).makeTimeline() }
    Bench.report("timeline: build, 10,000 steps (update, scroll, …)", mixedBuild, unit: .milliseconds, target: 1.0)
    // One sample in the middle of every step, in order: the playback host moves forward.
    let timeline = try SceneTimelineSource(scene: scrolls).makeTimeline()
    let start = ContinuousClock.now
    for begin in timeline.stepStartTimes { _ = try timeline.state(at: begin + 0.05) }
    Bench.report("timeline: sample 10,000 scroll steps in order", Bench.seconds(ContinuousClock.now - start),
                 unit: .milliseconds, target: 1.0)
}
