import Foundation
import Testing

@testable import SceneFile

/// Timeline step shapes and their errors.
@Suite struct TimelineTests {
    func timeline(_ steps: String) throws -> [SceneTimelineStep] {
        try Scene.decode("viewport: [100, 100]\nsections: [{items: 3}]\ntimeline:\n" + steps).timeline
    }

    func timelineError(_ steps: String) -> SceneError? {
        decodingError("viewport: [100, 100]\nsections: [{items: 3}]\ntimeline:\n" + steps)
    }

    @Test func defaults() throws {
        let steps = try timeline(
            """
              - update: {insertItems: [[0, 3]]}
              - transition: {layout: {flow: {}}}
              - scroll: {to: [0, 10]}
              - wait: 0
            """)
        var expected = UpdateStep()
        expected.insertItems = [IndexPath(item: 3, section: 0)]
        #expect(steps[0].action == .update(expected))
        // Defaults: duration 0.3, curve default, no after-state.
        guard case let .update(update) = steps[0].action else {
            Issue.record("expected an update")
            return
        }
        #expect(update.duration == 0.3 && update.curve == .default && update.sections == nil)
        #expect(update.deleteItems.isEmpty && update.moveItems.isEmpty && update.reloadSections.isEmpty)
        guard case let .transition(transition) = steps[1].action else {
            Issue.record("expected a transition")
            return
        }
        #expect(transition.duration == 0.3 && transition.curve == .default)
        #expect(steps[2].action == .scroll(ScrollStep(to: CGPoint(x: 0, y: 10))))
        #expect(steps[2].duration == 0.3)
        #expect(steps[3].action == .wait(0))
    }

    @Test func emptyUpdateIsAllowed() throws {
        let steps = try timeline("  - update:\n    duration: 1\n")
        guard case let .update(update) = steps[0].action else {
            Issue.record("expected an update")
            return
        }
        #expect(
            update
                == {
                    var step = UpdateStep(); step.duration = 1; return step
                }())
    }

    @Test func namedCurves() throws {
        let names: [(String, CurveSpec)] = [
            ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInEaseOut", .easeInEaseOut),
            ("default", .default), ("easeInOut", .easeInEaseOut),
        ]
        for (name, curve) in names {
            let steps = try timeline("  - scroll: {to: [0, 0], curve: \(name)}")
            #expect(steps[0].action == .scroll(ScrollStep(to: .zero, curve: curve)))
        }
        let spring = try timeline("  - scroll: {to: [0, 0], curve: {spring: {damping: 1}}}")
        #expect(spring[0].action == .scroll(ScrollStep(to: .zero, curve: .spring(damping: 1, velocity: 0))))
    }

    @Test func curveErrors() throws {
        // Line 4 is the step; "  - scroll: {to: [0, 0], curve: [" is 33 characters.
        let x1 = try #require(timelineError("  - scroll: {to: [0, 0], curve: [1.5, 0, 0.5, 1]}"))
        #expect(x1.description == "scene.yaml:4:34: error: timeline[0].scroll.curve[0]: x1 must be in 0…1, got 1.5")
        let x2 = try #require(timelineError("  - scroll: {to: [0, 0], curve: [0, 0, -0.1, 1]}"))
        #expect(x2.keyPath == "timeline[0].scroll.curve[2]" && x2.message == "x2 must be in 0…1, got -0.1")
        // y values may overshoot.
        #expect(timelineError("  - scroll: {to: [0, 0], curve: [0.3, -1, 0.7, 2]}") == nil)
        let short = try #require(timelineError("  - scroll: {to: [0, 0], curve: [0, 0, 1]}"))
        #expect(short.message == "expected [x1, y1, x2, y2] with 4 numbers, got a list of 3 values")
        let name = try #require(timelineError("  - scroll: {to: [0, 0], curve: lineer}"))
        #expect(name.message.hasSuffix("did you mean `linear`?"))
        #expect(name.kind == .invalidValue)
        let damping = try #require(timelineError("  - scroll: {to: [0, 0], curve: {spring: {damping: 0}}}"))
        #expect(damping.message == "damping must be in (0, 1], got 0")
        #expect(damping.keyPath == "timeline[0].scroll.curve.spring.damping")
        let noDamping = try #require(timelineError("  - scroll: {to: [0, 0], curve: {spring: {velocity: 1}}}"))
        #expect(noDamping.kind == .missingKey)
        let bounce = try #require(timelineError("  - scroll: {to: [0, 0], curve: {bounce: 1}}"))
        #expect(bounce.kind == .unknownKey && bounce.keyPath == "timeline[0].scroll.curve.bounce")
    }

    @Test func stepErrors() throws {
        let unknown = try #require(timelineError("  - updte: {}"))
        #expect(
            unknown.description
                == "scene.yaml:4:5: error: timeline[0].updte: unknown step `updte`; expected one of `update`, `apply`, `transition`, `scroll`, `wait`, `fling`, `drag`, `tap`, `menu`, `interactiveTransition`, `reorder` or `drop`; did you mean `update`?"
        )
        let two = try #require(timelineError("  - wait: 1\n    scroll: {to: [0, 0]}"))
        #expect(two.line == 5 && two.column == 5)
        #expect(two.message == "a step does one thing: found both `wait` and `scroll`; split them into two steps")
        let extra = try #require(timelineError("  - wait: 1\n    duration: 2"))
        #expect(extra.kind == .unknownKey && extra.line == 5 && extra.keyPath == "timeline[0].duration")
        let negative = try #require(timelineError("  - wait: -1"))
        #expect(negative.description == "scene.yaml:4:11: error: timeline[0].wait: the wait must not be negative, got -1")
        let duration = try #require(timelineError("  - update: {}\n    duration: .inf"))
        #expect(duration.message == "duration must be a finite number, got .inf")
        let notAStep = try #require(timelineError("  - 3"))
        #expect(notAStep.kind == .typeMismatch && notAStep.keyPath == "timeline[0]")
        let notAList = try #require(decodingError("viewport: [1, 1]\ntimeline: {wait: 1}"))
        #expect(notAList.message == "expected a list of steps, got a mapping")
    }

    @Test func updateOperationErrors() throws {
        let path = try #require(timelineError("  - update: {deleteItems: [[0]]}"))
        // "  - update: {deleteItems: [" is 27 characters.
        #expect(
            path.description
                == "scene.yaml:4:28: error: timeline[0].update.deleteItems[0]: expected an index path [section, item], got a list of 1 value"
        )
        let move = try #require(timelineError("  - update: {moveItems: [[0, 1]]}"))
        #expect(move.keyPath == "timeline[0].update.moveItems[0][0]")
        #expect(move.message == "expected an index path [section, item], got a number")
        let section = try #require(timelineError("  - update: {insertSections: [-1]}"))
        #expect(section.message == "section must not be negative, got -1")
        let sectionMove = try #require(timelineError("  - update: {moveSections: [[1, 2, 3]]}"))
        #expect(sectionMove.message == "expected a section move [from, to], got a list of 3 values")
        let typo = try #require(timelineError("  - update: {insertItem: [[0, 0]]}"))
        #expect(typo.message == "unknown key `insertItem`; did you mean `insertItems`?")
        let after = try #require(timelineError("  - update: {}\n    sections: [{items: x}]"))
        #expect(after.keyPath == "timeline[0].sections[0].items")
    }

    @Test func transitionErrors() throws {
        let missing = try #require(timelineError("  - transition: {duration: 1}"))
        #expect(missing.kind == .missingKey && missing.keyPath == "timeline[0].transition")
        let twoLayouts = try #require(timelineError("  - transition: {layout: {flow: {}, grid: {}}}"))
        #expect(twoLayouts.message == "expected exactly one key, the layout's name (as in `flow: {...}`), got 2 keys")
    }
}
