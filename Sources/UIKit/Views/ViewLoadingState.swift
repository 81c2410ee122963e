/// A view controller's root view and how it loads (UIViewController+ViewLoading.swift).
struct ViewLoadingState {
    /// The root view, once loaded.
    var view: UIView?
    /// Whether `loadView()` is running.
    var isLoading = false
    /// The view an archive gave, until `loadView()` takes it (UIViewController+Archiving.swift).
    var archived: UIView?
}
