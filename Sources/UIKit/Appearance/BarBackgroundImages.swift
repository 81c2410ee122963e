/// A bar's legacy background images by bar position and bar metrics, as toolbars, navigation
/// bars and search bars keep them (`setBackgroundImage(_:for:barMetrics:)` and its toolbar
/// spelling), and which of them the bar draws (docs/REFERENCE.md §20.21, §20.22, §20.23).
struct BarBackgroundImages {
    private var images: [UIBarPosition: [UIBarMetrics: UIImage]] = [:]

    /// The image set for `position` and `metrics`; nil by default.
    subscript(position: UIBarPosition, metrics: UIBarMetrics) -> UIImage? {
        get { images[position]?[metrics] }
        set { images[position, default: [:]][metrics] = newValue }
    }

    /// The image a bar at `position` draws: the one set for it, else for `.any`; at compact
    /// metrics in a compact height, else at default ones.
    /// - Parameters:
    ///   - position: Where the bar is.
    ///   - compactHeight: Whether the bar is in a compact height.
    /// - Returns: The image, or nil when none applies.
    func drawn(at position: UIBarPosition, compactHeight: Bool) -> UIImage? {
        let metrics: [UIBarMetrics] = compactHeight ? [.compact, .default] : [.default]
        for barMetrics in metrics {
            if let image = self[position, barMetrics] ?? self[.any, barMetrics] { return image }
        }
        return nil
    }
}
