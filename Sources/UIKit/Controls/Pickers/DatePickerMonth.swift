import Foundation

/// One month of an inline date picker's calendar (docs/REFERENCE.md §25.17): its days placed in
/// weeks that start on the calendar's first weekday, the weekday letters in that order, and the
/// month-and-year title, all in the picker's locale and calendar.
struct DatePickerMonth: Equatable {
    /// The calendar the month is read in (its locale, time zone and first weekday).
    let calendar: Calendar
    /// The month's first day, at its start.
    let start: Date
    /// How many days the month has.
    let dayCount: Int
    /// The empty cells before day 1 in the first week.
    let leadingBlanks: Int

    /// The month holding `date`; nil when the calendar cannot place it (a date out of its range).
    init?(containing date: Date, calendar: Calendar) {
        guard let interval = calendar.dateInterval(of: .month, for: date),
            let days = calendar.range(of: .day, in: .month, for: date)
        else { return nil }
        self.calendar = calendar
        start = interval.start
        dayCount = days.count
        let weekday = calendar.component(.weekday, from: interval.start)
        leadingBlanks = ((weekday - calendar.firstWeekday) % 7 + 7) % 7
    }

    /// The month `months` after this one (before it for a negative number); nil past the
    /// calendar's range.
    func adding(months: Int) -> DatePickerMonth? {
        calendar.date(byAdding: .month, value: months, to: start).flatMap { DatePickerMonth(containing: $0, calendar: calendar) }
    }

    /// The week (0…5) and the column (0…6) of `day` (1…``dayCount``).
    func cell(ofDay day: Int) -> (week: Int, column: Int) {
        let index = leadingBlanks + day - 1
        return (index / 7, index % 7)
    }

    /// The day shown in `week` and `column`, or nil for an empty cell.
    func day(week: Int, column: Int) -> Int? {
        guard (0..<7).contains(column), week >= 0 else { return nil }
        let day = week * 7 + column - leadingBlanks + 1
        return (1...dayCount).contains(day) ? day : nil
    }

    /// The day of this month that `date` falls on, or nil when it falls in another month.
    func day(of date: Date) -> Int? {
        guard calendar.isDate(date, equalTo: start, toGranularity: .month) else { return nil }
        return calendar.component(.day, from: date)
    }

    /// Day `day` of the month at the time of day of `timeOf` (hours, minutes, seconds); nil when
    /// the calendar cannot make it.
    func date(ofDay day: Int, timeOf time: Date) -> Date? {
        var fields = calendar.dateComponents([.era, .year, .month], from: start)
        let clock = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: time)
        (fields.day, fields.hour, fields.minute, fields.second, fields.nanosecond) =
            (day, clock.hour, clock.minute, clock.second, clock.nanosecond)
        return calendar.date(from: fields)
    }

    /// The weekdays' short stand-alone names from the first weekday on, in capitals ("SUN",
    /// "MON", … in English with Sunday first), as iOS 14's calendar heads its columns.
    var weekdaySymbols: [String] {
        let symbols = calendar.shortStandaloneWeekdaySymbols
        guard symbols.count == 7 else { return symbols }
        let first = (calendar.firstWeekday - 1 + 7) % 7
        return (0..<7).map { symbols[(first + $0) % 7].uppercased(with: calendar.locale) }
    }

    /// The month and year in the locale's words and order ("November 2007").
    var title: String {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = calendar.locale
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("MMMMy")
        return formatter.string(from: start)
    }
}
