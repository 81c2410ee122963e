extension UISplitViewController {
    /// How the columns of an expanded split view are arranged (`UISplitViewController.DisplayMode`): which sidebars show and
    /// whether they lie beside the secondary column, over it or push it aside (docs/REFERENCE.md §20.17).
    public enum DisplayMode: Int, Sendable {
        /// The split view decides from the style and its size (`automatic`); ``UISplitViewController/displayMode`` never
        /// answers it.
        case automatic = 0
        /// Only the secondary column (`secondaryOnly`).
        case secondaryOnly = 1
        /// One sidebar beside the secondary column (`oneBesideSecondary`): the primary with two columns, the supplementary with
        /// three.
        case oneBesideSecondary = 2
        /// One sidebar over the secondary column, which keeps the whole width (`oneOverSecondary`).
        case oneOverSecondary = 3
        /// Both sidebars beside the secondary column (`twoBesideSecondary`); three columns only.
        case twoBesideSecondary = 4
        /// Both sidebars over the secondary column (`twoOverSecondary`); three columns only.
        case twoOverSecondary = 5
        /// Both sidebars, pushing the secondary column partly off screen (`twoDisplaceSecondary`); three columns only.
        case twoDisplaceSecondary = 6

        /// The primary column hidden (`primaryHidden`), iOS 8's name for ``secondaryOnly``.
        @available(iOS, introduced: 8.0, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.secondaryOnly")
        public static var primaryHidden: UISplitViewController.DisplayMode { .secondaryOnly }
        /// Both columns side by side (`allVisible`), iOS 8's name for ``oneBesideSecondary``.
        @available(iOS, introduced: 8.0, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.oneBesideSecondary")
        public static var allVisible: UISplitViewController.DisplayMode { .oneBesideSecondary }
        /// The primary over the secondary (`primaryOverlay`), iOS 8's name for ``oneOverSecondary``.
        @available(iOS, introduced: 8.0, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.oneOverSecondary")
        public static var primaryOverlay: UISplitViewController.DisplayMode { .oneOverSecondary }

        /// How many sidebars the mode shows: 0, 1 or 2.
        var sidebarCount: Int {
            switch self {
            case .automatic, .secondaryOnly: return 0
            case .oneBesideSecondary, .oneOverSecondary: return 1
            case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return 2
            }
        }
    }

    /// How the sidebars share the width with the secondary column (`UISplitViewController.SplitBehavior`, iOS 14): each allows
    /// three display modes (docs/REFERENCE.md §20.17).
    public enum SplitBehavior: Int, Sendable {
        /// The split view decides from its size (`automatic`); ``UISplitViewController/splitBehavior`` never answers it.
        case automatic = 0
        /// Side by side: `secondaryOnly`, `oneBesideSecondary`, `twoBesideSecondary` (`tile`).
        case tile = 1
        /// Over the secondary column: `secondaryOnly`, `oneOverSecondary`, `twoOverSecondary` (`overlay`).
        case overlay = 2
        /// Pushing the secondary column aside: `secondaryOnly`, `oneBesideSecondary`, `twoDisplaceSecondary` (`displace`).
        case displace = 3

        /// The mode of this behavior showing `count` sidebars (0, 1 or 2).
        func displayMode(showing count: Int) -> DisplayMode {
            switch (self, min(max(count, 0), 2)) {
            case (_, 0): return .secondaryOnly
            case (.overlay, 1): return .oneOverSecondary
            case (.overlay, _): return .twoOverSecondary
            case (.displace, 2): return .twoDisplaceSecondary
            case (_, 1): return .oneBesideSecondary
            default: return .twoBesideSecondary
            }
        }

        /// The behavior whose modes include `mode`, nil for `secondaryOnly` and `automatic` (every behavior has the first).
        static func offering(_ mode: DisplayMode) -> SplitBehavior? {
            switch mode {
            case .automatic, .secondaryOnly: return nil
            case .oneBesideSecondary, .twoBesideSecondary: return .tile
            case .oneOverSecondary, .twoOverSecondary: return .overlay
            case .twoDisplaceSecondary: return .displace
            }
        }
    }
}
