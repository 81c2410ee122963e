/// One component of a picker view: a scroll view whose content is the component's rows, so a
/// vertical drag turns it with UIKit's scroll physics (docs/REFERENCE.md §10), and whose
/// release is steered onto a row (``PickerWheelScrolling``). The rows it shows are laid out
/// on a drum (``PickerDrum``) by the picker at each change of offset.
final class PickerWheel: UIScrollView {
    /// The picker that owns the wheel and lays out its rows.
    weak var picker: UIPickerView?
    /// The component the wheel shows.
    let component: Int
    /// The number of rows, as the data source last answered.
    var rowCount = 0
    /// The rows shown, by index.
    var shownRows: [Int: UIView] = [:]
    /// Row views no longer shown, kept to reuse.
    var spareRows: [UIView] = []

    /// A wheel for `component` of `picker`.
    init(component: Int, picker: UIPickerView) {
        self.component = component
        self.picker = picker
        super.init(frame: .zero)
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        scrollsToTop = false
        contentInsetAdjustmentBehavior = .never
    }

    /// Wheels are made by their picker only.
    required init?(coder: NSCoder) {
        component = 0
        super.init(coder: coder)
    }

    /// A turn of the wheel lays its rows out again.
    override var bounds: CGRect {
        didSet { if bounds != oldValue { setNeedsLayout() } }
    }

    /// Lays out the rows shown at the current offset.
    override func layoutSubviews() {
        super.layoutSubviews()
        picker?.layoutRows(of: self)
    }

    /// Takes every row off the wheel, to be asked for again.
    func retireAllRows() {
        for view in shownRows.values {
            view.removeFromSuperview()
            spareRows.append(view)
        }
        shownRows = [:]
    }
}

/// The wheels' scroll delegate: a release is steered to come to rest with a row in the
/// middle (the row nearest the projected target), and a wheel at rest after the user turned
/// it selects that row and tells the picker's delegate once.
final class PickerWheelScrolling: NSObject, UIScrollViewDelegate {
    /// The picker whose wheels these are.
    weak var picker: UIPickerView?

    /// The release's target moves to the nearest row's offset.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard let wheel = scrollView as? PickerWheel, let picker else { return }
        let drum = picker.drum(for: wheel)
        let row = drum.row(atOffset: targetContentOffset.pointee.y, count: wheel.rowCount) ?? 0
        targetContentOffset.pointee.y = drum.offset(ofRow: row)
    }

    /// A wheel released on a row comes to rest at once.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        guard !decelerate, let wheel = scrollView as? PickerWheel else { return }
        picker?.wheelCameToRest(wheel)
    }

    /// A released wheel came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        guard let wheel = scrollView as? PickerWheel else { return }
        picker?.wheelCameToRest(wheel)
    }
}
