import Foundation

/// What a view keeps for Auto Layout, made the first time the view takes part (a view laid
/// out by frames alone never makes one).
///
/// Its stored properties are `@exclusivity(unchecked)`, as a view's layout flags are
/// (UIView.swift): every sync, fitting and frame change reads them for every view, and each
/// read would otherwise call the runtime's exclusivity check. No access to one can overlap
/// another: each is read or written whole, or edited in place without calling out.
@preconcurrency @MainActor
final class AutoLayoutState {
    /// The view's unknowns in the engines it is in.
    lazy var variables = LayoutVariables()
    /// The constraints installed on the view (`constraints`), in the order they were added.
    @exclusivity(unchecked) var constraints: [NSLayoutConstraint] = []
    /// The view's layout guides (`layoutGuides`), its system guides among them once made.
    @exclusivity(unchecked) var layoutGuides: [UILayoutGuide] = []
    /// `layoutMarginsGuide`, once asked for.
    @exclusivity(unchecked) var marginsGuide: UILayoutGuide?
    /// `safeAreaLayoutGuide`, once asked for.
    @exclusivity(unchecked) var safeAreaGuide: UILayoutGuide?
    /// `readableContentGuide`, once asked for.
    @exclusivity(unchecked) var readableGuide: UILayoutGuide?
    /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`, once asked for.
    @exclusivity(unchecked) var contentGuide: UILayoutGuide?
    @exclusivity(unchecked) var frameGuide: UILayoutGuide?
    /// A view controller's `topLayoutGuide` and `bottomLayoutGuide` on its root view, once asked for.
    @exclusivity(unchecked) var topBarsGuide: UILayoutGuide?
    @exclusivity(unchecked) var bottomBarsGuide: UILayoutGuide?
    /// `keyboardLayoutGuide`, once asked for.
    @exclusivity(unchecked) var keyboardGuide: UILayoutGuide?
    /// Content hugging by axis; 250 each by default.
    @exclusivity(unchecked) var hugging = AxisPriorities(250)
    /// Compression resistance by axis; 750 each by default.
    @exclusivity(unchecked) var compressionResistance = AxisPriorities(750)
    /// The engine whose root is this view: the view's hierarchy engine when it has no layout
    /// parent, and the engine `systemLayoutSizeFitting` measures its subtree with otherwise.
    @exclusivity(unchecked) var engine: LayoutEngine?
    /// The intrinsic size last asked of the view, and the width it was measured for (nil:
    /// unbounded), until `invalidateIntrinsicContentSize()`.
    @exclusivity(unchecked) var intrinsicSize: (width: CGFloat?, size: CGSize)?
    /// The width the engine last gave a view whose intrinsic size depends on it
    /// (`UIView.wrapsAtLayoutWidth`), which its intrinsic size is measured at.
    @exclusivity(unchecked) var layoutWidth: CGFloat?
    /// UIKit's own constraints for the view, made when an engine first needs them and kept so
    /// that their identity (and description) stays the same: the autoresizing mask's, the
    /// content size's and the root's size pins.
    @exclusivity(unchecked) var generated = GeneratedConstraints()
    /// UIKit's constraints for the view's system guides, by guide.
    @exclusivity(unchecked) var guideConstraints: [SystemGuideRole: [NSLayoutConstraint]] = [:]
    /// Whether self-sizing already said the view's constraints leave its size undecided.
    @exclusivity(unchecked) var reportedAmbiguousFitting = false
    /// How many engines hold the view's variables (a change of a translated frame then
    /// marks them).
    @exclusivity(unchecked) var engineMemberships = 0
}

/// UIKit's constraints for one view, at most one of each kind: a slot per kind and axis, so
/// that the look-ups every sync, fitting and frame change makes for every view hash nothing,
/// and a view's state holds them without a dictionary's storage to allocate, grow and free
/// (a dictionary cost a self-sized cell about 2 % of its instructions, `ReelBenchmarks
/// autolayout-cells` under callgrind).
struct GeneratedConstraints {
    /// One axis's constraints.
    private struct Slots {
        var position: NSLayoutConstraint?, length: NSLayoutConstraint?
        var contentSize: NSLayoutConstraint?, encapsulatedSize: NSLayoutConstraint?
    }

    private var horizontal = Slots(), vertical = Slots()

    /// The constraint of `kind`, or nil before one is made (setting nil forgets it).
    subscript(kind: GeneratedConstraintKind) -> NSLayoutConstraint? {
        get {
            switch kind {
            case .autoresizingPosition(let axis): slots(axis).position
            case .autoresizingLength(let axis): slots(axis).length
            case .contentSize(let axis): slots(axis).contentSize
            case .encapsulatedSize(let axis): slots(axis).encapsulatedSize
            }
        }
        set {
            switch kind {
            case .autoresizingPosition(let axis): updateSlots(axis) { $0.position = newValue }
            case .autoresizingLength(let axis): updateSlots(axis) { $0.length = newValue }
            case .contentSize(let axis): updateSlots(axis) { $0.contentSize = newValue }
            case .encapsulatedSize(let axis): updateSlots(axis) { $0.encapsulatedSize = newValue }
            }
        }
    }

    private func slots(_ axis: NSLayoutConstraint.Axis) -> Slots { axis == .horizontal ? horizontal : vertical }

    private mutating func updateSlots(_ axis: NSLayoutConstraint.Axis, _ update: (inout Slots) -> Void) {
        if axis == .horizontal { update(&horizontal) } else { update(&vertical) }
    }
}

/// A content priority on each axis, held in the view's state itself: an array of two cost
/// every view with Auto Layout state an allocation and a free (seven a self-sized list cell).
struct AxisPriorities {
    private var horizontal, vertical: Float

    /// `both` on each axis.
    init(_ both: Float) {
        horizontal = both
        vertical = both
    }

    /// The priority on `axis`.
    subscript(axis: NSLayoutConstraint.Axis) -> Float {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }
}

/// The constraints UIKit makes for a view, by role.
enum GeneratedConstraintKind {
    /// The autoresizing mask's position on an axis (`h=…` / `v=…`).
    case autoresizingPosition(NSLayoutConstraint.Axis)
    /// The autoresizing mask's length on an axis.
    case autoresizingLength(NSLayoutConstraint.Axis)
    /// `intrinsicContentSize` on an axis, hugging and compression resistance.
    case contentSize(NSLayoutConstraint.Axis)
    /// A root view's size as it was set (`UIView-Encapsulated-Layout-Width` / `-Height`).
    case encapsulatedSize(NSLayoutConstraint.Axis)
}

extension UIView {
    /// The view's Auto Layout state, made on first use.
    var autoLayout: AutoLayoutState {
        if let state = autoLayoutState { return state }
        let state = AutoLayoutState()
        autoLayoutState = state
        return state
    }
}
