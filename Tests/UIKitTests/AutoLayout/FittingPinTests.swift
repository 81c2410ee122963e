import Testing

@testable import UIKit

/// The root's size pins after `systemLayoutSizeFitting` (docs/REFERENCE.md §21.3): they
/// come back at the view's bounds, not at the fitted size, and hold there as required
/// constraints until the view is resized (LayoutEngine+Fitting.swift). What any cheaper way
/// of putting them back (a pin added where it holds and moved, or one added lazily) must keep.
@Suite struct FittingPinTests {
    /// A cell 390 × 44 whose content view holds a box edge to edge, the box asking for
    /// `width` × `height` at priority 750 (either nil: not asked).
    static func cell(width: CGFloat?, height: CGFloat?) -> (UICollectionViewCell, UIView) {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        let content = cell.contentView
        content.addSubview(box)
        var constraints = [
            box.leadingAnchor.constraint(equalTo: content.leadingAnchor), box.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            box.topAnchor.constraint(equalTo: content.topAnchor), box.bottomAnchor.constraint(equalTo: content.bottomAnchor),
        ]
        if let width { constraints.append(box.widthAnchor.constraint(equalToConstant: width)) }
        if let height { constraints.append(box.heightAnchor.constraint(equalToConstant: height)) }
        for constraint in constraints.dropFirst(4) { constraint.priority = .defaultHigh }
        NSLayoutConstraint.activate(constraints)
        return (cell, box)
    }

    /// Fitted at 390 wide (required) and free in height, the box's 100 wins over the height
    /// target (750 over 50): 390 × 100. The height pin comes back at the bounds' 44, required,
    /// and beats the box's 750 without a conflict: laid out unresized, the content view and the
    /// box are 44 high; resized to the fitted size, 100.
    @Test func theHeightPinComesBackAtTheBoundsAndHoldsTheContentThereUntilTheCellIsResized() {
        let (cell, box) = Self.cell(width: nil, height: 100)
        let (size, log) = recordingLayoutLog {
            cell.systemLayoutSizeFitting(
                CGSize(width: 390, height: 44), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        }
        #expect(size == CGSize(width: 390, height: 100))
        let (_, quiet) = recordingLayoutLog { cell.layoutIfNeeded() }
        #expect(log.messages.isEmpty && quiet.messages.isEmpty)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(box.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        cell.frame.size = size
        cell.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
    }

    /// Fitted free on both axes, the box's 200 × 30 wins over the targets (750 over 50):
    /// 200 × 30. Neither pin is handed over (no target is required), so both come back at the
    /// bounds, 390 × 44, and hold the box there.
    @Test func bothPinsComeBackAtTheBoundsWhenNeitherAxisWasHeld() {
        let (cell, box) = Self.cell(width: 200, height: 30)
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 390, height: 44), withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 200, height: 30))
        cell.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        // Fitted again, the pins leave again: the same size.
        #expect(
            cell.systemLayoutSizeFitting(
                CGSize(width: 390, height: 44), withHorizontalFittingPriority: .fittingSizeLevel,
                verticalFittingPriority: .fittingSizeLevel) == size)
        cell.frame.size = size
        cell.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 200, height: 30))
    }

    /// A cell fitted a second time at another target, after a resize: the pins come back at
    /// the new bounds each time. Fitted at 320 wide: 320 × 100; resized to 320 × 60 (not what
    /// it needs), the pin holds the box at 60.
    @Test func aPinComesBackAtTheBoundsOfTheLatestResize() {
        let (cell, box) = Self.cell(width: nil, height: 100)
        _ = cell.systemLayoutSizeFitting(
            CGSize(width: 390, height: 44), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        cell.frame.size = CGSize(width: 320, height: 60)
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 320, height: 44), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 320, height: 100))
        cell.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
    }
}
