import CollectionAnimation
import CollectionRendering
import Foundation
import Testing
import UIKit

/// UIDatePicker (docs/REFERENCE.md §25.16): the minute interval, rounding and clamping as
/// Apple's pages state them, worked by hand in UTC; the style each mode is drawn in; the
/// wheels' columns in the locale's order; `.valueChanged` only for the user's change.
@MainActor @Suite struct DatePickerTests {
    private let utc = TimeZone(identifier: "UTC")!

    /// 30 November 2026 at `hour`:`minute`:`second` UTC.
    private func at(_ hour: Int, _ minute: Int, _ second: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: DateComponents(year: 2026, month: 11, day: 30, hour: hour, minute: minute, second: second))!
    }

    private func picker(_ mode: UIDatePicker.Mode = .time, style: UIDatePickerStyle = .wheels) -> UIDatePicker {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.locale = Locale(identifier: "en_US")
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = utc
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = style
        picker.layoutIfNeeded()
        return picker
    }

    private func wheels(_ picker: UIDatePicker) throws -> UIPickerView {
        try #require(picker.subviews.compactMap { $0 as? UIPickerView }.first)
    }

    @Test func theMinuteIntervalMustDivideSixtyAndBeAtMostThirty() {
        let picker = UIDatePicker()
        #expect(picker.minuteInterval == 1)
        for (asked, kept) in [(15, 15), (30, 30), (7, 1), (45, 1), (0, 1), (-5, 1), (60, 1), (5, 5)] {
            picker.minuteInterval = asked
            #expect(picker.minuteInterval == kept)
        }
    }

    @Test func theDateRoundsToTheMinuteIntervalUnlessToldNotTo() {
        let picker = picker()
        picker.minuteInterval = 15
        // 7 minutes into the hour is 420 s of 900: 0.47 → 10:00; 8 minutes 480 / 900 = 0.53 → 10:15.
        picker.date = at(10, 7)
        #expect(picker.date == at(10, 0))
        picker.date = at(10, 8)
        #expect(picker.date == at(10, 15))
        picker.date = at(10, 52, 31)
        #expect(picker.date == at(11, 0))
        picker.roundsToMinuteInterval = false
        picker.date = at(10, 8)
        #expect(picker.date == at(10, 8))
    }

    @Test func theMinimumAndMaximumDatesClampUnlessTheMinimumIsAfterTheMaximum() {
        let picker = picker()
        picker.date = at(12, 0)
        picker.minimumDate = at(13, 0)
        // Setting the minimum after the date moves the date to it.
        #expect(picker.date == at(13, 0))
        picker.maximumDate = at(17, 0)
        picker.setDate(at(18, 30), animated: false)
        #expect(picker.date == at(17, 0))
        picker.date = at(8, 0)
        #expect(picker.date == at(13, 0))
        picker.maximumDate = at(9, 0)
        picker.date = at(8, 0)
        #expect(picker.date == at(8, 0))
    }

    @Test func theCountDownIsWholeMinutesUpTo23Hours59() {
        let picker = picker(.countDownTimer)
        #expect(picker.countDownDuration == 0)
        picker.countDownDuration = 90
        #expect(picker.countDownDuration == 60)
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 86_340)
        picker.countDownDuration = -5
        #expect(picker.countDownDuration == 0)
        picker.minuteInterval = 5
        // 7 minutes on a 5-minute wheel: 5 minutes.
        picker.countDownDuration = 420
        #expect(picker.countDownDuration == 300)
        picker.countDownDuration = .nan
        #expect(picker.countDownDuration == 0)
    }

    @Test func automaticIsCompactAndTheCountDownAndMonthModesAreAlwaysWheels() {
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime && picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .compact)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        picker.datePickerMode = .yearAndMonth
        picker.preferredDatePickerStyle = .compact
        #expect(picker.datePickerStyle == .wheels)
        #expect(UIDatePicker.Mode.yearAndMonth.rawValue == 4 && UIDatePicker.Mode.countDownTimer.rawValue == 3)
        #expect(UIDatePickerStyle.inline.rawValue == 3 && UIDatePickerStyle.wheels.rawValue == 1)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
    }

    @Test func theTimeWheelsAreHourMinuteAndMeridiemInAmericanEnglish() throws {
        let picker = picker()
        picker.date = at(22, 7)
        let wheels = try wheels(picker)
        #expect(wheels.numberOfComponents == 3)
        #expect((0..<3).map { wheels.numberOfRows(inComponent: $0) } == [12, 60, 2])
        // 22:07 is 10:07 PM.
        #expect((0..<3).map { wheels.selectedRow(inComponent: $0) } == [10, 7, 1])
        let delegate = try #require(wheels.delegate)
        #expect(delegate.pickerView(wheels, titleForRow: 0, forComponent: 0) == "12")
        #expect(delegate.pickerView(wheels, titleForRow: 5, forComponent: 1) == "05")
        #expect(delegate.pickerView(wheels, titleForRow: 1, forComponent: 2) == "PM")
        picker.locale = Locale(identifier: "en_GB")
        // A 24-hour clock: hours 00 to 23, no meridiem.
        #expect(wheels.numberOfComponents == 2 && wheels.numberOfRows(inComponent: 0) == 24)
        #expect(wheels.selectedRow(inComponent: 0) == 22 && delegate.pickerView(wheels, titleForRow: 9, forComponent: 0) == "09")
    }

    @Test func theDateWheelsFollowTheLocalesOrder() throws {
        let picker = picker(.date)
        picker.date = at(10, 0)
        let wheels = try wheels(picker)
        let delegate = try #require(wheels.delegate)
        // "MMMM d, y": month, day, year; 30 November 2026 is rows 10, 29, 2025.
        #expect((0..<3).map { wheels.numberOfRows(inComponent: $0) } == [12, 31, 9999])
        #expect((0..<3).map { wheels.selectedRow(inComponent: $0) } == [10, 29, 2025])
        #expect(delegate.pickerView(wheels, titleForRow: 10, forComponent: 0) == "November")
        picker.locale = Locale(identifier: "en_GB")
        // "d MMMM y": day, month, year.
        #expect((0..<3).map { wheels.selectedRow(inComponent: $0) } == [29, 10, 2025])
    }

    /// The minute wheel (the middle third, 106.7 to 213.3 across) is dragged 100 up from row 7
    /// (offset 224): turned 90 → 314, released still, to rest on 314 / 32 = 9.81 → row 10.
    /// 10:07 PM becomes 10:10 PM and one `.valueChanged` is sent; setting the date sends none.
    @Test func turningAWheelSendsValueChangedButSettingTheDateDoesNot() throws {
        try onFreshClock { clock in
            let picker = picker()
            var changes = 0
            picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            picker.date = at(22, 7)
            picker.setDate(at(22, 8), animated: true)
            picker.date = at(22, 7)
            clock.advance(by: 1)
            #expect(changes == 0)
            let wheels = try wheels(picker)
            let points: [(Double, CGFloat)] = [(0, 150), (0.1, 140), (0.2, 100), (0.3, 50), (0.45, 50), (0.5, 50)]
            picker.scheduleTouches(
                TouchScript(fingers: [.init(path: points.map { .init(time: $0.0, location: CGPoint(x: 160, y: $0.1)) })]))
            clock.advance(by: 3)
            #expect(wheels.selectedRow(inComponent: 1) == 10)
            #expect(picker.date == at(22, 10) && changes == 1)
        }
    }

    @Test func aCountDownWheelChangesTheDuration() throws {
        try onFreshClock { clock in
            let picker = picker(.countDownTimer)
            var changes = 0
            picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            picker.countDownDuration = 3600 + 7 * 60
            let wheels = try wheels(picker)
            #expect(wheels.selectedRow(inComponent: 0) == 1 && wheels.selectedRow(inComponent: 1) == 7)
            // The minutes wheel is the right half; the same drag turns it from 7 to 10.
            let points: [(Double, CGFloat)] = [(0, 150), (0.1, 140), (0.2, 100), (0.3, 50), (0.45, 50), (0.5, 50)]
            picker.scheduleTouches(
                TouchScript(fingers: [.init(path: points.map { .init(time: $0.0, location: CGPoint(x: 240, y: $0.1)) })]))
            clock.advance(by: 3)
            #expect(picker.countDownDuration == 3600 + 10 * 60 && changes == 1)
        }
    }

    /// Compact: the medium date and short time, each 0.6 × 17 = 10.2 points a character (the
    /// approximate measure), rounded up, 11 either side, 6 apart, 34 tall. "Nov 30, 2026" is
    /// 12 characters: 122.4 → 123 + 22 = 145; "10:07 PM" 8: 81.6 → 82 + 22 = 104; 255 wide.
    @Test func aCompactPickerIsItsDateAndTimeButtons() {
        UIFont.withTextMeasurer(ApproximateTextLayout()) {
            let picker = picker(.dateAndTime, style: .compact)
            picker.date = at(22, 7)
            #expect(picker.intrinsicContentSize == CGSize(width: 255, height: 34))
            let buttons = picker.subviews.filter { !$0.isHidden && !($0 is UIPickerView) }
            // Centred in 320 × 216: from (320 − 255) / 2 = 32.5, 91 down.
            let frames = [CGRect(x: 32.5, y: 91, width: 145, height: 34), CGRect(x: 183.5, y: 91, width: 104, height: 34)]
            #expect(buttons.map(\.frame) == frames)
            picker.datePickerMode = .date
            #expect(picker.intrinsicContentSize == CGSize(width: 145, height: 34))
        }
    }
}
