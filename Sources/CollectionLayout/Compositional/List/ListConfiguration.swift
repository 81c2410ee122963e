/// A list section's look, as `UICollectionLayoutListConfiguration` (docs/REFERENCE.md §14.6):
/// turned into a ``LayoutSection`` by ``LayoutSection/list(using:environment:)`` or into a
/// whole layout by ``CompositionalLayout/list(using:)``.
///
/// Only geometry lives here: the rows, headers, footers, separators and the inset-grouped
/// section backgrounds. Colours are the renderer's (CollectionRendering's defaults for
/// ``ListConfiguration/separatorElementKind`` and ``ListConfiguration/backgroundElementKind``).
public struct ListConfiguration: Sendable, Equatable {
    /// The overall look (`UICollectionLayoutListConfiguration.Appearance`).
    public enum Appearance: String, Sendable, CaseIterable {
        /// Edge to edge rows, no section spacing.
        case plain
        /// Edge to edge rows, sections spaced apart.
        case grouped
        /// Rows inset by the layout margins, each section on a rounded background.
        case insetGrouped
        /// The sidebar look: inset-grouped geometry, no separators by default.
        case sidebar
        /// The plain sidebar look: plain geometry, no separators by default.
        case sidebarPlain
    }

    /// What heads each section (`UICollectionLayoutListConfiguration.HeaderMode`).
    public enum HeaderMode: String, Sendable, CaseIterable {
        /// No header.
        case none
        /// A boundary supplementary view of kind `UICollectionElementKindSectionHeader`.
        case supplementary
        /// The section's first item is its header (the layout places it as a row).
        case firstItemInSection
    }

    /// What ends each section (`UICollectionLayoutListConfiguration.FooterMode`).
    public enum FooterMode: String, Sendable, CaseIterable {
        /// No footer.
        case none
        /// A boundary supplementary view of kind `UICollectionElementKindSectionFooter`.
        case supplementary
    }

    /// Whether a separator is drawn (`UIListSeparatorConfiguration.Visibility`).
    public enum SeparatorVisibility: String, Sendable, CaseIterable {
        /// The list decides: below every row but the section's last.
        case automatic
        /// Drawn (below every row, the last included).
        case visible
        /// Not drawn.
        case hidden
    }

    /// The decoration kind of the hairline separators below rows; index path: the row's.
    public static let separatorElementKind = "CollectionReelListSeparator"
    /// The decoration kind of the rounded section backgrounds of `.insetGrouped` and
    /// `.sidebar` lists; index path `[section, 0]`.
    public static let backgroundElementKind = "CollectionReelListSectionBackground"
    /// Rows are at least this tall (UIKit's list cells, by their content configuration).
    public static let minimumRowHeight: CGFloat = 44
    /// The rounded section backgrounds' corner radius (approximation, not documented).
    public static let backgroundCornerRadius: CGFloat = 10

    /// The appearance.
    public var appearance: Appearance
    /// The header mode; default `.none`.
    public var headerMode: HeaderMode = .none
    /// The footer mode; default `.none`.
    public var footerMode: FooterMode = .none
    /// Space above each section's header; nil: the appearance's (``automaticHeaderTopPadding``).
    public var headerTopPadding: CGFloat?
    /// Whether rows have separators; default true, false for the sidebar appearances.
    public var showsSeparators: Bool
    /// Whether the bottom separator of each row is drawn; default `.automatic`.
    public var bottomSeparatorVisibility: SeparatorVisibility = .automatic
    /// The bottom separators' leading inset from the row's leading edge; nil: the layout
    /// margin (``ListMetrics/layoutMargin(forWidth:)``), where UIKit aligns it with the
    /// row's text.
    public var separatorLeadingInset: CGFloat?
    /// The bottom separators' trailing inset from the row's trailing edge; nil: 0.
    public var separatorTrailingInset: CGFloat?

    /// A configuration with UIKit's defaults for `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }

    /// Whether sections are spaced apart and headed by grouped headers (`.grouped`,
    /// `.insetGrouped`, `.sidebar`).
    public var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar }

    /// Whether rows are inset by the layout margins on a rounded background
    /// (`.insetGrouped`, `.sidebar`).
    public var isInset: Bool { appearance == .insetGrouped || appearance == .sidebar }

    /// The space above a supplementary header when ``headerTopPadding`` is nil: 0 for every
    /// appearance (approximation: a grouped header's estimated height already holds the
    /// space above its text).
    public var automaticHeaderTopPadding: CGFloat { 0 }
}

/// The metrics list sections use. UIKit documents none of them: each is the best known
/// value (docs/REFERENCE.md §14.6), an approximation until measured on a device.
public enum ListMetrics {
    /// The estimated height of a row (UIKit's list layouts use `.estimated(44)`).
    public static let estimatedRowHeight: CGFloat = 44
    /// The space before each section of the grouped appearances (approximation).
    public static let groupedSectionSpacing: CGFloat = 35
    /// The estimated height of a plain header or footer (approximation).
    public static let plainSupplementaryHeight: CGFloat = 28
    /// The estimated height of a grouped header or footer (approximation).
    public static let groupedSupplementaryHeight: CGFloat = 38

    /// The layout margin rows of inset appearances are inset by, and separators start at:
    /// 20 points in a container at least 414 points wide (large iPhones, iPads), 16 below
    /// (approximation of UIKit's system minimum layout margins).
    public static func layoutMargin(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }
}
