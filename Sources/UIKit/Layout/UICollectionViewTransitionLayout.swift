/// A layout between two layouts, as UIKit's `UICollectionViewTransitionLayout`: install it
/// and drive ``transitionProgress`` from 0 (``currentLayout``) to 1 (``nextLayout``).
///
/// The rules are the core `TransitionLayout`'s (docs/REFERENCE.md §8): each element is a copy of
/// its next attributes with centre, size, alpha and transform3D interpolated; the content
/// size is the larger of both. The two layouts answer through their own overrides.
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from (`currentLayout`).
    public let currentLayout: UICollectionViewLayout
    /// The layout the transition ends at (`nextLayout`).
    public let nextLayout: UICollectionViewLayout
    let transition: TransitionEngine

    /// A transition from `currentLayout` to `nextLayout` at progress 0
    /// (`init(currentLayout:nextLayout:)`).
    public init(currentLayout: UICollectionViewLayout, nextLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        transition = TransitionEngine(currentLayout: currentLayout.bridge, nextLayout: nextLayout.bridge)
        super.init(engine: transition)
        transition.owner = self
    }

    /// Transition layouts are not decoded here.
    public required init?(coder: NSCoder) { return nil }

    /// How far the transition is, clamped to [0, 1] (`transitionProgress`); setting it
    /// invalidates the layout.
    open var transitionProgress: CGFloat {
        get { transition.transitionProgress }
        set { transition.transitionProgress = newValue }
    }

    /// Stores a value that follows the transition (`updateValue(_:forAnimatedKey:)`).
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        transition.updateValue(value, forAnimatedKey: key)
    }

    /// The value last stored for `key`, 0 when none (`value(forAnimatedKey:)`).
    open func value(forAnimatedKey key: String) -> CGFloat {
        transition.value(forAnimatedKey: key)
    }
}
