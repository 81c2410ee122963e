extension UISplitViewController {
    /// How many columns a split view controller lays out (`UISplitViewController.Style`, iOS 14).
    public enum Style: Int, Sendable {
        /// The classic interface, set up through ``UISplitViewController/viewControllers`` (`unspecified`).
        case unspecified = 0
        /// A primary and a secondary column (`doubleColumn`).
        case doubleColumn = 1
        /// A primary, a supplementary and a secondary column (`tripleColumn`).
        case tripleColumn = 2
    }

    /// A column of a column-style split view interface (`UISplitViewController.Column`, iOS 14).
    public enum Column: Int, Sendable {
        /// The primary column, the leading sidebar (`primary`).
        case primary = 0
        /// The supplementary column, between the primary and the secondary (`supplementary`); triple-column only.
        case supplementary = 1
        /// The secondary, or detail, column (`secondary`).
        case secondary = 2
        /// The column shown instead of the others while the interface is collapsed (`compact`).
        case compact = 3
    }

    /// The side the sidebars lie on (`UISplitViewController.PrimaryEdge`, iOS 14).
    public enum PrimaryEdge: Int, Sendable {
        /// The leading side (`leading`), the default.
        case leading = 0
        /// The trailing side (`trailing`).
        case trailing = 1
    }

    /// When the display mode button shows (`UISplitViewController.DisplayModeButtonVisibility`, iOS 14.5).
    public enum DisplayModeButtonVisibility: Int, Sendable {
        /// As the split view decides: hidden when ``UISplitViewController/presentsWithGesture`` is false (`automatic`).
        case automatic = 0
        /// Never (`never`).
        case never = 1
        /// Always (`always`).
        case always = 2
    }
}
