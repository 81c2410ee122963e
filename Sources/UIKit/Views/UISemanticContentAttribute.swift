/// How a view's content reads in either direction (`UISemanticContentAttribute`).
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the reading direction.
    case unspecified
    /// Playback controls: always left to right.
    case playback
    /// Spatial content: always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}
