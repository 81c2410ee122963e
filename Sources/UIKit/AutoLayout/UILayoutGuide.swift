/// A rectangle that takes part in Auto Layout without being a view (`UILayoutGuide`): an
/// invisible box with its own anchors, in its owning view's coordinate space.
///
/// Add one with `addLayoutGuide(_:)` and constrain it like a view; ``layoutFrame`` then reads
/// its solved frame. A view's system guides — `layoutMarginsGuide`, `safeAreaLayoutGuide`,
/// `readableContentGuide` — are guides UIKit constrains itself (UIView+LayoutGuides.swift).
/// A guide that nothing constrains has an ambiguous frame, as in UIKit.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, AutoLayoutItem {
    /// The view the guide belongs to (`owningView`), weak; nil until added and once the view
    /// is freed.
    open var owningView: UIView? {
        get { owningViewReference?.view }
        set {
            let oldValue = owningViewReference?.view
            if oldValue !== newValue { oldValue?.constraintsDidChange() }
            owningViewReference = newValue?.itemReference
            if oldValue !== newValue { newValue?.constraintsDidChange() }
        }
    }
    /// The owning view, held as the view's `LayoutItemReference`.
    private var owningViewReference: LayoutItemReference?

    /// A name for debugging, shown in constraint descriptions (`identifier`); empty by default.
    open var identifier = ""

    /// Which of a view's system guides this is, if any.
    var systemRole: SystemGuideRole?

    /// A guide, not yet added to a view.
    public override init() {
        super.init()
    }

    /// The guide's frame in its owning view's coordinates (`layoutFrame`), as the owning view's
    /// hierarchy's engine solves it (solving first if something changed); zero when the guide
    /// has no owning view or takes part in no layout.
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        let root = view.layoutRoot
        guard root.subtreeUsesAutoLayout else { return systemRole.map { view.systemGuideFrame($0) } ?? .zero }
        let engine = root.rootedEngine
        engine.syncIfNeeded()
        guard engine.contains(self) else { return systemRole.map { view.systemGuideFrame($0) } ?? .zero }
        return engine.frame(of: self)
    }

    // MARK: Anchors

    /// The leading edge (`leadingAnchor`).
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (`trailingAnchor`).
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge (`leftAnchor`).
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge (`rightAnchor`).
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge (`topAnchor`).
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge (`bottomAnchor`).
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width (`widthAnchor`).
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height (`heightAnchor`).
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre (`centerXAnchor`).
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre (`centerYAnchor`).
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    // MARK: AutoLayoutItem

    private var itemReferenceStorage: LayoutItemReference?
    private var variablesStorage: LayoutVariables?

    deinit { withMainActorAssumed { itemReferenceStorage?.clear() } }

    /// The reference constraints and anchors hold to the guide (`LayoutItemReference`),
    /// emptied when it is freed.
    var itemReference: LayoutItemReference {
        if let reference = itemReferenceStorage { return reference }
        let reference = LayoutItemReference(item: self, view: nil)
        itemReferenceStorage = reference
        return reference
    }

    var layoutVariables: LayoutVariables {
        if let variables = variablesStorage { return variables }
        let variables = LayoutVariables()
        variablesStorage = variables
        return variables
    }

    var layoutParent: UIView? { owningView }

    var layoutContainer: UIView? { owningView }

    /// UIKit's constraints for a system guide (its edges from the owning view's margins,
    /// safe area or readable width); none for a guide of your own.
    func systemConstraints() -> [NSLayoutConstraint] {
        guard let role = systemRole, let view = owningView else { return [] }
        return view.systemGuideConstraints(role, guide: self)
    }
}

/// A view's system layout guides.
enum SystemGuideRole {
    /// `layoutMarginsGuide`: the bounds inset by the layout margins.
    case margins
    /// `safeAreaLayoutGuide`: the bounds inset by the safe area.
    case safeArea
    /// `readableContentGuide`: the margins, at most the readable width, centred.
    case readableContent
    /// A scroll view's `contentLayoutGuide`: the content area, from the content's origin.
    case scrollContent
    /// A scroll view's `frameLayoutGuide`: the scroll view's frame, where the bounds show it.
    case scrollFrame
    /// A view controller's `topLayoutGuide`: the top of its root view the bars cover.
    case topBars
    /// A view controller's `bottomLayoutGuide`: the bottom of its root view the bars cover.
    case bottomBars
    /// A view's `keyboardLayoutGuide`: where the keyboard is, which with no keyboard shown is
    /// the bottom of the safe area (or nothing, at the view's bottom).
    case keyboard
}
