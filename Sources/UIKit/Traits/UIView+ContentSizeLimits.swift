// Limits on the content size category a view and its subviews take
// (`minimumContentSizeCategory`, `maximumContentSizeCategory`, iOS 15; docs/REFERENCE.md
// §26.10): applied where a view's traits are resolved, so fonts, labels and everything
// reading `traitCollection.preferredContentSizeCategory` below the view see the limited size.

extension UIView {
    /// A limit set from `old` to `new`: when they differ, the traits of the view and of those
    /// below it are resolved again, as UIKit applies a limit at once.
    func limitDidChange(_ old: UIContentSizeCategory?, _ new: UIContentSizeCategory?) {
        if new != old { traitsMayHaveChanged() }
    }

    /// Whether the view sets either limit.
    var limitsContentSize: Bool {
        minimumContentSizeCategory != nil || maximumContentSizeCategory != nil
    }

    /// `category` within the view's limits. A minimum above the maximum is ignored, only the
    /// maximum applying; an unspecified category has no size to limit and stays unspecified.
    func limitedContentSize(_ category: UIContentSizeCategory) -> UIContentSizeCategory {
        guard category != .unspecified else { return category }
        let minimum = minimumContentSizeCategory, maximum = maximumContentSizeCategory
        var limited = category
        if let minimum, maximum.map({ minimum <= $0 }) ?? true, limited < minimum { limited = minimum }
        if let maximum, limited > maximum { limited = maximum }
        return limited
    }

    /// The view and each of its superviews, one a line: its class, the content size category of
    /// its traits, and its limits when it sets any (the layout is ours: UIKit documents what the
    /// description lists, not how it prints it).
    var contentSizeLimitsDescription: String {
        sequence(first: self, next: \.superview).map { view in
            let limits =
                view.limitsContentSize
                ? ", limits: minimum \(view.minimumContentSizeCategory?.rawValue ?? "none"), "
                    + "maximum \(view.maximumContentSizeCategory?.rawValue ?? "none")"
                : ""
            return "<\(Swift.type(of: view))>: \(view.traitCollection.preferredContentSizeCategory.rawValue)\(limits)"
        }.joined(separator: "\n")
    }
}
