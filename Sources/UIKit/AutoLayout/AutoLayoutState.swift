import Foundation

/// What a view keeps for Auto Layout, made the first time the view takes part (a view laid
/// out by frames alone never makes one).
@preconcurrency @MainActor
final class AutoLayoutState {
    /// The view's unknowns in the engines it is in.
    lazy var variables = LayoutVariables()
    /// The constraints installed on the view (`constraints`), in the order they were added.
    var constraints: [NSLayoutConstraint] = []
    /// The view's layout guides (`layoutGuides`), its system guides among them once made.
    var layoutGuides: [UILayoutGuide] = []
    /// `layoutMarginsGuide`, once asked for.
    var marginsGuide: UILayoutGuide?
    /// `safeAreaLayoutGuide`, once asked for.
    var safeAreaGuide: UILayoutGuide?
    /// `readableContentGuide`, once asked for.
    var readableGuide: UILayoutGuide?
    /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`, once asked for.
    var contentGuide: UILayoutGuide?
    var frameGuide: UILayoutGuide?
    /// A view controller's `topLayoutGuide` and `bottomLayoutGuide` on its root view, once asked for.
    var topBarsGuide: UILayoutGuide?
    var bottomBarsGuide: UILayoutGuide?
    /// `keyboardLayoutGuide`, once asked for.
    var keyboardGuide: UILayoutGuide?
    /// Content hugging by axis (horizontal, vertical); 250 each by default.
    var hugging: [Float] = [250, 250]
    /// Compression resistance by axis; 750 each by default.
    var compressionResistance: [Float] = [750, 750]
    /// The engine whose root is this view: the view's hierarchy engine when it has no layout
    /// parent, and the engine `systemLayoutSizeFitting` measures its subtree with otherwise.
    var engine: LayoutEngine?
    /// The intrinsic size last asked of the view, and the width it was measured for (nil:
    /// unbounded), until `invalidateIntrinsicContentSize()`.
    var intrinsicSize: (width: CGFloat?, size: CGSize)?
    /// The width the engine last gave a view whose intrinsic size depends on it
    /// (`UIView.wrapsAtLayoutWidth`), which its intrinsic size is measured at.
    var layoutWidth: CGFloat?
    /// UIKit's own constraints for the view, made when an engine first needs them and kept so
    /// that their identity (and description) stays the same: the autoresizing mask's, the
    /// content size's and the root's size pins.
    var generated: [GeneratedConstraintKind: NSLayoutConstraint] = [:]
    /// UIKit's constraints for the view's system guides, by guide.
    var guideConstraints: [SystemGuideRole: [NSLayoutConstraint]] = [:]
    /// Whether self-sizing already said the view's constraints leave its size undecided.
    var reportedAmbiguousFitting = false
    /// How many engines hold the view's variables (a change of a translated frame then
    /// marks them).
    var engineMemberships = 0
}

/// The constraints UIKit makes for a view, by role.
enum GeneratedConstraintKind: Hashable {
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
