import CollectionAnimation
import CollectionRendering
import PNGCodec
import Testing
import UIKit

/// A data source and delegate with `rows[c]` rows in component `c`, titled "R<row>", that
/// logs every selection it is told of and may give widths, heights or views.
private final class WheelRows: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var rows: [Int]
    var widths: [CGFloat]?
    var heights: [CGFloat]?
    var givesViews = false
    var selections: [[Int]] = []

    init(_ rows: [Int]) { self.rows = rows }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        widths?[component] ?? pickerView.bounds.width / CGFloat(rows.count)
    }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { heights?[component] ?? 32 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "R\(row)" }
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        guard givesViews else { return UILabel(frame: .zero) }
        let view = view ?? UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 32))
        view.tag = row
        return view
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append([row, component])
    }
}

/// A data source alone: the delegate's defaults apply.
private final class WheelCounts: NSObject, UIPickerViewDataSource {
    let rows: [Int]
    init(_ rows: [Int]) { self.rows = rows }
    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
}

/// Titles alone: "Row <row>" in each of `count` rows; the picker draws them.
private final class WheelTitles: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    let count: Int
    init(_ count: Int) { self.count = count }
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "Row \(row)" }
}

/// Absurd answers: every count `count`, every width and height `size`.
private final class WheelAbsurd: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    let count: Int
    let size: CGFloat
    init(count: Int, size: CGFloat) {
        self.count = count
        self.size = size
    }
    func numberOfComponents(in pickerView: UIPickerView) -> Int { count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { count }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { size }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { size }
}

/// UIPickerView (docs/REFERENCE.md §25.15): counts, sizes and selection as UIKit's documentation
/// states them, the drum worked by hand (a 216-point wheel: radius 108; a row `d` points from
/// the middle at `108 + 108 sin(d/108)`, keeping `cos(d/108)` of its height and opacity), and
/// drags through the scroll physics of §10.
@MainActor @Suite struct PickerViewTests {
    private func picker(_ source: NSObject & UIPickerViewDataSource, delegate: (any UIPickerViewDelegate)? = nil) -> UIPickerView {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = delegate
        picker.layoutIfNeeded()
        return picker
    }

    @Test func countsComeFromTheDataSourceAndAnEmptyComponentSelectsMinusOne() {
        let source = WheelCounts([5, 0, 12])
        let picker = picker(source)
        #expect(picker.numberOfComponents == 3)
        #expect(picker.numberOfRows(inComponent: 0) == 5 && picker.numberOfRows(inComponent: 1) == 0)
        #expect(picker.numberOfRows(inComponent: 3) == 0 && picker.numberOfRows(inComponent: -1) == 0)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 2) == 0)
        #expect(picker.selectedRow(inComponent: 1) == -1 && picker.selectedRow(inComponent: 7) == -1)
        // No delegate: 320 / 3 wide, 32 tall.
        #expect(picker.rowSize(forComponent: 2) == CGSize(width: 320.0 / 3, height: 32))
        #expect(picker.rowSize(forComponent: 3) == .zero)
        #expect(UIPickerView().intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(UIPickerView().numberOfComponents == 0 && UIPickerView().selectedRow(inComponent: 0) == -1)
    }

    @Test func absurdCountsAndSizesNeitherTrapNorHang() {
        let huge = WheelAbsurd(count: .max, size: .nan)
        let picker = picker(huge, delegate: huge)
        // At most 1,000 components of at most 2^40 rows; a height that is not finite is 32 and
        // a width that is not finite 0.
        #expect(picker.numberOfComponents == 1_000 && picker.numberOfRows(inComponent: 999) == 1 << 40)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 0, height: 32))
        picker.selectRow(.max, inComponent: 3, animated: false)
        #expect(picker.selectedRow(inComponent: 3) == (1 << 40) - 1)
        let tiny = WheelAbsurd(count: 3, size: 1e-9)
        let small = self.picker(tiny, delegate: tiny)
        // A row height below 1 point is 1.
        #expect(small.rowSize(forComponent: 0) == CGSize(width: 1e-9, height: 1))
        let negative = WheelAbsurd(count: -4, size: -1)
        #expect(self.picker(negative, delegate: negative).numberOfComponents == 0)
    }

    @Test func theDelegatesWidthsAreUsedAndEveryComponentTakesTheTallestRow() {
        let rows = WheelRows([3, 3, 3])
        rows.widths = [100, 60, 80]
        rows.heights = [30, 40, 20]
        let picker = picker(rows, delegate: rows)
        // Every component takes the tallest height, 40 (openradar 27927306).
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 100, height: 40))
        #expect(picker.rowSize(forComponent: 2) == CGSize(width: 80, height: 40))
        // 240 wide in all, centred: 40 in from the left. Wheels are scroll views.
        let wheels = picker.subviews.compactMap { $0 as? UIScrollView }
        #expect(wheels.map(\.frame.minX) == [40, 140, 200])
        #expect(wheels.map(\.frame.width) == [100, 60, 80])
    }

    @Test func selectingInCodeTurnsTheWheelWithoutTellingTheDelegate() {
        onFreshClock { clock in
            let rows = WheelRows([12])
            let picker = picker(rows, delegate: rows)
            let wheel = picker.subviews.compactMap { $0 as? UIScrollView }[0]
            picker.selectRow(7, inComponent: 0, animated: false)
            // Row 7 in the middle: 7 × 32 = 224 turned.
            #expect(picker.selectedRow(inComponent: 0) == 7 && wheel.contentOffset.y == 224)
            picker.selectRow(99, inComponent: 0, animated: true)
            #expect(picker.selectedRow(inComponent: 0) == 11)
            clock.advance(by: 1)
            #expect(wheel.contentOffset.y == 352)
            picker.selectRow(-4, inComponent: 0, animated: false)
            picker.selectRow(2, inComponent: 5, animated: false)
            #expect(picker.selectedRow(inComponent: 0) == 0 && wheel.contentOffset.y == 0)
            #expect(rows.selections.isEmpty)
        }
    }

    @Test func reloadingKeepsTheSelectionWithinTheRows() {
        let rows = WheelRows([12, 4])
        let picker = picker(rows, delegate: rows)
        picker.selectRow(10, inComponent: 0, animated: false)
        picker.selectRow(3, inComponent: 1, animated: false)
        rows.rows = [4, 0]
        picker.reloadComponent(0)
        #expect(picker.numberOfRows(inComponent: 0) == 4 && picker.selectedRow(inComponent: 0) == 3)
        // Component 1 was not reloaded: still 4 rows, row 3.
        #expect(picker.numberOfRows(inComponent: 1) == 4 && picker.selectedRow(inComponent: 1) == 3)
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 1) == -1)
        rows.rows = [4, 0, 6]
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 3 && picker.selectedRow(inComponent: 2) == 0)
    }

    @Test func rowsShowOnADrumSqueezedAndFadedAwayFromTheMiddle() throws {
        let rows = WheelRows([20])
        rows.givesViews = true
        let picker = picker(rows, delegate: rows)
        picker.selectRow(5, inComponent: 0, animated: false)
        picker.layoutIfNeeded()
        // Offset 160. Shown: rows less than 108 × π/2 = 169.65 from the middle — row r with
        // |32 r − 160| < 169.65, rows 0 to 10.
        #expect(picker.view(forRow: 10, forComponent: 0) != nil && picker.view(forRow: 11, forComponent: 0) == nil)
        let middle = try #require(picker.view(forRow: 5, forComponent: 0))
        let below = try #require(picker.view(forRow: 6, forComponent: 0))
        let above = try #require(picker.view(forRow: 3, forComponent: 0))
        let wheel = try #require(middle.superview as? UIScrollView)
        #expect(middle.tag == 5 && middle.center.y - wheel.contentOffset.y == 108 && middle.alpha == 1)
        // Row 6: 32 below: 108 + 108 sin(0.2963) = 139.534, cos = 0.95642.
        #expect(abs(below.center.y - wheel.contentOffset.y - 139.534) < 0.001)
        #expect(abs(below.transform.d - 0.95642) < 0.00001 && abs(below.alpha - 0.95642) < 0.00001)
        // Row 3: 64 above: 108 − 108 sin(0.5926) = 47.681, cos = 0.82950.
        #expect(abs(above.center.y - wheel.contentOffset.y - 47.681) < 0.001 && abs(above.alpha - 0.82950) < 0.00001)
        // Centred in the 320-wide component, its own 100 × 32 kept.
        #expect(below.center.x == 160 && below.bounds.size == CGSize(width: 100, height: 32))
    }

    @Test func titleRowsAreNotTheDelegatesViews() {
        let rows = WheelRows([3])
        let picker = picker(rows, delegate: rows)
        // The delegate's viewForRow answers a plain label when not giving views, so it is shown.
        #expect(picker.view(forRow: 0, forComponent: 0) is UILabel)
        let counts = WheelCounts([3])
        let plain = self.picker(counts)
        #expect(plain.view(forRow: 0, forComponent: 0) == nil)
    }

    /// Down at y 150; 10 up at 0.1 s (the pan's hysteresis: no jump); 100 up at 0.3 s → the
    /// wheel turned by 90; held until the lift at 0.5 s, so the release is still. The target
    /// 90 moves to the nearest row: 90 / 32 = 2.81 → row 3 at 96, where the wheel comes to
    /// rest and row 3 is selected, the delegate told once.
    @Test func aDragTurnsTheWheelAndItComesToRestOnTheNearestRowSelectingItOnce() {
        onFreshClock { clock in
            let rows = WheelRows([20])
            let picker = picker(rows, delegate: rows)
            let wheel = picker.subviews.compactMap { $0 as? UIScrollView }[0]
            let points: [(Double, CGFloat)] = [(0, 150), (0.1, 140), (0.2, 100), (0.3, 50), (0.45, 50), (0.5, 50)]
            picker.scheduleTouches(
                TouchScript(fingers: [.init(path: points.map { .init(time: $0.0, location: CGPoint(x: 160, y: $0.1)) })]))
            clock.advance(to: 0.3)
            #expect(wheel.contentOffset.y == 90 && rows.selections.isEmpty)
            clock.advance(to: 3)
            #expect(wheel.contentOffset.y == 96)
            #expect(picker.selectedRow(inComponent: 0) == 3)
            #expect(rows.selections == [[3, 0]])
        }
    }

    @Test func aFlickDeceleratesAndStopsOnARow() {
        onFreshClock { clock in
            let rows = WheelRows([200])
            let picker = picker(rows, delegate: rows)
            let wheel = picker.subviews.compactMap { $0 as? UIScrollView }[0]
            picker.simulateTouches(.drag(through: [CGPoint(x: 160, y: 200), CGPoint(x: 160, y: 40)], duration: 0.1))
            clock.advance(by: 10)
            let offset = wheel.contentOffset.y
            // Flung well past the 160 the finger moved, and at rest on a row.
            #expect(offset > 300 && offset.truncatingRemainder(dividingBy: 32) == 0)
            #expect(rows.selections == [[Int(offset / 32), 0]] && picker.selectedRow(inComponent: 0) == Int(offset / 32))
        }
    }

    /// Over white at scale 1, the band is #767680 at 12 %: 255 − 0.12 × 137 = 238.56 → 239
    /// red and green, 255 − 0.12 × 127 = 239.76 → 240 blue, from 8 to 312 across and from
    /// (216 − 32) / 2 = 92 to 124 down; the selected title is drawn dark on it.
    @Test func theBandIsDrawnBehindTheSelectedRowWithItsTitle() throws {
        let titles = WheelTitles(9)
        let picker = picker(titles, delegate: titles)
        picker.selectRow(4, inComponent: 0, animated: false)
        #expect(picker.view(forRow: 4, forComponent: 0) == nil)
        let backdrop = UIView(frame: picker.bounds)
        backdrop.backgroundColor = .white
        backdrop.addSubview(picker)
        backdrop.layoutIfNeeded()
        let image = try OutputFormat.png.pixels(of: DisplayList(view: backdrop, scale: 1))
        func rgb(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3]) }
        #expect(rgb(12, 108) == [239, 239, 240] && rgb(307, 95) == [239, 239, 240])
        #expect(rgb(4, 108) == [255, 255, 255] && rgb(12, 88) == [255, 255, 255] && rgb(12, 128) == [255, 255, 255])
        let dark = (92..<124).flatMap { y in (100..<220).map { rgb($0, y) } }.filter { $0[0] < 128 }
        #expect(dark.count > 20)
    }
}
