/// Where an image's alpha is and whether its colours are premultiplied by it
/// (`CGImageAlphaInfo`), Core Graphics' values.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha.
    case none = 0
    /// Alpha last, colours premultiplied (RGBA).
    case premultipliedLast = 1
    /// Alpha first, colours premultiplied (ARGB).
    case premultipliedFirst = 2
    /// Alpha last, straight colours.
    case last = 3
    /// Alpha first, straight colours.
    case first = 4
    /// No alpha; the last component is ignored.
    case noneSkipLast = 5
    /// No alpha; the first component is ignored.
    case noneSkipFirst = 6
    /// Alpha only.
    case alphaOnly = 7
}
