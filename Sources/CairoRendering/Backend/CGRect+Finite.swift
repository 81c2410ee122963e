import Foundation

extension CGRect {
    /// Whether every coordinate is finite. Foundation's rectangle operations
    /// (`intersection`, `integral`, …) trap on NaN and infinities on Linux, so the backend
    /// checks this before doing geometry on values that came from a scene file.
    var hasFiniteValues: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
