/// A view's layout guides (docs/REFERENCE.md §21.3): those added with
/// ``addLayoutGuide(_:)`` and the system guides UIKit constrains itself — the layout margins,
/// the safe area and the readable content width.
extension UIView {
    /// The guides the view owns (`layoutGuides`), in the order added; a system guide joins
    /// once asked for.
    public var layoutGuides: [UILayoutGuide] { autoLayoutState?.layoutGuides ?? [] }

    /// Adds `layoutGuide` to the view (`addLayoutGuide(_:)`), taking it from any view that
    /// owned it.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
        guard layoutGuide.owningView !== self else { return }
        autoLayout.layoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
        markUsesAutoLayout()
    }

    /// Removes `layoutGuide` (`removeLayoutGuide(_:)`) and deactivates the constraints that
    /// relate it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        var current: UIView? = self
        while let view = current {
            for constraint in view.constraints where constraint.layoutItems.contains(where: { $0 === layoutGuide }) {
                view.uninstall(constraint)
            }
            current = view.layoutParent
        }
        autoLayoutState?.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// The bounds inset by the layout margins (`layoutMarginsGuide`), identifier
    /// `UIViewLayoutMarginsGuide`; UIKit constrains its edges to the view's with the margins
    /// (`UIView-leftMargin-guide-constraint` and the like).
    public var layoutMarginsGuide: UILayoutGuide {
        systemGuide(.margins, identifier: "UIViewLayoutMarginsGuide", slot: \.marginsGuide)
    }

    /// The bounds inset by the safe area (`safeAreaLayoutGuide`, iOS 11), identifier
    /// `UIViewSafeAreaLayoutGuide`.
    public var safeAreaLayoutGuide: UILayoutGuide {
        systemGuide(.safeArea, identifier: "UIViewSafeAreaLayoutGuide", slot: \.safeAreaGuide)
    }

    /// The layout margins narrowed to a readable line length, centred (`readableContentGuide`,
    /// iOS 9), identifier `UIViewReadableContentGuide`: as tall as the margins, as wide as
    /// they are up to ``UIView/readableContentWidth``.
    public var readableContentGuide: UILayoutGuide {
        systemGuide(.readableContent, identifier: "UIViewReadableContentGuide", slot: \.readableGuide)
    }

    /// The widest a readable content guide gets, 672 points: UIKit's readable width at the
    /// default text size (Large), as measured on iOS; UIKit widens it with larger Dynamic
    /// Type sizes, which are not modelled here (docs/REFERENCE.md §21.3).
    public static let readableContentWidth: CGFloat = 672

    /// The system guide kept at `slot`, made and added the first time it is asked for.
    func systemGuide(
        _ role: SystemGuideRole, identifier: String, slot: ReferenceWritableKeyPath<AutoLayoutState, UILayoutGuide?>,
        make: @MainActor () -> UILayoutGuide = UILayoutGuide.init
    ) -> UILayoutGuide {
        if let guide = autoLayoutState?[keyPath: slot] { return guide }
        let guide = make()
        guide.identifier = identifier
        guide.systemRole = role
        addLayoutGuide(guide)
        autoLayout[keyPath: slot] = guide
        return guide
    }

    /// A system guide's frame worked out directly from the bounds (what the engine solves it
    /// to), for a view outside Auto Layout.
    func systemGuideFrame(_ role: SystemGuideRole) -> CGRect {
        let bounds = CGRect(origin: .zero, size: self.bounds.size)
        switch role {
        case .margins: return bounds.inset(by: layoutMargins)
        case .safeArea: return bounds.inset(by: safeAreaInsets)
        case .readableContent:
            let margins = bounds.inset(by: layoutMargins)
            let width = max(0, min(margins.width, Self.readableContentWidth))
            return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
        case .scrollContent: return CGRect(origin: .zero, size: (self as? UIScrollView)?.contentSize ?? .zero)
        case .scrollFrame: return self.bounds
        case .topBars: return CGRect(x: 0, y: 0, width: bounds.width, height: barsLength(top: true))
        case .bottomBars, .keyboard:
            let length = role == .keyboard ? keyboardGuideHeight : barsLength(top: false)
            return CGRect(x: 0, y: bounds.height - length, width: bounds.width, height: length)
        }
    }

    /// How far the bars reach into a controller's root view at the top or the bottom: the
    /// safe area's inset there less what the controller added (`additionalSafeAreaInsets`), at
    /// least 0 (docs/REFERENCE.md §21.3).
    func barsLength(top: Bool) -> CGFloat {
        let insets = safeAreaInsets
        let added = owningViewController?.additionalSafeAreaInsets ?? .zero
        let length = top ? insets.top - added.top : insets.bottom - added.bottom
        return length.isFinite ? max(0, length) : 0
    }

    /// UIKit's constraints for one of the view's system guides, made once and kept (their
    /// constants follow the margins and safe area each time they are asked for).
    func systemGuideConstraints(_ role: SystemGuideRole, guide: UILayoutGuide) -> [NSLayoutConstraint] {
        let state = autoLayout
        if state.guideConstraints[role] == nil { state.guideConstraints[role] = makeGuideConstraints(role, guide) }
        let constraints = state.guideConstraints[role] ?? []
        switch role {
        case .margins, .safeArea:
            let insets = role == .margins ? layoutMargins : safeAreaInsets
            for (constraint, value) in zip(constraints, [insets.left, insets.right, insets.top, insets.bottom]) {
                constraint.storedConstant = value.isFinite ? value : 0
            }
        case .readableContent:
            break
        case .topBars, .bottomBars, .keyboard:
            let length = role == .keyboard ? keyboardGuideHeight : barsLength(top: role == .topBars)
            for constraint in constraints where constraint.firstAttribute == .height { constraint.storedConstant = length }
        case .scrollContent, .scrollFrame:
            let size = (self as? UIScrollView)?.contentSize ?? .zero
            let values = role == .scrollContent ? [0, 0, size.width, size.height] : [bounds.minX, bounds.minY, 0, 0]
            for (constraint, value) in zip(constraints, values) { constraint.storedConstant = value.isFinite ? value : 0 }
        }
        return constraints
    }

    private func makeGuideConstraints(_ role: SystemGuideRole, _ guide: UILayoutGuide) -> [NSLayoutConstraint] {
        func make(
            _ first: AnyObject, _ a1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
            _ second: AnyObject?, _ a2: NSLayoutConstraint.Attribute, constant: CGFloat = 0, priority: Float = 1000,
            identifier: String
        ) -> NSLayoutConstraint {
            let constraint = NSLayoutConstraint(anchorItem: first, a1, relation, second, a2, multiplier: 1, constant: constant)
            constraint.identifier = identifier
            constraint.storedPriority = UILayoutPriority(priority)
            constraint.isStructural = true
            constraint.container = self
            constraint.order = NSLayoutConstraint.ActivationOrder.next()
            return constraint
        }
        switch role {
        case .margins, .safeArea:
            let id = { (edge: String) in role == .margins ? "UIView-\(edge)Margin-guide-constraint" : "UIViewSafeAreaLayoutGuide-\(edge)" }
            return [
                make(guide, .left, .equal, self, .left, identifier: id("left")),
                make(self, .right, .equal, guide, .right, identifier: id("right")),
                make(guide, .top, .equal, self, .top, identifier: id("top")),
                make(self, .bottom, .equal, guide, .bottom, identifier: id("bottom")),
            ]
        case .readableContent:
            let margins = layoutMarginsGuide
            let id = { (name: String) in "UIViewReadableContentGuide-" + name }
            return [
                make(guide, .top, .equal, margins, .top, identifier: id("top")),
                make(guide, .bottom, .equal, margins, .bottom, identifier: id("bottom")),
                make(guide, .centerX, .equal, margins, .centerX, identifier: id("centerX")),
                make(guide, .left, .greaterThanOrEqual, margins, .left, identifier: id("left")),
                make(guide, .width, .lessThanOrEqual, nil, .notAnAttribute, constant: Self.readableContentWidth, identifier: id("width")),
                make(guide, .width, .equal, margins, .width, priority: 999, identifier: id("width-fill")),
            ]
        case .scrollContent:
            // Its size is the content size unless constraints on the guide say otherwise
            // (below every priority an app can give them).
            let id = { (name: String) in "UIScrollView-contentLayoutGuide-" + name }
            return [
                make(guide, .left, .equal, self, .left, identifier: id("left")),
                make(guide, .top, .equal, self, .top, identifier: id("top")),
                make(guide, .width, .equal, nil, .notAnAttribute, priority: UIScrollView.contentSizePriority, identifier: id("width")),
                make(guide, .height, .equal, nil, .notAnAttribute, priority: UIScrollView.contentSizePriority, identifier: id("height")),
            ]
        case .topBars, .bottomBars, .keyboard:
            // As wide as the view, at its top or bottom edge, as tall as the bars reach (or
            // the keyboard's guide is).
            let top = role == .topBars
            let prefix = [.topBars: "UIViewController-topLayoutGuide-", .bottomBars: "UIViewController-bottomLayoutGuide-"][role]
            let id = { (name: String) in (prefix ?? "UIView-keyboardLayoutGuide-") + name }
            return [
                make(guide, .left, .equal, self, .left, identifier: id("left")),
                make(guide, .width, .equal, self, .width, identifier: id("width")),
                top
                    ? make(guide, .top, .equal, self, .top, identifier: id("top"))
                    : make(self, .bottom, .equal, guide, .bottom, identifier: id("bottom")),
                make(guide, .height, .equal, nil, .notAnAttribute, identifier: id("height")),
            ]
        case .scrollFrame:
            // At the bounds' origin (the content offset), so it does not move on screen as the content scrolls.
            let id = { (name: String) in "UIScrollView-frameLayoutGuide-" + name }
            return [
                make(guide, .left, .equal, self, .left, identifier: id("left")),
                make(guide, .top, .equal, self, .top, identifier: id("top")),
                make(guide, .width, .equal, self, .width, identifier: id("width")),
                make(guide, .height, .equal, self, .height, identifier: id("height")),
            ]
        }
    }
}
