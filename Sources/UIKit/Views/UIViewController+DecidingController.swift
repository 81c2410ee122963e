// The controller whose preference counts for the interface a window's root view controller shows:
// the status bar's (docs/REFERENCE.md §20.13) and the pointer lock's (§20.16).

extension UIViewController {
    /// The controller that decides a preference for the interface `root` shows: `root`; then the
    /// controller it presents, for as long as that one is presented `.fullScreen` or `takesOver`
    /// says it takes over all the same; then the child `child` names, for as long as there is one.
    /// A controller met again ends the walk (a child naming an ancestor).
    static func decidingController(
        from root: UIViewController, child: KeyPath<UIViewController, UIViewController?>,
        takesOver: (UIViewController) -> Bool = { _ in false }
    ) -> UIViewController {
        var controller = root
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        while let presented = controller.presentedViewController,
            presented.modalPresentationStyle == .fullScreen || takesOver(presented),
            seen.insert(ObjectIdentifier(presented)).inserted
        {
            controller = presented
        }
        while let next = controller[keyPath: child], seen.insert(ObjectIdentifier(next)).inserted { controller = next }
        return controller
    }
}
