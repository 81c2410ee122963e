import CollectionRendering

extension UIView {
    /// How a view's content fills its bounds (`UIView.ContentMode`).
    public enum ContentMode: Int, Sendable {
        /// Stretched to the bounds.
        case scaleToFill = 0
        /// Scaled uniformly to fit inside, centred.
        case scaleAspectFit = 1
        /// Scaled uniformly to cover, centred and clipped.
        case scaleAspectFill = 2
        /// Redrawn on bounds change; drawn as `scaleToFill`.
        case redraw = 3
        /// Unscaled, centred.
        case center = 4
        /// Unscaled, at the top (drawn centred here).
        case top = 5
        /// Unscaled, at the bottom (drawn centred here).
        case bottom = 6
        /// Unscaled, at the left (drawn centred here).
        case left = 7
        /// Unscaled, at the right (drawn centred here).
        case right = 8
        /// Unscaled, at the top left (drawn centred here).
        case topLeft = 9
        /// Unscaled, at the top right (drawn centred here).
        case topRight = 10
        /// Unscaled, at the bottom left (drawn centred here).
        case bottomLeft = 11
        /// Unscaled, at the bottom right (drawn centred here).
        case bottomRight = 12

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
