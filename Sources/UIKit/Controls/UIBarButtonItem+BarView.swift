extension UIBarButtonItem {
    /// The item's view in a bar drawing a bar appearance whose plain buttons look as `buttons`
    /// and done buttons as `doneButtons` (a navigation bar's or toolbar's): a titled button
    /// takes the font and colours of the one for its style, unless the item has title
    /// attributes of its own.
    func barView(compactHeight: Bool, buttons: UIBarButtonItemAppearance, doneButtons: UIBarButtonItemAppearance) -> UIView {
        let view = barView(compactHeight: compactHeight)
        guard customView == nil, image == nil, titleTextAttributesByState.isEmpty, let button = view as? UIButton else { return view }
        button.applyTitleAttributes(of: style == .done ? doneButtons : buttons)
        return view
    }

    /// The view a bar (a ``UIToolbar``, a ``UINavigationBar``) shows for the item: its custom
    /// view; an empty view for a space; else a system button with its image (its title is then
    /// for accessibility), moved by its insets — in a bar of compact height, its landscape
    /// image when it has one — or its title in its title text attributes, 17-point, semibold
    /// for `.done`, tinted, with the item's accessibility identifier and the accessibility
    /// values set on it; a tap performs its primary action.
    func barView(compactHeight: Bool) -> UIView {
        if let customView { return customView }
        guard !isSpace else { return UIView(frame: .zero) }
        let button = UIButton(type: .system)
        if let image = (compactHeight ? landscapeImagePhone : nil) ?? image {
            button.setImage(image, for: .normal)
            button.imageEdgeInsets = imageInsets
        } else if let title = displayTitle {
            button.setTitle(title, for: .normal)
            for (state, attributes) in titleTextAttributesByState {
                button.setAttributedTitle(NSAttributedString(string: title, attributes: attributes), for: UIControl.State(rawValue: state))
            }
        }
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: style == .done ? .semibold : .regular)
        if let tintColor { button.tintColor = tintColor }
        button.isEnabled = isEnabled
        showAccessibility(on: button)
        if let primaryAction {
            button.addAction(
                UIAction(title: primaryAction.title) { _ in primaryAction.performWithSender(self, target: nil) },
                for: .primaryActionTriggered)
        }
        return button
    }

    /// Gives `button` the item's accessibility identifier and the accessibility values set on
    /// the item, leaving the button's own answer for those not set.
    private func showAccessibility(on button: UIButton) {
        button.accessibilityIdentifier = accessibilityIdentifier
        if let isElement = accessibility.isElement { button.isAccessibilityElement = isElement }
        if let label = accessibility.label { button.accessibilityLabel = label }
        if let value = accessibility.value { button.accessibilityValue = value }
        if let hint = accessibility.hint { button.accessibilityHint = hint }
        if let traits = accessibility.traits { button.accessibilityTraits = traits }
    }
}

extension UIButton {
    /// Takes the title font of `appearance`'s normal state and the title colours of its normal
    /// and disabled states, where they set them.
    func applyTitleAttributes(of appearance: UIBarButtonItemAppearance) {
        if let font = appearance.normal.titleTextAttributes[.font] as? UIFont { titleLabel?.font = font }
        for (state, stateAppearance) in [(UIControl.State.normal, appearance.normal), (.disabled, appearance.disabled)] {
            if let color = stateAppearance.titleTextAttributes[.foregroundColor] as? UIColor { setTitleColor(color, for: state) }
        }
    }
}
