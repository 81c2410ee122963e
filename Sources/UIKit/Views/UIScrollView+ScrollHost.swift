import CollectionLayout

/// A scroll view as the core's drag and release see it (`ScrollHost`): the physics of a plain
/// scroll view, a table view or a scroll view an app subclasses, read from its own settings,
/// and the calls to its delegate in UIKit's order (docs/REFERENCE.md §10.8). A collection
/// view's host is its core view instead, which has a layout to ask for the target.
///
/// It holds its scroll view weakly: a deceleration left on the clock must not keep the view
/// (which holds the deceleration) alive; once the view is gone it moves nothing.
@preconcurrency @MainActor
final class ScrollViewHost: @preconcurrency ScrollHost {
    private weak var view: UIScrollView?

    init(view: UIScrollView) { self.view = view }

    var contentOffset: CGPoint {
        get { view?.contentOffset ?? .zero }
        set { view?.contentOffset = newValue }
    }

    var scrollAxes: ScrollAxes {
        // A view that is gone scrolls nowhere.
        guard let view else {
            return ScrollAxes(
                contentSize: .zero, inset: .zero, boundsSize: .zero, bounces: false, alwaysBounceHorizontal: false,
                alwaysBounceVertical: false, isPagingEnabled: false, scale: 1)
        }
        return ScrollAxes(
            contentSize: view.contentSize, inset: view.adjustedContentInset, boundsSize: view.bounds.size, bounces: view.bounces,
            alwaysBounceHorizontal: view.alwaysBounceHorizontal, alwaysBounceVertical: view.alwaysBounceVertical,
            isPagingEnabled: view.isPagingEnabled, scale: Double(UIView.pixelScale(view.traitCollection.displayScale)))
    }

    var decelerationRate: CollectionLayout.DecelerationRate {
        CollectionLayout.DecelerationRate(rawValue: view?.decelerationRate.rawValue ?? UIScrollView.DecelerationRate.normal.rawValue)
    }

    /// The projected target (free deceleration or the page, clamped and pixel-rounded), then
    /// the delegate's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, whose
    /// answer is clamped and pixel-rounded (a non-finite one counts as the projection).
    func releaseTarget(velocity: CGPoint, dragStart: CGPoint) -> CGPoint {
        let axes = scrollAxes
        let proposed = axes.projectedTarget(from: contentOffset, velocity: velocity, rate: decelerationRate, dragStart: dragStart)
        var target = proposed
        if let view, let delegate = view.scrollViewDelegate {
            withUnsafeMutablePointer(to: &target) { pointer in
                delegate.scrollViewWillEndDragging(view, withVelocity: velocity, targetContentOffset: pointer)
            }
        }
        return axes.validTarget(target, fallback: proposed)
    }

    func dragWillBegin() {
        guard let view else { return }
        view.contentIsDragging = true
        view.scrollMotionDidChange()
        view.scrollViewDelegate?.scrollViewWillBeginDragging(view)
        view.dismissKeyboardForDrag()
    }

    func dragDidEnd(willDecelerate: Bool) {
        guard let view else { return }
        view.contentIsDragging = false
        view.scrollMotionDidChange()
        view.scrollViewDelegate?.scrollViewDidEndDragging(view, willDecelerate: willDecelerate)
        guard willDecelerate else { return }
        view.scrollViewDelegate?.scrollViewWillBeginDecelerating(view)
        view.contentIsDecelerating = true
    }

    func decelerationDidEnd(decelerated: Bool) {
        guard let view else { return }
        view.contentIsDecelerating = false
        view.scrollMotionDidChange()
        if decelerated { view.scrollViewDelegate?.scrollViewDidEndDecelerating(view) }
    }
}
