/// Whether 3D Touch is available (`UIForceTouchCapability`, iOS 9), with UIKit's raw values.
public enum UIForceTouchCapability: Int, Sendable, CaseIterable {
    /// Not known.
    case unknown = 0
    /// Not available.
    case unavailable = 1
    /// Available.
    case available = 2
}
