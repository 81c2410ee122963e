/// UIKit's `UIActivityIndicatorView`: a spinner of 8 spokes, 20 points across (`.medium`) or
/// 37 (`.large`), each spoke fainter than the one before. While animating, the spokes step
/// round once a second on the animation clock (a discrete `CAKeyframeAnimation` of the
/// rotation, repeated). Stopped, it hides itself (``hidesWhenStopped``, default true).
open class UIActivityIndicatorView: UIView {
    /// The spinner's size and colour (`UIActivityIndicatorView.Style`), UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The default size, 20 points (`.medium`, iOS 13).
        case medium = 100
        /// 37 points (`.large`, iOS 13).
        case large = 101
        /// Large and white (`.whiteLarge`, deprecated).
        case whiteLarge = 0
        /// Medium and white (`.white`, deprecated).
        case white = 1
        /// Medium and grey (`.gray`, deprecated).
        case gray = 2

        /// Whether the style is the large size.
        var isLarge: Bool { self == .large || self == .whiteLarge }
    }

    let spinner = UIView(frame: .zero)
    private var spokes: [UIView] = []

    /// A medium spinner (`init(frame:)`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Spinners are not decoded here: a medium spinner.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// A spinner of `style`, sized to it (`init(style:)`).
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
        bounds.size = intrinsicContentSize
        layoutSpokes()
    }

    override func assembleParts() {
        super.assembleParts()
        spinner.isUserInteractionEnabled = false
        addSubview(spinner)
        for _ in 0..<ControlMetrics.activitySpokes {
            let spoke = UIView(frame: .zero)
            spoke.isUserInteractionEnabled = false
            spinner.addSubview(spoke)
            spokes.append(spoke)
        }
        isHidden = hidesWhenStopped
        layoutSpokes()
    }

    /// The size and colour (`style`); default `.medium`.
    open var style = Style.medium {
        didSet { layoutSpokes() }
    }
    /// The spokes' colour (`color`); nil is the style's (grey, white for the white styles).
    open var color: UIColor! {
        didSet { layoutSpokes() }
    }
    /// Whether it hides when stopped (`hidesWhenStopped`); default true.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether it spins (`isAnimating`).
    open private(set) var isAnimating = false

    /// Starts spinning and shows it (`startAnimating()`).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        let steps = ControlMetrics.activitySpokes
        turn.values = (0..<steps).map { CGFloat($0) * 2 * .pi / CGFloat(steps) }
        turn.calculationMode = .discrete
        turn.duration = 1
        turn.repeatCount = .infinity
        spinner.layer.add(turn, forKey: "spin")
    }

    /// Stops spinning, hiding it when ``hidesWhenStopped`` (`stopAnimating()`).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spinner.layer.removeAnimation(forKey: "spin")
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's size (`intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize {
        let side = style.isLarge ? ControlMetrics.activityLargeSize : ControlMetrics.activityMediumSize
        return CGSize(width: side, height: side)
    }

    /// Lays the spokes out again when the size changes.
    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { layoutSpokes() } }
    }

    private func layoutSpokes() {
        let side = intrinsicContentSize.width
        spinner.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        spinner.center = CGPoint(x: bounds.midX, y: bounds.midY)
        let white = style == .white || style == .whiteLarge
        let tint: UIColor = color ?? (white ? .white : .secondaryLabel)
        let length = side * 0.28, width = side * 0.1
        for (index, spoke) in spokes.enumerated() {
            let angle = CGFloat(index) * 2 * .pi / CGFloat(spokes.count)
            spoke.transform = .identity
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
            spoke.center = CGPoint(x: side / 2, y: side / 2)
            spoke.layer.cornerRadius = width / 2
            spoke.backgroundColor = tint.withAlphaComponent(1 - 0.85 * CGFloat(index) / CGFloat(spokes.count))
            let distance = side / 2 - length / 2
            spoke.transform = CGAffineTransform(rotationAngle: angle).translatedBy(x: 0, y: -distance)
        }
    }
}
