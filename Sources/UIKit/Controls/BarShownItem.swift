/// An item a bar shows and that tells the bar when it changes (a ``UIBarButtonItem``, a
/// ``UINavigationItem``): it names the bars showing it by their `LayoutItemReference`, as
/// nothing holds a view weakly (docs/ARCHITECTURE.md).
@preconcurrency @MainActor
protocol BarShownItem: AnyObject {
    /// The bars showing the item.
    var showingBars: [LayoutItemReference] { get set }
}

extension BarShownItem {
    /// Records that `bar` shows the item (once).
    func isShown(by bar: UIView) {
        if !showingBars.contains(where: { $0.view === bar }) { showingBars.append(bar.itemReference) }
    }

    /// Records that `bar` no longer shows the item, forgetting freed bars on the way.
    func isNotShown(by bar: UIView) {
        showingBars.removeAll { $0.view == nil || $0.view === bar }
    }
}

extension UIView {
    /// Moves this bar's record from the items it showed to the items it shows now.
    func showItems<Item: BarShownItem>(_ items: [Item]?, insteadOf old: [Item]?) {
        for item in old ?? [] { item.isNotShown(by: self) }
        for item in items ?? [] { item.isShown(by: self) }
    }
}

extension UIBarItem: BarShownItem {}
extension UINavigationItem: BarShownItem {}
