import CollectionAnimation
import Foundation
import Testing
import UIKit

/// The inline date picker's calendar (docs/REFERENCE.md §25.17), worked by hand in UTC on
/// November 2026, whose first day is a Sunday (1 January 2026 was a Thursday; 304 days later,
/// 304 = 43·7 + 3, is three weekdays on). A 320-wide picker: columns (320 − 2·8)/7 = 43.43
/// wide from x 8; weeks 44 high from y 44 + 20 = 64; chevrons at (224, 0) and (268, 0), 44 wide.
@MainActor @Suite struct InlineDatePickerTests {
    private let utc = TimeZone(identifier: "UTC")!
    private let column = (320.0 - 16) / 7

    /// `day` November 2026 (or of `month`) at 10:07 UTC.
    private func on(_ day: Int, month: Int = 11) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: DateComponents(year: 2026, month: month, day: day, hour: 10, minute: 7))!
    }

    private func picker(_ mode: UIDatePicker.Mode = .date, locale: String = "en_US") -> UIDatePicker {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 392))
        picker.locale = Locale(identifier: locale)
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = utc
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = .inline
        picker.date = on(30)
        picker.layoutIfNeeded()
        return picker
    }

    /// Every visible label's text in the picker's tree, with its frame in the picker.
    private func labels(_ picker: UIDatePicker) -> [(text: String, frame: CGRect, color: UIColor)] {
        var found: [(String, CGRect, UIColor)] = []
        func visit(_ view: UIView) {
            guard !view.isHidden else { return }
            if let label = view as? UILabel, let text = label.text {
                found.append((text, label.convert(label.bounds, to: picker), label.textColor))
            }
            view.subviews.forEach(visit)
        }
        visit(picker)
        return found
    }

    /// The centre of day cell (`week`, `column`).
    private func cell(_ week: Int, _ col: Int) -> CGPoint {
        CGPoint(x: 8 + (Double(col) + 0.5) * column, y: 64 + Double(week) * 44 + 22)
    }

    @Test func itIsAMonthUnderItsTitleWithTheWeekdaysFromTheLocalesFirstDay() {
        let picker = picker()
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 348))
        #expect(!picker.subviews.contains { $0 is UIPickerView && !$0.isHidden }, "no wheels")
        let shown = labels(picker)
        #expect(shown.first { $0.text == "November 2026" }.map { $0.frame.minX == 16 && $0.frame.height == 44 } == true)
        let weekdays = shown.filter { $0.frame.minY == 44 }.sorted { $0.frame.minX < $1.frame.minX }.map(\.text)
        #expect(weekdays == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        // Day 30 is the 30th cell from a Sunday: week 4, column 1.
        let thirty = shown.first { $0.text == "30" }?.frame
        #expect(thirty.map { abs($0.midX - cell(4, 1).x) < 1e-9 && $0.midY == cell(4, 1).y } == true)
    }

    @Test func aMondayFirstLocaleStartsTheWeekOnMonday() {
        let picker = picker(locale: "en_GB")
        let shown = labels(picker)
        let weekdays = shown.filter { $0.frame.minY == 44 }.sorted { $0.frame.minX < $1.frame.minX }.map(\.text)
        #expect(weekdays == ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"])
        // Sunday 1 November is the 7th cell: six blanks, so day 30 is cell 35: week 5, column 0.
        let one = shown.first { $0.text == "1" }?.frame, thirty = shown.first { $0.text == "30" }?.frame
        #expect(one.map { abs($0.midX - cell(0, 6).x) < 1e-9 } == true)
        #expect(thirty.map { abs($0.midX - cell(5, 0).x) < 1e-9 && $0.midY == cell(5, 0).y } == true)
    }

    @Test func tappingADaySelectsItAtTheSameTimeAndSendsValueChangedOnce() {
        onFreshClock { _ in
            let picker = picker()
            var sent = 0
            picker.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
            // Thursday 12 November: cell 11, week 1, column 4.
            picker.simulateTouches(.tap(at: cell(1, 4)))
            #expect(picker.date == on(12))
            #expect(sent == 1)
            picker.simulateTouches(.tap(at: cell(1, 4)))
            #expect(sent == 1, "the same day again changes nothing")
            picker.simulateTouches(.tap(at: CGPoint(x: 100, y: 54)))
            #expect(sent == 1 && picker.date == on(12), "the weekday letters pick nothing")
        }
    }

    @Test func theChevronsTurnTheMonthWithoutChangingTheDate() {
        onFreshClock { _ in
            let picker = picker()
            var sent = 0
            picker.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
            picker.simulateTouches(.tap(at: CGPoint(x: 290, y: 22)))
            picker.layoutIfNeeded()
            #expect(labels(picker).contains { $0.text == "December 2026" })
            #expect(sent == 0 && picker.date == on(30))
            // 1 December is two weekdays after 1 November's Sunday (30 = 4·7 + 2): a Tuesday.
            picker.simulateTouches(.tap(at: cell(0, 2)))
            #expect(picker.date == on(1, month: 12) && sent == 1)
            picker.simulateTouches(.tap(at: CGPoint(x: 246, y: 22)))
            picker.simulateTouches(.tap(at: CGPoint(x: 246, y: 22)))
            picker.layoutIfNeeded()
            #expect(labels(picker).contains { $0.text == "October 2026" })
        }
    }

    @Test func daysBeforeTheMinimumAreGreyAndCannotBePicked() {
        onFreshClock { _ in
            let picker = picker()
            picker.minimumDate = on(10)
            picker.simulateTouches(.tap(at: cell(0, 4))) // Thursday 5 November
            #expect(picker.date == on(30))
            let five = labels(picker).first { $0.text == "5" }, eleven = labels(picker).first { $0.text == "11" }
            #expect(five?.color != eleven?.color)
            #expect(eleven?.color == .label)
        }
    }

    @Test func theSelectedDayIsOnAFaintTintCircleOrASolidOneWhenItIsToday() throws {
        let picker = picker()
        picker.tintColor = .systemRed
        // Wednesday 10 January 2001 (never today): 1 January 2001 was a Monday, one blank from
        // Sunday, so day 10 is cell 10: week 1, column 3.
        var utcCalendar = Calendar(identifier: .gregorian)
        utcCalendar.timeZone = utc
        picker.date = try #require(utcCalendar.date(from: DateComponents(year: 2001, month: 1, day: 10, hour: 10)))
        picker.layoutIfNeeded()
        #expect(labels(picker).first { $0.text == "10" }?.color == .systemRed, "the selected day's number in the tint")
        var circle = picker.subviews.flatMap(\.subviews).first { $0.layer.cornerRadius == 20 && !$0.isHidden }
        #expect(circle.map { abs($0.frame.midX - cell(1, 3).x) < 1e-9 && $0.frame.midY == cell(1, 3).y } == true)
        #expect(circle?.frame.size == CGSize(width: 40, height: 40))
        #expect(circle?.backgroundColor?.cgColor.alpha == 0.12, "a faint tint")
        // Today selected: a white number on the solid tint.
        picker.date = Date()
        picker.layoutIfNeeded()
        let today = String(utcCalendar.component(.day, from: picker.date))
        #expect(labels(picker).first { $0.text == today }?.color == .white)
        circle = picker.subviews.flatMap(\.subviews).first { $0.layer.cornerRadius == 20 && !$0.isHidden }
        #expect(circle?.backgroundColor?.cgColor.alpha == 1, "the solid tint")
    }

    @Test func dateAndTimeAddsTheTimeRowBelowTheCalendar() {
        let picker = picker(.dateAndTime)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 348 + 44))
        let shown = labels(picker)
        // ICU may put a narrow space before "AM".
        let time = shown.first { $0.text.hasPrefix("10:07") }
        let title = shown.first { $0.text == "Time" }
        #expect(time.map { $0.frame.minY >= 348 && $0.frame.maxY <= 392 } == true)
        #expect(title.map { $0.frame.minX == 16 && $0.frame.midY == 348 + 22 } == true)
        #expect(!labels(self.picker(.date)).contains { $0.text == "Time" })
    }
}
