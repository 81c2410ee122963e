import CollectionLayout
import CollectionRendering
import DeviceCatalog
import Foundation

/// How a scene's elements look: the scene's `style` block and per-item fields turned into
/// the renderer's `ElementStyle` and content, with every colour parsed
/// (an unknown colour is an error at its place in the file).
public struct SceneAppearance: Sendable {
    /// The renderer's style from the `style` block over the defaults.
    public let style: ElementStyle
    /// The background colour (`background`, default white; black in dark mode).
    public let background: Color
    /// The traits the scene is shown with: colours and text styles resolve for them.
    public let traits: SceneTraits
    /// The collection view's scroll indicators, drawn in a timeline's frames while they show
    /// (docs/REFERENCE.md §10.11): the scene's `showsScrollIndicators` and `indicatorStyle`,
    /// its content inset, and the device's safe area as their insets
    /// (`automaticallyAdjustsScrollIndicatorInsets`, on by default).
    public let scrollIndicators: ScrollIndicatorBars

    /// Resolves the scene's style and background.
    /// - Throws: ``SceneError`` at an unknown colour.
    public init(scene: Scene) throws {
        let traits = scene.traits
        self.traits = traits
        let safeArea = scene.device.map { $0.device.safeArea($0.orientation) } ?? .zero
        let shows = scene.scrolling.showsScrollIndicators
        scrollIndicators = ScrollIndicatorBars(
            showsVertical: shows, showsHorizontal: shows, style: scene.scrolling.indicatorStyle,
            interfaceStyle: traits.colorAppearance.style, contentInset: scene.contentInset, verticalInsets: safeArea,
            horizontalInsets: safeArea)
        var style = ElementStyle.default
        style.appearance = traits.colorAppearance
        let spec = scene.style
        func entry(_ entry: ElementStyleSpec) throws -> ElementStyleEntry { try Self.entry(entry, traits: traits) }
        if let spec = spec.cell { style.cell = try entry(spec).merged(over: style.cell) }
        if let spec = spec.header { style.header = try entry(spec).merged(over: style.header) }
        if let spec = spec.footer { style.footer = try entry(spec).merged(over: style.footer) }
        if let spec = spec.decoration { style.decoration = try entry(spec).merged(over: style.decoration) }
        if let spec = spec.selected { style.selected = try entry(spec).merged(over: style.selected) }
        if let spec = spec.separator { style.separator = try entry(spec).merged(over: style.separator) }
        if let spec = spec.supplementary { style.supplementary = try entry(spec).merged(over: style.supplementary) }
        self.style = style
        // The default background is white, or black in dark mode (systemBackground's values).
        background =
            try scene.background.map { try Self.color($0, traits) }
            ?? (traits.userInterfaceStyle == .dark ? .black : .white)
    }

    /// The content of one element: defaults < style entry < the item's own fields
    /// (`color`, `title`, `subtitle`, `image`) or the header/footer text.
    /// - Throws: ``SceneError`` at an item's unknown colour.
    public func content(for key: ElementKey, sections: [SectionSpec]) throws -> ElementContent {
        try content(for: key, configuration: Self.configuration(for: key, sections: sections))
    }

    /// What the data source would configure the element's view with, from the sections.
    private static func configuration(for key: ElementKey, sections: [SectionSpec]) -> SceneItemContent? {
        guard let section = key.indexPath.first, sections.indices.contains(section) else { return nil }
        switch ElementRole(key) {
        case .cell:
            guard key.indexPath.count == 2, let item = sections[section].items.item(at: key.indexPath[1]) else { return nil }
            return SceneItemContent(element: .item(item), indexPath: key.indexPath)
        case .header:
            return SceneItemContent(element: .header(sections[section].header), indexPath: key.indexPath)
        case .footer:
            return SceneItemContent(element: .footer(sections[section].footer), indexPath: key.indexPath)
        case .supplementary:
            let item = key.indexPath.count == 2 ? sections[section].items.item(at: key.indexPath[1]) : nil
            return SceneItemContent(element: .supplementary(kind: key.kind ?? "", text: item?.badge), indexPath: key.indexPath)
        case .separator, .listBackground, .decoration:
            return nil
        }
    }

    /// The content of an element from the configuration its view showed (a
    /// ``SceneItemContent`` snapshot, as the animator keeps for disappearing and reloaded
    /// elements), or from the style alone when there is none.
    /// - Throws: ``SceneError`` at an item's unknown colour.
    public func content(for key: ElementKey, configuration: (any ContentConfiguration)?) throws -> ElementContent {
        guard let scene = configuration as? SceneItemContent else { return style.content(for: key) }
        var overrides = ElementStyleEntry()
        var image: ImageSource?
        switch scene.element {
        case let .item(item):
            overrides.color = try item.color.map { try Self.color($0, traits) }
            overrides.title = item.title
            overrides.subtitle = item.subtitle
            overrides.image = item.image
            // The image keeps where the scene named it, so an error drawing it points there.
            image = item.image.map { path in
                ImageSource(
                    path: path,
                    origin: item.imageLocation.map {
                        ImageSource.Origin(location: $0.description, keyPath: $0.keyPath.description)
                    })
            }
        case let .header(text), let .footer(text), let .supplementary(_, text):
            overrides.title = text
        }
        var content = style.content(for: key, overrides: overrides.isEmpty ? nil : overrides)
        if let image { content.image = image }
        return content
    }

    /// The display list of what `view` shows (`.visible`) or of its whole content: each
    /// element drawn with the content its view was configured with (the data source's
    /// ``SceneItemContent``), and the selection and highlight of its cell, through
    /// `DisplayList(collectionView:region:background:scale:style:content:)` — the same
    /// path as any collection view. An element without a view (off screen, in the whole
    /// content) takes its configuration from `sections`, the data the view shows.
    /// - Throws: ``SceneError`` for a bad colour; `CollectionViewError` from the layout
    ///   pass.
    public func displayList(
        for view: CollectionView, sections: [SectionSpec], region: DisplayList.Region = .visible, scale: CGFloat? = nil
    ) throws -> DisplayList {
        try DisplayList(collectionView: view, region: region, background: background, scale: scale, style: style) { key, configuration in
            try self.content(for: key, configuration: configuration ?? Self.configuration(for: key, sections: sections))
        }
    }

    private static func color(_ spec: ColorSpec, _ traits: SceneTraits) throws -> Color {
        do { return try Color(parsing: spec.text, appearance: traits.colorAppearance) } catch {
            throw spec.error("\(error)")
        }
    }

    private static func entry(_ spec: ElementStyleSpec, traits: SceneTraits) throws -> ElementStyleEntry {
        func color(_ spec: ColorSpec) throws -> Color { try Self.color(spec, traits) }
        var entry = ElementStyleEntry()
        entry.color = try spec.color.map(color)
        entry.cornerRadius = spec.cornerRadius
        entry.borderWidth = spec.borderWidth
        entry.borderColor = try spec.borderColor.map(color)
        if let shadow = spec.shadow {
            entry.shadowColor = try shadow.color.map(color) ?? .black
            entry.shadowOpacity = shadow.opacity
            entry.shadowOffset = shadow.offset
            entry.shadowRadius = shadow.radius
        }
        if let font = spec.font {
            entry.fontFamily = font.family
            entry.fontSize = font.pointSize(at: traits.preferredContentSizeCategory)
            entry.fontWeight = font.effectiveWeight.map(Self.weight)
        }
        entry.textColor = try spec.textColor.map(color)
        entry.alignment = spec.alignment.map { CollectionRendering.TextAlignment(rawValue: $0.rawValue) ?? .center }
        entry.label = spec.label
        entry.contentMode = spec.contentMode.flatMap(ContentMode.init(rawValue:))
        return entry
    }

    private static func weight(_ weight: FontSpec.Weight) -> Int {
        switch weight {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }
}
