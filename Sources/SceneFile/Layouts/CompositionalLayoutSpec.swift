import CollectionLayout
import Foundation

/// The `compositional` layout's parameters, mirroring `UICollectionViewCompositionalLayout`'s
/// API one to one (docs/SCENE-FORMAT.md): sections of one root group, groups of items and
/// groups, dimensions by UIKit's names.
///
/// ```yaml
/// layout:
///   compositional:
///     scrollDirection: vertical          # the configuration's
///     interSectionSpacing: 0
///     section:                           # every section; or `sections: [...]`, one per
///       contentInsets: [16, 16, 16, 16]  #   index, the last one repeating
///       interGroupSpacing: 10
///       orthogonalScrollingBehavior: none  # or continuous, groupPagingCentered, …
///       group:
///         horizontal:                    # or vertical
///           layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 100}}
///           subitem: {item: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}}
///           count: 2                     # subitem + count; or `repeatingSubitem` + count; or `subitems: [...]`
///           interItemSpacing: {fixed: 10}
///           supplementaryItems: […]      # badges, on items and groups (see `supplementaryItem`)
///       boundarySupplementaryItems: […]  # headers, footers (see `readBoundary`)
///       decorationItems: [{background: kind}]
/// ```
///
/// A section may instead be a list section, `{list: {appearance: insetGrouped, …}}`
/// (`ListLayoutSpec`), built for the layout's environment as
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` builds it.
///
/// Custom groups (a Swift closure) have no scene form.
enum CompositionalLayoutSpec {
    /// Deepest nesting of groups a scene may declare.
    static let maximumNesting = 16

    static let keys = ["scrollDirection", "interSectionSpacing", "boundarySupplementaryItems", "section", "sections"]
    static let sectionKeys = [
        "contentInsets", "interGroupSpacing", "group", "orthogonalScrollingBehavior", "boundarySupplementaryItems", "decorationItems",
    ]
    static let groupKeys = [
        "layoutSize", "subitems", "subitem", "repeatingSubitem", "count", "interItemSpacing", "contentInsets", "edgeSpacing",
        "supplementaryItems",
    ]
    static let itemKeys = ["layoutSize", "contentInsets", "edgeSpacing", "supplementaryItems"]
    static let dimensionKinds = ["fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings"]

    /// A layout from the parameters.
    /// - Throws: ``SceneError`` located at the offending key or value.
    static func makeLayout(_ value: SceneValue) throws -> CompositionalLayout {
        let fields = try value.mapping(allowedKeys: keys, what: "a mapping of compositional layout properties")
        var configuration = CompositionalLayoutConfiguration()
        if let direction = fields["scrollDirection"] {
            configuration.scrollDirection = try direction.choice(FlowLayout.ScrollDirection.self)
        }
        if let spacing = fields["interSectionSpacing"] {
            configuration.interSectionSpacing = CGFloat(try spacing.number("interSectionSpacing", in: 0...100_000))
        }
        if let list = fields["boundarySupplementaryItems"] {
            configuration.boundarySupplementaryItems = try list.list("a list of boundary supplementary items").map(boundaryItem)
        }
        let sections: [SectionSource]
        switch (fields["section"], fields["sections"]) {
        case let (.some(one), nil): sections = [try section(one)]
        case let (nil, .some(list)):
            sections = try list.list("a list of sections").map(section)
            guard !sections.isEmpty else { throw list.error(.invalidValue, "sections must list at least one section") }
        case (.some, .some): throw value.error(.invalidValue, "give either `section` or `sections`, not both")
        case (nil, nil): throw value.error(.missingKey, "missing required key `section` (or `sections`)")
        }
        let layout = CompositionalLayout(configuration: configuration) { index, environment in
            switch sections[min(index, sections.count - 1)] {
            case .fixed(let section): section
            case .list(let list): LayoutSection.list(using: list, environment: environment)
            }
        }
        registerDecorationKinds(of: sections.compactMap { if case .fixed(let section) = $0 { section } else { nil } }, on: layout)
        return layout
    }

    /// A section of the file: fixed, or a list section built for each environment.
    enum SectionSource {
        /// A section as written.
        case fixed(LayoutSection)
        /// `{list: …}`.
        case list(ListConfiguration)
    }

    static func section(_ value: SceneValue) throws -> SectionSource {
        if case .mapping = value.content {
            let fields = try value.mapping(allowedKeys: sectionKeys + ["list"], what: "a section")
            if let list = fields["list"] {
                if let other = fields.entries.first(where: { $0.key != "list" }) {
                    throw other.keyLocation.error(
                        .invalidValue, "a list section takes no other keys; `\(other.key)` is not allowed beside `list`")
                }
                return .list(try ListLayoutSpec.configuration(list))
            }
        }
        return .fixed(try fixedSection(value))
    }

    static func fixedSection(_ value: SceneValue) throws -> LayoutSection {
        let fields = try value.mapping(allowedKeys: sectionKeys, what: "a section")
        var section = LayoutSection(group: try group(fields.required("group"), depth: 0))
        if let insets = fields["contentInsets"] { section.contentInsets = try directionalInsets(insets) }
        if let spacing = fields["interGroupSpacing"] {
            section.interGroupSpacing = CGFloat(try spacing.number("interGroupSpacing", in: -100_000...100_000))
        }
        if let behavior = fields["orthogonalScrollingBehavior"] {
            section.orthogonalScrollingBehavior = try behavior.choice(OrthogonalScrollingBehavior.self)
        }
        try readBoundary(fields, into: &section)
        return section
    }

    /// `{horizontal: …}` or `{vertical: …}`.
    static func group(_ value: SceneValue, depth: Int) throws -> LayoutGroup {
        guard depth < maximumNesting else { throw value.error(.invalidValue, "groups nest deeper than \(maximumNesting) levels") }
        let outer = try value.mapping(allowedKeys: ["horizontal", "vertical"], what: "a group: {horizontal: …} or {vertical: …}")
        guard outer.entries.count == 1, let entry = outer.entries.first else {
            throw value.error(.invalidValue, "a group has exactly one key, `horizontal` or `vertical`")
        }
        let axis: LayoutGroup.Axis = entry.key == "horizontal" ? .horizontal : .vertical
        let fields = try entry.value.mapping(allowedKeys: groupKeys, what: "a group's properties")
        let size = try layoutSize(fields.required("layoutSize"))
        let arrangement: LayoutGroup.Arrangement
        switch (fields["subitems"], fields["subitem"], fields["repeatingSubitem"]) {
        case let (.some(list), nil, nil):
            if let count = fields["count"] {
                throw count.error(.invalidValue, "`count` goes with `subitem` or `repeatingSubitem`, not `subitems`")
            }
            let elements = try list.list("a list of subitems").map { try element($0, depth: depth) }
            guard !elements.isEmpty else { throw list.error(.invalidValue, "subitems must list at least one item or group") }
            arrangement = .repeatingWhileTheyFit(elements)
        case let (nil, .some(one), nil):
            arrangement = .resizedToCount(try element(one, depth: depth), count: try count(fields))
        case let (nil, nil, .some(one)):
            arrangement = .repeatedCount(try element(one, depth: depth), count: try count(fields))
        default:
            throw entry.value.error(
                .invalidValue, "a group takes exactly one of `subitems`, `subitem` (with `count`) or `repeatingSubitem` (with `count`)")
        }
        var group = LayoutGroup(layoutSize: size, axis: axis, arrangement: arrangement)
        if let spacing = fields["interItemSpacing"] { group.interItemSpacing = try self.spacing(spacing) }
        if let insets = fields["contentInsets"] { group.contentInsets = try directionalInsets(insets) }
        if let edges = fields["edgeSpacing"] { group.edgeSpacing = try edgeSpacing(edges) }
        if let items = try supplementaryItems(fields) { group.supplementaryItems = items }
        return group
    }

    private static func count(_ fields: SceneMapping) throws -> Int {
        let value = try fields.required("count")
        let count = try value.integer("count")
        guard (1...LayoutGroup.maximumSubitemCount).contains(count) else {
            throw value.error(.invalidValue, "count must be between 1 and \(LayoutGroup.maximumSubitemCount), got \(value.sourceText)")
        }
        return count
    }

    /// `{item: …}` or `{group: …}`.
    static func element(_ value: SceneValue, depth: Int) throws -> LayoutElement {
        let outer = try value.mapping(allowedKeys: ["item", "group"], what: "a subitem: {item: …} or {group: …}")
        guard outer.entries.count == 1, let entry = outer.entries.first else {
            throw value.error(.invalidValue, "a subitem has exactly one key, `item` or `group`")
        }
        if entry.key == "group" { return .group(try group(entry.value, depth: depth + 1)) }
        let fields = try entry.value.mapping(allowedKeys: itemKeys, what: "an item's properties")
        var item = LayoutItem(layoutSize: try layoutSize(fields.required("layoutSize")))
        if let insets = fields["contentInsets"] { item.contentInsets = try directionalInsets(insets) }
        if let edges = fields["edgeSpacing"] { item.edgeSpacing = try edgeSpacing(edges) }
        if let items = try supplementaryItems(fields) { item.supplementaryItems = items }
        return .item(item)
    }

    static func layoutSize(_ value: SceneValue) throws -> LayoutSize {
        let fields = try value.mapping(allowedKeys: ["widthDimension", "heightDimension"], what: "a layout size")
        return LayoutSize(
            widthDimension: try dimension(fields.required("widthDimension")),
            heightDimension: try dimension(fields.required("heightDimension")))
    }

    /// `{fractionalWidth: f}`, `{fractionalHeight: f}`, `{absolute: points}`, `{estimated: points}`
    /// or `{uniformAcrossSiblings: points}` (the estimate).
    static func dimension(_ value: SceneValue) throws -> LayoutDimension {
        let fields = try value.mapping(allowedKeys: dimensionKinds, what: "a dimension such as {fractionalWidth: 0.5} or {absolute: 100}")
        guard fields.entries.count == 1, let entry = fields.entries.first else {
            throw value.error(.invalidValue, "a dimension has exactly one key: \(dimensionKinds.map { "`\($0)`" }.joined(separator: ", "))")
        }
        switch entry.key {
        case "fractionalWidth": return .fractionalWidth(CGFloat(try entry.value.number(entry.key, in: 0...100)))
        case "fractionalHeight": return .fractionalHeight(CGFloat(try entry.value.number(entry.key, in: 0...100)))
        case "absolute": return .absolute(CGFloat(try entry.value.number(entry.key, in: 0...100_000)))
        case "uniformAcrossSiblings": return .uniformAcrossSiblings(estimate: CGFloat(try entry.value.number(entry.key, in: 0...100_000)))
        default: return .estimated(CGFloat(try entry.value.number(entry.key, in: 0...100_000)))
        }
    }

    /// `{fixed: points}` or `{flexible: points}`.
    static func spacing(_ value: SceneValue) throws -> LayoutSpacing {
        let fields = try value.mapping(allowedKeys: ["fixed", "flexible"], what: "a spacing: {fixed: 10} or {flexible: 10}")
        guard fields.entries.count == 1, let entry = fields.entries.first else {
            throw value.error(.invalidValue, "a spacing has exactly one key, `fixed` or `flexible`")
        }
        let points = CGFloat(try entry.value.number(entry.key, in: 0...100_000))
        return entry.key == "fixed" ? .fixed(points) : .flexible(points)
    }

    static func edgeSpacing(_ value: SceneValue) throws -> LayoutEdgeSpacing {
        let fields = try value.mapping(allowedKeys: ["leading", "top", "trailing", "bottom"], what: "an edge spacing")
        return LayoutEdgeSpacing(
            leading: try fields.optional("leading", spacing), top: try fields.optional("top", spacing),
            trailing: try fields.optional("trailing", spacing), bottom: try fields.optional("bottom", spacing))
    }

    /// `[top, leading, bottom, trailing]` or a mapping of those keys (missing edges 0).
    static func directionalInsets(_ value: SceneValue) throws -> DirectionalEdgeInsets {
        let names = ["top", "leading", "bottom", "trailing"]
        let numbers: [Double]
        if case .mapping = value.content {
            let fields = try value.mapping(allowedKeys: names)
            numbers = try names.map { name in try fields.optional(name) { try $0.number(name, in: -100_000...100_000) } ?? 0 }
        } else {
            numbers = try value.numbers(named: names)
            for (number, name) in zip(numbers, names) where abs(number) > 100_000 {
                throw value.error(.invalidValue, "\(name) must be between -100000 and 100000, got \(number)")
            }
        }
        return DirectionalEdgeInsets(top: numbers[0], leading: numbers[1], bottom: numbers[2], trailing: numbers[3])
    }
}
