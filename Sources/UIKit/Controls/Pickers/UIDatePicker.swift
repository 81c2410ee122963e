import Foundation

/// UIKit's `UIDatePicker`: a control for a date, a time, both, a month of a year, or a
/// count-down's duration (docs/REFERENCE.md §25.16).
///
/// ``date`` is kept between ``minimumDate`` and ``maximumDate`` (both ignored when the minimum
/// is after the maximum, and in the count-down mode) and, while ``roundsToMinuteInterval``, on
/// a multiple of ``minuteInterval``. Setting a value in code sends no event; the user's change
/// on the wheels sends `.valueChanged`.
///
/// Drawn by ``datePickerStyle``: `.wheels` as a picker view of the mode's columns in the
/// locale's order and words; `.compact` as rounded buttons holding the date and the time in the
/// locale's medium date and short time; `.inline` as a month calendar whose days a tap picks,
/// with the time's button below in the date-and-time mode (§25.17). Deliberate difference: the
/// compact style's editor does not open.
open class UIDatePicker: UIControl {
    /// The wheels of the `.wheels` style.
    let wheels = UIPickerView(frame: .zero)
    /// What the wheels show: their data source and delegate.
    let wheelColumns = DatePickerWheels()
    /// The compact style's buttons: the date, then the time.
    let compactButtons = [DatePickerCompactButton(frame: .zero), DatePickerCompactButton(frame: .zero)]
    /// The inline style's calendar (UIDatePicker+Inline.swift).
    let calendarView = DatePickerCalendar(frame: .zero)
    /// The title of the inline style's time row.
    let inlineTimeTitle = UILabel(frame: .zero)

    override func assembleParts() {
        super.assembleParts()
        wheelColumns.datePicker = self
        wheels.dataSource = wheelColumns
        wheels.delegate = wheelColumns
        addSubview(wheels)
        for button in compactButtons { addSubview(button) }
        inlineTimeTitle.text = "Time"
        inlineTimeTitle.font = UIFont.systemFont(ofSize: ControlMetrics.compactDateFontSize)
        addSubview(calendarView)
        addSubview(inlineTimeTitle)
        rebuildColumns()
    }

    /// What the picker shows (`datePickerMode`); default `.dateAndTime`.
    open var datePickerMode = Mode.dateAndTime {
        didSet { rebuildColumns() }
    }
    /// The locale the picker writes in (`locale`); nil, the default, uses the calendar's locale,
    /// else the current one.
    open var locale: Locale? {
        didSet { rebuildColumns() }
    }
    /// The calendar (`calendar`); default, and after setting nil, the current calendar.
    open var calendar: Calendar! {
        get { storedCalendar ?? Calendar.current }
        set {
            storedCalendar = newValue
            rebuildColumns()
        }
    }
    private var storedCalendar: Calendar?
    /// The time zone the date shows in (`timeZone`); nil, the default, uses the calendar's.
    open var timeZone: TimeZone? {
        didSet { rebuildColumns() }
    }

    /// The date shown (`date`); when the picker was made, by default. Setting it keeps it in
    /// range and on the minute interval and sends no event.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    private var storedDate = Date()

    /// Shows `date`, kept in range and on the minute interval, turning the wheels to it over
    /// 0.3 s with `animated` (`setDate(_:animated:)`); no event is sent.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = allowedDate(date)
        showValue(animated: animated)
    }

    /// The earliest date allowed (`minimumDate`); default nil: none.
    open var minimumDate: Date? {
        didSet { setDate(storedDate, animated: false) }
    }
    /// The latest date allowed (`maximumDate`); default nil: none.
    open var maximumDate: Date? {
        didSet { setDate(storedDate, animated: false) }
    }

    /// The minutes between the minute wheel's rows (`minuteInterval`): 1 to 30 and dividing 60;
    /// any other value sets the default, 1.
    open var minuteInterval: Int {
        get { storedMinuteInterval }
        set {
            storedMinuteInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1
            storedDate = allowedDate(storedDate)
            rebuildColumns()
        }
    }
    private var storedMinuteInterval = 1

    /// Whether ``date`` is rounded to the minute interval (`roundsToMinuteInterval`, iOS 15);
    /// default true.
    open var roundsToMinuteInterval = true {
        didSet { setDate(storedDate, animated: false) }
    }

    /// The duration shown in the count-down mode, in seconds (`countDownDuration`): 0 by default,
    /// at most 23 hours 59 minutes (86,340 s), kept to whole minutes on the minute interval.
    open var countDownDuration: TimeInterval {
        get { storedDuration }
        set {
            storedDuration = allowedDuration(newValue)
            showValue(animated: false)
        }
    }
    private var storedDuration: TimeInterval = 0

    /// The style asked for (`preferredDatePickerStyle`, iOS 13.4); default `.automatic`.
    open var preferredDatePickerStyle = UIDatePickerStyle.automatic {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            updateControlAppearance()
        }
    }

    /// The style the picker is drawn in (`datePickerStyle`, iOS 13.4): the preferred style, with
    /// `.automatic` resolved to `.compact`; the count-down and year-and-month modes are always
    /// wheels (docs/REFERENCE.md §25.16).
    open var datePickerStyle: UIDatePickerStyle {
        switch datePickerMode {
        case .countDownTimer, .yearAndMonth: return .wheels
        default: return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
        }
    }

    /// The wheels' 320 × 216, the compact buttons' size, or the inline calendar's 320 × 348 with
    /// 44 more for its time row (`intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize {
        switch drawnStyle {
        case .compact: return compactContentSize
        case .inline: return inlineContentSize
        default: return wheels.intrinsicContentSize
        }
    }

    /// A tracked touch lifted: on the inline calendar it picks a day or turns the month.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if let touch { inlineTouchEnded(at: touch.location(in: self)) }
    }

    /// Shows the style drawn: the wheels filling the bounds, or the compact buttons.
    override func updateControlAppearance() {
        layoutStyle()
    }

    /// The calendar the date's fields are read in: ``calendar`` in ``timeZone`` when one is set.
    var effectiveCalendar: Calendar {
        var calendar = calendar ?? Calendar.current
        if let timeZone { calendar.timeZone = timeZone }
        calendar.locale = effectiveLocale
        return calendar
    }

    /// The locale the picker writes in: ``locale``, else the calendar's, else the current one.
    var effectiveLocale: Locale { locale ?? storedCalendar?.locale ?? Locale.current }

    /// `date` rounded to the minute interval (while ``roundsToMinuteInterval``), then kept
    /// between the minimum and maximum dates (unless the minimum is after the maximum).
    func allowedDate(_ date: Date) -> Date {
        var date = date
        if roundsToMinuteInterval, minuteInterval > 1 {
            let fields = effectiveCalendar.dateComponents([.minute, .second, .nanosecond], from: date)
            let intoHour = Double((fields.minute ?? 0) * 60 + (fields.second ?? 0)) + Double(fields.nanosecond ?? 0) / 1e9
            let step = Double(minuteInterval * 60)
            date += (intoHour / step).rounded() * step - intoHour
        }
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return date }
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
        return date
    }

    /// `duration` as the count-down keeps it: within 0…86,340 s, down to a whole number of
    /// minutes on the minute interval.
    func allowedDuration(_ duration: TimeInterval) -> TimeInterval {
        guard duration.isFinite else { return 0 }
        let minutes = (min(max(duration, 0), 86_340) / 60).rounded(.down)
        return (minutes - minutes.truncatingRemainder(dividingBy: Double(minuteInterval))) * 60
    }

    /// The user turned a wheel to a new date or duration: kept as the setters keep it, sent as
    /// `.valueChanged` when it differs from before, and the wheels turned to what was kept.
    func userPicked(date newDate: Date?, duration newDuration: TimeInterval?) {
        let (oldDate, oldDuration) = (storedDate, storedDuration)
        if let newDate { storedDate = allowedDate(newDate) }
        if let newDuration { storedDuration = allowedDuration(newDuration) }
        showValue(animated: true)
        if storedDate != oldDate || storedDuration != oldDuration { performActions(for: .valueChanged) }
    }
}
