// How a controller joins and leaves a container (`addChild(_:)`, `removeFromParent()`), as
// UIKit does: the child hears `willMove(toParent:)` before it joins, `didMove(toParent: nil)`
// after it leaves; its view's traits are resolved again either way.

extension UIViewController {
    /// The window this controller is the root of.
    var hostingWindow: UIWindow? {
        get { containment.hostingWindow }
        set { containment.hostingWindow = newValue }
    }

    /// What a container's bars cover of the root view beyond its superview's safe area (a navigation controller's bar), added to the root
    /// view's safe area as UIKit does.
    var containerBarInsets: UIEdgeInsets {
        get { containment.barInsets }
        set {
            guard newValue != containment.barInsets else { return }
            containment.barInsets = newValue
            viewLoading.view?.safeAreaMayHaveChanged()
        }
    }

    /// Adds `child`, taking it from any other container; nothing for this controller itself or
    /// a child already here.
    func adopt(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        child.willMove(toParent: self)
        child.containment.parent?.containment.children.removeAll { $0 === child }
        containment.children.append(child)
        child.containment.parent = self
        child.containment.move = .toParent
        child.viewIfLoaded?.dropResolvedTraits()
    }

    /// Exchanges the children `old` for `new`, in the order of Apple's container guide
    /// ("Implementing a Container View Controller"), as a navigation, tab bar or page view
    /// controller does: joining controllers become children and leaving ones hear
    /// `willMove(toParent: nil)`; `body` runs (views swapped, appearance calls) with the leaving
    /// and the joining ones; then the leaving ones leave (losing any bar insets this container
    /// gave them) and the joining ones hear `didMove(toParent:)`.
    func exchangeChildren(
        _ old: [UIViewController], for new: [UIViewController],
        _ body: (_ leaving: [UIViewController], _ joining: [UIViewController]) -> Void
    ) {
        let exchange = beginExchangingChildren(old, for: new)
        body(exchange.leaving, exchange.joining)
        endExchangingChildren(exchange)
    }

    /// The first half of `exchangeChildren(_:for:_:)`, for a container whose exchange ends
    /// later (a navigation controller's animated push or pop): the joining controllers become
    /// children, the leaving ones hear `willMove(toParent: nil)`; returns both.
    func beginExchangingChildren(
        _ old: [UIViewController], for new: [UIViewController]
    ) -> (leaving: [UIViewController], joining: [UIViewController]) {
        let leaving = old.filter { controller in !new.contains { $0 === controller } }
        let joining = new.filter { controller in !old.contains { $0 === controller } }
        for controller in joining { addChild(controller) }
        for controller in leaving {
            controller.willMove(toParent: nil)
            controller.beginLeavingParent()
        }
        return (leaving, joining)
    }

    /// The second half: the leaving controllers leave (losing any bar insets this container
    /// gave them) and the joining ones hear `didMove(toParent:)`.
    func endExchangingChildren(_ exchange: (leaving: [UIViewController], joining: [UIViewController])) {
        for controller in exchange.leaving {
            controller.containerBarInsets = .zero
            controller.removeFromParent()
        }
        for controller in exchange.joining {
            controller.didMove(toParent: self)
            controller.containment.move = .none
        }
    }

    /// Leaves the container, then tells `didMove(toParent: nil)`; nothing without one.
    func leaveParent() {
        guard let parent = containment.parent else { return }
        parent.containment.children.removeAll { $0 === self }
        containment.parent = nil
        containment.move = .none
        viewIfLoaded?.dropResolvedTraits()
        didMove(toParent: nil)
    }

    /// Marks the controller as leaving its container; nothing without one.
    func beginLeavingParent() {
        if containment.parent != nil { containment.move = .fromParent }
    }
}
