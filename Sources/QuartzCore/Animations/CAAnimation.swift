/// The base of Core Animation's animations (`CAAnimation`): timing, a timing curve and a
/// delegate. Added to a layer (`CALayer.add(_:forKey:)`), an animation changes what the
/// layer's `presentation()` shows while the animation clock runs through it; the layer's
/// model values never change.
///
/// An animation is copied when it is added, as in Core Animation: changing it afterwards
/// does not change the one on the layer. A ``duration`` of 0 takes the transaction's
/// (`CATransaction.animationDuration()`, 0.25 s by default); a ``beginTime`` of 0 begins
/// when it is added.
open class CAAnimation: NSObject, CAMediaTiming, CAAction, NSCopying {
    /// An animation with Core Animation's defaults.
    public override init() { super.init() }

    /// The default value of a property (`defaultValue(forKey:)`): nil for every key here.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// The timing curve over one pass (`timingFunction`); nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops (`delegate`); held strongly, as Core
    /// Animation does.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the layer drops the animation when it ends (`isRemovedOnCompletion`);
    /// default true.
    open var isRemovedOnCompletion = true

    /// The values stored under keys with `setValue(_:forKey:)` (CAAnimation+KeyValueCoding.swift).
    var storedValues: [String: Any] = [:]

    /// Where the animation is in its pass, 0…1 (beyond for a spring's overshoot), when
    /// something other than the clock drives it (a property animator); the animation then
    /// never ends by itself.
    package var progressSource: (() -> Double)?

    // MARK: CAMediaTiming

    /// When the animation begins, in the layer's time (`beginTime`); 0 is when it is added.
    open var beginTime: CFTimeInterval = 0
    /// The length of one pass (`duration`); 0 takes the transaction's duration.
    open var duration: CFTimeInterval = 0
    /// How fast the animation's time runs (`speed`); default 1.
    open var speed: Float = 1
    /// An offset into the animation's time (`timeOffset`).
    open var timeOffset: CFTimeInterval = 0
    /// How many passes (`repeatCount`); 0 is one, `.infinity` forever.
    open var repeatCount: Float = 0
    /// How long to repeat, in seconds (`repeatDuration`); 0 not used.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each pass plays back after it plays forth (`autoreverses`).
    open var autoreverses = false
    /// What shows outside the active time (`fillMode`); default `.removed`.
    open var fillMode = CAMediaTimingFillMode.removed

    // MARK: Copying

    /// A copy of the animation (`copy(with:)`): the class of Core Animation it is (a
    /// subclass declared elsewhere is copied as the nearest Core Animation class), with
    /// every property.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = makeCopy()
        copyProperties(to: copy)
        return copy
    }

    /// A new animation of this class, for ``copy(with:)``; each Core Animation subclass
    /// makes its own.
    func makeCopy() -> CAAnimation { CAAnimation() }

    /// Copies this class's properties onto `copy`; each subclass adds its own.
    func copyProperties(to copy: CAAnimation) {
        copy.timingFunction = timingFunction; copy.delegate = delegate
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.beginTime = beginTime; copy.duration = duration; copy.speed = speed; copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount; copy.repeatDuration = repeatDuration; copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        copy.progressSource = progressSource
        copy.storedValues = storedValues
    }

    // MARK: CAAction

    /// Adds the animation to the layer `anObject` under the key `event`
    /// (`run(forKey:object:arguments:)`); a property animation without a key path animates
    /// the property `event`.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        if let property = self as? CAPropertyAnimation, property.keyPath == nil {
            let copy = property.copy() as? CAPropertyAnimation ?? property
            copy.keyPath = event
            return layer.add(copy, forKey: event)
        }
        layer.add(self, forKey: event)
    }

    // MARK: Time

    /// The seconds one pass and a back pass take.
    private var cycle: Double { autoreverses ? 2 * duration : duration }

    /// The length of the active time in the animation's own time: the passes
    /// (``repeatCount``, else ``repeatDuration``, else one); infinite for endless repeats.
    var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return repeatCount.isInfinite ? .infinity : Double(repeatCount) * cycle }
        return cycle
    }

    /// The animation's own time at `time` in its parent's (the layer's, or its group's).
    func localTime(atParentTime time: Double) -> Double {
        (time - beginTime) * Double(speed) + timeOffset
    }

    /// When the active time ends, in the parent's time; infinite when it never ends or
    /// the animation's time does not run.
    var activeEnd: Double {
        guard progressSource == nil, speed > 0, activeDuration.isFinite else { return .infinity }
        return beginTime + (activeDuration - timeOffset) / Double(speed)
    }

    /// The fraction of one pass (0…1, a back pass running from 1 to 0) the animation is at,
    /// at `time` in its parent's time; nil when it shows nothing then (before or after its
    /// active time without the ``fillMode`` to fill).
    func passFraction(atParentTime time: Double) -> Double? {
        if let progressSource { return progressSource() }
        let local = localTime(atParentTime: time)
        guard !local.isNaN else { return nil }
        let total = activeDuration
        guard duration > 0 else {
            return local < 0 ? (fillMode.fillsBackwards ? 0 : nil) : (local >= total && !fillMode.fillsForwards ? nil : 1)
        }
        if local < 0 { return fillMode.fillsBackwards ? 0 : nil }
        var phase: Double
        if local >= total {
            guard fillMode.fillsForwards else { return nil }
            let remainder = total.truncatingRemainder(dividingBy: cycle)
            phase = remainder == 0 ? cycle : remainder
        } else {
            phase = local.truncatingRemainder(dividingBy: cycle)
        }
        if autoreverses, phase > duration { phase = 2 * duration - phase }
        return min(max(phase / duration, 0), 1)
    }

    /// The progress the timing curve gives at pass fraction `fraction` (linear without one).
    func curvedProgress(_ fraction: Double) -> Double {
        timingFunction?.progress(at: fraction) ?? fraction
    }

    /// What the animation does to `layer` (a presentation copy) at `time` in its parent's
    /// time: nothing here; property animations set their key path.
    func apply(to layer: CALayer, atParentTime time: Double) {}
}
