/// UIKit's `UISwitch`: an on/off control, 51 × 31 points whatever frame it is given
/// (docs/REFERENCE.md §25). A tap toggles it, animating the thumb across and the track's
/// colour over 0.25 s (chosen), and sends `.valueChanged` (with `.primaryActionTriggered`).
///
/// Drawn from layers: the track a capsule filled with ``onTintColor`` (`systemGreen`) when on
/// and a light grey fill when off, the thumb a white circle 27 across. The thumb's shadow is
/// not drawn yet (layer shadows come with the drawing work).
open class UISwitch: UIControl {
    /// The switch's look (`UISwitch.Style`, iOS 14).
    public enum Style: Int, Sendable {
        /// The platform's (`.automatic`).
        case automatic = 0
        /// A checkbox (`.checkbox`, macOS).
        case checkbox = 1
        /// A sliding switch (`.sliding`).
        case sliding = 2
    }

    /// The thumb.
    let thumb = UIView(frame: .zero)

    override func assembleParts() {
        super.assembleParts()
        frame.size = ControlMetrics.switchSize
        thumb.isUserInteractionEnabled = false
        thumb.backgroundColor = .white
        addSubview(thumb)
        updateControlAppearance()
    }

    /// Whether the switch is on (`isOn`); setting it does not animate or send events.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }
    private var storedIsOn = false

    /// Turns the switch on or off (`setOn(_:animated:)`), animating the thumb and track with
    /// `animated`; no event is sent, as in UIKit.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != storedIsOn else { return }
        storedIsOn = on
        UIView.performControlChange(animated: animated) { self.updateControlAppearance() }
    }

    /// The track's colour when on (`onTintColor`); nil is `systemGreen`.
    open var onTintColor: UIColor? {
        didSet { updateControlAppearance() }
    }
    /// The thumb's colour (`thumbTintColor`); nil is white.
    open var thumbTintColor: UIColor? {
        didSet { updateControlAppearance() }
    }
    /// The look asked for (`preferredStyle`, iOS 14); every style draws as `.sliding` here.
    open var preferredStyle = Style.automatic
    /// The look drawn (`style`): `.sliding` on iOS.
    open var style: Style { .sliding }
    /// A title (`title`, macOS checkboxes); not drawn on iOS.
    open var title: String?

    /// The frame, its size always 51 × 31 (`frame`).
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: ControlMetrics.switchSize) }
    }

    /// 51 × 31 (`intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize { ControlMetrics.switchSize }
    /// 51 × 31 (`sizeThatFits(_:)`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { ControlMetrics.switchSize }

    override func updateControlAppearance() {
        let size = bounds.size
        let inset = ControlMetrics.switchThumbInset
        let diameter = max(0, size.height - 2 * inset)
        layer.cornerRadius = size.height / 2
        backgroundColor = isOn ? (onTintColor ?? .systemGreen) : ControlMetrics.secondarySystemFill
        thumb.bounds = CGRect(x: 0, y: 0, width: diameter, height: diameter)
        thumb.center = CGPoint(x: isOn ? size.width - inset - diameter / 2 : inset + diameter / 2, y: size.height / 2)
        thumb.layer.cornerRadius = diameter / 2
        thumb.backgroundColor = thumbTintColor ?? .white
        thumb.layer.borderWidth = ControlMetrics.thumbOutlineWidth
        thumb.layer.borderColor = ControlMetrics.thumbOutline.cgColor
        alpha = isEnabled ? 1 : 0.5
    }

    override func touchUpInsideDidFinish() {
        setOn(!isOn, animated: true)
        performActions(for: [.valueChanged, .primaryActionTriggered])
    }
}
