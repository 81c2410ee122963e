import CollectionRendering

extension UIView {
    /// How a view's content fills its bounds (`UIView.ContentMode`).
    public enum ContentMode: Int, Sendable {
        /// Stretched to the bounds.
        case scaleToFill = 0
        /// Scaled uniformly to fit inside, centred.
        case scaleAspectFit
        /// Scaled uniformly to cover, centred and clipped.
        case scaleAspectFill
        /// Redrawn on bounds change; drawn as `scaleToFill`.
        case redraw
        /// Unscaled, centred.
        case center
        /// Unscaled, at an edge or corner: `top`, `bottom`, `left`, `right`, `topLeft`,
        /// `topRight`, `bottomLeft`, `bottomRight`.
        case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

        /// The renderer's mode: the same, `redraw` drawn as `scaleToFill`.
        var rendered: CollectionRendering.ContentMode {
            switch self {
            case .scaleToFill, .redraw: .scaleToFill
            case .scaleAspectFit: .scaleAspectFit
            case .scaleAspectFill: .scaleAspectFill
            case .center: .center
            case .top: .top
            case .bottom: .bottom
            case .left: .left
            case .right: .right
            case .topLeft: .topLeft
            case .topRight: .topRight
            case .bottomLeft: .bottomLeft
            case .bottomRight: .bottomRight
            }
        }
    }
}
