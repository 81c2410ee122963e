/// The visual level of content (`UIUserInterfaceLevel`, iOS 13), with UIKit's raw values.
public enum UIUserInterfaceLevel: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = -1
    /// The base level: a window's main content.
    case base = 0
    /// The elevated level: presented content (sheets, popovers); dark backgrounds lighten.
    case elevated = 1
}
