import CollectionLayout
import Foundation

/// One drawing call, in a local space: the vocabulary everything drawn is made of — a
/// layer's content as the painter resolves it, what a `CGContext` records, an overlay.
/// ``RenderBackend/draw(_:)`` runs a list of them on a backend.
public indirect enum DrawingOperation: Hashable, Sendable {
    /// Fills a path.
    case fill(Path, Paint, rule: FillRule = .nonZero)
    /// Strokes a path's outline.
    case stroke(Path, Paint, StrokeStyle)
    /// Lays out and draws a paragraph in a rectangle.
    case text(TextBlock, CGRect)
    /// Draws an image into a rectangle with a content mode, clipped to the rectangle.
    case image(ImageSource, CGRect, ContentMode)
    /// The shadow the operations cast (their alpha, blurred and offset; the operations
    /// themselves are not drawn). Everything they draw stays within `bounds`.
    case shadow(Shadow, [DrawingOperation], bounds: CGRect)
    /// Operations in a saved state: placed, clipped, masked and with group opacity.
    case group(DrawingGroup)
    /// What lies beneath, blurred, inside a shape (a blur effect).
    case backdrop(BackdropDrawing)
}

/// Operations drawn together in a saved graphics state: mapped by ``placement``, clipped by
/// ``clips`` (in the placed space), masked by the alpha of ``mask`` and composited with
/// group opacity ``alpha``, in that order.
public struct DrawingGroup: Hashable, Sendable {
    /// How the group's space maps into the enclosing one.
    public var placement: ElementPlacement
    /// Paths the drawing is clipped to, each with its fill rule, in the group's space.
    public var clips: [Clip]
    /// Operations whose alpha masks the group's drawing (a layer's `mask`), or nil.
    public var mask: [DrawingOperation]?
    /// Group opacity, 0…1.
    public var alpha: Double
    /// A rectangle that everything the group draws stays within, in the group's space
    /// (backends clip a group layer to it; a projection rasterises it).
    public var bounds: CGRect
    /// What the group draws.
    public var operations: [DrawingOperation]

    /// A group; by default unplaced, unclipped, unmasked and opaque.
    public init(
        placement: ElementPlacement = .affine(.identity), clips: [Clip] = [], mask: [DrawingOperation]? = nil,
        alpha: Double = 1, bounds: CGRect, operations: [DrawingOperation]
    ) {
        self.placement = placement; self.clips = clips; self.mask = mask; self.alpha = alpha
        self.bounds = bounds; self.operations = operations
    }
}

/// A clipping path and the rule that decides its inside.
public struct Clip: Hashable, Sendable {
    /// The path.
    public var path: Path
    /// Its fill rule.
    public var rule: FillRule

    /// A clip.
    public init(_ path: Path, rule: FillRule = .nonZero) {
        self.path = path; self.rule = rule
    }
}
