import CairoRendering
import Testing

@testable import UIKit

/// A self-sized cell resized to its fitted size: the content view's frame changes in one
/// step, so the engine takes the new constants in place (no sync afresh) and lays the
/// content out at the new size.
@Suite struct CellResizeTests {
    @Test func resizingAFittedCellSetsConstantsInPlaceAndLaysOutAtTheNewSize() throws {
        try UIFont.withTextMeasurer(PangoContentMeasurer()) {
            let cell = ContactCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
            cell.nameLabel.text = "Ada Lovelace"
            cell.detailLabel.text = "Analyst"
            let size = cell.systemLayoutSizeFitting(
                CGSize(width: 390, height: 44), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            // StackViewCellSelfSizingTests works this by hand: 8 + 44 + 8.
            #expect(size == CGSize(width: 390, height: 60))
            let engine = try #require(cell.autoLayoutState?.engine)
            #expect(!engine.needsSync)
            cell.center = CGPoint(x: 195, y: 130)
            cell.bounds.size = size
            #expect(!engine.needsSync, "a resize of the cell made its engine sync afresh")
            #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 60))
            cell.layoutIfNeeded()
            #expect(cell.photoView.convert(cell.photoView.bounds, to: cell.contentView) == CGRect(x: 8, y: 8, width: 44, height: 44))
        }
    }
}
