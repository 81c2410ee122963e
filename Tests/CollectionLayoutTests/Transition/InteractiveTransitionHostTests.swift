import Foundation
import Testing

@testable import CollectionLayout

/// One column of rows `rowHeight` tall and as wide as the view, recording the transition
/// hooks into a shared log.
private final class RecordingRows: ListLayout {
    let name: String
    let log: Log
    final class Log { var entries: [String] = [] }

    init(_ name: String, rowHeight: CGFloat, log: Log) {
        self.name = name
        self.log = log
        super.init()
        self.rowHeight = rowHeight
    }

    override func prepareForTransition(to newLayout: CollectionViewLayout) { log.entries.append("\(name).prepareForTransition(to:)") }
    override func prepareForTransition(from oldLayout: CollectionViewLayout) { log.entries.append("\(name).prepareForTransition(from:)") }
    override func finalizeLayoutTransition() { log.entries.append("\(name).finalizeLayoutTransition") }
}

/// A transition layout subclass, to see that the delegate's is used.
private final class CustomTransition: TransitionLayout {}

private final class TransitionDelegate: CollectionViewDelegate {
    func collectionView(
        _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
        newLayout toLayout: CollectionViewLayout
    ) -> TransitionLayout {
        CustomTransition(currentLayout: fromLayout, nextLayout: toLayout)
    }
}

/// The host's interactive transition: a 100 × 300 view over 6 items, from 100-pt rows
/// ("old") to 50-pt rows ("new"), scrolled to y 0.
///
/// Plan (docs/REFERENCE.md §8): visible before rows 0–2 (row 3 only touches y 300);
/// centres 50, 150, 250 → anchor row 1 (nearest the viewport centre 150). In the new
/// layout its centre is 75: 75 − 150 < 0 and the new content (300) fits the view → the
/// target offset is 0. Row i slides from y 100i, height 100 to y 50i, height 50.
@Suite struct InteractiveTransitionHostTests {
    private let log = RecordingRows.Log()
    private let source = TransitionTestDataSource(counts: [6])

    private func makeView() throws -> (CollectionView, RecordingRows, RecordingRows) {
        let old = RecordingRows("old", rowHeight: 100, log: log)
        let new = RecordingRows("new", rowHeight: 50, log: log)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 300), collectionViewLayout: old)
        view.dataSource = source
        try view.layoutIfNeeded()
        return (view, old, new)
    }

    @Test func startInstallsATransitionLayoutAfterTheHooks() throws {
        let (view, old, new) = try makeView()
        let transition = view.startInteractiveTransition(to: new)
        #expect(view.collectionViewLayout === transition && view.interactiveTransitionLayout === transition)
        #expect(transition.currentLayout === old && transition.nextLayout === new && transition.transitionProgress == 0)
        #expect(log.entries == ["old.prepareForTransition(to:)", "new.prepareForTransition(from:)"])
        // A second start returns the transition under way.
        #expect(view.startInteractiveTransition(to: RecordingRows("other", rowHeight: 10, log: log)) === transition)
    }

    @Test(arguments: [
        // Row 2: y 200 − 100p, height 100 − 50p. Row 5: y 500 − 250p (it is visible at the end).
        (0.0, 200.0, 100.0, 500.0), (0.3, 170.0, 85.0, 425.0), (0.6, 140.0, 70.0, 350.0), (1.0, 100.0, 50.0, 250.0),
    ])
    func progressInterpolatesTheRows(progress: Double, y2: Double, height: Double, y5: Double) throws {
        let (view, _, new) = try makeView()
        let transition = view.startInteractiveTransition(to: new)
        transition.transitionProgress = CGFloat(progress)
        try view.layoutIfNeeded()
        let row2 = try #require(transition.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        #expect(
            transitionClose(row2.frame.minY, CGFloat(y2), within: 1e-9) && transitionClose(row2.frame.height, CGFloat(height), within: 1e-9)
        )
        let row5 = try #require(transition.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)))
        #expect(transitionClose(row5.frame.minY, CGFloat(y5), within: 1e-9))
        // The content size is the larger of both: 600 (old) and 300 (new).
        #expect(transition.collectionViewContentSize == CGSize(width: 100, height: 600))
    }

    @Test func finishInstallsTheNewLayoutAndCompletesWithTrue() throws {
        let (view, old, new) = try makeView()
        var calls: [(Bool, Bool)] = []
        let transition = view.startInteractiveTransition(to: new) { calls.append(($0, $1)) }
        transition.transitionProgress = 0.4
        view.finishInteractiveTransition()
        #expect(view.collectionViewLayout === new && view.interactiveTransitionLayout == nil)
        #expect(calls.count == 1 && calls[0] == (true, true))
        #expect(view.contentOffset == .zero)
        #expect(log.entries.suffix(2).sorted() == ["new.finalizeLayoutTransition", "old.finalizeLayoutTransition"])
        try view.layoutIfNeeded()
        // The new layout's rows: six 50-pt rows fill the 300-pt view.
        #expect(view.indexPathsForVisibleItems.count == 6)
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)).map { _ in true } == true)
        _ = old
        // Finishing again does nothing: the completion ran once.
        view.finishInteractiveTransition()
        #expect(calls.count == 1)
    }

    @Test func cancelRestoresTheOldLayoutAndCompletesWithFalse() throws {
        let (view, old, new) = try makeView()
        view.contentOffset = CGPoint(x: 0, y: 100)
        try view.layoutIfNeeded()
        var calls: [(Bool, Bool)] = []
        let transition = view.startInteractiveTransition(to: new) { calls.append(($0, $1)) }
        transition.transitionProgress = 0.8
        try view.layoutIfNeeded()
        view.cancelInteractiveTransition()
        #expect(view.collectionViewLayout === old)
        #expect(calls.count == 1 && calls[0] == (false, true))
        // Back where it started: offset (0, 100), rows 1–3 visible at their old frames.
        #expect(view.contentOffset == CGPoint(x: 0, y: 100))
        try view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems == [1, 2, 3].map { IndexPath(item: $0, section: 0) })
        #expect(
            view.visibleElements.first { $0.attributes.indexPath == IndexPath(item: 2, section: 0) }?.attributes.frame
                == CGRect(x: 0, y: 200, width: 100, height: 100))
    }

    @Test func theDelegateMakesTheTransitionLayout() throws {
        let (view, _, new) = try makeView()
        let delegate = TransitionDelegate()
        view.delegate = delegate
        #expect(view.startInteractiveTransition(to: new) is CustomTransition)
    }
}
