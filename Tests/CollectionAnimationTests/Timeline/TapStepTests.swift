import CollectionAnimation
import CollectionLayout
import Foundation
import Testing

/// The `tap` step on the timeline fixture (items A…F in 100-pt rows; see `ListScene`).
@Suite struct TapStepTests {
    private func cell(_ state: AnimationState, _ item: Int) -> AnimatedElement? {
        state.elements.first { $0.id.key == .cell(path(0, item)) }
    }

    @Test func theHighlightShowsDuringThePressAndTheSelectionAfter() throws {
        // wait 0.25, then a 0.125 s tap on B (binary-exact times): it covers (0.25, 0.375].
        let timeline = try Timeline(steps: [.wait(0.25), .tap(item: path(0, 1), press: 0.125)], dataSource: ListScene())
        #expect(timeline.duration == 0.375)
        let before = try #require(cell(try timeline.state(at: 0.25), 1))
        #expect(before.snapshot?.isHighlighted == false && before.snapshot?.isSelected == false)
        // t = 0.3: 0.05 s into the press, the finger is down.
        let pressed = try #require(cell(try timeline.state(at: 0.3), 1))
        #expect(pressed.snapshot?.isHighlighted == true && pressed.snapshot?.isSelected == false)
        // t = 0.375 (touch-up, the step's end) and after: selected, no longer highlighted.
        for time in [0.375, 1.0] {
            let after = try #require(cell(try timeline.state(at: time), 1))
            #expect(after.snapshot?.isHighlighted == false && after.snapshot?.isSelected == true)
        }
        #expect(timeline.finalCollectionView.indexPathsForSelectedItems == [path(0, 1)])
    }

    @Test func aSecondTapMovesTheSingleSelection() throws {
        let timeline = try Timeline(
            steps: [.tap(item: path(0, 0), press: 0.1), .tap(item: path(0, 2), press: 0.1)], dataSource: ListScene())
        let during = try timeline.state(at: 0.15)
        // During the second press A is still selected and C highlighted.
        #expect(cell(during, 0)?.snapshot?.isSelected == true)
        #expect(cell(during, 2)?.snapshot?.isHighlighted == true)
        let end = timeline.finalState
        #expect(cell(end, 0)?.snapshot?.isSelected == false && cell(end, 2)?.snapshot?.isSelected == true)
    }

    @Test func aTapOnAMissingItemIsAnErrorAtItsStep() throws {
        // The fixture has six items: [0, 6] does not exist.
        #expect(throws: TimelineError.noSuchItem(step: 1, item: path(0, 6))) {
            try Timeline(steps: [.wait(0.1), .tap(item: path(0, 6))], dataSource: ListScene())
        }
    }
}
