import Foundation

/// The geometry of one picker wheel (docs/REFERENCE.md §25.15): rows of ``rowHeight`` on the
/// surface of a drum seen side on, its radius half the wheel's ``height``. The wheel's offset is
/// how far its surface has turned, in points along it: at offset `o` the row `r` is
/// `r × rowHeight − o` from the middle of the wheel, where the selection band is, so the
/// selected row `r` sits at offset `r × rowHeight`.
///
/// A row `d` points round the drum from the middle is `θ = d / radius` round it: it shows at
/// `height / 2 + radius × sin θ`, squeezed to `cos θ` of its height and drawn at `cos θ` of its
/// opacity, and is hidden from a quarter turn on (|θ| ≥ π/2). Our model: iOS's wheel is a
/// 3D transform whose numbers Apple does not publish.
struct PickerDrum: Equatable {
    /// The wheel's height.
    var height: CGFloat
    /// The height of a row along the surface.
    var rowHeight: CGFloat

    /// Where a shown row goes, in the wheel's visible coordinates.
    struct Placement: Equatable {
        /// The row's centre, down from the top of the wheel.
        var centreY: CGFloat
        /// How much of its height and opacity it keeps (`cos θ`).
        var scale: CGFloat
    }

    /// The drum's radius: half the wheel's height (none for a height that is not positive).
    var radius: CGFloat { height.isFinite && height > 0 ? height / 2 : 0 }

    /// Where the row `distance` points from the middle (along the surface) shows, or nil when
    /// it is turned away (a quarter turn or more).
    func placement(distance: CGFloat) -> Placement? {
        guard radius > 0, distance.isFinite else { return nil }
        let angle = distance / radius
        guard abs(angle) < .pi / 2 else { return nil }
        return Placement(centreY: height / 2 + radius * sin(angle), scale: cos(angle))
    }

    /// The offset that puts `row` in the middle.
    func offset(ofRow row: Int) -> CGFloat { CGFloat(row) * rowHeight }

    /// The row nearest the middle at `offset`, among `count` rows (nil with none).
    func row(atOffset offset: CGFloat, count: Int) -> Int? {
        guard count > 0 else { return nil }
        guard rowHeight > 0, offset.isFinite else { return 0 }
        return clampedRow((offset / rowHeight).rounded(), count: count)
    }

    /// The rows at least partly shown at `offset`, among `count` rows: those less than a
    /// quarter turn (`radius × π/2` along the surface) from the middle.
    func visibleRows(atOffset offset: CGFloat, count: Int) -> ClosedRange<Int>? {
        guard count > 0, rowHeight > 0, offset.isFinite, radius > 0 else { return nil }
        let reach = radius * .pi / 2
        let first = ((offset - reach) / rowHeight).rounded(.down) + 1
        let last = ((offset + reach) / rowHeight).rounded(.up) - 1
        guard first <= CGFloat(count - 1), last >= 0, first <= last else { return nil }
        return clampedRow(first, count: count)...clampedRow(last, count: count)
    }

    /// `value` as a row index within `0..<count` (count > 0), never trapping.
    private func clampedRow(_ value: CGFloat, count: Int) -> Int {
        guard value > 0 else { return 0 }
        guard value < CGFloat(count - 1) else { return count - 1 }
        return Int(value)
    }
}
