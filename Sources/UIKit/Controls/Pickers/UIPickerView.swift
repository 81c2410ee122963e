import Foundation

/// UIKit's `UIPickerView`: one or more wheels (components) of rows, turned by vertical drags,
/// with the selected row of each in a band across the middle (docs/REFERENCE.md §25.15).
///
/// A ``dataSource`` gives the number of components and of rows; a ``delegate`` gives widths, the
/// row height, each row's title, styled title or view, and is told when the user brings a row
/// to rest (``UIPickerViewDelegate/pickerView(_:didSelectRow:inComponent:)``, once per turn).
/// ``selectRow(_:inComponent:animated:)`` selects without telling the delegate.
///
/// Drawn in iOS 14's look: 216 points tall, a rounded grey band behind the selected rows, and
/// rows above and below on a drum, squeezed and faded towards its edges. Each component is a
/// scroll view, so a drag, a flick and the deceleration follow UIKit's scroll physics
/// (docs/REFERENCE.md §10), and a released wheel is steered onto the row nearest where it would
/// stop.
open class UIPickerView: UIView {
    /// The band behind the selected rows.
    let selectionBand = UIView(frame: .zero)
    /// The wheels, one per component, left to right.
    var wheels: [PickerWheel] = []
    /// The selected row of each component (−1 without rows).
    var selectedRows: [Int] = []
    /// The row height every component uses (the tallest the delegate gives).
    var rowHeight = ControlMetrics.pickerRowHeight
    /// Whether the counts have been asked since the data source or delegate changed.
    var isLoaded = false
    /// The wheels' scroll delegate (the wheels hold it weakly).
    let wheelScrolling = PickerWheelScrolling()

    /// The band behind the wheels, and the wheels' scroll delegate.
    override func assembleParts() {
        super.assembleParts()
        wheelScrolling.picker = self
        selectionBand.backgroundColor = ControlMetrics.tertiarySystemFill
        selectionBand.layer.cornerRadius = ControlMetrics.pickerBandCornerRadius
        selectionBand.isUserInteractionEnabled = false
        addSubview(selectionBand)
    }

    /// Gives the number of components and rows (`dataSource`); held weakly, as in UIKit.
    open weak var dataSource: (any UIPickerViewDataSource)? {
        didSet { setNeedsReload() }
    }
    /// Gives sizes and rows' content and is told of selections (`delegate`); held weakly.
    open weak var delegate: (any UIPickerViewDelegate)? {
        didSet { setNeedsReload() }
    }
    /// Whether the selection indicator shows (`showsSelectionIndicator`): "This property has no
    /// effect on iOS 7 and later" [Apple]; kept only.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "This property has no effect on iOS 7 and later.")
    open var showsSelectionIndicator = false

    /// The number of components, as the data source last answered (`numberOfComponents`).
    open var numberOfComponents: Int {
        loadIfNeeded()
        return wheels.count
    }

    /// The number of rows in `component`, as the data source last answered; 0 for a component
    /// that does not exist (`numberOfRows(inComponent:)`).
    open func numberOfRows(inComponent component: Int) -> Int {
        loadIfNeeded()
        return wheels.indices.contains(component) ? wheels[component].rowCount : 0
    }

    /// The size of `component`'s rows (`rowSize(forComponent:)`): the delegate's width for it and
    /// the row height; zero for a component that does not exist.
    open func rowSize(forComponent component: Int) -> CGSize {
        loadIfNeeded()
        guard wheels.indices.contains(component) else { return .zero }
        return CGSize(width: componentWidth(component), height: rowHeight)
    }

    /// The delegate's view for a row while it shows (`view(forRow:forComponent:)`); nil when the
    /// row is not shown or the delegate gives titles rather than views.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        layoutIfNeeded()
        guard wheels.indices.contains(component) else { return nil }
        guard let view = wheels[component].shownRows[row], !(view is PickerTitleRow) else { return nil }
        return view
    }

    /// Asks the data source and delegate again for every component (`reloadAllComponents()`),
    /// keeping each component's selected row where it still exists.
    open func reloadAllComponents() {
        loadComponents()
        setNeedsLayout()
    }

    /// Asks again for the rows of `component` (`reloadComponent(_:)`); the number of components
    /// is not asked.
    open func reloadComponent(_ component: Int) {
        loadIfNeeded()
        guard wheels.indices.contains(component) else { return }
        loadRows(of: component)
        setNeedsLayout()
    }

    /// Selects `row` of `component`, turning the wheel to it (`selectRow(_:inComponent:animated:)`):
    /// spinning over 0.3 s with `animated`, else at once. The delegate is not told. A row past
    /// the ends selects the nearest one; a component without rows, or that does not exist, is
    /// left alone.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        loadIfNeeded()
        guard wheels.indices.contains(component), wheels[component].rowCount > 0 else { return }
        let wheel = wheels[component]
        let row = min(max(row, 0), wheel.rowCount - 1)
        selectedRows[component] = row
        layoutWheels()
        wheel.setContentOffset(CGPoint(x: 0, y: drum(for: wheel).offset(ofRow: row)), animated: animated)
    }

    /// The selected row of `component`, or −1 when it has no rows or does not exist
    /// (`selectedRow(inComponent:)`).
    open func selectedRow(inComponent component: Int) -> Int {
        loadIfNeeded()
        return selectedRows.indices.contains(component) ? selectedRows[component] : -1
    }

    /// 320 × 216 (`intrinsicContentSize`; docs/REFERENCE.md §25.15).
    open override var intrinsicContentSize: CGSize { ControlMetrics.pickerSize }

    /// 216 tall and as wide as offered (`sizeThatFits(_:)`), 320 when nothing is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : ControlMetrics.pickerSize.width, height: ControlMetrics.pickerSize.height)
    }

    /// Lays out the band, the wheels and their rows (`layoutSubviews()`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        loadIfNeeded()
        layoutWheels()
    }
}
