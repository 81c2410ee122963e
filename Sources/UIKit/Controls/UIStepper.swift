import CollectionAnimation

/// UIKit's `UIStepper`: a value changed by steps with its − and + halves, 94 × 32 points
/// (docs/REFERENCE.md §25). A touch down on a half changes the value by ``stepValue`` and
/// sends `.valueChanged`; held, with ``autorepeat``, it repeats after 0.5 s and then every
/// 0.1 s on the animation clock (chosen: UIKit's repeat rate speeds up and is not published).
/// A half at its limit is dimmed and does nothing, unless ``wraps``.
open class UIStepper: UIControl {
    let decrementLabel = UILabel(frame: .zero)
    let incrementLabel = UILabel(frame: .zero)
    let divider = UIView(frame: .zero)
    private var repeatTimer: (clock: AnimationClock, token: AnimationClock.Token)?

    override func assembleParts() {
        super.assembleParts()
        frame.size = ControlMetrics.stepperSize
        for part in [divider, decrementLabel, incrementLabel] as [UIView] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        decrementLabel.text = "−"
        incrementLabel.text = "+"
        updateControlAppearance()
    }

    /// The value (`value`), kept within ``minimumValue``…``maximumValue``.
    open var value: Double = 0 {
        didSet {
            value = value.isNaN ? minimumValue : min(max(value, minimumValue), maximumValue)
            updateControlAppearance()
        }
    }
    /// The smallest value (`minimumValue`); default 0. A minimum above the maximum raises
    /// the maximum to it, as UIKit does.
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = max(value, minimumValue)
        }
    }
    /// The largest value (`maximumValue`); default 100. A maximum below the minimum lowers
    /// the minimum to it, as UIKit does.
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = min(value, maximumValue)
        }
    }
    /// The step (`stepValue`); default 1.
    open var stepValue: Double = 1
    /// Whether each step sends `.valueChanged` at once (`isContinuous`); default true.
    open var isContinuous = true
    /// Whether holding repeats the step (`autorepeat`); default true.
    open var autorepeat = true
    /// Whether stepping past a limit goes round to the other (`wraps`); default false.
    open var wraps = false

    /// 94 × 32 (`intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize { ControlMetrics.stepperSize }

    override func updateControlAppearance() {
        let size = bounds.size
        backgroundColor = ControlMetrics.tertiarySystemFill
        layer.cornerRadius = ControlMetrics.segmentedCornerRadius
        let half = size.width / 2
        decrementLabel.frame = CGRect(x: 0, y: 0, width: half, height: size.height)
        incrementLabel.frame = CGRect(x: half, y: 0, width: half, height: size.height)
        for label in [decrementLabel, incrementLabel] {
            label.textAlignment = .center
            label.font = .systemFont(ofSize: 20)
        }
        decrementLabel.textColor = canStep(by: -1) ? .label : ControlMetrics.tertiaryLabel
        incrementLabel.textColor = canStep(by: 1) ? .label : ControlMetrics.tertiaryLabel
        divider.backgroundColor = ControlMetrics.systemFill
        divider.frame = CGRect(x: half - 0.5, y: size.height * 0.25, width: 1, height: size.height * 0.5)
    }

    /// Whether a step in `direction` (±1) changes the value.
    private func canStep(by direction: Double) -> Bool {
        isEnabled && (wraps || (direction < 0 ? value > minimumValue : value < maximumValue))
    }

    /// Steps in `direction`, going round with ``wraps``; false when it cannot.
    private func step(_ direction: Double) -> Bool {
        guard canStep(by: direction) else { return false }
        let next = value + direction * stepValue
        if wraps, next > maximumValue {
            value = minimumValue
        } else if wraps, next < minimumValue {
            value = maximumValue
        } else {
            value = next
        }
        if isContinuous { performActions(for: [.valueChanged, .primaryActionTriggered]) }
        return true
    }

    /// A touch on a half steps at once and, with ``autorepeat``, starts repeating.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let direction: Double = touch.location(in: self).x < bounds.midX ? -1 : 1
        guard step(direction) else { return false }
        guard autorepeat else { return true }
        let clock = AnimationClock.current
        let token = clock.scheduleRepeating(every: 0.1, startingAt: clock.time + 0.5) { [weak self] _ in
            guard let self, self.isTracking else { return false }
            return self.step(direction)
        }
        repeatTimer = (clock, token)
        return true
    }

    /// Stops repeating; a stepper that is not continuous sends its `.valueChanged` now.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        stopRepeating()
        if !isContinuous { performActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    /// Stops repeating.
    open override func cancelTracking(with event: UIEvent?) { stopRepeating() }

    private func stopRepeating() {
        if let repeatTimer { repeatTimer.clock.cancel(repeatTimer.token) }
        repeatTimer = nil
    }
}
