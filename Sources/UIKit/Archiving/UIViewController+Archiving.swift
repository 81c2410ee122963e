import Foundation

// What a view controller keeps in an archive (`encode(with:)`, `init?(coder:)`; docs/REFERENCE.md
// §22.16): its title and its items' titles, its presentation and bar settings, and its view when
// loaded, under the keys iOS's `init(coder:)` asks for where a recording names them. The view is
// not installed when decoded: the default `loadView()` takes it, as it would load the
// controller's nib, so `viewDidLoad()` runs when the view is first asked for and a `loadView()`
// override builds its own view. Deliberate differences (README): child controllers, toolbar
// items, bar button items and the navigation item's other settings are not archived.

/// The keys a controller's state is archived under: iOS's where a recording of its `init(coder:)`
/// names them, ours (`UINavigationItemTitle`, `UITabBarItem…`) for values iOS keeps inside its
/// archived items.
private enum Key {
    static let view = "UIView", title = "UITitle", restoration = "UIRestorationIdentifier"
    static let navigationTitle = "UINavigationItemTitle", tabBarItem = "UITabBarItem", tabTitle = "UITabBarItemTitle"
    static let tabTag = "UITabBarItemTag", tabImage = "UITabBarItemImage", tabSelectedImage = "UITabBarItemSelectedImage"
    static let presentation = "UIModalPresentationStyle", transition = "UIModalTransitionStyle"
    static let definesContext = "UIDefinesPresentationContext", providesTransition = "UIProvidesPresentationContextTransitionStyle"
    static let preferredContentSize = "UIPreferredContentSize", edges = "UIKeyEdgesForExtendedLayout"
    static let opaqueBars = "UIKeyExtendedLayoutIncludesOpaqueBars", hidesBottomBar = "UIHidesBottomBarWhenPushed"
    static let adjustsInsets = "UIKeyAutomaticallyAdjustsScrollViewInsets"
    static let respectsMargins = "UIViewControllerViewRespectsSystemMinimumLayoutMargins"
}

extension UIViewController {
    /// Writes what an archive keeps of the controller (``encode(with:)``).
    func archiveControllerState(to coder: NSCoder) {
        guard coder.allowsKeyedCoding else { return }
        if let view = viewIfLoaded ?? viewLoading.archived { coder.encode(view, forKey: Key.view) }
        coder.encode(title, forKey: Key.title)
        coder.encode(navigationItem.title, forKey: Key.navigationTitle)
        if let item = containment.tabBarItem {
            coder.encode(true, forKey: Key.tabBarItem)
            coder.encode(item.title, forKey: Key.tabTitle)
            coder.encode(item.tag, forKey: Key.tabTag)
            coder.encodeArchivedImage(item.image, forKey: Key.tabImage)
            coder.encodeArchivedImage(item.selectedImage, forKey: Key.tabSelectedImage)
        }
        coder.encode(restorationIdentifier, forKey: Key.restoration)
        coder.encode(modalPresentationStyle.rawValue, forKey: Key.presentation)
        coder.encode(modalTransitionStyle.rawValue, forKey: Key.transition)
        coder.encode(definesPresentationContext, forKey: Key.definesContext)
        coder.encode(providesPresentationContextTransitionStyle, forKey: Key.providesTransition)
        coder.encodeArchived([preferredContentSize.width, preferredContentSize.height], forKey: Key.preferredContentSize)
        coder.encode(Int(truncatingIfNeeded: edgesForExtendedLayout.rawValue), forKey: Key.edges)
        coder.encode(extendedLayoutIncludesOpaqueBars, forKey: Key.opaqueBars)
        coder.encode(hidesBottomBarWhenPushed, forKey: Key.hidesBottomBar)
        coder.encode(automaticallyAdjustsScrollViewInsets, forKey: Key.adjustsInsets)
        coder.encode(viewRespectsSystemMinimumLayoutMargins, forKey: Key.respectsMargins)
    }

    /// Sets what ``archiveControllerState(to:)`` wrote (``init(coder:)``). A value missing from the
    /// archive, or not valid, leaves the setting as the controller was made; the view waits for
    /// `loadView()`.
    func restoreControllerState(from coder: NSCoder) {
        guard coder.allowsKeyedCoding else { return }
        viewLoading.archived = coder.decodeArchivedObject(forKey: Key.view) as? UIView
        if let value = coder.decodeArchivedString(forKey: Key.title) { title = value }
        // After the title, which sets the item's: the item's own may differ.
        if let value = coder.decodeArchivedString(forKey: Key.navigationTitle) { navigationItem.title = value }
        if coder.decodeArchivedBool(forKey: Key.tabBarItem) == true, let item = tabBarItem {
            if let value = coder.decodeArchivedString(forKey: Key.tabTitle) { item.title = value }
            if let value = coder.decodeArchivedInteger(forKey: Key.tabTag) { item.tag = value }
            item.image = coder.decodeArchivedImage(forKey: Key.tabImage)
            item.selectedImage = coder.decodeArchivedImage(forKey: Key.tabSelectedImage)
        }
        if let value = coder.decodeArchivedString(forKey: Key.restoration) { restorationIdentifier = value }
        if let value = coder.decodeArchivedInteger(forKey: Key.presentation).flatMap(UIModalPresentationStyle.init) {
            modalPresentationStyle = value
        }
        if let value = coder.decodeArchivedInteger(forKey: Key.transition).flatMap(UIModalTransitionStyle.init) {
            modalTransitionStyle = value
        }
        if let value = coder.decodeArchivedBool(forKey: Key.definesContext) { definesPresentationContext = value }
        if let value = coder.decodeArchivedBool(forKey: Key.providesTransition) { providesPresentationContextTransitionStyle = value }
        if let size = coder.decodeArchived(2, forKey: Key.preferredContentSize) {
            preferredContentSize = CGSize(width: size[0], height: size[1])
        }
        if let bits = coder.decodeArchivedInteger(forKey: Key.edges) {
            edgesForExtendedLayout = UIRectEdge(rawValue: UInt(truncatingIfNeeded: bits)).intersection(.all)
        }
        if let value = coder.decodeArchivedBool(forKey: Key.opaqueBars) { extendedLayoutIncludesOpaqueBars = value }
        if let value = coder.decodeArchivedBool(forKey: Key.hidesBottomBar) { hidesBottomBarWhenPushed = value }
        if let value = coder.decodeArchivedBool(forKey: Key.adjustsInsets) { automaticallyAdjustsScrollViewInsets = value }
        if let value = coder.decodeArchivedBool(forKey: Key.respectsMargins) { viewRespectsSystemMinimumLayoutMargins = value }
    }

    /// The view an archive gave the controller, handed over once: the default `loadView()` makes
    /// it the root view.
    func takeArchivedView() -> UIView? {
        defer { viewLoading.archived = nil }
        return viewLoading.archived
    }

    /// The plain view the default `loadView()` makes without an archived one; a ``nibName``
    /// given at init names a nib that cannot load, and iOS's exception for it is printed first
    /// (docs/REFERENCE.md §15.1).
    func viewForMissingNib() -> UIView {
        if let nibName { _ = UINib(nibName: nibName, bundle: nibBundle).instantiate(withOwner: self) }
        return UIView(frame: .zero)
    }
}
