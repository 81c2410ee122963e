import Foundation

// The rows a wheel shows, placed on its drum (docs/REFERENCE.md §25.15).

extension UIPickerView {
    /// Lays out the rows `wheel` shows at its offset: rows turned out of view are kept to
    /// reuse, rows turned into view are asked for, and each is centred at its place on the
    /// drum, squeezed and faded by how far round it is.
    func layoutRows(of wheel: PickerWheel) {
        let drum = drum(for: wheel)
        let offset = wheel.contentOffset.y
        let visible = drum.visibleRows(atOffset: offset, count: wheel.rowCount)
        for (row, view) in wheel.shownRows where !(visible?.contains(row) ?? false) {
            view.removeFromSuperview()
            wheel.spareRows.append(view)
            wheel.shownRows[row] = nil
        }
        guard let visible else { return }
        let width = wheel.bounds.width
        for row in visible {
            guard let placement = drum.placement(distance: drum.offset(ofRow: row) - offset) else { continue }
            let view = wheel.shownRows[row] ?? rowView(row, of: wheel)
            view.transform = .identity
            if view.bounds.size == .zero || view is PickerTitleRow {
                view.bounds = CGRect(x: 0, y: 0, width: width, height: rowHeight)
            }
            view.center = CGPoint(x: width / 2, y: offset + placement.centreY)
            view.transform = CGAffineTransform(scaleX: 1, y: placement.scale)
            view.alpha = placement.scale
        }
    }

    /// The view for `row`, asked of the delegate (reusing a spare one) and added to the wheel:
    /// the delegate's own view, or a label with the row's styled or plain title.
    private func rowView(_ row: Int, of wheel: PickerWheel) -> UIView {
        let spare = wheel.spareRows.popLast()
        let component = wheel.component
        let view =
            delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: spare)
            ?? (spare as? PickerTitleRow ?? PickerTitleRow(frame: .zero))
        if let label = view as? PickerTitleRow {
            if let styled = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
                label.attributedText = styled
            } else {
                label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component)
            }
        }
        view.removeFromSuperview()
        wheel.addSubview(view)
        wheel.shownRows[row] = view
        return view
    }
}

/// The label a picker shows a row's title in: centred, 21 points, in the label colour.
final class PickerTitleRow: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        font = UIFont.systemFont(ofSize: ControlMetrics.pickerFontSize)
        textAlignment = .center
        textColor = .label
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
