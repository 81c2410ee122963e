/// How much a constraint matters (`UILayoutPriority`): a level from just above 0 to 1000,
/// where ``required`` (1000) must hold and anything lower is optional.
///
/// As in UIKit, priorities are levels, not weights: the engine satisfies every constraint of
/// a higher priority as well as it can before it looks at any constraint of a lower one, so
/// no number of constraints at 250 outweighs one at 251 (docs/REFERENCE.md §21.2). The named
/// levels are UIKit's (`NSLayoutConstraint.h`). Not expressible by a literal, as in UIKit:
/// write `UILayoutPriority(999)` or `.required - 1`.
public struct UILayoutPriority: RawRepresentable, Hashable, Strideable, Sendable {
    /// The level, 0…1000.
    public var rawValue: Float
    /// A priority (`init(rawValue:)`).
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority (`init(_:)`).
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold (`required`). Do not exceed it.
    public static let required = UILayoutPriority(1000)
    /// 750: the level at which a button resists compressing its content (`defaultHigh`);
    /// the default compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510: a drag that may resize the window's scene (`dragThatCanResizeScene`, Mac Catalyst).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: the level at which a window's scene prefers to keep its size
    /// (`sceneSizeStayPut`, Mac Catalyst).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: a drag that does not resize the window's scene, such as a split view divider's
    /// (`dragThatCannotResizeScene`, Mac Catalyst).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: the level at which a button hugs its content (`defaultLow`); the default
    /// content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the level at which `systemLayoutSizeFitting(_:)` holds a view to its target size
    /// (`fittingSizeLevel`), below everything a view's content asks for.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// The difference of the levels.
    public func distance(to other: UILayoutPriority) -> Float { other.rawValue - rawValue }
    /// The level moved by `n`.
    public func advanced(by n: Float) -> UILayoutPriority { UILayoutPriority(rawValue + n) }

    /// Orders by level.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority raised by `rhs` (`.defaultLow + 1`).
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority lowered by `rhs` (`.required - 1`).
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
