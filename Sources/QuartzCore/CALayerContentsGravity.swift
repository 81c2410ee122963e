import CollectionRendering

/// How a layer's contents image fills its bounds (`CALayerContentsGravity`).
///
/// Core Animation's positions name y as its axis goes up: "bottom" always means minimum y
/// and "top" maximum y (CALayer.h). A layer's y goes down on iOS, so `.top` puts the image
/// against the bottom edge on screen and `.bottom` against the top — as on iOS
/// (docs/REFERENCE.md §22.1). `UIView.contentMode` names screen positions.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's name.
    public let rawValue: String

    /// A gravity by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Unscaled, centred (`center`).
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Unscaled, against maximum y: the bottom edge on iOS (`top`).
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Unscaled, against minimum y: the top edge on iOS (`bottom`).
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Unscaled, against the left edge (`left`).
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Unscaled, against the right edge (`right`).
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// Unscaled, in the corner of minimum x and maximum y: bottom left on iOS (`topLeft`).
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// Unscaled, in the corner of maximum x and y: bottom right on iOS (`topRight`).
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// Unscaled, in the corner of minimum x and y: top left on iOS (`bottomLeft`).
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// Unscaled, in the corner of maximum x, minimum y: top right on iOS (`bottomRight`).
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to the bounds (`resize`), the default.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit, centred (`resizeAspect`).
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover, centred (`resizeAspectFill`).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// Where the image goes on screen (y down); an unknown name resizes.
    var contentMode: ContentMode {
        switch self {
        case .center: .center
        case .top: .bottom
        case .bottom: .top
        case .left: .left
        case .right: .right
        case .topLeft: .bottomLeft
        case .topRight: .bottomRight
        case .bottomLeft: .topLeft
        case .bottomRight: .topRight
        case .resizeAspect: .scaleAspectFit
        case .resizeAspectFill: .scaleAspectFill
        default: .scaleToFill
        }
    }
}
