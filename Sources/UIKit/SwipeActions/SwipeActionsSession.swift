/// The swipe actions revealed on one row of a table or list, as UIKit keeps them open
/// (docs/REFERENCE.md §27.7): the row's content moves aside, the buttons show in the room it
/// leaves, and a tap on one — or a full swipe, for the first — runs its handler. The
/// handler's completion closes the actions, whatever it says; until it is called they stay.
/// Closing puts the content back.
@preconcurrency @MainActor
final class SwipeActionsSession {
    /// The row's index path when the actions were revealed.
    let indexPath: IndexPath
    /// The actions revealed, outermost first.
    let actions: [UIContextualAction]
    /// The row's cell.
    let cell: UIView
    /// The view drawing the buttons, over the row.
    let view = UIView(frame: .zero)
    /// Whether the session still shows: false once closed.
    private(set) var isOpen = true
    /// The cell's clipping before the actions opened, restored when they close.
    private let cellClipped: Bool
    /// Runs once the actions close.
    private let onClose: () -> Void

    /// Reveals `configuration`'s actions on `cell` from its right or left edge, fully or not
    /// (a full swipe runs the first action at once when the configuration allows, else it
    /// reveals as a partial one); nil when there are no actions to reveal. `onClose` runs when
    /// they close.
    init?(
        _ configuration: UISwipeActionsConfiguration?, at indexPath: IndexPath, in cell: UIView, onRight: Bool, fully: Bool,
        onClose: @escaping () -> Void
    ) {
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        self.indexPath = indexPath
        self.onClose = onClose
        actions = configuration.actions
        self.cell = cell
        cellClipped = cell.clipsToBounds
        let full = fully && configuration.performsFirstActionWithFullSwipe
        let labels = actions.map(Self.titleLabel)
        let layout = SwipeActionsLayout(
            titleWidths: labels.map { $0?.sizeThatFits(.zero).width }, size: cell.bounds.size, onRight: onRight, fully: full)
        for (index, action) in actions.enumerated() {
            let button = UIView(frame: layout.buttons[index])
            button.backgroundColor = action.backgroundColor
            button.clipsToBounds = true
            Self.placeContent(of: action, label: labels[index], in: button)
            view.addSubview(button)
        }
        cell.bounds.origin.x = layout.contentShift
        view.frame = CGRect(x: layout.contentShift, y: 0, width: cell.bounds.width, height: cell.bounds.height)
        cell.clipsToBounds = true
        cell.addSubview(view)
        if full, let first = actions.first { perform(first) }
    }

    /// The side a swipe in `direction` reveals actions on in `view` — `.left` the right
    /// side, `.right` the left — and whether those are its leading actions (the left side in
    /// a left-to-right layout); nil for a direction that is not one of the two.
    static func side(of direction: UISwipeGestureRecognizer.Direction, in view: UIView) -> (onRight: Bool, leading: Bool)? {
        guard direction == .left || direction == .right else { return nil }
        let onRight = direction == .left
        return (onRight, onRight == (view.effectiveUserInterfaceLayoutDirection == .rightToLeft))
    }

    /// Runs the handler of the action at `index`; false when there is none.
    func tap(actionAt index: Int) -> Bool {
        guard isOpen, actions.indices.contains(index) else { return false }
        perform(actions[index])
        return true
    }

    /// Runs an action's handler with the cell as its source view; its completion closes the
    /// actions (once; a later call does nothing).
    private func perform(_ action: UIContextualAction) {
        action.handler(action, cell) { [weak self] _ in self?.close() }
    }

    /// Hides the buttons and puts the content back.
    func close() {
        guard isOpen else { return }
        isOpen = false
        view.removeFromSuperview()
        cell.bounds.origin.x = 0
        cell.clipsToBounds = cellClipped
        onClose()
    }

    /// The label of an action's title, in white 15-point medium system text (chosen); nil
    /// without a title.
    private static func titleLabel(of action: UIContextualAction) -> UILabel? {
        guard let title = action.title, !title.isEmpty else { return nil }
        let label = UILabel(frame: .zero)
        label.text = title
        label.font = .systemFont(ofSize: 15, weight: .medium)
        label.textColor = .white
        label.textAlignment = .center
        return label
    }

    /// Centres the image above the title (or either alone) in a button, 4 points apart.
    private static func placeContent(of action: UIContextualAction, label: UILabel?, in button: UIView) {
        let labelSize = label?.sizeThatFits(.zero) ?? .zero
        let imageView = action.image.map { UIImageView(image: $0) }
        let imageSize = imageView?.bounds.size ?? .zero
        let gap: CGFloat = label != nil && imageView != nil ? 4 : 0
        var y = ((button.bounds.height - imageSize.height - gap - labelSize.height) / 2).rounded()
        if let imageView {
            imageView.frame = CGRect(
                x: ((button.bounds.width - imageSize.width) / 2).rounded(), y: y, width: imageSize.width, height: imageSize.height)
            imageView.tintColor = .white
            button.addSubview(imageView)
            y += imageSize.height + gap
        }
        if let label {
            label.frame = CGRect(x: 0, y: y, width: button.bounds.width, height: labelSize.height)
            button.addSubview(label)
        }
    }
}
