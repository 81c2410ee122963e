import CollectionLayout
import Foundation

/// Draws a ``DisplayList`` on a ``RenderBackend``: turns each element's render tree — its
/// ``ElementContent`` and the ``ContentLayer``s under it — into ``DrawingOperation``s in
/// Core Animation's order (Painter+Layer.swift) and runs them.
///
/// For the viewport: background over `(0, 0, size)`, then a translation by
/// `−contentOffset`. Per element (inside `withGroup(named:)`, a saved state): its
/// ``ElementPlacement`` (affine → `concatenate`; perspective → `withProjection`), then its
/// content in the untransformed bounds `(0, 0, size)`.
///
/// Overlays (``DisplayList/overlays``) follow the elements, in content coordinates.
///
/// `alpha` is group opacity (`withGroupOpacity`, with the bounds, shadow included, for
/// clipping) — except when the element draws a single fill or stroke, whose colour then
/// carries the alpha (identical result, no group).
public struct Painter {
    /// A painter.
    public init() {}

    /// Draws the whole list.
    /// - Throws: when an image cannot be read (the message names the path).
    public func draw(_ list: DisplayList, on backend: RenderBackend) throws {
        let viewport = list.viewport
        try backend.withSavedState {
            if viewport.background.alpha > 0 {
                backend.fill(.rect(CGRect(origin: .zero, size: viewport.size)), with: viewport.background)
            }
            let offset = viewport.contentOffset
            if offset != .zero { backend.concatenate(Transform2D(translationX: -offset.x, y: -offset.y)) }
            // What is drawn so far, in content coordinates: what a blur effect lies over.
            var drawn: [DrawingOperation] =
                viewport.background.alpha > 0
                ? [.fill(.rect(CGRect(origin: offset, size: viewport.size)), .color(viewport.background))] : []
            for element in list.elements {
                if let group = try draw(element, on: backend, visible: viewport.rect, beneath: drawn) { drawn.append(group) }
            }
            for overlay in list.overlays {
                try backend.withGroup(named: overlay.groupName) {
                    try backend.withSavedState { try backend.draw(overlay.operations) }
                }
            }
        }
    }

    /// Draws one element in the current user space (content coordinates).
    /// - Throws: when an image cannot be read (the message names the path).
    public func draw(_ element: DisplayElement, on backend: RenderBackend) throws {
        _ = try draw(element, on: backend, visible: nil, beneath: [])
    }

    /// Draws one element unless it lies wholly outside `visible` (nil: always), its blur
    /// effects over `beneath`; returns what it drew, or nil.
    private func draw(_ element: DisplayElement, on backend: RenderBackend, visible: CGRect?, beneath: [DrawingOperation]) throws
        -> DrawingOperation?
    {
        guard let group = Self.group(for: element) else { return nil }
        if let visible, let reach = Self.boundingBox(of: group.bounds, through: group.placement) {
            guard reach.overlaps(visible) else { return nil }
        }
        // (A corner behind the eye gives no bounded image to test: such an element is drawn.)
        let drawn = Self.resolvingBackdrops(in: [.group(group)], beneath: beneath)
        try backend.withGroup(named: element.groupName) { try backend.draw(drawn) }
        return drawn.first
    }

    /// The element's drawing as one group: its operations in its local space, placed by its
    /// attributes, with their alpha; nil when it draws nothing (empty, or zero-sized).
    static func group(for element: DisplayElement) -> DrawingGroup? {
        let size = element.attributes.size
        guard size.width > 0 || size.height > 0 else { return nil }
        let placement = ElementPlacement(element.attributes)
        let operations = operations(
            for: element.content, size: size, key: element.key, selectedBackground: element.selectedBackground,
            showsBack: placement.showsBack)
        guard !operations.isEmpty else { return nil }
        let alpha = Double(min(max(element.attributes.alpha, 0), 1))
        return DrawingGroup(placement: placement, alpha: alpha, bounds: bounds(of: operations) ?? .zero, operations: operations)
    }

    /// What an element draws, in order, in its local space `(0, 0, size)`.
    public static func operations(for element: DisplayElement) -> [DrawingOperation] {
        let placement = ElementPlacement(element.attributes)
        return operations(
            for: element.content, size: element.attributes.size, key: element.key,
            selectedBackground: element.selectedBackground, showsBack: placement.showsBack)
    }

    /// The local rectangle everything the element draws stays in: its bounds grown by the
    /// shadow's reach, by unmasked sublayers and by shapes beyond them.
    public static func drawingBounds(of element: DisplayElement) -> CGRect {
        bounds(of: operations(for: element)) ?? CGRect(origin: .zero, size: element.attributes.size)
    }
}

extension DisplayElement {
    /// The element's name for structured backends: its id, and its category as the class
    /// (`selected` added for a selected cell).
    public var groupName: GroupName {
        GroupName(id: id, className: key.category.rawValue + (isSelected ? " selected" : ""))
    }
}

extension DisplayOverlay {
    /// The overlay's name for structured backends: its id, class `overlay`.
    public var groupName: GroupName { GroupName(id: id, className: "overlay") }
}

extension DisplayList {
    /// Draws the list on a backend with the default ``Painter``.
    /// - Throws: when an image cannot be read (the message names the path).
    public func draw(on backend: RenderBackend) throws {
        try Painter().draw(self, on: backend)
    }
}
