import CollectionRendering
import PNGCodec
import Testing
import UIKit

/// What revealed swipe actions and editing controls draw, read back as pixels at scale 1,
/// worked by hand from docs/REFERENCE.md §27.7 and §27.8 in a 390-point plain table of
/// 44-point rows on white. Each row's label shows a full block (█) from the 16-point margin,
/// which covers its line in the label's black, so a pixel inside it is exactly black.
@MainActor @Suite struct SwipeActionsDrawingTests {
    private let black = (0, 0, 0), white = (255, 255, 255)

    private func table() -> (UITableView, EditableRows) {
        let rows = EditableRows([["█", "█"]])
        let table = makeEditableTable(rows)
        table.frame = CGRect(x: 0, y: 0, width: 390, height: 100)
        table.layoutIfNeeded()
        return (table, rows)
    }

    private func pixels(_ view: UIView) throws -> RGBAImage {
        view.layoutIfNeeded()
        return try OutputFormat.png.pixels(of: DisplayList(view: view, scale: 1, background: Color(red: 1, green: 1, blue: 1)))
    }

    @Test func aRevealedActionDrawsBesideTheMovedContent() throws {
        let (table, rows) = table()
        expectPixel(try pixels(table), 20, 66, black, "row 1's label before the swipe")
        // An action without title or image: a 74-point button, systemRed (#FF3B30), from 316.
        rows.trailing = { _ in UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: nil) { _, _, _ in }]) }
        table.simulateSwipe(onRowAt: IndexPath(row: 1, section: 0), direction: .left)
        let image = try pixels(table)
        expectPixel(image, 320, 66, (255, 59, 48), "the button's left end")
        expectPixel(image, 388, 66, (255, 59, 48), "the button at the row's edge")
        expectPixel(image, 312, 66, white, "the row's background left of the button")
        expectPixel(image, 20, 66, white, "where the label was: it moved 74 points left, out of the row")
        expectPixel(image, 20, 22, black, "row 0 does not move")
        table.simulateSwipeDismissal()
        expectPixel(try pixels(table), 20, 66, black, "the label back in place")
    }

    @Test func aNormalActionIsGrayAndAFullSwipeCoversTheRow() throws {
        let (table, rows) = table()
        rows.leading = { _ in UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: nil) { _, _, _ in }]) }
        table.simulateSwipe(onRowAt: IndexPath(row: 0, section: 0), direction: .right, fully: true)
        // The handler never completes: systemGray (#8E8E93) across the whole row.
        let image = try pixels(table)
        expectPixel(image, 2, 22, (142, 142, 147), "the row's left end")
        expectPixel(image, 388, 22, (142, 142, 147), "the row's right end")
        expectPixel(image, 20, 66, black, "row 1 untouched")
    }

    @Test func editingDrawsTheDeleteControlAndIndentsTheLabel() throws {
        let (table, rows) = table()
        defer { withExtendedLifetime(rows) {} } // the table holds its data source weakly
        expectPixel(try pixels(table), 60, 22, white, "nothing at 60 before editing")
        table.isEditing = true
        let image = try pixels(table)
        // The content view from 40, the label from its 16-point margin: 56.
        expectPixel(image, 60, 22, black, "the indented label")
        // The delete control (⊖ in systemRed) within 16…40: some pixel is red.
        let red = (16..<40).contains { x in
            (10..<34).contains { y in
                guard let p = image.pixel(x: x, y: y) else { return false }
                return p.r > 200 && p.g < 140 && p.b < 140
            }
        }
        #expect(red, "a red pixel of the delete control between x 16 and 40")
    }
}
