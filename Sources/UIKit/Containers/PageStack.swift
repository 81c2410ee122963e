import Foundation

/// The pages of a ``UIPageViewController``: the one shown, its neighbours from the data source,
/// the order they lie in along the scroll view, and the page turn under way
/// (docs/REFERENCE.md §20.6). It hears the `.scroll` style's scroll view first
/// (PageQueuingScrollView.swift), whose settling decides whether a swipe turned the page.
@preconcurrency @MainActor
final class PageStack: NSObject, UIScrollViewDelegate {
    /// A page turn under way: by a swipe, or by an animated set.
    struct Turn {
        /// The page turned to.
        let target: UIViewController
        /// The page turned from.
        let previous: UIViewController
        /// Whether a swipe turns it (the delegate hears of it) rather than a set.
        let byGesture: Bool
        /// Whether the pages heard appearance calls at the start (the controller was on screen).
        let onScreen: Bool
        /// What a set runs when the turn ends.
        let completion: ((Bool) -> Void)?
    }

    private weak var controller: UIPageViewController?
    /// The pages shown: the controller's `viewControllers`.
    private(set) var shown: [UIViewController] = []
    /// The pages along the scroll view, in order: the shown page between the neighbours the
    /// data source gave, or, during an animated set, the old page and the new one.
    private(set) var slots: [UIViewController] = []
    /// The turn under way.
    private(set) var turn: Turn?

    init(controller: UIPageViewController) { self.controller = controller }

    /// The pages whose views are in the controller's view: the shown ones and a turn's target.
    var placed: [UIViewController] { shown + (turn.map { [$0.target] } ?? []) }

    /// The controller's view, once loaded.
    private var container: PageContainerView? { controller?.viewIfLoaded as? PageContainerView }

    /// The slot the shown page rests in.
    var restingSlot: Int { slots.firstIndex { $0 === shown.first } ?? 0 }

    // MARK: Setting

    /// Shows `pages`: with `animated` (`.scroll` style only) as a turn the scroll view animates
    /// from the side `forward` says; otherwise at once. A turn under way ends first, where it goes.
    func set(_ pages: [UIViewController], forward: Bool, animated: Bool, completion: ((Bool) -> Void)?) {
        finishTurn()
        guard controller != nil else { return }
        if animated, let old = shown.first, let new = pages.first, new !== old, shown.count == 1,
            let container, let scrollView = container.scrollView
        {
            slots = forward ? [old, new] : [new, old]
            begin(to: new, from: old, byGesture: false, completion: completion)
            container.layOutPages()
            scrollView.contentOffset = container.offset(ofSlot: slots.firstIndex { $0 === old } ?? 0)
            scrollView.setContentOffset(container.offset(ofSlot: slots.firstIndex { $0 === new } ?? 0), animated: true)
            return
        }
        replace(with: pages)
        completion?(true)
    }

    /// Replaces the shown pages at once, in the order of Apple's container guide (as a
    /// navigation controller's set): joining pages become children, leaving ones hear
    /// `willMove(toParent: nil)`; on screen the old pages disappear as the new appear; then the
    /// old leave and the new hear `didMove(toParent:)`.
    private func replace(with pages: [UIViewController]) {
        guard let controller else { return }
        let onScreen = controller.isViewLoaded && controller.appearanceState == .appeared
        controller.exchangeChildren(shown, for: pages) { leaving, joining in
            if onScreen { for page in leaving { page.beginAppearanceTransition(false, animated: false) } }
            for page in leaving { page.viewIfLoaded?.removeFromSuperview() }
            shown = pages
            reloadNeighbours()
            if onScreen {
                for page in joining { page.beginAppearanceTransition(true, animated: false) }
                for page in leaving { page.endAppearanceTransition() }
                for page in joining { page.endAppearanceTransition() }
            }
        }
    }

    /// Asks the data source for the pages before and after the shown one (`.scroll` style, at
    /// rest) and lays the pages out again. A neighbour that is the shown page, or the page
    /// before given again as the page after, is no page (the scroll view bounces that way).
    func reloadNeighbours() {
        guard let controller, turn == nil else { return }
        slots = shown
        if controller.transitionStyle == .scroll, shown.count == 1, let page = shown.first, let source = controller.dataSource {
            let before = source.pageViewController(controller, viewControllerBefore: page).flatMap { $0 === page ? nil : $0 }
            let after = source.pageViewController(controller, viewControllerAfter: page).flatMap {
                $0 === page || $0 === before ? nil : $0
            }
            slots = [before, page, after].compactMap { $0 }
        }
        container?.layOutPages()
    }

    // MARK: Turning

    /// Starts a turn from `previous` to `target`: the target becomes a child; on screen the
    /// previous page begins to disappear and the target to appear.
    private func begin(to target: UIViewController, from previous: UIViewController, byGesture: Bool, completion: ((Bool) -> Void)?) {
        guard let controller else { return }
        let onScreen = controller.isViewLoaded && controller.appearanceState == .appeared
        controller.addChild(target)
        turn = Turn(target: target, previous: previous, byGesture: byGesture, onScreen: onScreen, completion: completion)
        container?.layOutPages()
        if onScreen {
            previous.beginAppearanceTransition(false, animated: true)
            target.beginAppearanceTransition(true, animated: true)
        }
    }

    /// Ends the turn under way: `completed`, the target is shown and the previous page leaves;
    /// otherwise the target leaves and the previous page appears again. A swipe's delegate hears
    /// `didFinishAnimating`, a set's completion runs; after a completed turn the data source is
    /// asked for the new page's neighbours.
    private func end(completed: Bool) {
        guard let controller, let turn else { return }
        let (leaving, staying) = completed ? (turn.previous, turn.target) : (turn.target, turn.previous)
        leaving.willMove(toParent: nil)
        if turn.onScreen {
            if !completed {
                leaving.beginAppearanceTransition(false, animated: true)
                staying.beginAppearanceTransition(true, animated: true)
            }
            leaving.endAppearanceTransition()
            staying.endAppearanceTransition()
        }
        leaving.viewIfLoaded?.removeFromSuperview()
        self.turn = nil
        shown = [staying]
        leaving.removeFromParent()
        if completed { staying.didMove(toParent: controller) }
        if turn.byGesture {
            controller.delegate?.pageViewController(
                controller, didFinishAnimating: true, previousViewControllers: [turn.previous], transitionCompleted: completed)
        }
        if completed {
            reloadNeighbours()
        } else {
            container?.layOutPages()
        }
        turn.completion?(completed)
    }

    /// Ends a turn under way at once, where it was going (a swipe: where the scroll view is).
    private func finishTurn() {
        guard let turn else { return }
        container?.scrollView?.stopScrollFrames()
        end(completed: !turn.byGesture || settledSlot.map { slots[$0] === turn.target } == true)
    }

    /// The slot nearest the scroll view's offset.
    private var settledSlot: Int? {
        guard let container, !slots.isEmpty else { return nil }
        return container.nearestSlot(count: slots.count)
    }

    // MARK: The scroll view's delegate

    /// A drag begins: the page in the direction the finger moved (the pan's translation) is the
    /// target of a swipe, and the delegate hears `willTransitionTo` first; no page that way, no turn.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        guard let controller, turn == nil, let page = shown.first else { return }
        let translation = scrollView.panGestureRecognizer.translation(in: scrollView)
        let along = controller.navigationOrientation == .horizontal ? translation.x : translation.y
        let slot = restingSlot + (along < 0 ? 1 : along > 0 ? -1 : 0)
        guard along != 0, slots.indices.contains(slot) else { return }
        let target = slots[slot]
        controller.delegate?.pageViewController(controller, willTransitionTo: [target])
        begin(to: target, from: page, byGesture: true, completion: nil)
    }

    /// A release without deceleration settles where the content is.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    /// A deceleration (paging to a page, or bouncing back) settled.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

    /// An animated set's scroll ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settle() }

    /// Ends the turn under way: completed when the scroll view rests on the target's slot.
    private func settle() {
        guard let turn, let slot = settledSlot else { return }
        end(completed: slots[slot] === turn.target)
    }
}
