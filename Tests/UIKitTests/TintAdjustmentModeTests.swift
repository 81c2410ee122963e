import Testing
import UIKit

/// `tintAdjustmentMode` (docs/REFERENCE.md §22.12): inherited as the first mode set other than
/// `.automatic` up the chain, `.normal` at the top; `.dimmed` makes `tintColor` the grey of the
/// colour's luminance (0.2126 R + 0.7152 G + 0.0722 B, alpha kept); a change of the mode in effect
/// calls `tintColorDidChange()` on the view and on the views that inherit the mode.
@MainActor @Suite struct TintAdjustmentModeTests {
    /// A view counting `tintColorDidChange()`.
    final class Counter: UIView {
        var changes = 0
        override func tintColorDidChange() {
            super.tintColorDidChange()
            changes += 1
        }
    }

    /// The sRGB components of `color`.
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha]
    }

    private func near(_ a: [CGFloat], _ b: [CGFloat]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-4 }
    }

    @Test func theModeIsTheFirstOneSetUpTheChainElseNormal() {
        let root = UIView(), middle = UIView(), leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.tintAdjustmentMode == .normal && UIView.TintAdjustmentMode.dimmed.rawValue == 2)
        root.tintAdjustmentMode = .dimmed
        #expect(leaf.tintAdjustmentMode == .dimmed && middle.tintAdjustmentMode == .dimmed)
        middle.tintAdjustmentMode = .normal
        #expect(leaf.tintAdjustmentMode == .normal && root.tintAdjustmentMode == .dimmed)
        // Set back to automatic, it inherits again; reading never answers automatic.
        middle.tintAdjustmentMode = .automatic
        #expect(middle.tintAdjustmentMode == .dimmed)
        root.tintAdjustmentMode = .automatic
        #expect(root.tintAdjustmentMode == .normal)
    }

    @Test func dimmingMakesTheTintTheGreyOfItsLuminance() {
        let root = UIView(), leaf = UIView()
        root.addSubview(leaf)
        root.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        leaf.tintAdjustmentMode = .dimmed
        // Red: 0.2126 × 1 = 0.2126, opaque; the root keeps its red.
        #expect(near(rgba(leaf.tintColor), [0.2126, 0.2126, 0.2126, 1]))
        #expect(near(rgba(root.tintColor), [1, 0, 0, 1]))
        // Half-transparent green: 0.7152, alpha 0.5 kept.
        leaf.tintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 0.5)
        #expect(near(rgba(leaf.tintColor), [0.7152, 0.7152, 0.7152, 0.5]))
        // The default tint, (0, 122, 255) / 255: 0.7152 × 122/255 + 0.0722 ≈ 0.414374.
        let plain = UIView()
        plain.tintAdjustmentMode = .dimmed
        #expect(near(rgba(plain.tintColor), [0.414374, 0.414374, 0.414374, 1]))
        plain.tintAdjustmentMode = .normal
        #expect(plain.tintColor == UIColor.tintColor)
    }

    @Test func aChangeOfModeTellsTheViewsThatInheritIt() {
        let root = Counter(), inheriting = Counter(), ownColour = Counter(), ownMode = Counter(), belowOwnMode = Counter()
        root.addSubview(inheriting)
        root.addSubview(ownColour)
        root.addSubview(ownMode)
        ownMode.addSubview(belowOwnMode)
        ownColour.tintColor = .green
        ownMode.tintAdjustmentMode = .normal
        for view in [root, inheriting, ownColour, ownMode, belowOwnMode] { view.changes = 0 }
        root.tintAdjustmentMode = .dimmed
        // A view with a colour of its own still inherits the mode; one with a mode of its own does not.
        #expect(root.changes == 1 && inheriting.changes == 1 && ownColour.changes == 1)
        #expect(ownMode.changes == 0 && belowOwnMode.changes == 0)
        // The same mode again: no change.
        root.tintAdjustmentMode = .dimmed
        #expect(root.changes == 1)
        // Moving a view under the dimmed root tells it once.
        let moved = Counter()
        root.addSubview(moved)
        #expect(moved.changes == 1 && moved.tintAdjustmentMode == .dimmed)
    }
}
