// How a controller's root view loads and is replaced (`view`, `loadViewIfNeeded()`).

extension UIViewController {
    /// Loads the root view when it is not loaded: `loadView()`, then `viewDidLoad()`. A
    /// `loadView()` that leaves the view nil gets a plain view, and so does a read of `view`
    /// inside `loadView()` before it is set (UIKit would load again, forever).
    func loadRootViewIfNeeded() {
        guard viewLoading.view == nil else { return }
        guard !viewLoading.isLoading else { return view = UIView(frame: .zero) }
        viewLoading.isLoading = true
        loadView()
        viewLoading.isLoading = false
        if viewLoading.view == nil { view = UIView(frame: .zero) }
        viewDidLoad()
    }

    /// Makes `newView` the root view (nil unloads it): the old one stops being this
    /// controller's and resolves its traits again, the new one takes this controller's; the
    /// controller's observations of `view` are told (docs/REFERENCE.md §22.15).
    func replaceRootView(with newView: UIView?) {
        if viewLoading.view?.owningViewController === self {
            viewLoading.view?.owningViewController = nil
            viewLoading.view?.dropResolvedTraits()
        }
        viewLoading.view = newView
        newView?.owningViewController = self
        newView?.environmentMayHaveChanged()
        observableValueDidChange()
    }
}
