import CollectionAnimation

extension UICollectionView {
    /// Replaces the layout (`setCollectionViewLayout(_:animated:completion:)`), in UIKit's
    /// order: the new layout is attached to this collection view, the old layout gets
    /// `prepareForTransition(to:)`, the new one `prepareForTransition(from:)` then
    /// `prepare()`; the content offset keeps the anchor item in view (docs/REFERENCE.md §8); both
    /// get `finalizeLayoutTransition()`. Animated, ``lastLayoutTransition`` holds the
    /// animation, which runs on the animation clock; `completion` runs when it ends, with
    /// `true` once the clock has passed its duration and `false` when the next layout change
    /// or batch update, or `layer.removeAllAnimations()`, interrupts it. Not animated (or
    /// inside `UIView.performWithoutAnimation(_:)`), the completion runs with `true` on the
    /// next run-loop turn (docs/REFERENCE.md §24.4), as it does when `layout` is already
    /// the layout.
    func install(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        guard layout !== collectionViewLayoutStorage else {
            if let completion { AnimationClock.current.scheduleOnNextTurn { completion(true) } }
            return
        }
        let old = collectionViewLayoutStorage
        collectionViewLayoutStorage = layout
        for view in visibleCells { view.willTransition(from: old, to: layout) }
        recordViewAppearances()
        do {
            let transition = try TransitionAnimation(collectionView: coreView, to: layout.bridge)
            lastLayoutTransition = animated && UIView.changesAnimate ? transition : nil
        } catch {
            raise(error)
            lastLayoutTransition = nil
            coreView.collectionViewLayout = layout.bridge
        }
        afterLayoutPass()
        for view in visibleCells { view.didTransition(from: old, to: layout) }
        completeWithClockAnimation(completion.map { [$0] } ?? [])
    }
}

extension UICollectionView {
    /// What `startInteractiveTransition(to:completion:)` calls at the end
    /// (`UICollectionView.LayoutInteractionTransitionCompletion`): `completed` true when
    /// finished, false when cancelled; `finished` true when the closing animation ran to
    /// its end.
    public typealias LayoutInteractionTransitionCompletion = (_ completed: Bool, _ finished: Bool) -> Void

    /// Starts an interactive transition to `layout` (`startInteractiveTransition(to:completion:)`):
    /// the delegate's `collectionView(_:transitionLayoutForOldLayout:newLayout:)` makes the
    /// transition layout (default a plain ``UICollectionViewTransitionLayout``), which is
    /// installed and returned; drive its `transitionProgress`, then call
    /// ``finishInteractiveTransition()`` or ``cancelInteractiveTransition()``. The core's
    /// order of hooks applies (the new layout attached, `prepareForTransition(to:)`,
    /// `prepareForTransition(from:)`; `finalizeLayoutTransition()` at the end). During a
    /// transition another start returns the transition layout under way.
    func beginInteractiveTransition(
        to layout: UICollectionViewLayout, completion: LayoutInteractionTransitionCompletion?
    ) -> UICollectionViewTransitionLayout {
        if coreView.interactiveTransitionLayout != nil, let current = collectionViewLayoutStorage as? UICollectionViewTransitionLayout {
            return current
        }
        let old = collectionViewLayoutStorage
        let transition =
            delegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
        pendingTransitionLayout = transition
        collectionViewLayoutStorage = transition
        layout.bridge.host = self
        coreView.startInteractiveTransition(to: layout.bridge) { [weak self] completed, finished in
            if let self {
                self.collectionViewLayoutStorage = completed ? layout : old
                self.afterLayoutPass()
            }
            completion?(completed, finished)
        }
        pendingTransitionLayout = nil
        afterLayoutPass()
        return transition
    }
}
