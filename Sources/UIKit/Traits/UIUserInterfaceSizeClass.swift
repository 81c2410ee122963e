/// A size class (`UIUserInterfaceSizeClass`, iOS 8), with UIKit's raw values.
public enum UIUserInterfaceSizeClass: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = 0
    /// Constrained space: an iPhone's width, a phone's height in landscape.
    case compact = 1
    /// Expansive space: an iPad's, a large iPhone's width in landscape.
    case regular = 2
}
