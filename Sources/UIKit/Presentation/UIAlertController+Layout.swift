// What an alert controller shows: the window dimmed, and a box of its title, message, text
// fields and action buttons — in the middle for an alert, at the bottom for an action sheet.

/// The view of a ``UIAlertController``: the dimming and the box (or the sheet's two groups).
@preconcurrency @MainActor
final class AlertContainerView: UIView {
    private weak var alert: UIAlertController?
    /// The box (an action sheet's main group) and an action sheet's cancel group.
    private var groups: [UIView] = []

    init(alert: UIAlertController) {
        self.alert = alert
        super.init(frame: .zero)
        backgroundColor = ControlMetrics.alertDimming
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The size and safe area the box was last made for, and whether the alert changed since.
    private var builtFor: (size: CGSize, safeArea: UIEdgeInsets)?

    /// The box is made again at the next layout, where the size and safe area are known.
    func rebuild() {
        builtFor = nil
        setNeedsLayout()
    }

    /// A new safe area moves the box.
    override func safeAreaInsetsDidChange() { setNeedsLayout() }

    /// Makes the box from the alert's title, message, fields and actions when they, the size
    /// or the safe area changed.
    override func layoutSubviews() {
        super.layoutSubviews()
        if let builtFor, builtFor.size == bounds.size, builtFor.safeArea == safeAreaInsets { return }
        builtFor = (bounds.size, safeAreaInsets)
        for group in groups { group.removeFromSuperview() }
        groups = []
        guard let alert else { return }
        switch alert.preferredStyle {
        case .alert: buildAlert(alert)
        case .actionSheet: buildActionSheet(alert)
        }
        for group in groups { addSubview(group) }
    }

    /// The alert's box, centred in the safe area: the text, the fields, then the buttons —
    /// side by side when there are two (the cancel action on the left), else stacked with the
    /// cancel action last.
    private func buildAlert(_ alert: UIAlertController) {
        let width = ControlMetrics.alertWidth, inset = ControlMetrics.alertTextInset
        let box = group()
        var y = inset.height
        for (text, font) in [(alert.title, UIFont.systemFont(ofSize: 17, weight: .semibold)), (alert.message, .systemFont(ofSize: 13))] {
            guard let text else { continue }
            let label = textLabel(text, font: font, color: .label)
            let height = label.sizeThatFits(CGSize(width: width - 2 * inset.width, height: .greatestFiniteMagnitude)).height
            label.frame = CGRect(x: inset.width, y: y, width: width - 2 * inset.width, height: height)
            box.addSubview(label)
            y += height + 2
        }
        for field in alert.textFields ?? [] {
            field.frame = CGRect(x: inset.width, y: y + 8, width: width - 2 * inset.width, height: 24)
            box.addSubview(field)
            y += 8 + 24
        }
        y += inset.height - 2
        let ordered = Self.ordered(alert.actions, sideBySide: alert.actions.count == 2)
        let height = ControlMetrics.alertButtonHeight
        if ordered.count == 2 {
            for (index, action) in ordered.enumerated() {
                let x = CGFloat(index) * width / 2
                box.addSubview(hairline(CGRect(x: x, y: y, width: width / 2, height: 0)))
                if index == 1 { box.addSubview(hairline(CGRect(x: x, y: y, width: 0, height: height))) }
                box.addSubview(button(for: action, of: alert, frame: CGRect(x: x, y: y, width: width / 2, height: height)))
            }
            y += height
        } else {
            for action in ordered {
                box.addSubview(hairline(CGRect(x: 0, y: y, width: width, height: 0)))
                box.addSubview(button(for: action, of: alert, frame: CGRect(x: 0, y: y, width: width, height: height)))
                y += height
            }
        }
        let safe = bounds.inset(by: safeAreaInsets)
        box.frame = CGRect(x: safe.midX - width / 2, y: safe.midY - y / 2, width: width, height: y)
    }

    /// An action sheet: its title, message and actions in one group at the bottom, the cancel
    /// action in a group of its own under it.
    private func buildActionSheet(_ alert: UIAlertController) {
        let inset = ControlMetrics.actionSheetInset, row = ControlMetrics.actionSheetRowHeight
        let width = max(0, bounds.width - safeAreaInsets.left - safeAreaInsets.right - 2 * inset)
        let x = safeAreaInsets.left + inset
        var bottom = bounds.height - max(safeAreaInsets.bottom, inset)
        if let cancel = alert.actions.first(where: { $0.style == .cancel }) {
            let group = group()
            group.frame = CGRect(x: x, y: bottom - row, width: width, height: row)
            group.addSubview(button(for: cancel, of: alert, frame: CGRect(x: 0, y: 0, width: width, height: row)))
            bottom -= row + inset
        }
        let box = group()
        var y: CGFloat = 0
        let texts = [(alert.title, UIFont.systemFont(ofSize: 13, weight: .semibold)), (alert.message, .systemFont(ofSize: 13))]
        if texts.contains(where: { $0.0 != nil }) {
            y = 14
            for (text, font) in texts {
                guard let text else { continue }
                let label = textLabel(text, font: font, color: .secondaryLabel)
                let height = label.sizeThatFits(CGSize(width: width - 32, height: .greatestFiniteMagnitude)).height
                label.frame = CGRect(x: 16, y: y, width: width - 32, height: height)
                box.addSubview(label)
                y += height + 2
            }
            y += 12
        }
        for action in alert.actions where action.style != .cancel {
            if y > 0 { box.addSubview(hairline(CGRect(x: 0, y: y, width: width, height: 0))) }
            box.addSubview(button(for: action, of: alert, frame: CGRect(x: 0, y: y, width: width, height: row)))
            y += row
        }
        box.frame = CGRect(x: x, y: bottom - y, width: width, height: y)
        if y == 0 { box.isHidden = true }
    }

    /// The actions in their drawn order: two side by side with the cancel action first,
    /// otherwise the cancel action last.
    static func ordered(_ actions: [UIAlertAction], sideBySide: Bool) -> [UIAlertAction] {
        let cancel = actions.filter { $0.style == .cancel }, others = actions.filter { $0.style != .cancel }
        return sideBySide ? cancel + others : others + cancel
    }

    /// A rounded group in the alert's background colour, clipping its content.
    private func group() -> UIView {
        let view = UIView()
        view.backgroundColor = ControlMetrics.alertBackground
        view.layer.cornerRadius = ControlMetrics.alertCornerRadius
        view.clipsToBounds = true
        groups.append(view)
        return view
    }

    /// A centred label of any number of lines.
    private func textLabel(_ text: String, font: UIFont, color: UIColor) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        label.textColor = color
        label.textAlignment = .center
        label.numberOfLines = 0
        return label
    }

    /// A separator: one pixel along the edge `frame` gives (its zero side).
    private func hairline(_ frame: CGRect) -> UIView {
        let pixel = 1 / max(1, traitCollection.displayScale)
        let view = UIView(frame: CGRect(x: frame.minX, y: frame.minY, width: max(frame.width, pixel), height: max(frame.height, pixel)))
        view.backgroundColor = ControlMetrics.opaqueSeparator
        return view
    }

    /// The button of `action`: 17-point, bold for the preferred action (the cancel action when
    /// none is preferred), red when destructive, grey when disabled; a tap performs it.
    private func button(for action: UIAlertAction, of alert: UIAlertController, frame: CGRect) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(action.title, for: .normal)
        let bold = alert.preferredAction.map { $0 === action } ?? (action.style == .cancel)
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: bold ? .semibold : .regular)
        if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
        button.isEnabled = action.isEnabled
        button.frame = frame
        button.addAction(UIAction { [weak alert] _ in alert?.perform(action) }, for: .primaryActionTriggered)
        return button
    }
}
