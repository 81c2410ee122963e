/// An animation of one layer property (`CAPropertyAnimation`), named by ``keyPath``
/// (`"position"`, `"opacity"`, `"transform.scale"`…; the key paths are listed on
/// `CALayer.animatableKeyPaths`).
open class CAPropertyAnimation: CAAnimation {
    /// The property animated (`keyPath`).
    open var keyPath: String?
    /// Whether the values add to the property's value instead of replacing it
    /// (`isAdditive`).
    open var isAdditive = false
    /// Whether repeats build on the value each pass ends at (`isCumulative`). Stored only:
    /// passes are not accumulated here.
    open var isCumulative = false

    /// An animation of no property yet.
    public override init() { super.init() }

    /// An animation of the property at `path` (`init(keyPath:)`).
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func makeCopy() -> CAAnimation { CAPropertyAnimation() }

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        copy.keyPath = keyPath; copy.isAdditive = isAdditive; copy.isCumulative = isCumulative
    }

    /// The property's value at pass fraction `fraction`, given `base`, its value under this
    /// animation; nil leaves it. Subclasses compute it.
    func value(atPassFraction fraction: Double, base: AnimatedValue) -> AnimatedValue? { nil }

    /// The property at ``keyPath``, found once for the key path and layer class it was found
    /// for (an animation on a layer is not changed afterwards).
    private var resolved: (keyPath: String, layerClass: ObjectIdentifier, property: AnimatableProperty?)?

    override func apply(to layer: CALayer, atParentTime time: Double) {
        guard let keyPath, let fraction = passFraction(atParentTime: time) else { return }
        let layerClass = type(of: layer)
        if resolved?.keyPath != keyPath || resolved?.layerClass != ObjectIdentifier(layerClass) {
            resolved = (keyPath, ObjectIdentifier(layerClass), CALayer.animatableProperty(keyPath, of: layerClass))
        }
        guard let property = resolved?.property else { return }
        let base = property.get(layer)
        guard let value = value(atPassFraction: fraction, base: base) else { return }
        property.set(layer, isAdditive ? base.adding(value) : value)
    }
}

/// An animation between two values of a property (`CABasicAnimation`).
///
/// Core Animation's rules for the values it is given: `fromValue` and `toValue`; `fromValue`
/// and `fromValue` + `byValue`; `toValue` − `byValue` and `toValue`; `fromValue` and the
/// property's value; the property's value and `toValue`; the property's value and that
/// plus `byValue`. A value of a kind the property does not take leaves the property.
open class CABasicAnimation: CAPropertyAnimation {
    /// The value it starts from (`fromValue`).
    open var fromValue: Any? {
        didSet { typedValues = nil }
    }
    /// The value it ends at (`toValue`).
    open var toValue: Any? {
        didSet { typedValues = nil }
    }
    /// The change it makes (`byValue`).
    open var byValue: Any? {
        didSet { typedValues = nil }
    }

    override func makeCopy() -> CAAnimation { CABasicAnimation() }

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CABasicAnimation else { return }
        copy.fromValue = fromValue; copy.toValue = toValue; copy.byValue = byValue
    }

    /// `fromValue`, `toValue` and `byValue` as typed values, read once and again after a change.
    private var typedValues: (from: AnimatedValue?, to: AnimatedValue?, by: AnimatedValue?)?

    private var typed: (from: AnimatedValue?, to: AnimatedValue?, by: AnimatedValue?) {
        if let typedValues { return typedValues }
        let made = (from: AnimatedValue(fromValue), to: AnimatedValue(toValue), by: AnimatedValue(byValue))
        typedValues = made
        return made
    }

    /// The two values the animation moves between, given `base`, the property's value.
    func endpoints(base: AnimatedValue) -> (from: AnimatedValue, to: AnimatedValue) {
        let from = typed.from?.shaped(like: base), to = typed.to?.shaped(like: base), by = typed.by?.shaped(like: base)
        let current = isAdditive ? base.zero : base
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, from.adding(by))
        case let (nil, to?, by?): return (to.subtracting(by), to)
        case let (from?, nil, nil): return (from, current)
        case let (nil, to?, nil): return (current, to)
        case let (nil, nil, by?): return (current, current.adding(by))
        case (nil, nil, nil): return (current, current)
        }
    }

    /// The progress at pass fraction `fraction`: the timing curve's.
    func progress(atPassFraction fraction: Double) -> Double { curvedProgress(fraction) }

    override func value(atPassFraction fraction: Double, base: AnimatedValue) -> AnimatedValue? {
        let (from, to) = endpoints(base: base)
        return from.interpolated(to: to, fraction: progress(atPassFraction: fraction))
    }
}
