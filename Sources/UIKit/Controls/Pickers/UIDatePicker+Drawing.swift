import Foundation

// What a date picker draws (docs/REFERENCE.md §25.16): the wheels, the compact buttons, or the
// inline calendar (§25.17, UIDatePicker+Inline.swift).

extension UIDatePicker {
    /// The columns for the mode, locale, calendar and interval: the wheels asked again and
    /// turned to the value.
    func rebuildColumns() {
        wheelColumns.columns = DatePickerColumns(
            mode: datePickerMode, locale: effectiveLocale, calendar: effectiveCalendar, minuteInterval: minuteInterval,
            date: date, now: Date())
        wheels.reloadAllComponents()
        invalidateIntrinsicContentSize()
        showValue(animated: false)
    }

    /// Turns each wheel to the row showing the value, and writes the compact buttons.
    func showValue(animated: Bool) {
        guard let columns = wheelColumns.columns else { return }
        for (component, column) in columns.columns.enumerated() {
            let row = columns.row(column, for: date, duration: countDownDuration)
            if wheels.selectedRow(inComponent: component) != row {
                wheels.selectRow(row, inComponent: component, animated: animated)
            }
        }
        let texts = compactTexts
        for (button, text) in zip(compactButtons, texts) { button.label.text = text }
        showCalendar()
        layoutStyle()
    }

    /// The compact style's texts, date then time: the locale's medium date and short time, as
    /// the mode shows them (nil for a button not shown).
    private var compactTexts: [String?] {
        let formatter = DateFormatter()
        formatter.locale = effectiveLocale
        formatter.calendar = effectiveCalendar
        formatter.timeZone = effectiveCalendar.timeZone
        func text(_ dateStyle: DateFormatter.Style, _ timeStyle: DateFormatter.Style) -> String {
            formatter.dateStyle = dateStyle
            formatter.timeStyle = timeStyle
            return formatter.string(from: date)
        }
        switch datePickerMode {
        case .date: return [text(.medium, .none), nil]
        case .time: return [nil, text(.none, .short)]
        case .dateAndTime: return [text(.medium, .none), text(.none, .short)]
        case .countDownTimer, .yearAndMonth: return [nil, nil]
        }
    }

    /// The compact buttons shown, side by side `compactSpacing` apart.
    private var shownCompactButtons: [DatePickerCompactButton] { compactButtons.filter { $0.label.text != nil } }

    /// The compact buttons' size together.
    var compactContentSize: CGSize {
        let sizes = shownCompactButtons.map { $0.intrinsicContentSize }
        let width = sizes.reduce(0) { $0 + $1.width } + CGFloat(max(sizes.count - 1, 0)) * ControlMetrics.compactDateSpacing
        return CGSize(width: width, height: ControlMetrics.compactDateHeight)
    }

    /// The wheels fill the bounds in the wheels style; the compact buttons sit in the middle
    /// (by the content alignment) in the compact style; the inline style lays out its calendar
    /// and time row.
    func layoutStyle() {
        let style = drawnStyle
        wheels.isHidden = style != .wheels
        wheels.frame = bounds
        calendarView.isHidden = style != .inline
        inlineTimeTitle.isHidden = !showsInlineTimeRow
        alpha = isEnabled ? 1 : 0.5
        if style == .inline {
            for (index, button) in compactButtons.enumerated() { button.isHidden = !(index == 1 && showsInlineTimeRow) }
            layoutInline()
            return
        }
        let shown = style == .compact ? shownCompactButtons : []
        for button in compactButtons { button.isHidden = !shown.contains { $0 === button } }
        let size = compactContentSize
        var x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left: x = 0
        case .right: x = bounds.width - size.width
        default: x = (bounds.width - size.width) / 2
        }
        for button in shown {
            let width = button.intrinsicContentSize.width
            button.frame = CGRect(x: x, y: (bounds.height - size.height) / 2, width: width, height: size.height)
            x += width + ControlMetrics.compactDateSpacing
        }
    }
}

/// A compact date picker's button: its text in 17 points on a rounded grey fill.
final class DatePickerCompactButton: UIView {
    /// The text.
    let label = UILabel(frame: .zero)

    override func assembleParts() {
        super.assembleParts()
        backgroundColor = ControlMetrics.tertiarySystemFill
        layer.cornerRadius = ControlMetrics.compactDateCornerRadius
        isUserInteractionEnabled = false
        label.font = UIFont.systemFont(ofSize: ControlMetrics.compactDateFontSize)
        label.textColor = .label
        label.textAlignment = .center
        addSubview(label)
    }

    /// The text's width with `compactDatePadding` either side, `compactDateHeight` tall.
    override var intrinsicContentSize: CGSize {
        CGSize(
            width: label.intrinsicContentSize.width.rounded(.up) + 2 * ControlMetrics.compactDatePadding,
            height: ControlMetrics.compactDateHeight)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}
