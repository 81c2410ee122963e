/// Gives a picker view its components' widths, its row height and each row's content, and is
/// told when the user selects a row (`UIPickerViewDelegate`), with UIKit's exact signatures.
///
/// Swift on Linux has no `@objc optional`: each method has a default in an extension that
/// answers as UIKit does without it (docs/REFERENCE.md §25.15) — the components share the
/// picker's width equally, rows are 32 points tall, a row has no title, and no view: the
/// picker then draws the row's title. Content comes from
/// ``pickerView(_:viewForRow:forComponent:reusing:)`` when the delegate implements it, else
/// from ``pickerView(_:attributedTitleForRow:forComponent:)``, else from
/// ``pickerView(_:titleForRow:forComponent:)``.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: NSObjectProtocol {
    /// The width of `component` (`pickerView(_:widthForComponent:)`); default: the picker's
    /// width shared equally among its components.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of `component`'s rows (`pickerView(_:rowHeightForComponent:)`); default 32.
    /// Every component takes the tallest answer, as iOS draws them.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The title of a row (`pickerView(_:titleForRow:forComponent:)`); default nil: none.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The styled title of a row (`pickerView(_:attributedTitleForRow:forComponent:)`, iOS 6),
    /// preferred to the plain title when not nil; default nil.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// The view that shows a row (`pickerView(_:viewForRow:forComponent:reusing:)`), centred in
    /// the row; `view` is one this method returned for a row no longer shown, to reuse. A view
    /// of zero size is given the row's size. Without the method the row shows its title.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// The user brought `row` of `component` to rest in the selection band
    /// (`pickerView(_:didSelectRow:inComponent:)`); not called by
    /// ``UIPickerView/selectRow(_:inComponent:animated:)``.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// The picker's width shared equally among its components.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.sharedComponentWidth
    }
    /// 32 points (docs/REFERENCE.md §25.15).
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        ControlMetrics.pickerRowHeight
    }
    /// None.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// None: the plain title.
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    { nil }
    /// No view of the delegate's: the picker shows the row's title.
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?)
        -> UIView
    {
        (view as? PickerTitleRow) ?? PickerTitleRow(frame: .zero)
    }
    /// Nothing to do.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
