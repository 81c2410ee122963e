import CollectionLayout
import Foundation
import Testing

@testable import CollectionRendering

/// The callout's placement (docs/REFERENCE.md §13: above the cell when there is room,
/// else below, the arrow pointing at it), worked from the documented metrics: bar 40,
/// arrow 10 long and 20 wide, radius 8, 14-pt titles at 0.6 × 14 = 8.4 pt per character
/// plus 14 either side, 1-pt separators, 8 pt from the visible edges.
@Suite struct EditMenuCalloutTests {
    let visible = CGRect(x: 0, y: 0, width: 390, height: 844)

    @Test func aboveTheCellWhenThereIsRoom() {
        // Cell (100, 300, 100, 100). Room above: 300 − 0 − 8 = 292 ≥ 50 → above.
        // Widths: "Cut" 3·8.4 + 28 = 53.2; "Copy" 4·8.4 + 28 = 61.6; plus one separator:
        // 115.8. Centred on x 150: 150 − 57.9 = 92.1. Bar y: 300 − 10 − 40 = 250.
        let callout = EditMenuCallout(titles: ["Cut", "Copy"], target: CGRect(x: 100, y: 300, width: 100, height: 100), visible: visible)
        #expect(callout.arrowDirection == .down)
        #expect(abs(callout.bar.minX - 92.1) < 1e-9 && callout.bar.minY == 250)
        #expect(abs(callout.bar.width - 115.8) < 1e-9 && callout.bar.height == 40)
        #expect(callout.arrowTip == CGPoint(x: 150, y: 300))
        // The arrow's base on the bar's bottom edge, 20 wide.
        #expect(callout.arrow == [CGPoint(x: 140, y: 290), CGPoint(x: 160, y: 290), CGPoint(x: 150, y: 300)])
        // Segments: Cut from 92.1, 53.2 wide; Copy from 92.1 + 53.2 + 1 = 146.3.
        #expect(callout.segments.count == 2 && abs(callout.segments[1].minX - 146.3) < 1e-9)
    }

    @Test func belowTheCellNearTheTop() {
        // Cell (0, 20, 100, 100) in bounds scrolled to y 0: room 20 − 8 = 12 < 50 → below.
        // Bar y: 120 + 10 = 130. Width "Cut" alone 53.2; centred on 50: 23.4.
        let callout = EditMenuCallout(titles: ["Cut"], target: CGRect(x: 0, y: 20, width: 100, height: 100), visible: visible)
        #expect(callout.arrowDirection == .up)
        #expect(callout.bar.minY == 130)
        #expect(callout.arrowTip == CGPoint(x: 50, y: 120))
        #expect(abs(callout.bar.minX - 23.4) < 1e-9)
    }

    @Test func roomIsMeasuredFromTheVisibleTopNotTheContentTop() {
        // Scrolled to y 500: a cell at content y 530 has 530 − 500 − 8 = 22 < 50 → below.
        let scrolled = CGRect(x: 0, y: 500, width: 390, height: 844)
        let callout = EditMenuCallout(titles: ["Cut"], target: CGRect(x: 0, y: 530, width: 100, height: 100), visible: scrolled)
        #expect(callout.arrowDirection == .up)
    }

    @Test func keptInsideTheBoundsWithTheArrowStillUnderTheCell() {
        // A cell at the right edge (340, 400, 50, 50): width 115.8 centred on 365 would end
        // at 422.9; clamped to 390 − 8 − 115.8 = 266.2. The arrow stays at x 365, within
        // the bar less radius + half arrow (266.2 + 18 … 382 − 18 = 364): clamped to 364.
        let callout = EditMenuCallout(titles: ["Cut", "Copy"], target: CGRect(x: 340, y: 400, width: 50, height: 50), visible: visible)
        #expect(abs(callout.bar.minX - 266.2) < 1e-9)
        #expect(abs(callout.arrowTip.x - 364) < 1e-9)
    }

    @Test func drawsTheBarArrowSeparatorsAndWhiteTitles() {
        let callout = EditMenuCallout(
            titles: ["Cut", "Copy", "Paste"], target: CGRect(x: 100, y: 300, width: 100, height: 100), visible: visible)
        let operations = callout.operations
        // Bar, arrow, two separators, three titles.
        #expect(operations.count == 7)
        let titles = operations.compactMap { operation -> String? in
            if case let .text(block, _) = operation, block.color == .white { return block.string }
            return nil
        }
        #expect(titles == ["Cut", "Copy", "Paste"])
    }
}
