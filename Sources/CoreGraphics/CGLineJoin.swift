import CollectionRendering

/// The corners of stroked lines (`CGLineJoin`).
public enum CGLineJoin: Int32, Sendable {
    /// Sharp, beveled past the miter limit.
    case miter = 0
    /// Rounded.
    case round = 1
    /// Cut.
    case bevel = 2

    /// The renderer's join.
    package var lineJoin: LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}
