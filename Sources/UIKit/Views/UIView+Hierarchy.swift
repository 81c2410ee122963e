// Reordering subviews, finding them by tag and asking whether a view is inside another. A subview's layer moves with it among the
// layer's sublayers, as UIKit keeps them (docs/REFERENCE.md §22.9).
extension UIView {
    /// Inserts `view` just in front of `siblingSubview` (`insertSubview(_:aboveSubview:)`),
    /// first removing it from its superview. When `siblingSubview` is not a subview, `view`
    /// goes in front of all (UIKit's result is undefined).
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard view !== siblingSubview else { return }
        if view.superview === self { view.removeFromSuperview() }
        let index = storedSubviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? storedSubviews.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` just behind `siblingSubview` (`insertSubview(_:belowSubview:)`), first
    /// removing it from its superview. When `siblingSubview` is not a subview, `view` goes
    /// behind all (UIKit's result is undefined).
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard view !== siblingSubview else { return }
        if view.superview === self { view.removeFromSuperview() }
        let index = storedSubviews.firstIndex { $0 === siblingSubview } ?? 0
        insertSubview(view, at: index)
    }

    /// Moves the subview `view` in front of the other subviews (`bringSubviewToFront(_:)`);
    /// its layer goes in front of every sublayer. Nothing when it is not a subview.
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.append(storedSubviews.remove(at: index))
        layer.addSublayer(view.layer)
    }

    /// Moves the subview `view` behind the other subviews (`sendSubviewToBack(_:)`); its layer
    /// goes behind every sublayer. Nothing when it is not a subview.
    public func sendSubviewToBack(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.insert(storedSubviews.remove(at: index), at: 0)
        layer.insertSublayer(view.layer, at: 0)
    }

    /// Swaps the subviews at two indices (`exchangeSubview(at:withSubviewAt:)`) and their
    /// layers' places among the sublayers. Nothing when an index is outside the subviews (UIKit
    /// raises an exception).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2), index1 != index2 else { return }
        let first = storedSubviews[index1].layer, second = storedSubviews[index2].layer
        storedSubviews.swapAt(index1, index2)
        let sublayers = layer.sublayers ?? []
        guard let position1 = sublayers.firstIndex(where: { $0 === first }),
            let position2 = sublayers.firstIndex(where: { $0 === second })
        else { return }
        let (front, back) = position1 < position2 ? (second, first) : (first, second)
        let frontPosition = max(position1, position2)
        // The front layer goes just behind the back one, which then takes the front's place.
        layer.insertSublayer(front, below: back)
        layer.insertSublayer(back, at: UInt32(frontPosition))
    }

    /// Whether this view is `view` or one of its subviews, near or distant
    /// (`isDescendant(of:)`).
    /// - Complexity: O(d), d the number of this view's ancestors.
    public func isDescendant(of view: UIView) -> Bool {
        var ancestor: UIView? = self
        while let current = ancestor {
            if current === view { return true }
            ancestor = current.superview
        }
        return false
    }

    /// The first view with `tag` among this view and its subviews, depth first (what
    /// ``viewWithTag(_:)`` does by default; each subview is asked through its own).
    func firstView(withTag tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The end of both designated initializers: the view becomes its layer's delegate, takes
    /// `frame` (when given), its class's interaction default and marks its layer for
    /// display, then builds its parts and remembers them (an archive keeps what is inside them).
    func finishInitialization(frame: CGRect?) {
        layer.setOwningDelegate(self)
        if let frame { self.frame = frame }
        isUserInteractionEnabled = type(of: self).isInteractiveByDefault
        layer.setNeedsDisplay()
        assembleParts()
        if !storedSubviews.isEmpty { assembledParts = storedSubviews }
    }

    /// The cell whose ``UICollectionViewCell/contentView`` this is, or nil.
    var contentViewOwner: UICollectionViewCell? {
        guard let cell = superview as? UICollectionViewCell, cell.contentView === self else { return nil }
        return cell
    }

    /// Whether this view is `view` or one of its subviews, at any depth: inserting `view`
    /// here would make a cycle.
    func isSelfOrSubview(of view: UIView) -> Bool {
        sequence(first: self, next: \.superview).contains { $0 === view }
    }

    /// Puts `view`, which has no superview, among the subviews at `index` (clamped).
    func attachSubview(_ view: UIView, at index: Int) {
        let position = min(max(0, index), storedSubviews.count)
        // The subview's layer goes behind the layer of the subview it is inserted before, or
        // in front of every sublayer at the end, as UIKit orders them.
        if position < storedSubviews.count {
            layer.insertSublayer(view.layer, below: storedSubviews[position].layer)
        } else {
            layer.addSublayer(view.layer)
        }
        storedSubviews.insert(view, at: position)
        view.storedSuperview = self
        if view.traitChanges.hasSafeArea { markSafeAreaInTree() }
    }

    /// `insertSubview(_:at:)`: moves `view` here at `index` and tells the tint, the layout
    /// tree and the environment (traits, safe area). A view moving from another superview
    /// leaves its old layout tree (its constraints to the views it leaves deactivated); one
    /// reordered among its siblings does not.
    ///
    /// A view that moves here from elsewhere is told as UIKit tells it (recorded on iOS:
    /// `willMove(toSuperview:)`, `didMoveToSuperview()`, then the window's two calls when its
    /// window changes), its old superview first `willRemoveSubview(_:)` and this view last
    /// `didAddSubview(_:)`; one reordered among its siblings is told nothing.
    func adoptSubview(_ view: UIView, at index: Int) {
        guard !isSelfOrSubview(of: view) else { return }
        let oldSuperview = view.superview
        let moves = oldSuperview !== self
        let oldWindow = view.window
        if moves {
            oldSuperview?.willRemoveSubview(view)
            view.willMove(toSuperview: self)
        }
        view.changingTint {
            view.detachFromSuperview()
            if let oldSuperview, moves { view.didMoveInLayoutTree(from: oldSuperview) }
            attachSubview(view, at: index)
            if moves { view.didMoveInLayoutTree(from: nil) }
        }
        view.environmentMayHaveChanged()
        guard moves else { return }
        view.didMoveToSuperview()
        didAddSubview(view)
        let newWindow = window
        if newWindow !== oldWindow {
            view.forEachInSubtree { $0.willMove(toWindow: newWindow) }
            view.forEachInSubtree { $0.didMoveToWindow() }
        }
    }

    /// `removeFromSuperview()`: leaves the superview, telling the tint, the layout tree and
    /// the environment, and the views as UIKit tells them (recorded on iOS: the superview's
    /// `willRemoveSubview(_:)`, `willMove(toSuperview: nil)`, the window's calls when it was in
    /// one, then `didMoveToSuperview()`).
    func leaveSuperview() {
        guard let superview = storedSuperview else { return }
        let oldWindow = window
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { forEachInSubtree { $0.willMove(toWindow: nil) } }
        changingTint { detachFromSuperview() }
        didMoveInLayoutTree(from: superview)
        environmentMayHaveChanged()
        if oldWindow != nil { forEachInSubtree { $0.didMoveToWindow() } }
        didMoveToSuperview()
    }

    /// Calls `body` with the view and each view below it, each before its subviews.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in subviews { subview.forEachInSubtree(body) }
    }

    /// Takes the view out of its superview's subviews and its layer out of the layer tree.
    func detachFromSuperview() {
        guard let superview = storedSuperview else { return }
        superview.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
        layer.removeFromSuperlayer()
    }
}
