import CollectionLayout
import Foundation

/// A list section's configuration, as UIKit's `UICollectionLayoutListConfiguration`
/// (docs/REFERENCE.md §14.6): the core `ListConfiguration` under UIKit's names. Turn it
/// into a section with `NSCollectionLayoutSection.list(using:layoutEnvironment:)` or into a
/// layout with `UICollectionViewCompositionalLayout.list(using:)`.
///
/// Not built yet, so not declared (code using it fails to compile rather than being
/// silently ignored): `itemSeparatorHandler`.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    /// The overall look, as UIKit's `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable {
        /// Edge to edge rows.
        case plain
        /// Edge to edge rows, sections spaced apart.
        case grouped
        /// Rows inset by the layout margins, each section on a rounded background.
        case insetGrouped
        /// The sidebar look.
        case sidebar
        /// The plain sidebar look.
        case sidebarPlain
    }

    /// What heads each section, as UIKit's `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item is its header.
        case firstItemInSection
    }

    /// What ends each section, as UIKit's `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Int, Sendable {
        /// No footer.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// The appearance the configuration was made with.
    public let appearance: Appearance
    /// Whether rows have separators; default true, false for the sidebar appearances.
    public var showsSeparators: Bool
    /// The separators' look.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// The header mode; default `.none`.
    public var headerMode: HeaderMode = .none
    /// The footer mode; default `.none`.
    public var footerMode: FooterMode = .none
    /// Space above each section's header; nil (the default): the appearance's.
    public var headerTopPadding: CGFloat?
    /// The colour painted behind the list's sections; nil (the default): the system
    /// background of the appearance (`systemBackground` for plain lists,
    /// `systemGroupedBackground` for grouped ones). Drawn behind each
    /// list section and far beyond its edges (`UICollectionView+ListBackground.swift`), so it
    /// covers the collection view's own `backgroundColor` there, as on iOS.
    public var backgroundColor: UIColor?

    /// Returns the swipe actions of the item at an index path, or nil for none
    /// (`UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`).
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    /// The actions a swipe from a row's leading edge reveals
    /// (`leadingSwipeActionsConfigurationProvider`); default nil: none (docs/REFERENCE.md §27.7).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a swipe from a row's trailing edge reveals
    /// (`trailingSwipeActionsConfigurationProvider`); default nil: none — a list, unlike a
    /// table, has no Delete action of its own.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A configuration with UIKit's defaults for `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = ListConfiguration(appearance: appearance.core).showsSeparators
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The core value.
    var value: ListConfiguration {
        var configuration = ListConfiguration(appearance: appearance.core)
        configuration.showsSeparators = showsSeparators
        configuration.headerMode =
            switch headerMode {
            case .none: .none
            case .supplementary: .supplementary
            case .firstItemInSection: .firstItemInSection
            }
        configuration.footerMode = footerMode == .supplementary ? .supplementary : .none
        configuration.headerTopPadding = headerTopPadding
        configuration.bottomSeparatorVisibility = separatorConfiguration.bottomSeparatorVisibility.core
        let insets = separatorConfiguration.bottomSeparatorInsets
        let automatic = UIListSeparatorConfiguration.automaticInsets
        configuration.separatorLeadingInset = insets.leading == automatic.leading ? nil : insets.leading
        configuration.separatorTrailingInset = insets.trailing == automatic.trailing ? nil : insets.trailing
        return configuration
    }
}

extension UICollectionLayoutListConfiguration.Appearance {
    /// The core appearance.
    var core: ListConfiguration.Appearance {
        switch self {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        case .sidebar: .sidebar
        case .sidebarPlain: .sidebarPlain
        }
    }

    /// The list's background when its configuration sets none: Apple documents only "the
    /// system background color for the specified appearance"; `systemBackground` behind plain
    /// lists and `systemGroupedBackground` behind grouped ones, as Apple's human interface
    /// guidelines pair them. The sidebar appearances follow the grouped and plain ones
    /// (chosen: no source gives their colours).
    var systemBackgroundColor: UIColor {
        switch self {
        case .plain, .sidebarPlain: .systemBackground
        case .grouped, .insetGrouped, .sidebar: .systemGroupedBackground
        }
    }
}

/// The separators of a list section, as UIKit's `UIListSeparatorConfiguration`: rows'
/// bottom separators, drawn as one-pixel hairlines in ``color``.
///
/// Not built yet, so not declared: the top separators (`topSeparatorVisibility`,
/// `topSeparatorInsets`; UIKit hides a row's top separator where the row above draws a
/// bottom one), `multipleSelectionColor` and `visualEffect`.
@preconcurrency @MainActor
public struct UIListSeparatorConfiguration {
    /// Whether a separator shows, as UIKit's `UIListSeparatorConfiguration.Visibility`.
    public enum Visibility: Int, Sendable {
        /// The list decides: every row's but the section's last.
        case automatic
        /// Shown, the last row's included.
        case visible
        /// Hidden.
        case hidden
    }

    /// Edges of a separator inset that the list replaces by its own value (the layout margin
    /// for the leading edge, 0 for the trailing edge). The sentinel is our choice:
    /// `CGFloat.greatestFiniteMagnitude` on every edge.
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude, bottom: .greatestFiniteMagnitude,
        trailing: .greatestFiniteMagnitude)

    /// The separators' colour; default `.separator`.
    public var color: UIColor = .separator
    /// Whether rows' bottom separators show; default `.automatic`.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// The bottom separators' insets (leading and trailing are read); default
    /// ``automaticInsets``.
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = UIListSeparatorConfiguration.automaticInsets

    /// UIKit's defaults for a list of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}

extension UIListSeparatorConfiguration.Visibility {
    /// The core visibility.
    var core: ListConfiguration.SeparatorVisibility {
        switch self {
        case .automatic: .automatic
        case .visible: .visible
        case .hidden: .hidden
        }
    }
}

extension NSCollectionLayoutSection {
    /// A list section of `configuration` for `layoutEnvironment`, as UIKit's
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`: its rows, header, footer,
    /// separators and inset-grouped background (docs/REFERENCE.md §14.6). Its properties can
    /// be changed afterwards, as in UIKit.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let environment =
            (layoutEnvironment as? LayoutEnvironmentObject)?.environment
            ?? LayoutEnvironment(
                container: .init(
                    contentSize: layoutEnvironment.container.contentSize, contentInsets: layoutEnvironment.container.contentInsets),
                displayScale: layoutEnvironment.traitCollection.displayScale)
        let section = NSCollectionLayoutSection(core: LayoutSection.list(using: configuration.value, environment: environment))
        section.listSeparatorColor = configuration.separatorConfiguration.color
        section.listAppearance = configuration.appearance
        section.listSwipeActionsProviders = (
            configuration.leadingSwipeActionsConfigurationProvider, configuration.trailingSwipeActionsConfigurationProvider
        )
        section.listBackgroundColor = configuration.backgroundColor ?? configuration.appearance.systemBackgroundColor
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list section of `configuration`, as UIKit's
    /// `UICollectionViewCompositionalLayout.list(using:)`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
