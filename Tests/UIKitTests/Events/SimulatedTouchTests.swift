import CollectionAnimation
import Foundation
import Testing
import UIKit

/// An app's letters that can be reordered and selected, recording the delegate's selection
/// calls and the context menus it is asked for.
private final class MovableLetters: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var model = (0..<9).map { String(UnicodeScalar(UInt8(65 + $0))) }
    var selections: [String] = []
    var menuRequests: [[IndexPath]] = []
    var editMenuRequests: [Int] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { model.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        model.insert(model.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selections.append("select \(indexPath.item)")
    }
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        menuRequests.append(indexPaths)
        return indexPaths.isEmpty ? nil : UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in nil }
    }
    func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        editMenuRequests.append(indexPath.item)
        return true
    }
    func collectionView(
        _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool { action == Selector("copy:") }
}

/// The simulation API's touches go through hit testing to the app's own gesture recognizers
/// (docs/REFERENCE.md §23.2). The grid of ``UIKitDragAndDropTests``: 110 × 110 items, insets
/// 15, spacing 15 → columns at x 15, 140, 265 (centres 70, 195, 320), rows at y 15, 135, 255
/// (centres 70, 190, 310); the content is 380 tall.
@Suite struct SimulatedTouchTests {
    private func grid(_ app: MovableLetters, height: CGFloat = 520) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.sectionInset = UIEdgeInsets(top: 15, left: 15, bottom: 15, right: 15)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: height), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = app
        view.delegate = app
        view.layoutIfNeeded()
        return view
    }

    /// A recognizer recording its states and, at each, its location in `view`.
    private func record(_ recognizer: UIGestureRecognizer, in view: UIView?, into log: Log) -> UIGestureRecognizer {
        recognizer.addHandler { log.entries.append(($0.state, $0.location(in: view))) }
        return recognizer
    }

    /// A new grid whose app has a long-press recognizer that leaves the touches to the view
    /// (`cancelsTouchesInView` false), logging its states.
    private func gridWithWatchingLongPress() -> (MovableLetters, UICollectionView, Log) {
        let app = MovableLetters()
        let view = grid(app)
        let log = Log()
        let press = record(UILongPressGestureRecognizer(), in: view, into: log)
        press.cancelsTouchesInView = false
        view.addGestureRecognizer(press)
        return (app, view, log)
    }

    private final class Log {
        var entries: [(state: UIGestureRecognizer.State, location: CGPoint)] = []
        var states: [UIGestureRecognizer.State] { entries.map(\.state) }
    }

    /// Taps item 4 (centre (195, 190)) with a tap recognizer on its cell, in a new grid.
    private func tapItem4(cancelsTouchesInView: Bool) throws -> (
        app: MovableLetters, view: UICollectionView, cell: UICollectionViewCell, log: Log
    ) {
        let app = MovableLetters()
        let view = grid(app)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 4, section: 0)))
        let log = Log()
        let tap = record(UITapGestureRecognizer(), in: cell, into: log)
        tap.cancelsTouchesInView = cancelsTouchesInView
        cell.addGestureRecognizer(tap)
        view.simulateTap(at: IndexPath(item: 4, section: 0))
        return (app, view, cell, log)
    }

    @Test func aTapSelectsTheCellAndFiresTheCellsRecognizer() throws {
        try onFreshClock { _ in
            let (app, view, _, log) = try tapItem4(cancelsTouchesInView: false)
            // Recognized once, when the finger lifted at the cell's centre (55, 55); the
            // touch still reached the collection view, which selected the item.
            #expect(log.states == [.ended])
            #expect(log.entries.first?.location == CGPoint(x: 55, y: 55))
            #expect(app.selections == ["select 4"])
            #expect(view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        }
    }

    @Test func aRecognizerThatCancelsTouchesKeepsTheCellFromBeingSelected() throws {
        try onFreshClock { _ in
            // cancelsTouchesInView (default true): the tap takes the touch when it recognizes,
            // before the held-back end reaches the collection view (delaysTouchesEnded).
            let (app, view, cell, log) = try tapItem4(cancelsTouchesInView: true)
            #expect(log.states == [.ended])
            #expect(app.selections.isEmpty)
            #expect(view.indexPathsForSelectedItems == [])
            #expect(!cell.isHighlighted)
        }
    }

    @Test func aLongPressScriptReordersThroughTheAppsHandler() {
        onFreshClock { clock in
            let app = MovableLetters()
            let view = grid(app)
            let press = UILongPressGestureRecognizer { gesture in
                switch gesture.state {
                case .began:
                    if let path = view.indexPathForItem(at: gesture.location(in: view)) { view.beginInteractiveMovementForItem(at: path) }
                case .changed: view.updateInteractiveMovementTargetPosition(gesture.location(in: view))
                case .ended: view.endInteractiveMovement()
                default: view.cancelInteractiveMovement()
                }
            }
            view.addGestureRecognizer(press)
            // A holds at its centre (70, 70) for 0.6 s, then moves to I's slot centre
            // (320, 310) over 0.5 s and lifts.
            let script = TouchScript.drag(through: [CGPoint(x: 70, y: 70), CGPoint(x: 320, y: 310)], hold: 0.6, duration: 0.5)
            view.scheduleTouches(script)
            clock.advance(to: 0.49)
            #expect(press.state == .possible)
            clock.advance(to: 0.5)
            #expect(press.state == .began)
            clock.advance(to: script.duration)
            #expect(app.model.joined() == "BCDEFGHIA")
            // The press took the touch: nothing was selected.
            #expect(app.selections.isEmpty)
        }
    }

    @Test func aDragsFingerReachesTheAppsRecognizers() {
        onFreshClock { clock in
            let app = MovableLetters()
            let drag = LetterDragDrop()
            let view = grid(app)
            view.dragDelegate = drag
            view.dropDelegate = drag
            let log = Log()
            let press = record(UILongPressGestureRecognizer(), in: view, into: log)
            press.cancelsTouchesInView = false
            view.addGestureRecognizer(press)
            #expect(view.simulateDragBegin(at: IndexPath(item: 0, section: 0)))
            // The finger went down at A's centre and stayed 0.5 s: the press began there.
            #expect(clock.time == 0.5)
            #expect(log.states == [.began])
            #expect(log.entries.first?.location == CGPoint(x: 70, y: 70))
            // The drop's moves and end are the finger's.
            view.simulateDropUpdate(at: CGPoint(x: 195, y: 190))
            view.simulateDropEnd()
            #expect(log.states == [.began, .changed, .ended])
            #expect(log.entries.map(\.location) == [CGPoint(x: 70, y: 70), CGPoint(x: 195, y: 190), CGPoint(x: 195, y: 190)])
            #expect(
                drag.calls == ["itemsForBeginning 0", "dragWillBegin", "canHandle", "didUpdate 4", "performDrop 4", "didEnd", "dragDidEnd"])
            // The drag took the touch from the collection view: A was not selected.
            #expect(app.selections.isEmpty)
            #expect(!view.hasActiveDrag)
        }
    }

    @Test func aContextMenuPressReachesTheAppsLongPressAndDoesNotSelect() {
        onFreshClock { clock in
            let (app, view, log) = gridWithWatchingLongPress()
            #expect(view.simulateContextMenu(at: CGPoint(x: 195, y: 70)) != nil)
            #expect(clock.time == 0.5)
            #expect(log.states == [.began, .ended])
            #expect(app.menuRequests == [[IndexPath(item: 1, section: 0)]])
            #expect(app.selections.isEmpty)
        }
    }

    @Test func anAppsRecognizerThatTakesThePressKeepsTheMenusAway() {
        onFreshClock { _ in
            let app = MovableLetters()
            let view = grid(app)
            let log = Log()
            // cancelsTouchesInView (default): recognized at 0.5 s, it takes the touch.
            view.addGestureRecognizer(record(UILongPressGestureRecognizer(), in: view, into: log))
            #expect(view.simulateContextMenu(at: CGPoint(x: 195, y: 70)) == nil)
            #expect(log.states == [.began, .ended])
            #expect(app.menuRequests.isEmpty)
            // The edit menu's press, at item 1's centre (the same point), likewise.
            #expect(view.simulateEditMenu(forItemAt: IndexPath(item: 1, section: 0)) == nil)
            #expect(log.states == [.began, .ended, .began, .ended])
            #expect(app.editMenuRequests.isEmpty)
            #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted == false)
        }
    }

    @Test func anEditMenuPressReachesTheAppsLongPressAndDoesNotSelect() {
        onFreshClock { clock in
            let (app, view, log) = gridWithWatchingLongPress()
            // The finger goes down at item 1's centre, (195, 70), for 0.5 s.
            #expect(view.simulateEditMenu(forItemAt: IndexPath(item: 1, section: 0)) == [Selector("copy:")])
            #expect(clock.time == 0.5)
            #expect(log.states == [.began, .ended])
            #expect(log.entries.first?.location == CGPoint(x: 195, y: 70))
            #expect(app.editMenuRequests == [1])
            // The menu took the touch: the item stays highlighted and is not selected.
            #expect(app.selections.isEmpty)
            #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted == true)
        }
    }

    @Test func anItemOffScreenCannotBePressedForAnEditMenu() {
        onFreshClock { clock in
            let app = MovableLetters()
            // 200 tall: the third row (y 255) is below the bounds.
            let view = grid(app, height: 200)
            #expect(view.simulateEditMenu(forItemAt: IndexPath(item: 7, section: 0)) == nil)
            #expect(app.editMenuRequests.isEmpty)
            #expect(clock.time == 0)
        }
    }

    @Test func aScrollDragMovesTheAppsPanAndSelectsNothing() {
        onFreshClock { clock in
            let app = MovableLetters()
            // 200 tall over 380 of content: 180 to scroll.
            let view = grid(app, height: 200)
            let log = Log()
            let pan = UIPanGestureRecognizer()
            _ = record(pan, in: nil, into: log)
            var translation = CGPoint.zero
            pan.addHandler { translation = ($0 as? UIPanGestureRecognizer)?.translation(in: nil) ?? .zero }
            pan.cancelsTouchesInView = false
            view.addGestureRecognizer(pan)
            // The finger goes down at the centre of the bounds, (195, 100): item 1. It moves
            // up 60 pt over 0.25 s (15 frames at 60 fps) and lifts without velocity.
            view.simulateDrag(by: CGPoint(x: 0, y: 60), duration: 0.25)
            #expect(view.contentOffset == CGPoint(x: 0, y: 60))
            #expect(log.states.first == .began && log.states.last == .ended)
            #expect(translation == CGPoint(x: 0, y: -60))
            #expect(clock.time >= 0.25)
            // The scroll took the touch once it moved 10 pt: item 1 was not selected.
            #expect(app.selections.isEmpty)
            #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted == false)
        }
    }
}
