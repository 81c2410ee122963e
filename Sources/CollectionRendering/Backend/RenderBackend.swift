import CollectionLayout
import Foundation

/// The small set of drawing operations every backend implements (Cairo raster, Cairo PDF,
/// the SVG writer), as piet's `RenderContext`: it takes drawing values only — paths, paints,
/// stroke styles, text blocks, images, transforms, clips, groups — and never sees layout.
///
/// Coordinates are points in the current user space. State changes are scoped by closures,
/// so save/restore is balanced by construction. ``draw(_:)`` runs ``DrawingOperation``s on
/// any backend.
public protocol RenderBackend: AnyObject {
    /// Runs `body` with the graphics state (transform, clip) saved, and restores it after.
    func withSavedState(_ body: () throws -> Void) rethrows

    /// Concatenates an affine transform to the current one (applied to what is drawn
    /// next, before the existing transform — Cairo's `cairo_transform`).
    func concatenate(_ transform: Transform2D)

    /// Intersects the clip with the inside of a path.
    func clip(to path: Path, rule: FillRule)

    /// Fills the inside of a path.
    func fill(_ path: Path, with paint: Paint, rule: FillRule)

    /// Strokes a path's outline, centred on the path.
    func stroke(_ path: Path, with paint: Paint, style: StrokeStyle)

    /// Draws the shadow that `operations` cast, as Core Animation draws a layer's shadow:
    /// their alpha, offset by `shadow.offset`, blurred with a Gaussian of standard deviation
    /// `shadow.radius` (docs/REFERENCE.md §22), in `shadow`'s colour and opacity. The
    /// operations themselves are not drawn. Everything they draw stays within `bounds`.
    /// - Throws: what drawing the operations throws (an unreadable image).
    func drawShadow(_ shadow: Shadow, of operations: [DrawingOperation], bounds: CGRect) throws

    /// Lays out and draws a paragraph in a rectangle.
    func drawText(_ block: TextBlock, in rect: CGRect)

    /// Draws an image into a rectangle with a content mode, clipped to the rectangle.
    /// - Throws: when the image cannot be read or decoded (the message names the path).
    func drawImage(_ image: ImageSource, in rect: CGRect, contentMode: ContentMode) throws

    /// Draws `body` as one group with opacity `alpha` (group opacity, as a view's
    /// `alpha`). `bounds` encloses everything `body` draws, in current user space, so the
    /// backend can clip the group to it.
    func withGroupOpacity(_ alpha: Double, bounds: CGRect, _ body: () throws -> Void) rethrows

    /// Draws `body` masked by the alpha of what `mask` draws (a layer's `mask`): where the
    /// mask is transparent nothing shows. `bounds` encloses both, in current user space.
    func withMask(bounds: CGRect, mask: () throws -> Void, _ body: () throws -> Void) rethrows

    /// Draws `body`, which paints within `contentBounds` (current user space), through a
    /// projective transform: each point p of the plane maps to `homography` applied to p
    /// (row vector `[x y 1] · H`, then divided by the third component). Used for 3D
    /// transforms with perspective; raster backends warp a rasterised copy.
    func withProjection(
        _ homography: Homography, contentBounds: CGRect, _ body: () throws -> Void
    ) rethrows

    /// Draws `body` through a blur effect's filter: blurred by a Gaussian of standard
    /// deviation `filter.radius` (points, current user space), then its saturation changed
    /// by `filter.saturation`. The result matters only within `bounds` (current user space;
    /// the caller clips to the effect's shape), but `body` may draw beyond them: what lies
    /// there blurs in.
    func withBackdropFilter(_ filter: BackdropFilter, bounds: CGRect, _ body: () throws -> Void) rethrows

    /// Runs `body`, which draws one named part of the picture (a display-list element, an
    /// overlay). A structured backend (the SVG writer: one `<g id="cell-0-3" class="cell">`)
    /// keeps the name; the default just runs `body`.
    func withGroup(named name: GroupName, _ body: () throws -> Void) rethrows
}

/// The name of a part of the picture, for backends that keep structure: an id unique in
/// the picture and a class list (`cell selected`).
public struct GroupName: Hashable, Sendable {
    /// The id.
    public var id: String
    /// Space-separated classes.
    public var className: String

    /// A name.
    public init(id: String, className: String) {
        self.id = id; self.className = className
    }
}
