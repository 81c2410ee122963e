/// The colour gamut of the display (`UIDisplayGamut`, iOS 10), with UIKit's raw values.
public enum UIDisplayGamut: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = -1
    /// The sRGB gamut.
    case SRGB = 0
    /// The Display P3 gamut.
    case P3 = 1
}
