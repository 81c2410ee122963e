import Foundation

/// A relation between two layout items that Auto Layout keeps (`NSLayoutConstraint`):
/// `firstItem.firstAttribute ⋈ multiplier × secondItem.secondAttribute + constant`, where ⋈
/// is `==`, `<=` or `>=`, held at a ``priority``.
///
/// A constraint takes part once active (``isActive``, ``activate(_:)``): it is installed on
/// the nearest common ancestor of its items, which lists it in its `constraints`, and the
/// next layout pass solves it with the rest (docs/REFERENCE.md §21). Its ``constant`` can
/// change at any time, cheaply; its ``priority`` can change between optional values, but not
/// between required and optional while installed. What UIKit raises an exception for — a
/// malformed constraint, a constant that is not finite, items with no common ancestor — is
/// recorded in ``LayoutConstraintLog`` with UIKit's text and the request is ignored, never
/// trapped on.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The items, held as `LayoutItemReference`s (nil once the item is freed).
    var firstReference, secondReference: LayoutItemReference?
    var storedFirstItem: AnyObject? {
        get { firstReference?.item }
        set { firstReference = .to(newValue) }
    }
    var storedSecondItem: AnyObject? {
        get { secondReference?.item }
        set { secondReference = .to(newValue) }
    }
    var storedFirstAttribute = Attribute.notAnAttribute
    var storedSecondAttribute = Attribute.notAnAttribute
    var storedRelation = Relation.equal
    var storedMultiplier: CGFloat = 1
    var storedConstant: CGFloat = 0
    var storedPriority = UILayoutPriority.required
    /// The view the constraint is installed on (it is then active); nil once it is freed.
    var container: UIView? {
        get { containerReference?.view }
        set { containerReference = newValue?.itemReference }
    }
    var containerReference: LayoutItemReference?
    /// When the constraint was last installed, in the order of the whole process: the
    /// engine adds constraints in this order, and breaks the newest of a conflict.
    var order: UInt64 = 0
    /// Set when the constraint was made from arguments UIKit refuses (the exception is
    /// recorded): such a constraint never takes part.
    var isMalformed = false
    /// For a constraint to the system spacing (`constraint(equalToSystemSpacingAfter:…)`):
    /// its multiplier of the spacing; the constant is worked out from the anchors.
    var systemSpacingMultiplier: CGFloat?
    /// Whether this is one of UIKit's own sizing constraints (autoresizing mask, size pins,
    /// system guides' edges), which breaking a conflict spares.
    var isStructural = false
    /// For a side made from `anchorWithOffset(to:)`: the anchor its distance starts at (the
    /// side is its item's attribute less this).
    var firstOrigin: AnchorOrigin?
    var secondOrigin: AnchorOrigin?

    /// A name shown in the constraint's description (`identifier`); names starting with
    /// `NS` or `UI` are UIKit's. (Set on each constraint UIKit makes, so it skips the runtime's
    /// exclusivity check: it is only ever read or written whole.)
    @exclusivity(unchecked) open var identifier: String?

    /// Whether a view archives the constraint (`shouldBeArchived`); kept, nothing is archived
    /// here.
    open var shouldBeArchived = false

    /// An empty constraint (`init()`), with no items; it cannot be activated. Use
    /// ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`` or an anchor.
    public override init() {
        super.init()
    }

    /// `view1.attr1 ⋈ multiplier × view2.attr2 + c`
    /// (`init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`), required,
    /// inactive. Each item must be a ``UIView`` or a ``UILayoutGuide``; without a second item
    /// the first attribute must be a length. Arguments UIKit refuses with an exception (a
    /// location without a second item or with a multiplier of 0, a length paired with a
    /// location, leading or trailing paired with left or right, a constant or multiplier that
    /// is not finite) are recorded in ``LayoutConstraintLog`` and give a constraint that never
    /// takes part.
    public convenience init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
        toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init()
        let first = view1 as AnyObject
        let second = view2.map { $0 as AnyObject }
        store(first, attr1, relation, second, attr2, multiplier: multiplier, constant: c)
        if let reason = Self.refusal(first: first, attr1, second: second, storedSecondAttribute, multiplier: multiplier) {
            isMalformed = true
            LayoutConstraintLog.raise(UIKitException(reason: reason, name: "NSInvalidArgumentException"))
        } else if !c.isFinite {
            isMalformed = true
            LayoutConstraintLog.raise(Self.nonFiniteConstant(c, of: self))
        }
    }

    /// Sets what the initialisers are given: `item1.attr1 ⋈ multiplier × item2.attr2 + c`
    /// (no second attribute without a second item).
    func store(
        _ first: AnyObject?, _ attr1: Attribute, _ relation: Relation, _ second: AnyObject?, _ attr2: Attribute,
        multiplier: CGFloat, constant c: CGFloat
    ) {
        storedFirstItem = first
        storedSecondItem = second
        storedFirstAttribute = attr1
        storedSecondAttribute = second == nil ? .notAnAttribute : attr2
        storedRelation = relation
        storedMultiplier = multiplier
        storedConstant = c
    }

    /// The first item (`firstItem`): a view or a layout guide; nil once it is freed (UIKit's is
    /// `unowned(unsafe)`: read after the item is gone, it dangles).
    open var firstItem: AnyObject? { storedFirstItem }
    /// The second item (`secondItem`), nil for a constraint on a length alone.
    open var secondItem: AnyObject? { storedSecondItem }
    /// The first item's attribute (`firstAttribute`).
    open var firstAttribute: Attribute { storedFirstAttribute }
    /// The second item's attribute (`secondAttribute`); `notAnAttribute` without a second item.
    open var secondAttribute: Attribute { storedSecondAttribute }
    /// How the sides compare (`relation`).
    open var relation: Relation { storedRelation }
    /// What the second attribute is multiplied by (`multiplier`).
    open var multiplier: CGFloat { storedMultiplier }

    /// The first item's attribute as an anchor (`firstAnchor`, iOS 10).
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(item: storedFirstItem, attribute: storedFirstAttribute)
    }

    /// The second item's attribute as an anchor (`secondAnchor`), nil without a second item.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        storedSecondItem.map { NSLayoutAnchor(item: $0, attribute: storedSecondAttribute) }
    }

    /// The constant (`constant`): settable at any time, re-solving only what depends on it.
    /// A value that is not finite is refused with UIKit's exception (recorded in
    /// ``LayoutConstraintLog``) and the constant stays as it was. A constraint to the system
    /// spacing answers the spacing times its multiplier.
    open var constant: CGFloat {
        get { systemSpacingMultiplier.map { $0 * systemSpacing } ?? storedConstant }
        set {
            guard newValue.isFinite else { return LayoutConstraintLog.raise(Self.nonFiniteConstant(newValue, of: self)) }
            systemSpacingMultiplier = nil
            assignIfChanged(newValue, to: \.storedConstant, of: self) { container?.constraintConstantDidChange(self) }
        }
    }

    /// The priority (`priority`), 1000 (``UILayoutPriority/required``) by default. It can
    /// change freely before the constraint is installed and between optional values after;
    /// changing an installed constraint between required and optional, or to a value outside
    /// `0 < priority ≤ 1000`, is refused with UIKit's exception (recorded in
    /// ``LayoutConstraintLog``) and the priority stays as it was.
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            guard newValue.rawValue > 0, newValue.rawValue <= UILayoutPriority.required.rawValue else {
                return LayoutConstraintLog.raise(
                    UIKitException(
                        reason: "It's illegal to set priority:\(Self.number(newValue.rawValue)).  Priorities must be greater than 0 "
                            + "and less or equal to NSLayoutPriorityRequired, which is 1000.000000."))
            }
            if container != nil, (newValue == .required) != (storedPriority == .required) {
                return LayoutConstraintLog.raise(
                    UIKitException(
                        reason: "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                            + "supported.  You passed priority \(Self.number(newValue.rawValue)) and the existing priority was "
                            + "\(Self.number(storedPriority.rawValue))."))
            }
            assignIfChanged(newValue, to: \.storedPriority, of: self) { container?.constraintsDidChange() }
        }
    }

    /// Whether the constraint takes part in layout (`isActive`): installed on the nearest
    /// common ancestor of its items. Setting true installs it there; two items with no common
    /// ancestor are refused with UIKit's exception (recorded in ``LayoutConstraintLog``).
    /// Setting false removes it from the view it is installed on.
    open var isActive: Bool {
        get { container != nil }
        set {
            if newValue {
                guard container == nil, let ancestor = installationView() else { return }
                ancestor.install(self)
            } else {
                container?.uninstall(self)
            }
        }
    }

    /// Activates each constraint (`activate(_:)`), as setting ``isActive`` to true does: each
    /// goes on its items' closest common ancestor, in order. Faster than one by one, as in
    /// UIKit: each view that takes constraints tells the engines above it once.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        activate(constraints) { $0.installationView() }
    }

    /// Activates each constraint as ``activate(_:)`` does, on the view `holder` names for it
    /// (nil: none, the constraint stays inactive) — ``installationView()``, or a caller's
    /// shortcut to the same view (a stack view's arrangement).
    static func activate(_ constraints: [NSLayoutConstraint], on holder: (NSLayoutConstraint) -> UIView?) {
        var holders: [UIView] = []
        var seen = Set<ObjectIdentifier>()
        // Constraints in a row mostly go on one view (a stack view's arrangement, a view's own
        // constraints): the view the last one went on is not looked up in the set again.
        var last: UIView?
        for constraint in constraints where constraint.container == nil {
            guard let view = holder(constraint) else { continue }
            view.attach(constraint)
            guard view !== last else { continue }
            last = view
            if seen.insert(ObjectIdentifier(view)).inserted { holders.append(view) }
        }
        for view in holders { view.constraintsWereAttached() }
    }

    /// Deactivates each constraint (`deactivate(_:)`), as setting ``isActive`` to false does.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The constraint as UIKit describes it, with real addresses: `<NSLayoutConstraint:0x…
    /// UILabel:0x….leading == UIView:0x….leading + 16   (active)>` (the format:
    /// NSLayoutConstraint+Description.swift).
    open override var description: String { withMainActorAssumed { LayoutDescriber.realAddresses.constraintDescription(self) } }

    /// `number` as UIKit's messages print numbers (`%g`: `1000`, `999.5`, `nan`).
    static func number(_ number: some BinaryFloatingPoint) -> String {
        String(format: "%g", Double(number))
    }
}

extension NSLayoutConstraint {
    /// Why UIKit refuses to make `first.attr1 ⋈ m × second.attr2 + c`, in its words; nil when
    /// it makes it. (UIKit's `NSInvalidArgumentException` texts, as quoted in public reports of
    /// them; docs/REFERENCE.md §21.)
    static func refusal(
        first: AnyObject?, _ attr1: Attribute, second: AnyObject?, _ attr2: Attribute, multiplier: CGFloat
    ) -> String? {
        let prefix = "NSLayoutConstraint for \(LayoutDescriber.normalised().objectDescription(first)): "
        guard let first else { return prefix + "Constraint must contain a first layout item" }
        let isItem: (AnyObject) -> Bool = { $0 is UIView || $0 is UILayoutGuide }
        guard isItem(first), second.map(isItem) ?? true else {
            return prefix + "Constraint items must each be a view or layout guide."
        }
        guard let kind1 = attr1.kind, second == nil || attr2.kind != nil else {
            return prefix + "Unknown layout attribute"
        }
        guard multiplier.isFinite else { return prefix + "A multiplier of \(number(multiplier)) is not finite.  That's illegal." }
        if attr1.isLocation, second == nil || multiplier == 0 {
            return prefix
                + "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal "
                + "constraint of a location equal to a constant. Location attributes must be specified in pairs."
        }
        guard second != nil, let kind2 = attr2.kind else { return nil }
        let lengths: Set<Attribute.Kind> = [.width, .height]
        if lengths.contains(kind1) != lengths.contains(kind2) || (attr1.isLocation && kind1 != kind2) {
            return prefix + "Invalid pairing of layout attributes."
        }
        if (attr1.isDirectional && attr2.isAbsoluteHorizontalEdge) || (attr1.isAbsoluteHorizontalEdge && attr2.isDirectional) {
            return prefix
                + "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use "
                + "leading/trailing for both or neither."
        }
        return nil
    }

    /// UIKit's exception for a constant that is not finite.
    static func nonFiniteConstant(_ constant: CGFloat, of constraint: NSLayoutConstraint) -> UIKitException {
        let describer = LayoutDescriber.normalised()
        return UIKitException(
            reason: "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(number(constant)) firstAnchor:"
                + describer.anchorDescription(constraint.firstItem, constraint.firstAttribute) + " secondAnchor:"
                + (constraint.secondItem.map { describer.anchorDescription($0, constraint.secondAttribute) } ?? "(null)"))
    }
}
