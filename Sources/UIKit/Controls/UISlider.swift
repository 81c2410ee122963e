/// UIKit's `UISlider`: a value between a minimum and a maximum, chosen by dragging the thumb
/// along a track. A drag that starts on the thumb moves it (a touch elsewhere on the track does
/// nothing, as in UIKit); the value follows the finger and `.valueChanged` is sent with each
/// move while ``isContinuous``, else once at the end.
///
/// Drawn in iOS 13's look (docs/REFERENCE.md §25): 34 points tall, a 4-point rounded track,
/// tinted up to the thumb and grey after it, a white thumb 28 across (its shadow is not drawn
/// yet). Thumb and track images are not declared (`setThumbImage(_:for:)`…).
open class UISlider: UIControl {
    let maximumTrack = UIView(frame: .zero)
    let minimumTrack = UIView(frame: .zero)
    let thumb = UIView(frame: .zero)
    let minimumImageView = UIImageView(frame: .zero)
    let maximumImageView = UIImageView(frame: .zero)
    /// The distance from the thumb's centre to where the finger took it.
    private var grabOffset: CGFloat = 0

    override func assembleParts() {
        super.assembleParts()
        for part in [maximumTrack, minimumTrack, minimumImageView, maximumImageView, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        updateControlAppearance()
    }

    /// The value (`value`), kept within ``minimumValue``…``maximumValue``.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0

    /// The smallest value (`minimumValue`); default 0.
    open var minimumValue: Float = 0 {
        didSet { clampAndRedraw() }
    }
    /// The largest value (`maximumValue`); default 1.
    open var maximumValue: Float = 1 {
        didSet { clampAndRedraw() }
    }
    /// Whether a drag sends `.valueChanged` at each move (`isContinuous`); default true.
    open var isContinuous = true
    /// The colour up to the thumb (`minimumTrackTintColor`); nil is the tint.
    open var minimumTrackTintColor: UIColor? {
        didSet { updateControlAppearance() }
    }
    /// The colour after the thumb (`maximumTrackTintColor`); nil is the system fill grey.
    open var maximumTrackTintColor: UIColor? {
        didSet { updateControlAppearance() }
    }
    /// The thumb's colour (`thumbTintColor`); nil is white.
    open var thumbTintColor: UIColor? {
        didSet { updateControlAppearance() }
    }
    /// The image at the minimum end (`minimumValueImage`).
    open var minimumValueImage: UIImage? {
        didSet { updateControlAppearance() }
    }
    /// The image at the maximum end (`maximumValueImage`).
    open var maximumValueImage: UIImage? {
        didSet { updateControlAppearance() }
    }

    /// Sets the value, kept in range (`setValue(_:animated:)`), animating the thumb over 0.25 s
    /// (chosen) with `animated`; no event is sent.
    open func setValue(_ value: Float, animated: Bool) {
        storedValue = value.isNaN ? minimumValue : min(max(value, minimumValue), maximumValue)
        UIView.performControlChange(animated: animated) { self.updateControlAppearance() }
    }

    private func clampAndRedraw() {
        if maximumValue < minimumValue { maximumValue = minimumValue }
        setValue(storedValue, animated: false)
    }

    /// No intrinsic width; 34 points tall (`intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: ControlMetrics.sliderHeight) }

    /// The image at the minimum end's place (`minimumValueImageRect(forBounds:)`).
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = minimumValueImage?.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The image at the maximum end's place (`maximumValueImageRect(forBounds:)`).
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = maximumValueImage?.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track's place (`trackRect(forBounds:)`): the width between the end images (with
    /// 4 points beside each), 4 points tall, centred.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let left = minimumValueImage == nil ? 0 : minimumValueImageRect(forBounds: bounds).width + 4
        let right = maximumValueImage == nil ? 0 : maximumValueImageRect(forBounds: bounds).width + 4
        let height = ControlMetrics.sliderTrackHeight
        return CGRect(x: bounds.minX + left, y: bounds.midY - height / 2, width: max(0, bounds.width - left - right), height: height)
    }

    /// The thumb's place for `value` (`thumbRect(forBounds:trackRect:value:)`): the thumb's
    /// edges travel from the track's start to its end.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let diameter = ControlMetrics.sliderThumbDiameter
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? CGFloat((value - minimumValue) / range) : 0
        return CGRect(
            x: rect.minX + fraction * max(0, rect.width - diameter), y: rect.midY - diameter / 2, width: diameter, height: diameter)
    }

    override func updateControlAppearance() {
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: value)
        maximumTrack.frame = track
        maximumTrack.layer.cornerRadius = track.height / 2
        maximumTrack.backgroundColor = maximumTrackTintColor ?? ControlMetrics.systemFill
        minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: max(0, thumbFrame.midX - track.minX), height: track.height)
        minimumTrack.layer.cornerRadius = track.height / 2
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        thumb.frame = thumbFrame
        thumb.layer.cornerRadius = thumbFrame.width / 2
        thumb.backgroundColor = thumbTintColor ?? .white
        thumb.layer.borderWidth = ControlMetrics.thumbOutlineWidth
        thumb.layer.borderColor = ControlMetrics.thumbOutline.cgColor
        minimumImageView.image = minimumValueImage
        minimumImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumImageView.image = maximumValueImage
        maximumImageView.frame = maximumValueImageRect(forBounds: bounds)
        alpha = isEnabled ? 1 : 0.5
    }

    /// A touch on the thumb starts a drag (`beginTracking(_:with:)`); elsewhere nothing.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        guard thumb.frame.insetBy(dx: -8, dy: -8).contains(point) else { return false }
        grabOffset = point.x - thumb.frame.midX
        return true
    }

    /// The value follows the finger (`continueTracking(_:with:)`).
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let travel = max(1, track.width - ControlMetrics.sliderThumbDiameter)
        let centre = touch.location(in: self).x - grabOffset
        let fraction = Float((centre - track.minX - ControlMetrics.sliderThumbDiameter / 2) / travel)
        let old = value
        setValue(minimumValue + fraction * (maximumValue - minimumValue), animated: false)
        if isContinuous, value != old { performActions(for: [.valueChanged, .primaryActionTriggered]) }
        return true
    }

    /// Sends the one `.valueChanged` of a slider that is not continuous (`endTracking(_:with:)`).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous { performActions(for: [.valueChanged, .primaryActionTriggered]) }
    }
}
