/// UIKit's `UIProgressView`: a bar filled to ``progress`` (docs/REFERENCE.md §25): 4 points tall
/// and rounded (`.default`), 2.5 and square (`.bar`); the fill is the tint, the track a light
/// grey. `observedProgress` (key-value observing) is not declared.
open class UIProgressView: UIView {
    /// The bar's look (`UIProgressView.Style`).
    public enum Style: Int, Sendable {
        /// A rounded bar (`.default`).
        case `default` = 0
        /// A bar for toolbars (`.bar`).
        case bar = 1
    }

    let track = UIView(frame: .zero)
    let fill = UIView(frame: .zero)

    /// A bar of `style` (`init(progressViewStyle:)`).
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
        layoutBar()
    }

    override func assembleParts() {
        super.assembleParts()
        for part in [track, fill] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        layoutBar()
    }

    /// The look (`progressViewStyle`).
    open var progressViewStyle = Style.default {
        didSet { layoutBar() }
    }
    /// How far along, 0…1 (`progress`).
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    private var storedProgress: Float = 0
    /// The fill's colour (`progressTintColor`); nil is the tint.
    open var progressTintColor: UIColor? {
        didSet { layoutBar() }
    }
    /// The track's colour (`trackTintColor`); nil is a light grey.
    open var trackTintColor: UIColor? {
        didSet { layoutBar() }
    }

    /// Sets the progress, clamped to 0…1 (`setProgress(_:animated:)`); `animated` moves the
    /// fill over 0.25 s (chosen).
    open func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = progress.isNaN ? 0 : min(max(progress, 0), 1)
        observableValueDidChange()
        UIView.performControlChange(animated: animated) { self.layoutBar() }
    }

    /// No intrinsic width; the style's height (`intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize {
        CGSize(
            width: UIView.noIntrinsicMetric,
            height: progressViewStyle == .bar ? ControlMetrics.progressBarHeight : ControlMetrics.progressHeight)
    }

    /// Lays the bar out again when the size changes.
    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { layoutBar() } }
    }

    private func layoutBar() {
        let radius = progressViewStyle == .bar ? 0 : bounds.height / 2
        track.frame = CGRect(origin: .zero, size: bounds.size)
        track.layer.cornerRadius = radius
        track.backgroundColor = trackTintColor ?? ControlMetrics.systemFill
        let width = bounds.width * CGFloat(storedProgress)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        fill.frame = CGRect(x: rightToLeft ? bounds.width - width : 0, y: 0, width: width, height: bounds.height)
        fill.layer.cornerRadius = radius
        fill.backgroundColor = progressTintColor ?? tintColor
    }
}
