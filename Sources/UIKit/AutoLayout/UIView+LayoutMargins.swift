/// The layout margins and safe area a view's guides and margin attributes use
/// (docs/REFERENCE.md §21.3).
extension UIView {
    /// The margins as they apply (what `layoutMargins` reads): the margins set (8 on each
    /// edge by default; a view controller's root view: the controller's
    /// `systemMinimumLayoutMargins` unless set, and at least them when the controller
    /// `viewRespectsSystemMinimumLayoutMargins`), plus the safe area when
    /// ``insetsLayoutMarginsFromSafeArea``, and at least the superview's margins where the
    /// view reaches into them when ``preservesSuperviewLayoutMargins``.
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = storedLayoutMargins ?? defaultLayoutMargins
        if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins.edgeInsets(for: effectiveUserInterfaceLayoutDirection)
            margins = Self.larger(margins, minimum)
        }
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(
                top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
                right: margins.right + safe.right)
        }
        if preservesSuperviewLayoutMargins, let superview = layoutParent {
            margins = Self.larger(margins, superview.insets(intruding: superview.layoutMargins, into: frame))
        }
        return margins
    }

    /// Sets the margins the view asks for (what setting `layoutMargins` does) and tells the
    /// view and its guides when they changed.
    func requestLayoutMargins(_ margins: UIEdgeInsets) {
        guard margins != storedLayoutMargins else { return }
        storedLayoutMargins = margins
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
        insetsDidChange()
    }

    /// The margins before adjustment: 8 on each edge; a view controller's root view: its
    /// system minimum.
    private var defaultLayoutMargins: UIEdgeInsets {
        if let controller = owningViewController {
            return controller.systemMinimumLayoutMargins.edgeInsets(for: effectiveUserInterfaceLayoutDirection)
        }
        return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }

    /// The safe area from the tree (what `safeAreaInsets` reads): the view's own
    /// (``simulatedSafeAreaInsets``), and on each edge at least the part of its superview's
    /// safe area it covers.
    var inheritedSafeAreaInsets: UIEdgeInsets {
        let own = simulatedSafeAreaInsets
        guard let superview = layoutParent else { return own }
        let parent = superview.safeAreaInsetsForSubviews
        // A superview without insets (every view outside a window, unless a test simulates
        // some) has nothing that reaches into the frame: the frame is not measured.
        guard parent != .zero else { return Self.larger(own, .zero) }
        let frame = self.frame.offsetBy(dx: -superview.bounds.minX, dy: -superview.bounds.minY)
        return Self.larger(own, superview.insets(intruding: parent, into: frame))
    }

    /// How far `insets` of this view reach into `frame` (in this view's coordinates), per
    /// edge, as insets of the frame (0 where they do not reach it). An edge with no inset is
    /// open, as in a window (`computedSafeAreaInsets`): a frame reaching past it gets none.
    private func insets(intruding insets: UIEdgeInsets, into frame: CGRect) -> UIEdgeInsets {
        func reach(_ inset: CGFloat, _ overlap: CGFloat) -> CGFloat { inset > 0 ? inset - overlap : 0 }
        let size = bounds.size
        let reach = UIEdgeInsets(
            top: reach(insets.top, frame.minY), left: reach(insets.left, frame.minX),
            bottom: reach(insets.bottom, size.height - frame.maxY), right: reach(insets.right, size.width - frame.maxX))
        return Self.larger(reach, .zero)
    }

    /// The larger of two insets, edge by edge (NaN counts as 0).
    static func larger(_ a: UIEdgeInsets, _ b: UIEdgeInsets) -> UIEdgeInsets {
        func edge(_ x: CGFloat, _ y: CGFloat) -> CGFloat { Swift.max(x.isNaN ? 0 : x, y.isNaN ? 0 : y) }
        return UIEdgeInsets(
            top: edge(a.top, b.top), left: edge(a.left, b.left), bottom: edge(a.bottom, b.bottom), right: edge(a.right, b.right))
    }
}

extension UIEdgeInsets {
    /// The same insets by reading direction: leading is the right edge in right to left.
    func directional(for direction: UIUserInterfaceLayoutDirection) -> NSDirectionalEdgeInsets {
        direction == .rightToLeft
            ? NSDirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
            : NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}

extension UIViewController {
    /// UIKit's `systemMinimumLayoutMargins` for the root view's width: 0 top and bottom; 16
    /// leading and trailing, 20 when the view is at least 414 points wide (docs/REFERENCE.md §21.3).
    var systemMinimumMarginsForWidth: NSDirectionalEdgeInsets {
        let side: CGFloat = (viewIfLoaded?.bounds.width ?? 0) >= 414 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}
