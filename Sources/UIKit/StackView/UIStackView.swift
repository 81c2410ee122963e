import Foundation

/// A view that lays out a row or a column of views with constraints (`UIStackView`, iOS 9):
/// it arranges its ``arrangedSubviews`` by making constraints, as UIKit does, with UIKit's
/// identifiers (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`…;
/// UIStackView+Arrangement.swift, docs/REFERENCE.md §21.4).
///
/// Arranged subviews are subviews laid out by Auto Layout (their
/// `translatesAutoresizingMaskIntoConstraints` is set false); a hidden one takes no room
/// and no spacing. The constraints are made again in the next update pass after any change
/// of the arrangement, its settings or an arranged view's `isHidden`.
open class UIStackView: UIView {
    // The arrangement and its settings, read for each arranged view when the constraints are made and measured, skip the runtime's
    // exclusivity check (`@exclusivity(unchecked)`, as a view's layout state does, UIView.swift): each is read or written whole, or
    // edited in place without calling out.
    @exclusivity(unchecked) private var arranged: [UIView] = []
    @exclusivity(unchecked) private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and guides of the current arrangement, and its spacing constraints
    /// with the visible view each follows (nil: none, the spacing is 0).
    @exclusivity(unchecked) var arrangement:
        (constraints: [NSLayoutConstraint], guides: [UILayoutGuide], spacings: [(NSLayoutConstraint, UIView?)]) = (
            [], [], []
        )
    /// Whether the arrangement is to be made again in the next update pass.
    @exclusivity(unchecked) var arrangementIsStale = true

    /// A stack view (`init(frame:)`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Stack views are not decoded here: one from a coder is an empty stack (`init(coder:)`).
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    override func assembleParts() {
        super.assembleParts()
        markUsesAutoLayout()
    }

    /// A stack of `views` (`init(arrangedSubviews:)`).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// A stack view answers to constraints only.
    open override class var requiresConstraintBasedLayout: Bool { true }

    /// The views the stack lays out (`arrangedSubviews`), in order.
    open var arrangedSubviews: [UIView] { arranged }

    /// Appends `view` to the arranged views (`addArrangedSubview(_:)`), adding it as a
    /// subview when it is not one; one already arranged moves to the end.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arranged.filter { $0 !== view }.count)
    }

    /// Inserts `view` among the arranged views at `stackIndex` (`insertArrangedSubview(_:at:)`),
    /// adding it as a subview when it is not one. An index past the end is UIKit's exception
    /// (recorded in ``LayoutConstraintLog``) and the view goes last.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        arranged.removeAll { $0 === view }
        if stackIndex < 0 || stackIndex > arranged.count {
            LayoutConstraintLog.raise(
                UIKitException(
                    reason: "*** -[UIStackView insertArrangedSubview:atIndex:]: index \(stackIndex) beyond bounds "
                        + "[0 .. \(arranged.count)]",
                    name: "NSRangeException"))
        }
        arranged.insert(view, at: min(max(0, stackIndex), arranged.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes `view` out of the arranged views (`removeArrangedSubview(_:)`); it stays a
    /// subview, as in UIKit (remove it from the superview too to take it away).
    open func removeArrangedSubview(_ view: UIView) {
        guard arranged.contains(where: { $0 === view }) else { return }
        arranged.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// The direction of the stack (`axis`); default horizontal.
    @exclusivity(unchecked) open var axis = NSLayoutConstraint.Axis.horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    /// How the views share the axis (`distribution`); default `.fill`.
    @exclusivity(unchecked) open var distribution = Distribution.fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    /// How the views sit across the axis (`alignment`); default `.fill`.
    @exclusivity(unchecked) open var alignment = Alignment.fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    /// The space between adjacent views (`spacing`); default 0 (``spacingUseSystem``: the
    /// system spacing, 8).
    @exclusivity(unchecked) open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { spacingDidChange() } }
    }

    /// Whether a vertical stack measures the spacing from a view's last baseline to the
    /// next one's first baseline (`isBaselineRelativeArrangement`); default false.
    @exclusivity(unchecked) open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Whether the views are laid out inside the layout margins
    /// (`isLayoutMarginsRelativeArrangement`); default false: inside the bounds.
    @exclusivity(unchecked) open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Sets the space after `arrangedSubview` (`setCustomSpacing(_:after:)`, iOS 11);
    /// ``spacingUseDefault`` goes back to ``spacing``. Ignored for a view that is not arranged.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arranged.contains(where: { $0 === arrangedSubview }) else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        spacingDidChange()
    }

    /// The space after `arrangedSubview` (`customSpacing(after:)`): its custom spacing, else
    /// ``spacingUseDefault``.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// Makes the arrangement's constraints again when something changed, then updates as a
    /// view does (`updateConstraints()`).
    open override func updateConstraints() {
        if arrangementIsStale { rebuildArrangement() }
        super.updateConstraints()
    }

    /// The first visible arranged view's first-baseline view (`forFirstBaselineLayout`).
    open override var forFirstBaselineLayout: UIView {
        arranged.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
    }

    /// The last baseline's view (`forLastBaselineLayout`): the last visible arranged view's
    /// in a vertical stack, the first's in a horizontal one.
    open override var forLastBaselineLayout: UIView {
        let views = arranged.filter { !$0.isHidden }
        return (axis == .vertical ? views.last : views.first)?.forLastBaselineLayout ?? self
    }

    /// The spacing after the visible view `view`: its custom spacing, else ``spacing``;
    /// ``spacingUseSystem`` as the system spacing.
    func spacing(after view: UIView) -> (value: CGFloat, isSystem: Bool) {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? (NSLayoutConstraint.standardSpacing, true) : (value.isFinite ? value : 0, false)
    }

    /// A spacing changed: the spacing constraints take their new constants in place (cheap,
    /// as UIKit's constant changes are), unless the arrangement is to be made again anyway or
    /// its proportions depend on the spacings.
    func spacingDidChange() {
        guard !arrangementIsStale, distribution != .fillProportionally else { return arrangementDidChange() }
        for (constraint, before) in arrangement.spacings {
            let gap = before.map { spacing(after: $0) } ?? (value: 0, isSystem: false)
            constraint.constant = gap.value
            if gap.isSystem { constraint.systemSpacingMultiplier = 1 }
        }
    }

    /// Something the arrangement depends on changed: make it again in the next pass.
    func arrangementDidChange() {
        arrangementIsStale = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }
}
