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
        /// `topRight`, `bottomLeft`, `bottomRight` (drawn centred here).
        case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

        /// The renderer's mode: the four it draws; `redraw` as `scaleToFill` and the
        /// unscaled edge and corner modes as `center` (a deliberate approximation: the
        /// renderer only centres unscaled images).
        var rendered: CollectionRendering.ContentMode {
            switch self {
            case .scaleToFill, .redraw: .scaleToFill
            case .scaleAspectFit: .scaleAspectFit
            case .scaleAspectFill: .scaleAspectFill
            default: .center
            }
        }
    }
}
