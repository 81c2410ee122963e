import CollectionAnimation
import CollectionRendering
import ReelTesting
import SnapshotTesting
import Testing
import UIKit
import UIKitSampleLayouts

/// `ToggleListController`: a settings list whose rows hold a switch and a button, reordered
/// by the app's own long-press recognizer, flashing with `UIView.animate`. Values worked by
/// hand: a 320 × 400 list, rows 288 × 56 from (16, 16), 8 apart (row k's centre
/// (160, 44 + 64k)); in a row the switch (51 × 31) is 16 from the trailing edge, the
/// "Details" button (small, tinted: 15 pt "Details" 7 × 9 = 63 × 18 plus insets 10 and 5, so
/// 83 × 28) 12 before it. Text measured with ApproximateTextLayout.
@Suite(.snapshots(record: .never)) struct ToggleListSampleTests {
    static let titles = ["Wi-Fi", "Bluetooth", "Airplane Mode", "Night Shift", "Do Not Disturb"]

    private func makeList() -> ToggleListController {
        let controller = ToggleListController(items: Self.titles.enumerated().map { ToggleItem(title: $1, isOn: $0 % 3 == 0) })
        controller.loadViewIfNeeded()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        controller.collectionView.layoutIfNeeded()
        return controller
    }

    private func cell(_ list: ToggleListController, titled title: String) -> ToggleCell? {
        list.collectionView.visibleCells.compactMap { $0 as? ToggleCell }.first { $0.titleLabel.text == title }
    }

    private func run<Result>(_ body: (AnimationClock) throws -> Result) rethrows -> Result {
        try UIFont.withTextMeasurer(ApproximateTextLayout()) { try onFreshClock(body) }
    }

    @Test func rowsHoldASwitchAndAButton() throws {
        try run { _ in
            let list = makeList()
            let row = try #require(cell(list, titled: "Bluetooth"))
            #expect(row.frame == CGRect(x: 16, y: 80, width: 288, height: 56))
            #expect(row.toggle.frame == CGRect(x: 221, y: 12.5, width: 51, height: 31))
            #expect(row.detailsButton.frame == CGRect(x: 126, y: 14, width: 83, height: 28))
        }
    }

    @Test func aTapOnTheSwitchTogglesItWithoutSelectingTheRow() throws {
        try run { _ in
            let list = makeList()
            // The switch's centre: row 1's (16, 80) + (221 + 25.5, 12.5 + 15.5).
            list.collectionView.simulateTouches(.tap(at: CGPoint(x: 262.5, y: 108)))
            #expect(list.items[1].isOn)
            let row = try #require(cell(list, titled: "Bluetooth"))
            #expect(row.toggle.isOn)
            #expect(list.collectionView.indexPathsForSelectedItems == [])
            // A tap on the row's title selects it instead.
            list.collectionView.simulateTouches(.tap(at: CGPoint(x: 40, y: 108)))
            #expect(list.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        }
    }

    @Test func theButtonFlashesTheRowAndFadesItBack() throws {
        try run { clock in
            let list = makeList()
            let row = try #require(cell(list, titled: "Wi-Fi"))
            // The button's centre: row 0's (16, 16) + (126 + 41.5, 14 + 14).
            list.collectionView.simulateTouches(.tap(at: CGPoint(x: 183.5, y: 44)))
            // Tapped at 0.1 s: yellow (#FFCC00) fading to #F2F2F7 over 0.6 s, easing out; at
            // 0.4 s, easeOut(0.5) = 0.684643 of the way: red 1 − (13/255)·p = 0.9650966,
            // green 0.8 + (38/255)·p = 0.9020252, blue (247/255)·p = 0.6631640.
            #expect(row.contentView.backgroundColor == ToggleCell.restingColor)
            clock.advance(to: 0.4)
            let shown = try #require(row.contentView.layer.shown.backgroundColor?.components)
            #expect(abs(shown[0] - 0.9650966) < 1e-6 && abs(shown[1] - 0.9020252) < 1e-6 && abs(shown[2] - 0.6631640) < 1e-6)
        }
    }

    @Test func theAppsLongPressReordersTheRows() throws {
        try run { clock in
            let list = makeList()
            let gesture = try #require(list.reorderGesture)
            #expect(gesture.view === list.collectionView)
            // Press "Night Shift" (row 3, centre (160, 236)) for 0.6 s, then drag it to row 0's
            // centre (160, 44) over 0.8 s and lift.
            let script = TouchScript.drag(through: [CGPoint(x: 160, y: 236), CGPoint(x: 160, y: 44)], hold: 0.6, duration: 0.8)
            list.collectionView.scheduleTouches(script)
            clock.advance(to: 0.5)
            #expect(gesture.state == .began)
            // Half way: the finger at (160, 140); the lifted row follows it at the next layout pass.
            clock.advance(to: 1.0)
            list.collectionView.layoutIfNeeded()
            let lifted = try #require(cell(list, titled: "Night Shift"))
            #expect(lifted.center == CGPoint(x: 160, y: 140))
            clock.advance(to: script.duration)
            #expect(list.items.map(\.title) == ["Night Shift", "Wi-Fi", "Bluetooth", "Airplane Mode", "Do Not Disturb"])
            // The recognizer took the touch: the row was not selected.
            #expect(list.collectionView.indexPathsForSelectedItems == [])
            list.collectionView.layoutIfNeeded()
            #expect(cell(list, titled: "Night Shift")?.frame.minY == 16)
        }
    }

    @Test func snapshots() {
        run { clock in
            let list = makeList()
            list.collectionView.simulateTouches(.tap(at: CGPoint(x: 262.5, y: 108)))
            list.collectionView.simulateTouches(.tap(at: CGPoint(x: 183.5, y: 44)))
            clock.advance(by: 0.2)
            assertSnapshot(of: list.collectionView, as: .image(scale: 2), named: "flash")
            let script = TouchScript.drag(through: [CGPoint(x: 160, y: 236), CGPoint(x: 160, y: 44)], hold: 0.6, duration: 0.8)
            let start = clock.time
            list.collectionView.scheduleTouches(script)
            clock.advance(to: start + 1.0)
            assertSnapshot(of: list.collectionView, as: .image(scale: 2), named: "reordering")
            clock.advance(to: start + script.duration + 1)
            assertSnapshot(of: list.collectionView, as: .image(scale: 2), named: "reordered")
        }
    }
}
