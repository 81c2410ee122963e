import Foundation

/// The wheels a date picker shows for its mode in its locale (docs/REFERENCE.md §25.16): which
/// columns, in which order, how many rows each has, each row's title, the row a date shows,
/// and the date a row picks. Built from the locale's own patterns (`DateFormatter`'s
/// `dateFormat(fromTemplate:options:locale:)`), so the order and the 12- or 24-hour clock
/// follow the locale.
struct DatePickerColumns {
    /// One wheel.
    enum Column: Equatable {
        /// January… (12 rows).
        case month
        /// 1…31.
        case day
        /// 1…9999.
        case year
        /// A day ("Wed, Nov 15"; "Today"), ``dayCount`` days from ``firstDay``.
        case weekdayDate
        /// 12, 1…11 (a 12-hour clock) or 0…23, two digits when `padded`.
        case hour(twelveHour: Bool, padded: Bool)
        /// 00…59 in steps of the minute interval.
        case minute
        /// AM and PM.
        case meridiem
        /// 0…23 hours of a count-down.
        case countDownHours
        /// 0…59 minutes of a count-down, in steps of the minute interval.
        case countDownMinutes
    }

    /// The days the ``Column/weekdayDate`` wheel offers: 10,000 either side of the day it was
    /// built on (chosen; iOS's wheel loops without end).
    static let dayCount = 20_001

    /// The columns, left to right.
    let columns: [Column]
    /// The calendar the fields are read and written in (its time zone the picker's).
    let calendar: Calendar
    /// The minutes between rows of a minute wheel.
    let minuteInterval: Int
    /// The first day of the ``Column/weekdayDate`` wheel, at the start of the day.
    let firstDay: Date
    /// The day "Today" names, at its start.
    let today: Date
    /// Formatting in the locale.
    private let formatter: DateFormatter

    /// The columns of `mode` in `locale`, for `date` (where a day wheel is centred) and `now`.
    init(mode: UIDatePicker.Mode, locale: Locale, calendar: Calendar, minuteInterval: Int, date: Date, now: Date) {
        self.calendar = calendar
        self.minuteInterval = minuteInterval
        formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        today = calendar.startOfDay(for: now)
        firstDay =
            calendar.date(byAdding: .day, value: -(Self.dayCount / 2), to: calendar.startOfDay(for: date)) ?? calendar.startOfDay(for: date)
        let clock = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a"
        let twelveHour = Self.letters(of: clock).contains { $0 == "h" || $0 == "K" }
        let hour = Column.hour(twelveHour: twelveHour, padded: Self.letters(of: clock).filter { "hHkK".contains($0) }.count > 1)
        let clockLetters = Self.letters(of: clock)
        let meridiemFirst = (clockLetters.firstIndex(of: "a") ?? 1) < (clockLetters.firstIndex { "hHkK".contains($0) } ?? 0)
        let timeColumns: [Column] =
            twelveHour ? (meridiemFirst ? [.meridiem, hour, .minute] : [hour, .minute, .meridiem]) : [hour, .minute]
        switch mode {
        case .time: columns = timeColumns
        case .dateAndTime: columns = [.weekdayDate] + timeColumns
        case .countDownTimer: columns = [.countDownHours, .countDownMinutes]
        case .date: columns = Self.ordered([.month, .day, .year], template: "MMMMdy", locale: locale)
        case .yearAndMonth: columns = Self.ordered([.month, .year], template: "MMMMy", locale: locale)
        }
    }

    /// The pattern's field letters, quoted text left out.
    private static func letters(of pattern: String) -> [Character] {
        var quoted = false
        return pattern.filter { character in
            if character == "'" { quoted.toggle() }
            return !quoted && character.isLetter && character.isASCII
        }
    }

    /// `fields` in the order the locale's pattern for `template` writes them.
    private static func ordered(_ fields: [Column], template: String, locale: Locale) -> [Column] {
        let letters = Self.letters(of: DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template)
        func position(_ column: Column) -> Int {
            let letter: Character = column == .month ? "M" : column == .day ? "d" : "y"
            return letters.firstIndex { $0 == letter || (letter == "M" && $0 == "L") } ?? Int.max
        }
        return fields.sorted { position($0) < position($1) }
    }

    /// The number of rows of `column`.
    func rowCount(_ column: Column) -> Int {
        switch column {
        case .month: 12
        case .day: 31
        case .year: 9999
        case .weekdayDate: Self.dayCount
        case .hour(let twelveHour, _): twelveHour ? 12 : 24
        case .minute, .countDownMinutes: 60 / minuteInterval
        case .meridiem: 2
        case .countDownHours: 24
        }
    }

    /// The title of `row` of `column`.
    func title(_ column: Column, row: Int) -> String {
        switch column {
        case .month: return formatter.standaloneMonthSymbols[safe: row] ?? "\(row + 1)"
        case .day, .year: return "\(row + 1)"
        case .weekdayDate:
            guard let day = calendar.date(byAdding: .day, value: row, to: firstDay) else { return "" }
            if day == today { return "Today" }
            formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
            return formatter.string(from: day)
        case .hour(let twelveHour, let padded):
            let hour = twelveHour && row == 0 ? 12 : row
            return padded && hour < 10 ? "0\(hour)" : "\(hour)"
        case .minute:
            let minute = row * minuteInterval
            return minute < 10 ? "0\(minute)" : "\(minute)"
        case .meridiem: return row == 0 ? formatter.amSymbol : formatter.pmSymbol
        case .countDownHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countDownMinutes: return "\(row * minuteInterval) min"
        }
    }

    /// The row of `column` that shows `date` (a count-down's `duration` for its columns).
    func row(_ column: Column, for date: Date, duration: TimeInterval) -> Int {
        let fields = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        switch column {
        case .month: return (fields.month ?? 1) - 1
        case .day: return (fields.day ?? 1) - 1
        case .year: return min(max((fields.year ?? 1) - 1, 0), 9998)
        case .weekdayDate:
            return calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: date)).day ?? 0
        case .hour(let twelveHour, _): return twelveHour ? (fields.hour ?? 0) % 12 : (fields.hour ?? 0)
        case .minute: return (fields.minute ?? 0) / minuteInterval
        case .meridiem: return (fields.hour ?? 0) < 12 ? 0 : 1
        case .countDownHours: return Int(duration / 3600) % 24
        case .countDownMinutes: return (Int(duration / 60) % 60) / minuteInterval
        }
    }

    /// `date` with `column` set to `row`: the other fields kept, the day of the month brought
    /// within the month (31 in a 30-day month is its 30th, as iOS's wheel rolls back).
    func date(_ date: Date, settingRow row: Int, of column: Column) -> Date {
        var fields = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        switch column {
        case .month: fields.month = row + 1
        case .day: fields.day = row + 1
        case .year: fields.year = row + 1
        case .weekdayDate:
            guard let day = calendar.date(byAdding: .day, value: row, to: firstDay) else { return date }
            let dayFields = calendar.dateComponents([.era, .year, .month, .day], from: day)
            (fields.era, fields.year, fields.month, fields.day) = (dayFields.era, dayFields.year, dayFields.month, dayFields.day)
        case .hour(let twelveHour, _):
            fields.hour = twelveHour ? row + ((fields.hour ?? 0) >= 12 ? 12 : 0) : row
        case .minute: fields.minute = row * minuteInterval
        case .meridiem: fields.hour = (fields.hour ?? 0) % 12 + (row == 1 ? 12 : 0)
        case .countDownHours, .countDownMinutes: return date
        }
        var monthStart = fields
        monthStart.day = 1
        if let first = calendar.date(from: monthStart), let days = calendar.range(of: .day, in: .month, for: first) {
            fields.day = min(fields.day ?? 1, days.count)
        }
        return calendar.date(from: fields) ?? date
    }
}

extension Array {
    /// The element at `index`, or nil outside the array.
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
