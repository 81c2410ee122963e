import Foundation

/// The rubber band of a drag past an edge: where the content shows when the finger asks
/// for an offset `overshoot` points beyond it.
///
/// `shown = d·(1 − 1/(x·c/d + 1))`, x = the overshoot, d = the bounds size on the axis,
/// c = 0.55 (``ScrollPhysics/rubberBandCoefficient``). It approaches d but never reaches it.
/// For d = 844: x = 50 → 26.63, 100 → 51.64, 200 → 97.32.
public enum RubberBand {
    /// The shown overshoot for a finger overshoot `overshoot` (≥ 0) with bounds size
    /// `dimension` on the axis; 0 for a non-positive or non-finite input.
    public static func offset(forOvershoot overshoot: Double, dimension: Double) -> Double {
        guard overshoot > 0, overshoot.isFinite, dimension > 0, dimension.isFinite else { return 0 }
        let c = ScrollPhysics.rubberBandCoefficient
        return dimension * (1 - 1 / (overshoot * c / dimension + 1))
    }
}
