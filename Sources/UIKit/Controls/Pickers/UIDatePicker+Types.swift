extension UIDatePicker {
    /// What a date picker shows and edits (`UIDatePicker.Mode`), with UIKit's raw values.
    public enum Mode: Int, Sendable {
        /// Hours, minutes and, in a 12-hour locale, AM/PM ("6 | 53 | PM").
        case time = 0
        /// Months, days of the month and years, in the locale's order ("November | 15 | 2007").
        case date = 1
        /// The day, hours, minutes and, in a 12-hour locale, AM/PM ("Wed Nov 15 | 6 | 53 | PM").
        case dateAndTime = 2
        /// Hours and minutes of a duration (``UIDatePicker/countDownDuration``), "1 | 53".
        case countDownTimer = 3
        /// Months and years ("November | 2007"), iOS 17.4; shown as wheels only.
        @available(iOS 17.4, *)
        case yearAndMonth = 4
    }
}

/// How a date picker shows its value and editor (`UIDatePickerStyle`, iOS 13.4), with UIKit's
/// raw values.
public enum UIDatePickerStyle: Int, Sendable {
    /// The system picks a concrete style for the platform and the mode.
    case automatic = 0
    /// Wheels edited in place.
    case wheels = 1
    /// A label (rounded buttons) that opens the editor when tapped.
    case compact = 2
    /// An editor shown in place (iOS 14): a calendar, with the time below it.
    @available(iOS 14.0, *)
    case inline = 3
}
