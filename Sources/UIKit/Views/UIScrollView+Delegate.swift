// UIScrollView's `delegate`. UIKit declares it on UIScrollView as a scroll view delegate and
// redeclares it on UITableView, UICollectionView and UITextView with their own delegate
// protocols — an Objective-C property redeclaration that Swift cannot write as an override.
// So the scroll view's `delegate` is declared here, on a protocol every scroll view adopts:
// `scrollView.delegate = self` works on a plain scroll view or an app's subclass, while
// `tableView.delegate` keeps its table view type (a class's own member is chosen over a
// protocol extension's). Through a `UIScrollView` reference, a table, collection or text view
// reads and writes its typed delegate (``UIScrollView/anyScrollViewDelegate``).

/// What gives every scroll view UIKit's `delegate` property (UIScrollView+Delegate.swift); not a
/// UIKit name — use `delegate`.
@preconcurrency @MainActor
public protocol UIScrollViewDelegateProperty: AnyObject {}

extension UIScrollView: UIScrollViewDelegateProperty {}

extension UIScrollViewDelegateProperty where Self: UIScrollView {
    /// The delegate told of scrolling (`delegate`), held weakly. A table, collection or text
    /// view's is its typed delegate; a delegate of another kind given to one through a
    /// `UIScrollView` reference is not taken (deliberate difference: Objective-C would keep it).
    public var delegate: (any UIScrollViewDelegate)? {
        get { anyScrollViewDelegate }
        set { anyScrollViewDelegate = newValue }
    }
}
