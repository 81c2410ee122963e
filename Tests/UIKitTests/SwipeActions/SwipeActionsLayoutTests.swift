import Testing

@testable import UIKit

/// Where revealed swipe actions go (docs/REFERENCE.md §27.7), worked by hand from the rule.
@Suite struct SwipeActionsLayoutTests {
    @Test func anImageButtonIsTheRecordedSize() {
        // The one recorded button: 74 × 48 for an image action in a 48-point row; on the
        // right of a 390-point row it starts at 390 − 74 = 316, and the content moves 74 left.
        let layout = SwipeActionsLayout(titleWidths: [nil], size: CGSize(width: 390, height: 48), onRight: true, fully: false)
        #expect(layout.buttons == [CGRect(x: 316, y: 0, width: 74, height: 48)])
        #expect(layout.contentShift == 74)
    }

    @Test func titledButtonsStandOutwardFromTheEdgeFirstOutermost() {
        // Titles 40 and 100 wide: 40 + 2 · 15 = 70 < 74, so 74; 100 + 30 = 130. On the right:
        // the first at 390 − 74 = 316, the second at 316 − 130 = 186; 204 revealed.
        let right = SwipeActionsLayout(titleWidths: [40, 100], size: CGSize(width: 390, height: 44), onRight: true, fully: false)
        #expect(right.buttons == [CGRect(x: 316, y: 0, width: 74, height: 44), CGRect(x: 186, y: 0, width: 130, height: 44)])
        #expect(right.contentShift == 204)
        // On the left: the first at 0, the second at 74; the content moves 204 right.
        let left = SwipeActionsLayout(titleWidths: [40, 100], size: CGSize(width: 390, height: 44), onRight: false, fully: false)
        #expect(left.buttons == [CGRect(x: 0, y: 0, width: 74, height: 44), CGRect(x: 74, y: 0, width: 130, height: 44)])
        #expect(left.contentShift == -204)
        // A title 40.4 wide rounds its button up: 40.4 + 30 = 70.4 → 74 still; 60.2 + 30 → 91.
        let rounded = SwipeActionsLayout(titleWidths: [60.2], size: CGSize(width: 390, height: 44), onRight: false, fully: false)
        #expect(rounded.buttons[0].width == 91)
    }

    @Test func aFullSwipeStretchesTheFirstButtonAcrossTheRow() {
        let full = SwipeActionsLayout(titleWidths: [40, 100], size: CGSize(width: 390, height: 44), onRight: true, fully: true)
        #expect(full.buttons[0] == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(full.buttons[1].width == 0)
        #expect(full.contentShift == 390)
    }

    @Test func buttonsWiderThanTheRowKeepToIt() {
        // Three 130-point buttons in a 300-point row: 130, 130, then the 40 left.
        let layout = SwipeActionsLayout(titleWidths: [100, 100, 100], size: CGSize(width: 300, height: 44), onRight: false, fully: false)
        #expect(layout.buttons.map(\.width) == [130, 130, 40])
        #expect(layout.contentShift == -300)
    }
}
