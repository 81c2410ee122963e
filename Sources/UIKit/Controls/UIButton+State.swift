import Foundation

// A button's per-state content (the API before configurations) and what is drawn for a state.

extension UIButton {
    /// Stores a per-state value and redraws.
    func store<Value>(_ table: ReferenceWritableKeyPath<UIButton, [UInt: Value]>, _ value: Value?, for state: UIControl.State) {
        self[keyPath: table][state.rawValue] = value
        updateControlAppearance()
    }

    /// A system button's title colour: the tint, at 20 % while highlighted (chosen), the
    /// disabled grey while disabled; a custom button's is white.
    func defaultTitleColor(for state: UIControl.State) -> UIColor? {
        guard buttonType != .custom else { return .white }
        if state.contains(.disabled) { return ControlMetrics.tertiaryLabel }
        let tint: UIColor = tintColor ?? .tintColor
        return state.contains(.highlighted) ? tint.withAlphaComponent(0.2) : tint
    }

    /// Puts the parts in the button once.
    func setUpParts() {
        titleLabel?.font = .systemFont(ofSize: ControlMetrics.legacyButtonFontSize)
        backgroundPart.isUserInteractionEnabled = false
        insertSubview(backgroundPart, at: 0)
        for part in [imageView, titleLabel, subtitleLabel].compactMap({ $0 as UIView? }) {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        updateControlAppearance()
    }

    /// The older API's look for the state: its title, colour and image, no background part.
    func applyLegacyState() {
        drawnConfiguration = nil
        let state = self.state
        let attributed = attributedTitle(for: state)
        showTitle(attributed?.string ?? title(for: state), attributes: attributed, color: titleColor(for: state))
        subtitleLabel?.text = nil
        imageView?.image = image(for: state)
        // A system button's `.automatic` images are templates in its tint; a custom button's are originals.
        imageView?.templatesAutomaticImages = buttonType == .system
        // Its template image dims with its title, disabled or highlighted (docs/REFERENCE.md
        // §25.2); otherwise the image view inherits the button's tint.
        let dimmed = buttonType == .system && !state.isDisjoint(with: [.disabled, .highlighted])
        imageView?.tintColor = dimmed ? defaultTitleColor(for: state) : nil
        imageView?.imageOverlay = legacyImageOverlay(for: state)
        backgroundPart.isHidden = backgroundImage(for: state) == nil
        backgroundPart.backgroundColor = nil
        backgroundPart.layer.cornerRadius = 0
    }

    /// What a button without a configuration lays over its image in `state`
    /// (docs/REFERENCE.md §22.28): black at 45 % while highlighted, with
    /// ``adjustsImageWhenHighlighted``; white at 45 % while disabled, with
    /// ``adjustsImageWhenDisabled``. Nothing over an image set for the state itself, nor in a
    /// system button, whose images dim as templates with its title (§25.2).
    func legacyImageOverlay(for state: UIControl.State) -> UIColor? {
        guard buttonType != .system, images[state.rawValue] == nil else { return nil }
        if state.contains(.disabled) { return adjustsImageWhenDisabled ? UIColor(white: 1, alpha: 0.45) : nil }
        if state.contains(.highlighted) { return adjustsImageWhenHighlighted ? UIColor(white: 0, alpha: 0.45) : nil }
        return nil
    }

    /// Shows `text` in the title label: in the font and colour `attributes` set at its start
    /// (the renderer draws one of each per label), else the label's own font and `color`.
    /// The label's font from before an attributed font comes back when none is set.
    private func showTitle(_ text: String?, attributes: NSAttributedString?, color: UIColor?) {
        let (font, attributedColor) = attributes?.leadingFontAndColor ?? (nil, nil)
        if let font {
            if fontBeforeAttributedTitle == nil { fontBeforeAttributedTitle = titleLabel?.font }
            titleLabel?.font = font
        } else if let saved = fontBeforeAttributedTitle {
            titleLabel?.font = saved
            fontBeforeAttributedTitle = nil
        }
        titleLabel?.text = text
        titleLabel?.textColor = attributedColor ?? color
    }

    /// The configuration's look for the state: the handler's configuration, else the style's
    /// colours for the state (``Configuration/updated(for:)``).
    func applyConfiguration() {
        configurationUpdateHandler?(self)
        guard let base = configuration else {
            drawnConfiguration = nil
            return applyLegacyState()
        }
        let drawn = automaticallyUpdatesConfiguration && configurationUpdateHandler == nil ? base.updated(for: self) : base
        drawnConfiguration = drawn
        let look = ButtonLook(configuration: drawn, button: self)
        let foreground = drawn.baseForegroundColor ?? look.foreground
        let attributedTitle = drawn.attributedTitle?.leadingFontAndColor
        let title = drawn.titleTextAttributesTransformer.fontAndColor(
            attributedTitle?.font ?? .systemFont(ofSize: drawn.buttonSize.titleSize), attributedTitle?.color ?? foreground)
        titleLabel?.text = drawn.title
        titleLabel?.font = title.font
        titleLabel?.textColor = title.color
        let attributedSubtitle = drawn.attributedSubtitle?.leadingFontAndColor
        let subtitle = drawn.subtitleTextAttributesTransformer.fontAndColor(
            attributedSubtitle?.font ?? .systemFont(ofSize: drawn.buttonSize.subtitleSize), attributedSubtitle?.color ?? foreground)
        subtitleLabel?.text = drawn.subtitle
        subtitleLabel?.font = subtitle.font
        subtitleLabel?.textColor = subtitle.color
        imageView?.image = drawn.showsActivityIndicator ? nil : drawn.image
        imageView?.imageOverlay = nil
        // A configuration's template images take its foreground colour, as its title does,
        // through its image colour transformer when it has one.
        imageView?.templatesAutomaticImages = true
        imageView?.tintColor = drawn.imageColorTransformer?(foreground) ?? foreground
        let background = (drawn.background.keepsBackgroundColor ? drawn.background.backgroundColor : nil) ?? look.background
        backgroundPart.isHidden = background == nil && drawn.background.strokeWidth == 0
        backgroundPart.backgroundColor = background
        backgroundPart.layer.borderWidth = drawn.background.strokeWidth
        backgroundPart.layer.borderColor = (drawn.background.strokeColor ?? foreground).cgColor
        if drawn.showsActivityIndicator {
            if activityIndicator.superview !== self { addSubview(activityIndicator) }
            activityIndicator.color = foreground
            activityIndicator.startAnimating()
        } else if activityIndicator.superview === self {
            activityIndicator.stopAnimating()
            activityIndicator.removeFromSuperview()
        }
    }
}

extension UIButton.Configuration.Size {
    /// The subtitle's point size: subheadline (15) for medium and large, footnote (13) for
    /// small, caption 2 (11) for mini (chosen).
    var subtitleSize: CGFloat {
        switch self {
        case .mini: return 11
        case .small: return 13
        case .medium, .large: return 15
        }
    }
}
