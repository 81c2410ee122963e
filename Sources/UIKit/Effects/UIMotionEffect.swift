import Foundation

/// An effect that follows how the device is tilted toward its viewer (`UIMotionEffect`): an
/// abstract class whose subclasses map a viewer offset — each axis −1 to 1, (0, 0) with the
/// screen facing the viewer — to values UIKit adds to key paths of the views the effect is
/// attached to (`UIView.addMotionEffect(_:)`; docs/REFERENCE.md §22.18).
///
/// Deliberate difference: nothing tilts the simulated device, so effects are kept and answer
/// ``keyPathsAndRelativeValues(forViewerOffset:)`` exactly, but nothing is added to what is
/// drawn. The usual symmetric range (−n to n) adds 0 at (0, 0) anyway; an asymmetric one would
/// shift a view by its midpoint on a device held straight.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject, @preconcurrency NSCopying {
    /// An effect that changes nothing (`init()`).
    public override init() { super.init() }

    /// The key paths to change and the values to add to them for `viewerOffset`
    /// (`keyPathsAndRelativeValues(forViewerOffset:)`); nil here: subclasses answer.
    /// - Parameter viewerOffset: Where the device faces, relative to the viewer: each part from
    ///   −1 (the screen turned up or to the viewer's left) to 1 (down or to the right).
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }

    /// A copy of the effect (`copy(with:)`, NSCopying): a new effect of the base class here;
    /// subclasses copy their settings.
    open func copy(with zone: NSZone? = nil) -> Any { UIMotionEffect() }
}

/// Motion effects applied together (`UIMotionEffectGroup`): a horizontal and a vertical
/// ``UIInterpolatingMotionEffect`` for a parallax, for example.
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects in the group (`motionEffects`); nil at first.
    open var motionEffects: [UIMotionEffect]?

    /// Every effect's key paths and values for `viewerOffset`, together; where two effects
    /// name the same key path their values add, as Core Animation adds an animation group's
    /// (UIKit's header: the group merges its members' pairs with Core Animation's addition);
    /// values of kinds that do not add keep the later one [chosen]. Nil when no effect in the
    /// group answers.
    /// - Parameter viewerOffset: Where the device faces, relative to the viewer.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let answers = (motionEffects ?? []).compactMap { $0.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) }
        guard !answers.isEmpty else { return nil }
        return answers.reduce(into: [:]) { merged, answer in
            merged.merge(answer) { earlier, later -> Any in
                guard let sum = UIInterpolatingMotionEffect.combine(earlier, later, { $0 + $1 }) else { return later }
                return sum
            }
        }
    }

    /// A group holding copies of the same effects (`copy(with:)`).
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIMotionEffectGroup()
        copy.motionEffects = motionEffects?.compactMap { $0.copy(with: zone) as? UIMotionEffect }
        return copy
    }
}
