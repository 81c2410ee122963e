import Foundation

// The inline style (docs/REFERENCE.md §25.17): a month calendar, and in the date-and-time mode
// a row below it with the time's button. A tap on a day picks it (`.valueChanged`); a chevron
// turns the month shown without changing the date.

extension UIDatePicker {
    /// The look drawn: ``datePickerStyle``, but an inline time-only picker is drawn as its
    /// compact time button (our model: iOS shows no calendar without a date).
    var drawnStyle: UIDatePickerStyle {
        datePickerStyle == .inline && datePickerMode == .time ? .compact : datePickerStyle
    }

    /// Whether the inline style's time row shows: in the date-and-time mode.
    var showsInlineTimeRow: Bool { drawnStyle == .inline && datePickerMode == .dateAndTime }

    /// The inline style's size: 320 wide, the calendar's 348 high, and 44 more with the time row.
    var inlineContentSize: CGSize {
        CGSize(
            width: DatePickerCalendar.width,
            height: DatePickerCalendar.height + (datePickerMode == .dateAndTime ? DatePickerCalendar.timeRowHeight : 0))
    }

    /// Shows `month` in the calendar, or else the month of ``date``, with the date selected,
    /// today marked and the days outside the minimum and maximum dates greyed (both ignored when
    /// the minimum is after the maximum, as the date's clamping ignores them).
    func showCalendar(month: DatePickerMonth? = nil) {
        guard let month = month ?? DatePickerMonth(containing: date, calendar: effectiveCalendar) else { return }
        let bounded = !(minimumDate.flatMap { low in maximumDate.map { low > $0 } } ?? false)
        calendarView.show(
            month, selected: date, now: Date(), minimum: bounded ? minimumDate : nil, maximum: bounded ? maximumDate : nil)
    }

    /// Lays the inline style out: the calendar across the top, and in the date-and-time mode the
    /// "Time" title 16 pt from the leading edge and the time's button 16 pt from the trailing
    /// edge, centred in the 44-pt row below.
    func layoutInline() {
        calendarView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: DatePickerCalendar.height)
        let row = CGRect(x: 0, y: DatePickerCalendar.height, width: bounds.width, height: DatePickerCalendar.timeRowHeight)
        inlineTimeTitle.frame = CGRect(x: DatePickerCalendar.titleInset, y: row.minY, width: row.width / 2, height: row.height)
        let button = compactButtons[1], width = button.intrinsicContentSize.width, height = ControlMetrics.compactDateHeight
        button.frame = CGRect(
            x: row.maxX - DatePickerCalendar.titleInset - width, y: row.midY - height / 2, width: width, height: height)
    }

    /// A tracked touch lifted at `point` (in the picker): on the inline calendar, a chevron
    /// turns the month; an enabled day becomes the date at the same time of day, sent as
    /// `.valueChanged` when it changed.
    func inlineTouchEnded(at point: CGPoint) {
        guard drawnStyle == .inline, !calendarView.isHidden, let month = calendarView.month,
            let hit = calendarView.hit(at: convert(point, to: calendarView))
        else { return }
        switch hit {
        case .month(let step):
            if let shown = month.adding(months: step) { showCalendar(month: shown) }
        case .day(let day):
            if let picked = month.date(ofDay: day, timeOf: date) { userPicked(date: picked, duration: nil) }
        }
    }
}
