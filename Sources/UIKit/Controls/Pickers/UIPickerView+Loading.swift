import Foundation

// What a picker asks its data source and delegate, and keeps (docs/REFERENCE.md §25.15).

extension UIPickerView {
    /// The most rows a component takes: more would not change what shows, and keeps the row
    /// arithmetic exact.
    static let maximumRowCount = 1 << 40
    /// The most components a picker takes (chosen: far more than fit on a screen, few enough
    /// that an absurd answer cannot exhaust memory).
    static let maximumComponentCount = 1_000

    /// The data source or delegate changed: everything is asked again at the next use.
    func setNeedsReload() {
        isLoaded = false
        setNeedsLayout()
    }

    /// Asks the data source and delegate unless already done since they changed.
    func loadIfNeeded() {
        if !isLoaded { loadComponents() }
    }

    /// Asks for the number of components, then each one's rows: a wheel per component, the
    /// selected rows kept where they still exist (a new component starts at row 0).
    func loadComponents() {
        isLoaded = true
        let count = min(max(dataSource?.numberOfComponents(in: self) ?? 0, 0), Self.maximumComponentCount)
        while wheels.count > count {
            wheels.removeLast().removeFromSuperview()
            selectedRows.removeLast()
        }
        while wheels.count < count {
            let wheel = PickerWheel(component: wheels.count, picker: self)
            wheel.anyScrollViewDelegate = wheelScrolling
            wheels.append(wheel)
            selectedRows.append(-1)
            addSubview(wheel)
        }
        for component in wheels.indices { loadRowCount(of: component) }
        placeWheels(turning: wheels.indices)
    }

    /// Asks for the rows of `component` and shows them afresh, its selected row kept within
    /// them (row 0 once it has rows, −1 with none).
    func loadRows(of component: Int) {
        loadRowCount(of: component)
        placeWheels(turning: component...component)
    }

    /// Asks for the number of rows of `component`, retires its rows and keeps its selection
    /// within them.
    private func loadRowCount(of component: Int) {
        let wheel = wheels[component]
        wheel.rowCount = min(max(dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0, 0), Self.maximumRowCount)
        wheel.retireAllRows()
        let selected = selectedRows[component]
        selectedRows[component] = wheel.rowCount == 0 ? -1 : min(max(selected, 0), wheel.rowCount - 1)
    }

    /// Asks the row height again, lays the wheels out and turns those of `components` to their
    /// selected rows.
    private func placeWheels<Components: Sequence<Int>>(turning components: Components) {
        rowHeight = askedRowHeight()
        layoutWheels()
        for component in components {
            let wheel = wheels[component]
            wheel.contentOffset = CGPoint(x: 0, y: drum(for: wheel).offset(ofRow: max(selectedRows[component], 0)))
        }
    }

    /// The tallest row height the delegate gives any component (32 without a delegate), kept
    /// within 1…10,000 points; one that is not positive and finite counts as the default.
    private func askedRowHeight() -> CGFloat {
        let heights = wheels.indices.compactMap { component -> CGFloat? in
            let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? ControlMetrics.pickerRowHeight
            return height.isFinite && height > 0 ? min(max(height, 1), 10_000) : nil
        }
        return heights.max() ?? ControlMetrics.pickerRowHeight
    }

    /// The picker's width shared equally among its components (the default component width).
    var sharedComponentWidth: CGFloat {
        wheels.isEmpty ? bounds.width : bounds.width / CGFloat(wheels.count)
    }

    /// The width of `component`: the delegate's (the shared width without a delegate); one
    /// that is not finite or negative counts as 0.
    func componentWidth(_ component: Int) -> CGFloat {
        let width = delegate?.pickerView(self, widthForComponent: component) ?? sharedComponentWidth
        return width.isFinite ? min(max(width, 0), 100_000) : 0
    }

    /// The drum `wheel`'s rows turn on.
    func drum(for wheel: PickerWheel) -> PickerDrum {
        PickerDrum(height: wheel.bounds.height, rowHeight: rowHeight)
    }

    /// The band across the middle and the wheels side by side, centred as a group, each as
    /// tall as the picker with content long enough to turn from its first row to its last.
    func layoutWheels() {
        let height = bounds.height
        selectionBand.frame = CGRect(
            x: ControlMetrics.pickerBandInset, y: (height - rowHeight) / 2,
            width: max(0, bounds.width - 2 * ControlMetrics.pickerBandInset), height: rowHeight)
        let widths = wheels.indices.map(componentWidth)
        var x = (bounds.width - widths.reduce(0, +)) / 2
        for (wheel, width) in zip(wheels, widths) {
            wheel.frame = CGRect(x: x, y: 0, width: width, height: height)
            wheel.contentSize = CGSize(width: width, height: CGFloat(max(wheel.rowCount - 1, 0)) * rowHeight + height)
            x += width
        }
    }

    /// A wheel the user turned came to rest: its middle row is selected and the delegate told.
    func wheelCameToRest(_ wheel: PickerWheel) {
        guard wheels.indices.contains(wheel.component), wheels[wheel.component] === wheel,
            let row = drum(for: wheel).row(atOffset: wheel.contentOffset.y, count: wheel.rowCount)
        else { return }
        selectedRows[wheel.component] = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: wheel.component)
    }
}
