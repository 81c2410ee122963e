/// The colours a button configuration's style gives a button in its state
/// (docs/REFERENCE.md §25): the one place the styles' colours are decided.
@preconcurrency @MainActor
struct ButtonLook {
    /// Text and image.
    let foreground: UIColor
    /// The background, nil for none.
    let background: UIColor?

    init(configuration: UIButton.Configuration, button: UIButton) {
        let tint: UIColor = button.tintColor ?? .tintColor
        let state = button.state
        let selected = state.contains(.selected) && configuration.automaticallyUpdateForSelection
        var foreground: UIColor
        var background: UIColor?
        switch configuration.style {
        case .plain:
            foreground = configuration.baseForegroundColor ?? tint
            background = configuration.baseBackgroundColor
        case .gray:
            foreground = configuration.baseForegroundColor ?? tint
            background = configuration.baseBackgroundColor ?? ControlMetrics.secondarySystemFill
        case .tinted where !selected:
            foreground = configuration.baseForegroundColor ?? tint
            background = (configuration.baseBackgroundColor ?? tint).withAlphaComponent(0.15)
        case .tinted, .filled:
            foreground = configuration.baseForegroundColor ?? .white
            background = configuration.baseBackgroundColor ?? tint
        }
        if state.contains(.disabled) {
            foreground = ControlMetrics.tertiaryLabel
            background = background.map { _ in ControlMetrics.tertiarySystemFill }
        } else if state.contains(.highlighted) {
            foreground = Self.faded(foreground)
            background = background.map(Self.faded)
        }
        self.foreground = foreground
        self.background = background
    }

    /// `color` at the highlighted share of its opacity.
    static func faded(_ color: UIColor) -> UIColor {
        color.withAlphaComponent(CGFloat(color.color.alpha) * ControlMetrics.highlightedAlpha)
    }
}
