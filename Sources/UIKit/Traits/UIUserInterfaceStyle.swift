/// Light or dark (`UIUserInterfaceStyle`, iOS 12), with UIKit's raw values.
public enum UIUserInterfaceStyle: Int, Sendable, CaseIterable {
    /// Not specified: system colours resolve as light.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}
