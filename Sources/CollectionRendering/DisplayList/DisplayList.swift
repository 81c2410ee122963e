import CollectionLayout
import Foundation

/// What to draw, in order: the elements of one frame with their resolved content, and
/// the viewport they are seen through.
///
/// Build it from a laid-out `CollectionView` (``init(collectionView:region:background:scale:style:)``)
/// or from attributes and a content lookup (``init(attributes:viewport:style:appearance:)``;
/// the animator feeds interpolated attributes). Draw it with ``draw(on:)``.
///
/// Draw order: zIndex ascending, then the stable key of
/// `LayoutAttributes.drawsBefore(_:)` (decoration, cell, supplementary; kind; index
/// path), then input order — so a disappearing and an appearing copy of one key both stay,
/// in the order given. Hidden elements and elements with alpha 0 are left out.
public struct DisplayList: Hashable, Sendable {
    /// The elements in draw order (first drawn first, i.e. at the bottom).
    public var elements: [DisplayElement]
    /// The region shown, background and scale.
    public var viewport: Viewport
    /// What is drawn over the elements (the edit menu's callout), in order.
    public var overlays: [DisplayOverlay] = []

    /// A list from elements already in draw order with unique ids (no sorting, no
    /// skipping).
    public init(elements: [DisplayElement], viewport: Viewport) {
        self.elements = elements; self.viewport = viewport
    }

    /// A list from attributes: sorted into draw order (stable), invisible ones skipped,
    /// unique ids assigned, content from `appearance` (nil → the `style`'s content for the
    /// key, not selected).
    /// - Complexity: O(n log n).
    public init(
        attributes: [LayoutAttributes], viewport: Viewport, style: ElementStyle = .default,
        appearance: (LayoutAttributes) -> ElementAppearance? = { _ in nil }
    ) {
        self.init(items: attributes.map { ($0, appearance($0)) }, viewport: viewport, style: style)
    }

    /// A list from attributes paired with their appearance — for animations, where a
    /// disappearing and an appearing copy of one key (a reload) show different content.
    /// Sorted into draw order (stable: equal keys keep their input order), invisible ones
    /// skipped, unique ids assigned; a nil appearance takes the `style`'s content.
    /// - Complexity: O(n log n).
    public init(
        items: [(attributes: LayoutAttributes, appearance: ElementAppearance?)], viewport: Viewport,
        style: ElementStyle = .default
    ) {
        let visible = items.filter { !$0.attributes.isInvisible }
        let order = Self.drawOrderIndices(visible.map(\.attributes))
        var ids = UniqueIDs()
        elements = order.map { index in
            let (attributes, appearance) = visible[index]
            let key = attributes.key
            let found = appearance ?? ElementAppearance(content: style.content(for: key))
            return DisplayElement(
                id: ids.next(for: key), attributes: attributes, content: found.content,
                isSelected: found.isSelected, selectedBackground: found.selectedBackground)
        }
        self.viewport = viewport
    }

    /// `attributes` in draw order: `drawsBefore`, ties in input order.
    /// - Complexity: O(n log n).
    public static func drawOrder(_ attributes: [LayoutAttributes]) -> [LayoutAttributes] {
        drawOrderIndices(attributes).map { attributes[$0] }
    }

    /// The indices of `attributes` in draw order (stable).
    static func drawOrderIndices(_ attributes: [LayoutAttributes]) -> [Int] {
        attributes.indices.sorted { lhs, rhs in
            if attributes[lhs].drawsBefore(attributes[rhs]) { return true }
            if attributes[rhs].drawsBefore(attributes[lhs]) { return false }
            return lhs < rhs
        }
    }

    /// Hands out ids unique within one list: the base id, then `_2`, `_3`, … for repeats
    /// (the smallest suffix not yet used).
    /// - Complexity: amortised O(1) per id: each base resumes from the last suffix it gave,
    ///   since every smaller one is taken, so n repeats of one key cost O(n), not O(n²).
    struct UniqueIDs {
        private var used: Set<String> = []
        /// The last suffix handed out per base id (1: the base itself).
        private var lastSuffix: [String: Int] = [:]

        mutating func next(for key: ElementKey) -> String {
            let base = DisplayElement.baseID(for: key)
            var counter = lastSuffix[base] ?? 0
            var candidate = base
            repeat {
                counter += 1
                candidate = counter == 1 ? base : "\(base)_\(counter)"
            } while used.contains(candidate)
            used.insert(candidate)
            lastSuffix[base] = counter
            return candidate
        }
    }
}
