import Foundation

// Dragging a sheet (docs/REFERENCE.md §18.3). While a sheet this controller manages is on
// screen, a pan on its view moves it: its height follows the finger, between nothing and the
// largest active detent. On release the sheet goes where the release's velocity would carry
// it — Apple's projection for fluid interfaces (WWDC18 "Designing Fluid Interfaces"): the
// distance a scroll view decelerating at the normal rate travels from that velocity — to the
// nearest of the active detents and nothing (dismissed), but at most one place further in the
// direction it was going. A detent the user lands on becomes the selected one and the delegate
// hears the selection changed; a dismissal refused (`isModalInPresentation`, or the delegate's
// `presentationControllerShouldDismiss(_:)` false) tells the delegate of the attempt and puts
// the sheet back at its detent.

extension UISheetPresentationController {
    /// Puts the drag's pan on the presented view, once the sheet is on screen.
    func installDragging() {
        guard dragRecognizer == nil, presentedViewController.presentation.controller === self,
            let view = presentedViewController.viewIfLoaded
        else { return }
        let pan = UIPanGestureRecognizer()
        pan.addHandler { [weak self, weak pan] _ in
            guard let self, let pan else { return }
            self.follow(pan)
        }
        view.addGestureRecognizer(pan)
        dragRecognizer = pan
    }

    /// Takes the drag's pan away, once the sheet is dismissed.
    func removeDragging() {
        guard let pan = dragRecognizer else { return }
        pan.view?.removeGestureRecognizer(pan)
        dragRecognizer = nil
        dragStartHeight = nil
    }

    /// The sheet's height above the window's bottom safe area while `pan` moves it, from the
    /// height it rested at: not below 0 nor above the largest active detent.
    private func draggedHeight(_ pan: UIPanGestureRecognizer, from start: CGFloat, in context: SheetDetentContext) -> CGFloat {
        let moved = pan.translation(in: nil).y
        let largest = activeDetents(in: context).map(\.value).max() ?? context.maximumDetentValue
        let height = start - (moved.isFinite ? moved : 0)
        return min(max(height, 0), largest)
    }

    /// Follows `pan`: the sheet's view moves with it; on release it settles.
    private func follow(_ pan: UIPanGestureRecognizer) {
        guard presentedViewController.presentation.transition == nil, let context = detentContext,
            let view = presentedViewController.viewIfLoaded, let window = view.window
        else { return }
        switch pan.state {
        case .began:
            dragStartHeight = restingDetent(in: context).value
        case .changed:
            guard let start = dragStartHeight else { return }
            view.frame = frame(atHeight: draggedHeight(pan, from: start, in: context), in: window)
        case .ended:
            guard let start = dragStartHeight else { return }
            dragStartHeight = nil
            let height = draggedHeight(pan, from: start, in: context), velocity = pan.velocity(in: nil).y
            let projected = height - (velocity.isFinite ? velocity : 0) * Self.releaseProjection
            settle(releasedAt: height, projectedTo: projected, in: context)
        default:
            dragStartHeight = nil
            moveToSelectedDetent()
        }
    }

    /// Settles a sheet released at `height` whose velocity carries it to `projected`: at the
    /// active detent nearest to `projected` — or dismissed, when nothing (0) is nearer — but at
    /// most the next one from `height` in the direction it was going.
    private func settle(releasedAt height: CGFloat, projectedTo projected: CGFloat, in context: SheetDetentContext) {
        // Each place the sheet can go; nil for nowhere: dismissed.
        let places: [(identifier: Detent.Identifier?, value: CGFloat)] =
            [(nil, 0)] + activeDetents(in: context).map { ($0.identifier, $0.value) }
        guard var target = places.min(by: { abs($0.value - projected) < abs($1.value - projected) }) else { return }
        let above = places.filter { $0.value > height }.min { $0.value < $1.value }
        let below = places.filter { $0.value < height }.max { $0.value < $1.value }
        if projected > height, let above, above.value < target.value { target = above }
        if projected < height, let below, below.value > target.value { target = below }
        guard let identifier = target.identifier else { return attemptDismissal() }
        guard identifier != restingDetent(in: context).identifier else { return moveToSelectedDetent() }
        selectedDetentIdentifier = identifier
        (delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }

    /// The user's swipe down: refused when the presented controller, or one of its children,
    /// is modal in presentation or the delegate says it should not dismiss — the delegate then
    /// hears of the attempt and the sheet goes back; else the delegate hears `WillDismiss`, the
    /// sheet is dismissed, and the delegate hears `DidDismiss` once the dismissal completed.
    private func attemptDismissal() {
        let delegate = delegate
        if Self.isModal(presentedViewController) || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return moveToSelectedDetent()
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            delegate?.presentationControllerDidDismiss(self)
        }
    }

    /// Whether `controller` or one of its descendants is modal in presentation.
    private static func isModal(_ controller: UIViewController) -> Bool {
        controller.isModalInPresentation || controller.children.contains { isModal($0) }
    }

    /// The sheet's frame when it is `height` above the window's bottom safe area.
    private func frame(atHeight height: CGFloat, in window: UIWindow) -> CGRect {
        let total = height + window.safeAreaInsets.bottom
        return CGRect(x: 0, y: window.bounds.height - total, width: window.bounds.width, height: total)
    }

    /// How far, in seconds of the release's velocity, a released sheet is carried: a scroll
    /// view's deceleration at the normal rate r travels v × r / (1 − r) / 1000 from v points per
    /// second (WWDC18 "Designing Fluid Interfaces"), 0.499 s for r = 0.998.
    static let releaseProjection: CGFloat = {
        let rate = UIScrollView.DecelerationRate.normal.rawValue
        return rate / (1 - rate) / 1000
    }()
}
