import CollectionLayout
import Foundation

/// How elements look, by role: one ``ElementStyleEntry`` per role, applied over the
/// built-in defaults (a scene file's `style` block becomes one, in SceneFile).
///
/// Merge rule, lowest to highest precedence: ``defaultContent(for:appearance:)`` → the role's entry
/// (`cell`, `header`, `footer`, `decoration`) → the item's own overrides. The `selected`
/// entry styles the selected background (`selectedBackgroundView`), over
/// ``defaultSelectedBackground(for:appearance:)``.
///
/// Roles (``ElementRole``): cells → `cell`; the header kind → `header`; the footer kind →
/// `footer`; any other supplementary kind (badges) → `supplementary`; list separators →
/// `separator`; other decorations (list section backgrounds too) → `decoration`.
public struct ElementStyle: Hashable, Sendable {
    /// Cells.
    public var cell: ElementStyleEntry
    /// Section headers.
    public var header: ElementStyleEntry
    /// Section footers.
    public var footer: ElementStyleEntry
    /// Decoration views (list section backgrounds included).
    public var decoration: ElementStyleEntry
    /// The hairline separators of list sections.
    public var separator: ElementStyleEntry
    /// The selected background of cells.
    public var selected: ElementStyleEntry
    /// Supplementary views of kinds other than the section header and footer (badges).
    public var supplementary: ElementStyleEntry
    /// The appearance the built-in defaults' system colours resolve for (light by default;
    /// a scene's `traits`).
    public var appearance = ColorAppearance.light

    /// A style block; every entry defaults to empty.
    public init(
        cell: ElementStyleEntry = .init(), header: ElementStyleEntry = .init(), footer: ElementStyleEntry = .init(),
        decoration: ElementStyleEntry = .init(), selected: ElementStyleEntry = .init(), separator: ElementStyleEntry = .init(),
        supplementary: ElementStyleEntry = .init()
    ) {
        self.cell = cell; self.header = header; self.footer = footer
        self.decoration = decoration; self.selected = selected; self.separator = separator
        self.supplementary = supplementary
    }

    /// No style: the built-in defaults only.
    public static let `default` = ElementStyle()

    /// The entry that styles `key`.
    public func entry(for key: ElementKey) -> ElementStyleEntry {
        switch ElementRole(key) {
        case .cell: cell
        case .header: header
        case .footer: footer
        case .supplementary: supplementary
        case .separator: separator
        case .listBackground, .decoration: decoration
        }
    }

    /// The content of the element at `key`: defaults, then this style's entry, then
    /// `overrides` (an item's own keys). When a fill colour is chosen (by the entry or the
    /// overrides) and no text colour, the text colour becomes the fill's
    /// ``Color/readableLabelColor``.
    public func content(for key: ElementKey, overrides: ElementStyleEntry? = nil) -> ElementContent {
        let entry = entry(for: key)
        var content = entry.applied(to: Self.defaultContent(for: key, appearance: appearance))
        if let overrides { content = overrides.applied(to: content) }
        // A fill chosen without a text colour keeps its label readable.
        let fillChosen = entry.color != nil || overrides?.color != nil
        let textChosen = entry.textColor != nil || overrides?.textColor != nil
        if fillChosen && !textChosen && content.fill.alpha > 0 {
            content.textColor = content.fill.readableLabelColor
        }
        return content
    }

    /// The selected background of the cell at `key` whose content is `cellContent`: the
    /// default (tint fill and border, in the cell's corner radius), then the `selected` entry.
    public func selectedBackground(for key: ElementKey, cellContent: ElementContent) -> ElementContent {
        var base = Self.defaultSelectedBackground(for: key, appearance: appearance)
        base.cornerRadius = cellContent.cornerRadius
        return selected.applied(to: base)
    }

    /// The built-in look with no style at all.
    ///
    /// - Cells: a system colour from ``DefaultPalette`` by index path, corner radius 12,
    ///   the index path (`0·3`) in semibold 15 pt in a readable colour.
    /// - Headers: a systemGroupedBackground bar with `Section 0` in bold 17 pt label colour,
    ///   leading, 16 pt side padding. Footers: the same bar with `Footer 0` in bold 13 pt
    ///   secondaryLabel.
    /// - Other supplementary kinds (badges): a systemRed capsule (corner radius 10) with the
    ///   title only (no automatic label), white bold 13 pt, centred.
    /// - Decorations: a systemGray6 rounded (16) background, no text. List separators: a
    ///   `separator`-coloured fill, square, no text; list section backgrounds: a
    ///   secondarySystemGroupedBackground fill rounded by
    ///   `ListConfiguration.backgroundCornerRadius` (10), no text.
    ///
    /// System colours take their values for `appearance` (light by default).
    public static func defaultContent(for key: ElementKey, appearance: ColorAppearance = .light) -> ElementContent {
        func named(_ name: String) -> Color { Color.systemColor(named: name, appearance: appearance) ?? .clear }
        let role = ElementRole(key)
        switch role {
        case .supplementary:
            return ElementContent(
                fill: named("systemRed"), cornerRadius: 10, font: FontDescription(size: 13, weight: 700), textColor: .white,
                alignment: .center, padding: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2), label: .title)
        case .cell:
            return ElementContent(
                fill: DefaultPalette.fill(for: key.indexPath, appearance: appearance), cornerRadius: 12,
                font: FontDescription(size: 15, weight: 600), subtitleFont: FontDescription(size: 12),
                textColor: DefaultPalette.labelColor(for: key.indexPath, appearance: appearance), alignment: .center,
                padding: EdgeInsets(top: 6, left: 8, bottom: 6, right: 8), label: .indexPath)
        case .header, .footer:
            let isFooter = role == .footer
            return ElementContent(
                fill: named("systemGroupedBackground"),
                font: FontDescription(size: isFooter ? 13 : 17, weight: 700),
                subtitleFont: FontDescription(size: isFooter ? 11 : 13),
                textColor: named(isFooter ? "secondaryLabel" : "label"), alignment: .leading,
                padding: EdgeInsets(top: 4, left: 16, bottom: 4, right: 16), label: .indexPath)
        case .separator:
            return ElementContent(fill: named("separator"), label: ElementLabel.none)
        case .listBackground:
            return ElementContent(
                fill: named("secondarySystemGroupedBackground"), cornerRadius: ListConfiguration.backgroundCornerRadius,
                label: ElementLabel.none)
        case .decoration:
            return ElementContent(
                fill: named("systemGray6"), cornerRadius: 16, textColor: named("label"),
                padding: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16), label: .title)
        }
    }

    /// The built-in selected background: tintColor at 30 % over the cell, with a 3 pt
    /// label-coloured border (visible on every palette colour, systemBlue included), for
    /// `appearance` (light by default).
    public static func defaultSelectedBackground(for key: ElementKey, appearance: ColorAppearance = .light) -> ElementContent {
        let tint = Color.systemColor(named: "tintColor", appearance: appearance) ?? .tintColor
        let label = Color.systemColor(named: "label", appearance: appearance) ?? .label
        return ElementContent(fill: tint.multiplyingAlpha(by: 0.3), borderWidth: 3, borderColor: label, label: .none)
    }
}
