import Foundation

/// A date picker's wheels' data source and delegate: the columns of its mode
/// (``DatePickerColumns``), and a row the user brings to rest turned into a new date or
/// duration for the picker.
final class DatePickerWheels: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    /// The picker the wheels belong to.
    weak var datePicker: UIDatePicker?
    /// The columns shown (nil until the picker has built them).
    var columns: DatePickerColumns?

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns?.columns.count ?? 0 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        guard let columns, columns.columns.indices.contains(component) else { return 0 }
        return columns.rowCount(columns.columns[component])
    }

    /// The picker's width shared by weight: a day wheel 2.5 shares, a month 2, a year 1.5, the
    /// rest 1 each (chosen, so that "Wed, Nov 15" and "September" fit at 21 points).
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        guard let columns, columns.columns.indices.contains(component) else { return 0 }
        func weight(_ column: DatePickerColumns.Column) -> CGFloat {
            switch column {
            case .weekdayDate: 2.5
            case .month: 2
            case .year: 1.5
            default: 1
            }
        }
        return pickerView.bounds.width * weight(columns.columns[component]) / columns.columns.map(weight).reduce(0, +)
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard let columns, columns.columns.indices.contains(component) else { return nil }
        return columns.title(columns.columns[component], row: row)
    }

    /// The row at rest is written into the date (or the count-down's duration) and handed to
    /// the picker, which keeps it in range and tells its targets.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        guard let datePicker, let columns, columns.columns.indices.contains(component) else { return }
        let column = columns.columns[component]
        switch column {
        case .countDownHours, .countDownMinutes:
            let hours = columns.columns.firstIndex(of: .countDownHours).map { pickerView.selectedRow(inComponent: $0) } ?? 0
            let minutes = columns.columns.firstIndex(of: .countDownMinutes).map { pickerView.selectedRow(inComponent: $0) } ?? 0
            datePicker.userPicked(date: nil, duration: TimeInterval(hours * 3600 + minutes * columns.minuteInterval * 60))
        default:
            datePicker.userPicked(date: columns.date(datePicker.date, settingRow: row, of: column), duration: nil)
        }
    }
}
