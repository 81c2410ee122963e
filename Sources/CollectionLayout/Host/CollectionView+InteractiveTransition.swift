import Foundation

/// What `startInteractiveTransition(to:completion:)` calls when the transition ends:
/// `completed` is true when it was finished, false when cancelled; `finished` is true when
/// its closing animation ran to its end (always, here: nothing interrupts it).
public typealias LayoutInteractionTransitionCompletion = (_ completed: Bool, _ finished: Bool) -> Void

/// The interactive transition under way: its layout and the caller's completion.
struct InteractiveTransition {
    let layout: TransitionLayout
    let completion: LayoutInteractionTransitionCompletion?
}

/// Interactive layout transitions (`startInteractiveTransition(to:completion:)`,
/// docs/REFERENCE.md §8): a ``TransitionLayout`` installed and driven through its
/// ``TransitionLayout/transitionProgress``, then finished or cancelled.
extension CollectionView {
    /// The transition layout of the interactive transition under way, or nil.
    public var interactiveTransitionLayout: TransitionLayout? { interactiveTransition?.layout }

    /// Starts an interactive transition to `layout` and returns the transition layout to
    /// drive (`startInteractiveTransition(to:completion:)`), in UIKit's order: the new
    /// layout is attached to this collection view, the current layout gets
    /// `prepareForTransition(to:)` and the new one `prepareForTransition(from:)`; the
    /// delegate's `transitionLayoutForOldLayout:newLayout:` makes the transition layout
    /// (default a plain ``TransitionLayout``), which is installed at progress 0.
    ///
    /// The content offset stays where it is until the transition ends; the offset at a
    /// progress is the layout's ``TransitionLayout/contentOffset(forProgress:)``. While a
    /// transition is under way another start changes nothing and returns the transition
    /// layout under way (its completion is not replaced).
    @discardableResult
    public func startInteractiveTransition(
        to layout: CollectionViewLayout, completion: LayoutInteractionTransitionCompletion? = nil
    ) -> TransitionLayout {
        if let interactiveTransition { return interactiveTransition.layout }
        let old = collectionViewLayout
        layout.attach(to: self)
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        let transition =
            delegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
            ?? TransitionLayout(currentLayout: old, nextLayout: layout)
        interactiveTransition = InteractiveTransition(layout: transition, completion: completion)
        collectionViewLayout = transition
        transition.prepareIfNeeded()
        return transition
    }

    /// Ends the interactive transition at the new layout
    /// (`finishInteractiveTransition()`): the next layout is installed at the transition's
    /// end offset (``TransitionLayout/toContentOffset``), both layouts get
    /// `finalizeLayoutTransition()`, and the completion runs with `(true, true)`. UIKit
    /// animates the remaining progress first; nothing animates here (the timeline's
    /// `interactiveTransition` step plays it). Nothing happens without a transition.
    public func finishInteractiveTransition() { endInteractiveTransition(completed: true) }

    /// Ends the interactive transition back at the old layout
    /// (`cancelInteractiveTransition()`): the current layout is installed again at the
    /// offset the transition started from, both layouts get `finalizeLayoutTransition()`,
    /// and the completion runs with `(false, true)`.
    public func cancelInteractiveTransition() { endInteractiveTransition(completed: false) }

    private func endInteractiveTransition(completed: Bool) {
        guard let transition = interactiveTransition else { return }
        interactiveTransition = nil
        let layout = transition.layout
        layout.prepareIfNeeded()
        let offset = completed ? layout.toContentOffset : layout.fromContentOffset
        collectionViewLayout = completed ? layout.nextLayout : layout.currentLayout
        contentOffset = offset
        layout.currentLayout.finalizeLayoutTransition()
        layout.nextLayout.finalizeLayoutTransition()
        transition.completion?(completed, true)
    }
}
