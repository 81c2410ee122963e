import CollectionLayout
import CollectionRendering
import Foundation

/// How a scene's cells size themselves (docs/REFERENCE.md, "Self-sizing"): an item with its
/// own `size` keeps it; any other item is measured from what it draws — its title, subtitle
/// and image in the scene's style — by `ContentFitting` with the renderer's measurer.
public final class SceneContentSizing: ContentSizing {
    /// The scene's style, which gives the fonts, padding and image mode measured.
    public let appearance: SceneAppearance
    /// What text and images are measured with (the Cairo backend's Pango measurer draws and
    /// measures alike).
    public let measuring: any ContentMeasuring

    /// Whether the scene's layout is a list: its rows prefer at least the list's minimum
    /// (`ListConfiguration.minimumRowHeight`, the height the list shows them at, so a row asked
    /// again prefers what it shows and the layout pass settles), and its headers and footers
    /// keep the list's heights (UIKit's header metrics are not the scene style's padding).
    public let sizesListRows: Bool

    /// A sizing for a scene of `appearance`; `sizesListRows` for a list layout.
    public init(appearance: SceneAppearance, measuring: any ContentMeasuring, sizesListRows: Bool = false) {
        self.appearance = appearance
        self.measuring = measuring
        self.sizesListRows = sizesListRows
    }

    /// Resolves the requests of items measured from their content and lets the measurer
    /// measure them ahead (`ContentMeasuring.measureAhead(_:)`).
    public func prepareFittingSizes(_ requests: [ContentFittingRequest]) {
        measuring.measureAhead(
            requests.compactMap { request in measuredContent(of: request.configuration, key: request.key).map { ($0, request) } })
    }

    /// The item's `size` when it has one; else its drawn content's fitting size. Nil (the
    /// view keeps its size) for configurations that are not a scene's, and for content whose
    /// colour cannot be read (drawing it reports the error at its place in the file).
    public func fittingSize(
        of configuration: any ContentConfiguration, key: ElementKey, targetSize: CGSize, sizing: SelfSizing, scale: CGFloat
    ) -> CGSize? {
        if let scene = configuration as? SceneItemContent, case let .item(item) = scene.element, let size = item.size { return size }
        guard let content = measuredContent(of: configuration, key: key) else { return nil }
        guard
            var size = ContentFitting.fittingSize(
                of: content, key: key, targetSize: targetSize, sizing: sizing, scale: scale, measuring: measuring)
        else { return nil }
        if sizesListRows { size.height = max(size.height, ListConfiguration.minimumRowHeight) }
        return size
    }

    /// The drawn content of a scene's element that is measured from it: nil for other
    /// configurations, for an item with a `size`, and for content whose colour cannot be read.
    private func measuredContent(of configuration: any ContentConfiguration, key: ElementKey) -> ElementContent? {
        guard let scene = configuration as? SceneItemContent else { return nil }
        if sizesListRows, key.category != .cell { return nil }
        if case let .item(item) = scene.element, item.size != nil { return nil }
        return try? appearance.content(for: key, configuration: configuration)
    }
}

extension LayoutSpec {
    /// Whether the layout may ask its cells to size themselves: a list (its rows are
    /// estimated, as UIKit's), or a parameter named `estimated` or `uniformAcrossSiblings` (a
    /// compositional dimension) or a non-zero `estimatedItemSize` anywhere in its parameters.
    public var mayAskForSelfSizing: Bool { name == "list" || Self.asksForSelfSizing(parameters) }

    private static func asksForSelfSizing(_ value: SceneValue) -> Bool {
        switch value.content {
        case let .mapping(entries):
            return entries.contains { entry in
                if entry.key == "estimated" || entry.key == "uniformAcrossSiblings" { return true }
                if entry.key == "estimatedItemSize" {
                    if case let .list(numbers) = entry.value.content {
                        return numbers.contains { $0.content != .number(0) }
                    }
                    return !entry.value.isNull
                }
                return asksForSelfSizing(entry.value)
            }
        case let .list(values):
            return values.contains(where: asksForSelfSizing)
        default:
            return false
        }
    }
}

extension Scene {
    /// Whether any layout of the scene (the initial one or a transition's) may ask its cells
    /// to size themselves, so a measurer is worth making.
    public var mayAskForSelfSizing: Bool {
        layout.mayAskForSelfSizing
            || timeline.contains {
                if case let .transition(step) = $0.action { return step.layout.mayAskForSelfSizing }
                return false
            }
    }
}
