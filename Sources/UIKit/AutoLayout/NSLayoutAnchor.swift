import Foundation

/// One attribute of a view or layout guide, for making constraints
/// (`NSLayoutAnchor<AnchorType>`): `label.leadingAnchor.constraint(equalTo:
/// view.leadingAnchor, constant: 16)`.
///
/// The anchor's type parameter keeps constraints well formed at compile time, as in UIKit:
/// an x-axis anchor (``NSLayoutXAxisAnchor``) relates only to x-axis anchors, a y-axis anchor
/// (``NSLayoutYAxisAnchor``) to y-axis ones, a dimension (``NSLayoutDimension``) to
/// dimensions. Every method returns a new, inactive constraint of priority `required`;
/// activate it with `isActive = true` or `NSLayoutConstraint.activate(_:)`. A constant that
/// is not finite is refused with UIKit's exception (recorded in ``LayoutConstraintLog``) and
/// gives a constraint that never takes part. Two anchors are equal when they are the same
/// attribute of the same item.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject, @preconcurrency NSCopying {
    /// The view or guide (nil once it is freed: UIKit's anchors hold their item weakly).
    var item: AnyObject? { reference?.item }
    let reference: LayoutItemReference?
    /// The attribute.
    let attribute: NSLayoutConstraint.Attribute
    /// For a dimension made by `anchorWithOffset(to:)`: the anchor the distance starts at (the
    /// dimension is `item.attribute` less it); nil for an item's own anchor.
    var origin: AnchorOrigin?

    /// The anchor for `attribute` of `item`.
    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        reference = .to(item)
        self.attribute = attribute
        super.init()
    }

    /// `self == anchor` (`constraint(equalTo:)`).
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, constant: 0)
    }

    /// `self >= anchor` (`constraint(greaterThanOrEqualTo:)`).
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// `self <= anchor` (`constraint(lessThanOrEqualTo:)`).
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, constant: 0)
    }

    /// `self == anchor + c` (`constraint(equalTo:constant:)`).
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, constant: c)
    }

    /// `self >= anchor + c` (`constraint(greaterThanOrEqualTo:constant:)`).
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor + c` (`constraint(lessThanOrEqualTo:constant:)`).
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, constant: c)
    }

    /// The anchor itself: anchors are immutable (`NSCopying`).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Equal to another anchor of the same attribute of the same item (for a distance, from
    /// the same anchor too).
    open override func isEqual(_ object: Any?) -> Bool {
        withMainActorAssumed {
            guard let other = object as? any AnchorIdentity else { return false }
            return other.anchorItem === item && other.anchorAttribute == attribute && other.anchorOrigin?.item === origin?.item
                && other.anchorOrigin?.attribute == origin?.attribute
        }
    }

    /// Consistent with ``isEqual(_:)``.
    open override var hash: Int {
        withMainActorAssumed {
            var hasher = Hasher()
            hasher.combine(item.map { ObjectIdentifier($0) })
            hasher.combine(attribute)
            return hasher.finalize()
        }
    }

    /// `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`, as UIKit describes an anchor.
    open override var description: String { withMainActorAssumed { LayoutDescriber.realAddresses.anchorDescription(item, attribute) } }

    /// `self ⋈ multiplier × anchor + c`, inactive and required.
    func makeConstraint(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1, constant c: CGFloat
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            anchorItem: item, attribute, relation, anchor?.item, anchor?.attribute ?? .notAnAttribute, multiplier: multiplier,
            constant: c)
        constraint.firstOrigin = origin
        constraint.secondOrigin = anchor?.origin
        return constraint
    }

    /// `self ⋈ anchor + multiplier × the system spacing` (the `…SystemSpacing…` forms of the
    /// axis anchors); the multiplier is kept for the description when finite.
    func makeSystemSpacingConstraint(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, _ multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        let constraint = makeConstraint(relation, anchor, constant: multiplier * NSLayoutConstraint.standardSpacing)
        if multiplier.isFinite { constraint.systemSpacingMultiplier = multiplier }
        return constraint
    }
}

/// What makes two anchors of any type the same anchor.
@preconcurrency @MainActor
protocol AnchorIdentity {
    var anchorItem: AnyObject? { get }
    var anchorAttribute: NSLayoutConstraint.Attribute { get }
    /// Where a distance made by `anchorWithOffset(to:)` starts; nil for an item's own anchor.
    var anchorOrigin: AnchorOrigin? { get }
}

extension NSLayoutAnchor: AnchorIdentity {
    var anchorItem: AnyObject? { item }
    var anchorAttribute: NSLayoutConstraint.Attribute { attribute }
    var anchorOrigin: AnchorOrigin? { origin }
}

extension NSLayoutConstraint {
    /// A constraint made from anchors: checked as UIKit's anchor methods check (a constant or
    /// multiplier that is not finite is recorded as UIKit's exception and the constraint
    /// never takes part).
    convenience init(
        anchorItem first: AnyObject?, _ attr1: Attribute, _ relation: Relation, _ second: AnyObject?, _ attr2: Attribute,
        multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init()
        store(first, attr1, relation, second, attr2, multiplier: multiplier, constant: c)
        if !c.isFinite {
            isMalformed = true
            LayoutConstraintLog.raise(Self.nonFiniteConstant(c, of: self))
        } else if !multiplier.isFinite {
            isMalformed = true
            LayoutConstraintLog.raise(
                UIKitException(
                    reason: "NSLayoutConstraint for \(LayoutDescriber.normalised().objectDescription(first)): A multiplier of "
                        + "\(Self.number(multiplier)) is not finite.  That's illegal.",
                    name: "NSInvalidArgumentException"))
        }
    }
}
