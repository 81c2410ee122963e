import CollectionLayout
import Foundation

/// The region of content a display list shows, and how: the collection view's visible
/// bounds (origin = content offset) or the whole content, a background colour and the
/// pixel scale.
///
/// The painter works in points and translates by `−rect.origin`, so the output's user
/// space is `(0, 0, rect.size)`; raster backends apply ``scale`` when they create their
/// surface.
public struct Viewport: Hashable, Sendable {
    /// The content rectangle shown; its size is the output size in points.
    public var rect: CGRect
    /// The background colour painted under everything (`backgroundColor`).
    public var background: Color
    /// Pixels per point (`displayScale`); the painter ignores it.
    public var scale: CGFloat

    /// A viewport showing `rect` of the content.
    public init(rect: CGRect, background: Color = .systemBackground, scale: CGFloat = 1) {
        self.rect = rect; self.background = background; self.scale = scale
    }

    /// The visible bounds: `size` at `contentOffset`.
    public static func visible(
        contentOffset: CGPoint, size: CGSize, background: Color = .systemBackground,
        scale: CGFloat = 1
    ) -> Viewport {
        Viewport(rect: CGRect(origin: contentOffset, size: size), background: background, scale: scale)
    }

    /// The whole content, from the origin: `(0, 0, contentSize)`.
    public static func wholeContent(size: CGSize, background: Color = .systemBackground, scale: CGFloat = 1) -> Viewport {
        Viewport(rect: CGRect(origin: .zero, size: size), background: background, scale: scale)
    }

    /// The output size in points.
    public var size: CGSize { rect.size }

    /// The content offset the painter removes: the rectangle's origin.
    public var contentOffset: CGPoint { rect.origin }
}
