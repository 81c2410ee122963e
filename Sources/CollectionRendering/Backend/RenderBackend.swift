import CollectionLayout
import Foundation

/// The small set of drawing operations every backend implements (Cairo raster, Cairo PDF,
/// the SVG writer). The display-list painter drives it; backends never see layout.
///
/// Coordinates are points in the current user space; the painter sets up each element's
/// space (center, transform about the center) before drawing its content in
/// `(0, 0, size)`. State changes are scoped by closures, so save/restore is balanced by
/// construction.
public protocol RenderBackend: AnyObject {
    /// Runs `body` with the graphics state (transform, clip) saved, and restores it after.
    func withSavedState(_ body: () throws -> Void) rethrows

    /// Concatenates an affine transform to the current one (applied to what is drawn
    /// next, before the existing transform — Cairo's `cairo_transform`).
    func concatenate(_ transform: Transform2D)

    /// Intersects the clip with a path.
    func clip(to path: Path)

    /// Fills a path.
    func fill(_ path: Path, with color: Color)

    /// Strokes a path's outline, centred on the path.
    func stroke(_ path: Path, with color: Color, lineWidth: CGFloat)

    /// Draws a blurred shadow of a path (as `CALayer.shadow*`): the path's shape offset by
    /// `offset`, blurred by `radius`, in `color`.
    func drawShadow(of path: Path, color: Color, offset: CGSize, radius: CGFloat)

    /// Lays out and draws a paragraph in a rectangle.
    func drawText(_ block: TextBlock, in rect: CGRect)

    /// Draws an image into a rectangle with a content mode, clipped to the rectangle.
    /// - Throws: when the image cannot be read or decoded (the message names the path).
    func drawImage(_ image: ImageSource, in rect: CGRect, contentMode: ContentMode) throws

    /// Draws `body` as one group with opacity `alpha` (group opacity, as a view's
    /// `alpha`). `bounds` encloses everything `body` draws, in current user space, so the
    /// backend can clip the group to it.
    func withGroupOpacity(_ alpha: Double, bounds: CGRect, _ body: () throws -> Void) rethrows

    /// Draws `body`, which paints within `contentBounds` (current user space), through a
    /// projective transform: each point p of the plane maps to `homography` applied to p
    /// (row vector `[x y 1] · H`, then divided by the third component). Used for 3D
    /// transforms with perspective; raster backends warp a rasterised copy.
    func withProjection(
        _ homography: Homography, contentBounds: CGRect, _ body: () throws -> Void
    ) rethrows

    /// Runs `body`, which draws one overlay (``DisplayList/overlays``); a structured
    /// backend (SVG) groups its drawing under the overlay's id.
    func withOverlay(_ overlay: DisplayOverlay, _ body: () throws -> Void) rethrows

    /// Draws one display-list element: `body` does all of the element's drawing (its own
    /// transform, opacity and content). Backends that keep structure (the SVG writer: one
    /// `<g id="cell-0-3">` per element) use it; the default implementation just runs `body`,
    /// so raster backends need not implement it. Added after the first contract.
    func withElement(_ element: DisplayElement, _ body: () throws -> Void) rethrows
}
