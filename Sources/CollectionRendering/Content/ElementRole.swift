import CollectionLayout

/// What an element is to the styles, the built-in looks, the automatic labels and the
/// display ids: the one place a key's category and kind are read for that.
public enum ElementRole: Hashable, Sendable {
    /// A cell.
    case cell
    /// A section header (`ElementKind.sectionHeader`).
    case header
    /// A section footer (`ElementKind.sectionFooter`).
    case footer
    /// A supplementary view of another kind (a badge).
    case supplementary
    /// A list section's hairline separator (`ListConfiguration.separatorElementKind`).
    case separator
    /// A list section's background (`ListConfiguration.backgroundElementKind`).
    case listBackground
    /// Any other decoration view.
    case decoration

    /// The role of the element at `key`.
    public init(_ key: ElementKey) {
        switch key.category {
        case .cell: self = .cell
        case .supplementary:
            switch key.kind {
            case ElementKind.sectionHeader: self = .header
            case ElementKind.sectionFooter: self = .footer
            default: self = .supplementary
            }
        case .decoration:
            switch key.kind {
            case ListConfiguration.separatorElementKind: self = .separator
            case ListConfiguration.backgroundElementKind: self = .listBackground
            default: self = .decoration
            }
        }
    }
}
