import DeviceCatalog

// Turning the device (docs/REFERENCE.md §26.9). On iOS a rotation is, for the content, a change
// of the window's size; here it is one too: a window the size of its screen that is given the
// size of that screen the other way round is the device turned. Its screen becomes the device
// held the other way, with that orientation's size classes and safe area, so a rotation that
// changes the size classes is a trait transition as well as a size transition (UIWindow.bounds):
// the controllers whose traits change hear `willTransition(to:with:)` first, then the root
// hears `viewWillTransition(to:with:)`, then the window takes the size and the new traits
// (`traitCollectionDidChange(_:)` and the registered handlers, top down), lays out, and the
// coordinator's blocks run.

extension UIWindow {
    /// The screen the window is on at `size`: its screen turned when the window is the size of
    /// its screen and `size` is that screen's size the other way round; nil otherwise.
    func turnedScreen(at size: CGSize) -> UIScreen? {
        let environment = screen.environment
        let turned: Device.Orientation = environment.orientation == .portrait ? .landscape : .portrait
        guard bounds.size == screen.bounds.size, size == environment.device.size(turned) else { return nil }
        return UIScreen(environment: SimulatedEnvironment(device: environment.device, orientation: turned, settings: environment.settings))
    }

    /// Tells the root view controller, and each controller presented over it, whose traits
    /// change on `screen` the traits it will have (`willTransition(to:with:)`), before they
    /// change; each passes it on to its children. Presentation controllers forward the trait
    /// change to their presented view controller, Apple's documentation says.
    func announceTraitTransition(to screen: UIScreen, root: UIViewController, with coordinator: any UIViewControllerTransitionCoordinator) {
        let windowTraits = resolveTraits(inheriting: screen.traitCollection)
        var next: UIViewController? = root
        while let controller = next {
            controller.announceTraitTransition(inheriting: windowTraits, with: coordinator)
            next = controller.presentation.presented
        }
    }
}
