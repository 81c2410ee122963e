import Foundation

/// How the scene's elements look: the `style` key (docs/SCENE-FORMAT.md, "Style").
///
/// ```yaml
/// style:
///   cell: {color: "#DDE", cornerRadius: 8, label: indexPath,
///          shadow: {color: "#000", opacity: 0.2, offset: [0, 2], radius: 4},
///          font: {family: "DejaVu Sans", size: 13, weight: bold}}
///   header: {color: "#F2F2F7", textColor: "#333", alignment: leading}
///   selected: {borderColor: "#007AFF", borderWidth: 3}
/// ```
/// Every field is optional; the renderer supplies defaults. `selected` is applied on top
/// of `cell` for selected cells.
public struct StyleSpec: Sendable, Equatable {
    /// Cells.
    public var cell: ElementStyleSpec?
    /// Section headers.
    public var header: ElementStyleSpec?
    /// Section footers.
    public var footer: ElementStyleSpec?
    /// Decoration views.
    public var decoration: ElementStyleSpec?
    /// Selected cells, on top of `cell`.
    public var selected: ElementStyleSpec?
    /// The separators of list sections (`layout: {list: …}`).
    public var separator: ElementStyleSpec?
    /// Supplementary views of kinds other than the section header and footer (badges).
    public var supplementary: ElementStyleSpec?

    /// A style; every entry optional.
    public init(
        cell: ElementStyleSpec? = nil, header: ElementStyleSpec? = nil, footer: ElementStyleSpec? = nil,
        decoration: ElementStyleSpec? = nil, selected: ElementStyleSpec? = nil, separator: ElementStyleSpec? = nil,
        supplementary: ElementStyleSpec? = nil
    ) {
        self.cell = cell
        self.header = header
        self.footer = footer
        self.decoration = decoration
        self.selected = selected
        self.separator = separator
        self.supplementary = supplementary
    }

    static let keys = ["cell", "header", "footer", "decoration", "selected", "separator", "supplementary"]

    init(from value: SceneValue) throws {
        let fields = try value.mapping(allowedKeys: Self.keys)
        self.init(
            cell: try fields.optional("cell") { try ElementStyleSpec(from: $0) },
            header: try fields.optional("header") { try ElementStyleSpec(from: $0) },
            footer: try fields.optional("footer") { try ElementStyleSpec(from: $0) },
            decoration: try fields.optional("decoration") { try ElementStyleSpec(from: $0) },
            selected: try fields.optional("selected") { try ElementStyleSpec(from: $0) },
            separator: try fields.optional("separator") { try ElementStyleSpec(from: $0) },
            supplementary: try fields.optional("supplementary") { try ElementStyleSpec(from: $0) })
    }
}
