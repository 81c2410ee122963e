import CollectionLayout
import Foundation

/// A decoded scene file: a collection view's geometry, layout, data and timeline, as pure
/// values. See docs/SCENE-FORMAT.md for the schema.
///
/// Decode with ``load(contentsOf:)`` or ``decode(_:file:baseDirectory:)``; build the host
/// with ``makeCollectionView(registry:measuring:)``. `==` ignores source locations.
public struct Scene: Sendable, Equatable {
    /// The collection view's bounds size in points (`viewport`, required).
    public var viewport: CGSize
    /// Pixels per point (`scale`, default 1; in (0, 4]).
    public var scale: CGFloat
    /// The initial content offset (`contentOffset`, default [0, 0]).
    public var contentOffset: CGPoint
    /// The content inset (`contentInset`, [top, left, bottom, right], default 0).
    public var contentInset: EdgeInsets
    /// Reading direction (`layoutDirection: leftToRight | rightToLeft`, default left to
    /// right; an extension of the schema).
    public var layoutDirection: CollectionView.LayoutDirection
    /// The background colour (`background`); nil lets the renderer choose.
    public var background: ColorSpec?
    /// The layout (`layout`); default `flow` with no parameters.
    public var layout: LayoutSpec
    /// The data source (`sections`); default none.
    public var sections: [SectionSpec]
    /// The selected items (`selected`), in the order written.
    public var selected: [IndexPath]
    /// How elements look (`style`, an extension of the schema).
    public var style: StyleSpec
    /// The animation steps (`timeline`), played one after another.
    public var timeline: [SceneTimelineStep]
    /// The scroll physics settings (`scrolling`) that `fling` and `drag` steps play with.
    public var scrolling = ScrollingSpec()
    /// The device the scene is shown on (`device`), which gave it its viewport, scale and
    /// safe area (``shown(on:)``); nil for a bare viewport.
    public var device: SceneDevice?
    /// The traits it is shown with (`traits`): light or dark, the text size, the contrast.
    public var traits = SceneTraits()
    /// The file name the scene was decoded from.
    public var file: String
    /// The folder that relative paths in the scene resolve against.
    public var baseDirectory: URL

    /// Content equality: the file name, folder and source locations are ignored.
    public static func == (lhs: Scene, rhs: Scene) -> Bool {
        lhs.viewport == rhs.viewport && lhs.scale == rhs.scale && lhs.contentOffset == rhs.contentOffset
            && lhs.contentInset == rhs.contentInset && lhs.layoutDirection == rhs.layoutDirection
            && lhs.background == rhs.background && lhs.layout == rhs.layout && lhs.sections == rhs.sections
            && lhs.selected == rhs.selected && lhs.style == rhs.style && lhs.timeline == rhs.timeline
            && lhs.scrolling == rhs.scrolling && lhs.device == rhs.device && lhs.traits == rhs.traits
    }

    /// The largest viewport side, in points.
    public static let maximumViewportSide: CGFloat = 100_000
    /// The largest rendered side, in pixels (Cairo's surface limit).
    public static let maximumPixelSide: CGFloat = 32_767
    /// The allowed scales.
    public static let scaleRange: ClosedRange<CGFloat> = 0...4
}
