import CollectionRendering

/// The ends of stroked lines (`CGLineCap`).
public enum CGLineCap: Int32, Sendable {
    /// Square at the end point.
    case butt = 0
    /// A half circle beyond the end point.
    case round = 1
    /// A half square beyond the end point.
    case square = 2

    /// The renderer's cap.
    package var lineCap: LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}
