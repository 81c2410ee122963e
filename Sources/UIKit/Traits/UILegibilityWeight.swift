/// Whether Bold Text is on (`UILegibilityWeight`, iOS 13), with UIKit's raw values.
public enum UILegibilityWeight: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = -1
    /// Bold Text off.
    case regular = 0
    /// Bold Text on.
    case bold = 1
}
