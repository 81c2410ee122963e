/// A view controller's place among containers (UIViewController+Containment.swift): its
/// children, its container, and whether it is joining or leaving that container now
/// (docs/REFERENCE.md §18.5).
struct ContainmentState {
    /// A move between containers under way.
    enum Move {
        /// None: the controller is settled in its container, or has none.
        case none
        /// Added to a container (`addChild(_:)`), not yet told `didMove(toParent:)`.
        case toParent
        /// Told `willMove(toParent: nil)`, not yet removed from its container.
        case fromParent
    }

    /// The children, in the order they were added.
    var children: [UIViewController] = []
    /// The container this controller is a child of.
    weak var parent: UIViewController?
    /// The move under way.
    var move = Move.none
}
