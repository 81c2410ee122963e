import ConstraintSolver

/// Something a constraint can relate: a ``UIView`` or a ``UILayoutGuide``.
///
/// An item's unknowns are its frame in the coordinate space of its *layout parent* (a view's
/// superview, or the cell of a cell's content view; a guide's owning view): `minX`, `minY`,
/// `width` and `height`, as UIKit's engine keeps them (WWDC18 220). The same variables serve
/// every engine the item is in (the solver gives each its own values).
@preconcurrency @MainActor
protocol AutoLayoutItem: AnyObject {
    /// The item's unknowns, made on first use.
    var layoutVariables: LayoutVariables { get }
    /// The view whose coordinate space `minX` and `minY` are in; nil for a view without a
    /// superview (its position takes no part) and for a guide without an owning view.
    var layoutParent: UIView? { get }
    /// The view that stands for the item in the view tree: the view itself, a guide's owning
    /// view.
    var layoutContainer: UIView? { get }
}

/// `object` as a layout item, or nil: a view or a layout guide, the only two kinds there are,
/// found by two class casts (a cast to the protocol looks its conformance up in the runtime's
/// tables, which a translation or an activation paid for each of its items).
@inline(__always)
func layoutItem(_ object: AnyObject?) -> AutoLayoutItem? {
    if let view = object as? UIView { return view }
    return object as? UILayoutGuide
}

/// An item's four unknowns; its size never goes below 0, as in UIKit's engine
/// (docs/REFERENCE.md §21.8).
@preconcurrency @MainActor
final class LayoutVariables {
    let minX = Variable("minX")
    let minY = Variable("minY")
    let width = Variable("width", isNonNegative: true)
    let height = Variable("height", isNonNegative: true)
}

extension UIView: AutoLayoutItem {
    var layoutVariables: LayoutVariables { autoLayout.variables }

    /// The superview. None for a view a collection view shows: it lays its views out itself,
    /// each as a root.
    var layoutParent: UIView? { isShownByCollectionView ? nil : superview }

    var layoutContainer: UIView? { self }

    /// The views laid out inside this one: the subviews (a collection view's, less the views
    /// it shows).
    var layoutChildren: [UIView] {
        guard let collectionView = self as? UICollectionView else { return subviews }
        return subviews.filter { !collectionView.isHostedReusableView($0) }
    }

    /// The topmost view above this one (itself when it has no layout parent).
    var layoutRoot: UIView {
        var view = self
        while let parent = view.layoutParent { view = parent }
        return view
    }

    /// Whether `self` is `view` or one of its layout ancestors.
    func isLayoutDescendant(of view: UIView) -> Bool {
        sequence(first: self, next: \.layoutParent).contains { $0 === view }
    }
}
