/// Whether Increase Contrast is on (`UIAccessibilityContrast`, iOS 13), with UIKit's raw values.
public enum UIAccessibilityContrast: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = -1
    /// Increase Contrast off.
    case normal = 0
    /// Increase Contrast on: system colours take their increased-contrast values.
    case high = 1
}
