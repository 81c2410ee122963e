import Foundation
import Testing

@testable import CollectionLayout

/// Taps as UIKit's header gives the sequence for a user's touch: touch-down →
/// shouldHighlight → didHighlight; touch-up → shouldSelect (or shouldDeselect for a
/// selected item in multiple-selection mode) → didSelect (didDeselect) → didUnhighlight.
@Suite struct TapTests {
    private func host(_ delegate: TapRecordingDelegate, multiple: Bool = false) throws -> ListHost {
        let host = ListHost()
        host.view.delegate = delegate
        host.view.allowsMultipleSelection = multiple
        try host.view.layoutIfNeeded()
        return host
    }

    private func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    @Test func aTapHighlightsThenSelectsThenUnhighlights() throws {
        let delegate = TapRecordingDelegate()
        let view = try host(delegate).view
        view.touchDown(at: path(1))
        // While the finger is down the cell is highlighted, not selected.
        #expect(view.cellForItem(at: path(1))?.isHighlighted == true)
        #expect(view.cellForItem(at: path(1))?.isSelected == false)
        #expect(delegate.calls == ["shouldHighlight 1", "didHighlight 1"])
        view.touchUp(at: path(1))
        #expect(delegate.calls == ["shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didSelect 1", "didUnhighlight 1"])
        #expect(view.cellForItem(at: path(1))?.isHighlighted == false)
        #expect(view.cellForItem(at: path(1))?.isSelected == true)
        #expect(view.indexPathsForSelectedItems == [path(1)])
    }

    @Test func aHighlightVetoSkipsTheWholeSelectionProcess() throws {
        // Apple's docs for shouldHighlightItemAt: returning false bypasses selection; no
        // other selection-related method is called.
        let delegate = TapRecordingDelegate()
        delegate.vetoHighlight = [1]
        let view = try host(delegate).view
        view.tap(at: path(1))
        #expect(delegate.calls == ["shouldHighlight 1"])
        #expect(view.indexPathsForSelectedItems.isEmpty)
    }

    @Test func aSelectionVetoStillUnhighlights() throws {
        let delegate = TapRecordingDelegate()
        delegate.vetoSelect = [2]
        let view = try host(delegate).view
        view.tap(at: path(0))
        delegate.calls = []
        view.tap(at: path(2))
        // The veto keeps item 0 selected; the highlight is still removed.
        #expect(delegate.calls == ["shouldHighlight 2", "didHighlight 2", "shouldSelect 2", "didUnhighlight 2"])
        #expect(view.indexPathsForSelectedItems == [path(0)])
        #expect(view.cellForItem(at: path(2))?.isHighlighted == false)
    }

    @Test func singleSelectionDeselectsTheOldItemWithoutAskingShouldDeselect() throws {
        let delegate = TapRecordingDelegate()
        // Even a deselect veto does not keep the old item: UIKit asks shouldDeselect only
        // for a tap on a selected item in multiple-selection mode.
        delegate.vetoDeselect = [0]
        let view = try host(delegate).view
        view.tap(at: path(0))
        delegate.calls = []
        view.tap(at: path(1))
        #expect(
            delegate.calls == [
                "shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didDeselect 0", "didSelect 1", "didUnhighlight 1",
            ])
        #expect(view.indexPathsForSelectedItems == [path(1)])
    }

    @Test func tappingTheSelectedItemInSingleSelectionSelectsItAgain() throws {
        let delegate = TapRecordingDelegate()
        let view = try host(delegate).view
        view.tap(at: path(0))
        delegate.calls = []
        view.tap(at: path(0))
        #expect(delegate.calls == ["shouldHighlight 0", "didHighlight 0", "shouldSelect 0", "didSelect 0", "didUnhighlight 0"])
        #expect(view.indexPathsForSelectedItems == [path(0)])
    }

    @Test func multipleSelectionTogglesThroughShouldDeselect() throws {
        let delegate = TapRecordingDelegate()
        let view = try host(delegate, multiple: true).view
        view.tap(at: path(0))
        view.tap(at: path(1))
        #expect(view.indexPathsForSelectedItems == [path(0), path(1)])
        delegate.calls = []
        view.tap(at: path(0))
        #expect(
            delegate.calls == ["shouldHighlight 0", "didHighlight 0", "shouldDeselect 0", "didDeselect 0", "didUnhighlight 0"])
        #expect(view.indexPathsForSelectedItems == [path(1)])
        // A deselect veto keeps it selected; the highlight still goes.
        delegate.vetoDeselect = [1]
        delegate.calls = []
        view.tap(at: path(1))
        #expect(delegate.calls == ["shouldHighlight 1", "didHighlight 1", "shouldDeselect 1", "didUnhighlight 1"])
        #expect(view.indexPathsForSelectedItems == [path(1)])
    }

    @Test func withoutSelectionNothingHighlights() throws {
        let delegate = TapRecordingDelegate()
        let view = try host(delegate).view
        view.allowsSelection = false
        view.tap(at: path(0))
        #expect(delegate.calls.isEmpty)
        #expect(view.cellForItem(at: path(0))?.isHighlighted == false)
    }

    @Test func aTouchUpWithoutTouchDownDoesNothing() throws {
        let delegate = TapRecordingDelegate()
        let view = try host(delegate).view
        view.touchUp(at: path(0))
        view.tap(at: path(500))
        #expect(delegate.calls.isEmpty)
        #expect(view.indexPathsForSelectedItems.isEmpty)
    }
}
