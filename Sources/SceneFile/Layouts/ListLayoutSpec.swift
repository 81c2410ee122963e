import CollectionLayout
import Foundation

/// A list configuration in a scene, as `UICollectionLayoutListConfiguration`
/// (docs/SCENE-FORMAT.md, "List layout"): the whole layout (`layout: {list: …}`, as
/// `UICollectionViewCompositionalLayout.list(using:)`) or one section of a compositional
/// layout (`sections: [{list: …}]`, as `NSCollectionLayoutSection.list(using:layoutEnvironment:)`).
///
/// ```yaml
/// layout:
///   list:
///     appearance: insetGrouped          # plain, grouped, insetGrouped, sidebar, sidebarPlain (required)
///     headerMode: supplementary         # none (default), supplementary, firstItemInSection
///     footerMode: none                  # none (default), supplementary
///     headerTopPadding: 0               # optional; absent = the appearance's
///     showsSeparators: true             # default true, false for the sidebar appearances
///     separatorConfiguration:
///       bottomSeparatorVisibility: automatic   # automatic, visible, hidden
///       bottomSeparatorInsets: {leading: 60}   # leading / trailing; an edge left out is automatic
/// ```
enum ListLayoutSpec {
    static let keys = ["appearance", "headerMode", "footerMode", "headerTopPadding", "showsSeparators", "separatorConfiguration"]
    static let separatorKeys = ["bottomSeparatorVisibility", "bottomSeparatorInsets"]

    /// A list layout from the parameters.
    /// - Throws: ``SceneError`` located at the offending key or value.
    static func makeLayout(_ value: SceneValue) throws -> CompositionalLayout {
        CompositionalLayout.list(using: try configuration(value))
    }

    /// The configuration the parameters describe.
    static func configuration(_ value: SceneValue) throws -> ListConfiguration {
        let fields = try value.mapping(allowedKeys: keys, what: "a mapping of list configuration properties")
        var configuration = ListConfiguration(
            appearance: try fields.required("appearance", "`appearance` (plain, grouped, insetGrouped, sidebar or sidebarPlain)")
                .choice(ListConfiguration.Appearance.self))
        if let mode = fields["headerMode"] { configuration.headerMode = try mode.choice(ListConfiguration.HeaderMode.self) }
        if let mode = fields["footerMode"] { configuration.footerMode = try mode.choice(ListConfiguration.FooterMode.self) }
        if let padding = fields["headerTopPadding"] {
            configuration.headerTopPadding = CGFloat(try padding.number("headerTopPadding", in: 0...100_000))
        }
        if let shows = fields["showsSeparators"] { configuration.showsSeparators = try shows.bool() }
        if let separators = fields["separatorConfiguration"] {
            let separatorFields = try separators.mapping(allowedKeys: separatorKeys, what: "a separator configuration")
            if let visibility = separatorFields["bottomSeparatorVisibility"] {
                configuration.bottomSeparatorVisibility = try visibility.choice(ListConfiguration.SeparatorVisibility.self)
            }
            if let insets = separatorFields["bottomSeparatorInsets"] {
                let edges = try insets.mapping(allowedKeys: ["leading", "trailing"], what: "separator insets: {leading: …, trailing: …}")
                configuration.separatorLeadingInset = try edges.optional("leading") { CGFloat(try $0.number("leading", in: 0...100_000)) }
                configuration.separatorTrailingInset = try edges.optional("trailing") {
                    CGFloat(try $0.number("trailing", in: 0...100_000))
                }
            }
        }
        return configuration
    }
}
