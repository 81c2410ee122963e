import CollectionAnimation

/// A behaviour a dynamic animator runs (`UIDynamicBehavior`): the base of gravity, collision,
/// attachment, snap, push and item behaviours, and a composite of child behaviours.
///
/// Subclass it to group behaviours (``addChildBehavior(_:)``) or to run code each step
/// (``action``), as in UIKit.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    /// A behaviour with no children (`init()`).
    public override init() {
        super.init()
    }

    /// The child behaviours (`childBehaviors`), in the order added.
    open private(set) var childBehaviors: [UIDynamicBehavior] = []

    /// Adds a child behaviour (`addChildBehavior(_:)`), once; it runs while this one does.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        if let animator = dynamicAnimator { behavior.move(to: animator) }
        dynamicAnimator?.resume()
    }

    /// Removes a child behaviour (`removeChildBehavior(_:)`).
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.removeAll { $0 === behavior }
        if dynamicAnimator != nil { behavior.move(to: nil) }
        dynamicAnimator?.resume()
    }

    /// A block the animator calls after each step it runs the behaviour in (`action`).
    open var action: (() -> Void)?

    /// The animator running the behaviour (`dynamicAnimator`), nil when none.
    open private(set) weak var dynamicAnimator: UIDynamicAnimator?

    /// Called when the behaviour is added to an animator or removed from one (nil)
    /// (`willMove(to:)`). Nothing by default.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// Moves the behaviour and its children to `animator`, telling each first.
    func move(to animator: UIDynamicAnimator?) {
        willMove(to: animator)
        dynamicAnimator = animator
        if let animator { didJoin(animator) }
        for child in childBehaviors { child.move(to: animator) }
    }

    /// Called once the behaviour runs in `animator` (pending velocities apply here).
    func didJoin(_ animator: UIDynamicAnimator) {}

    /// The items the behaviour itself acts on, without its children's.
    var ownItems: [any UIDynamicItem] { [] }

    /// Describes what the behaviour does over the next step in `world`, whose bodies are
    /// the animator's items (`body(for:)` gives an item's index). Nothing by default.
    func contribute(to world: inout DynamicsWorld, body: (any UIDynamicItem) -> Int?) {}

    /// Asks the animator to run again after a change of the behaviour's settings.
    func settingsChanged() { dynamicAnimator?.resume() }

    /// The behaviour and its descendants, parents first.
    var tree: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.tree) }
}
