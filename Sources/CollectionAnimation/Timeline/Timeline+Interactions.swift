import CollectionLayout
import Foundation

extension Timeline {
    /// Plays a scripted interaction step on `host` and returns its phases.
    static func playInteraction(
        _ step: Step, at index: Int, on host: TimelineHost, dataSource: any TimelineDataSource
    ) throws -> InteractionSegment {
        let view = host.collectionView
        switch step {
        case let .tap(item, press):
            try view.layoutIfNeeded()
            guard view.containsItem(at: item) else { throw TimelineError.noSuchItem(step: index, item: item) }
            view.touchDown(at: item)
            let pressed = try AnimationState.still(of: view)
            view.touchUp(at: item)
            return InteractionSegment(phases: [.still(pressed, duration: press)], end: try AnimationState.still(of: view))
        case let .menu(item, action, press, shown, duration, curve):
            return try playMenu(
                item: item, action: action, times: (press, shown, duration), curve: curve, at: index, on: host,
                dataSource: dataSource)
        case let .interactiveTransition(progress, duration, end, settle, curve):
            let layout = try dataSource.makeLayout(forTransitionAt: index, on: host)
            try view.layoutIfNeeded()
            let startBounds = view.bounds
            var snapshots = ElementSnapshot.visibleViews(of: view)
            let transition = view.startInteractiveTransition(to: layout)
            if let last = progress.last, last.isFinite { transition.transitionProgress = CGFloat(last) }
            // The views of elements that only the new layout shows: lay the new layout out
            // at its end offset once (the host ends there when finishing anyway).
            let next = try nextLayoutSnapshots(of: view, transition: transition)
            snapshots.merge(next) { old, _ in old }
            if end == .finish { view.finishInteractiveTransition() } else { view.cancelInteractiveTransition() }
            let animation = InteractiveTransitionAnimation(
                transition: transition, snapshots: snapshots, startBounds: startBounds, progress: progress, duration: duration,
                end: end, settle: settle, curve: curve, finalState: try AnimationState.still(of: view))
            return InteractionSegment(phases: [.interactiveTransition(animation)], end: animation.finalState)
        default:
            return InteractionSegment(phases: [], end: try AnimationState.still(of: view))
        }
    }

    /// The snapshots of the views the transition's end shows: the view laid out at
    /// progress 1 at the end offset, then put back at the start offset and progress.
    private static func nextLayoutSnapshots(of view: CollectionView, transition: TransitionLayout) throws
        -> [ElementKey: ElementSnapshot]
    {
        let progress = transition.transitionProgress
        let offset = view.contentOffset
        transition.transitionProgress = 1
        view.contentOffset = transition.toContentOffset
        try view.layoutIfNeeded()
        let snapshots = ElementSnapshot.visibleViews(of: view)
        transition.transitionProgress = progress
        view.contentOffset = offset
        return snapshots
    }

    /// The edit menu: the long press and the menu up (the cell highlighted), then the
    /// action through the delegate and its data change animating.
    private static func playMenu(
        item: IndexPath, action: EditAction, times: (press: Double, shown: Double, change: Double), curve: TimingCurve,
        at index: Int, on host: TimelineHost, dataSource: any TimelineDataSource
    ) throws -> InteractionSegment {
        let view = host.collectionView
        try view.layoutIfNeeded()
        guard view.containsItem(at: item) else { throw TimelineError.noSuchItem(step: index, item: item) }
        guard let menu = view.showEditMenu(forItemAt: item) else { throw TimelineError.noEditMenu(step: index, item: item) }
        guard menu.actions.contains(action) else {
            view.dismissEditMenu(menu)
            throw TimelineError.editActionNotOffered(step: index, item: item, action: action, offered: menu.actions)
        }
        let pressed = try AnimationState.still(of: view)
        var shown = pressed
        shown.editMenu = menu
        // The menu goes (and the highlight with it) before the action runs, as UIKit
        // dismisses the menu first: the views' snapshots show the cell unhighlighted.
        view.dismissEditMenu(menu)
        try view.layoutIfNeeded()
        let snapshots = ElementSnapshot.visibleViews(of: view)
        let result = try view.withDeferredUpdateFinalization {
            try dataSource.performEditAction(action, from: menu, at: index, on: host)
        }
        var phases: [InteractionSegment.Phase] = [.still(pressed, duration: times.press), .still(shown, duration: times.shown)]
        if let result {
            let animation = try UpdateAnimation(
                collectionView: view, result: result, oldSnapshots: snapshots, duration: times.change, curve: curve,
                layoutCalls: .finalize)
            phases.append(.animation(animation))
            return InteractionSegment(phases: phases, end: animation.finalState)
        }
        let after = try AnimationState.still(of: view)
        phases.append(.still(after, duration: times.change))
        return InteractionSegment(phases: phases, end: after)
    }
}
