/// Tells a picker view how many wheels (components) it has and how many rows each holds
/// (`UIPickerViewDataSource`), with UIKit's exact signatures; both methods are required, as in
/// UIKit.
///
/// The picker asks when it first lays out or is first asked, and again on
/// ``UIPickerView/reloadAllComponents()`` (the rows of one component on
/// ``UIPickerView/reloadComponent(_:)``). A negative answer counts as 0.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
    /// The number of components, left to right (`numberOfComponents(in:)`).
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows in `component` (`pickerView(_:numberOfRowsInComponent:)`).
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
