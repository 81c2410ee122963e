import Foundation

/// An inline date picker's calendar (docs/REFERENCE.md §25.17): the month and year at the top
/// left with the previous and next chevrons at the right, the weekday letters, and the month's
/// days in weeks, the selected day on a tint circle and today in the tint colour. Its figures
/// are our choice (§25.17). It takes no touches: the date picker hit-tests its taps here
/// (``hit(at:)``).
final class DatePickerCalendar: UIView {
    /// The calendar's width as the picker's intrinsic size: 320 pt.
    static let width: CGFloat = 320
    /// The calendar's height: 348 pt.
    static let height: CGFloat = 348
    /// The height of the date-and-time mode's time row under the calendar: 44 pt.
    static let timeRowHeight: CGFloat = 44
    /// The height of the month-and-year row: 44 pt.
    static let headerHeight: CGFloat = 44
    /// The height of the weekday letters' row: 20 pt.
    static let weekdayHeight: CGFloat = 20
    /// The height of a week: 44 pt (six weeks fit).
    static let weekHeight: CGFloat = 44
    /// The inset of the day columns from each side: 8 pt.
    static let sideInset: CGFloat = 8
    /// The inset of the title from the leading side: 16 pt.
    static let titleInset: CGFloat = 16
    /// The width of each chevron's button: 44 pt.
    static let chevronWidth: CGFloat = 44
    /// The selected day's circle: 40 pt across.
    static let selectionDiameter: CGFloat = 40

    /// The month and year.
    let title = UILabel(frame: .zero)
    /// The previous and next months' chevrons.
    let chevrons = [DatePickerChevron(pointingForward: false), DatePickerChevron(pointingForward: true)]
    /// The weekday letters.
    let weekdays = (0..<7).map { _ in UILabel(frame: .zero) }
    /// The days, one label each, in the order of the month.
    private(set) var days: [UILabel] = []
    /// The selected day's circle.
    let selection = UIView(frame: .zero)

    /// The month shown.
    private(set) var month: DatePickerMonth?
    /// The day selected in the shown month, if it is there.
    private(set) var selectedDay: Int?
    /// Today's day in the shown month, if it is there.
    private(set) var today: Int?
    /// The days of the shown month that may be picked (between the picker's minimum and maximum).
    private(set) var enabledDays: ClosedRange<Int>?

    override func assembleParts() {
        super.assembleParts()
        isUserInteractionEnabled = false
        title.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        title.textColor = .label
        addSubview(title)
        for chevron in chevrons { addSubview(chevron) }
        for weekday in weekdays {
            weekday.font = UIFont.systemFont(ofSize: 13, weight: .semibold)
            weekday.textColor = .secondaryLabel
            weekday.textAlignment = .center
            addSubview(weekday)
        }
        selection.layer.cornerRadius = Self.selectionDiameter / 2
        addSubview(selection)
    }

    /// Shows `month` with `selected` and `now` marked when they fall in it, and only the days
    /// between `minimum` and `maximum` (either nil: no bound) enabled.
    func show(_ month: DatePickerMonth, selected: Date, now: Date, minimum: Date?, maximum: Date?) {
        self.month = month
        selectedDay = month.day(of: selected)
        today = month.day(of: now)
        let calendar = month.calendar
        let first = minimum.map { calendar.startOfDay(for: $0) }, last = maximum.map { calendar.startOfDay(for: $0) }
        let allowed = (1...month.dayCount).filter { day in
            guard let date = calendar.date(byAdding: .day, value: day - 1, to: month.start) else { return false }
            return (first.map { date >= $0 } ?? true) && (last.map { date <= $0 } ?? true)
        }
        enabledDays = allowed.first.flatMap { low in allowed.last.map { low...$0 } }
        title.text = month.title
        for (label, symbol) in zip(weekdays, month.weekdaySymbols) { label.text = symbol }
        while days.count < month.dayCount {
            let label = UILabel(frame: .zero)
            label.textAlignment = .center
            addSubview(label)
            days.append(label)
        }
        for (index, label) in days.enumerated() {
            label.isHidden = index >= month.dayCount
            label.text = String(index + 1)
        }
        restyle()
        setNeedsLayout()
    }

    /// Colours the days: the selected one bold on its circle (white on a solid tint circle when
    /// it is today, tint on a faint tint circle otherwise), today in tint, days that may not be
    /// picked in the tertiary label colour, the others in the label colour.
    func restyle() {
        let tint = tintColor ?? .systemBlue
        for (index, label) in days.enumerated() {
            let day = index + 1
            let selected = day == selectedDay
            label.font = UIFont.systemFont(ofSize: 20, weight: selected ? .semibold : .regular)
            if selected && day == today {
                label.textColor = .white
            } else if selected || day == today {
                label.textColor = tint
            } else if enabledDays?.contains(day) ?? false {
                label.textColor = .label
            } else {
                label.textColor = ControlMetrics.tertiaryLabel
            }
        }
        selection.isHidden = selectedDay == nil
        selection.backgroundColor = selectedDay != nil && selectedDay == today ? tint : tint.withAlphaComponent(0.12)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        restyle()
    }

    /// The column width: the width less the side insets, in seven.
    private var columnWidth: CGFloat { max(0, bounds.width - 2 * Self.sideInset) / 7 }

    /// The frame of the cell in `week` and `column`.
    func cellFrame(week: Int, column: Int) -> CGRect {
        CGRect(
            x: Self.sideInset + CGFloat(column) * columnWidth, y: Self.headerHeight + Self.weekdayHeight + CGFloat(week) * Self.weekHeight,
            width: columnWidth, height: Self.weekHeight)
    }

    /// The frames of the previous and next chevrons' buttons, at the trailing end of the header.
    var chevronFrames: [CGRect] {
        let right = bounds.width - Self.sideInset
        return [
            CGRect(x: right - 2 * Self.chevronWidth, y: 0, width: Self.chevronWidth, height: Self.headerHeight),
            CGRect(x: right - Self.chevronWidth, y: 0, width: Self.chevronWidth, height: Self.headerHeight),
        ]
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = CGRect(
            x: Self.titleInset, y: 0, width: max(0, bounds.width - Self.titleInset - Self.sideInset - 2 * Self.chevronWidth),
            height: Self.headerHeight)
        for (chevron, frame) in zip(chevrons, chevronFrames) { chevron.frame = frame }
        for (column, label) in weekdays.enumerated() {
            label.frame = CGRect(
                x: Self.sideInset + CGFloat(column) * columnWidth, y: Self.headerHeight, width: columnWidth, height: Self.weekdayHeight)
        }
        guard let month else { return }
        for (index, label) in days.enumerated() where index < month.dayCount {
            let cell = month.cell(ofDay: index + 1)
            label.frame = cellFrame(week: cell.week, column: cell.column)
        }
        if let selectedDay {
            let cell = cellFrame(week: month.cell(ofDay: selectedDay).week, column: month.cell(ofDay: selectedDay).column)
            let side = Self.selectionDiameter
            selection.frame = CGRect(x: cell.midX - side / 2, y: cell.midY - side / 2, width: side, height: side)
        }
    }

    /// What a tap at `point` (in this view) would pick.
    enum Hit: Equatable {
        /// A day of the shown month that may be picked.
        case day(Int)
        /// The previous (−1) or next (+1) month's chevron.
        case month(Int)
    }

    /// What a tap at `point` picks: a chevron, or an enabled day's cell; nil elsewhere.
    func hit(at point: CGPoint) -> Hit? {
        let frames = chevronFrames
        if frames[0].contains(point) { return .month(-1) }
        if frames[1].contains(point) { return .month(1) }
        let top = Self.headerHeight + Self.weekdayHeight
        guard let month, columnWidth > 0, point.y >= top, point.x >= Self.sideInset, point.x.isFinite, point.y.isFinite else {
            return nil
        }
        let column = Int(min(max(((point.x - Self.sideInset) / columnWidth).rounded(.down), 0), 7))
        let week = Int(min(max(((point.y - top) / Self.weekHeight).rounded(.down), 0), 6))
        guard let day = month.day(week: week, column: column), enabledDays?.contains(day) ?? false else { return nil }
        return .day(day)
    }
}
