import Foundation

/// A layout guide that follows something moving on screen (`UITrackingLayoutGuide`): the
/// superclass of ``UIKeyboardLayoutGuide``. Its `setConstraints(_:activeWhenNearEdge:)` and
/// `setConstraints(_:activeWhenAwayFrom:)`, which swap constraints as what it tracks nears an
/// edge, are not declared: nothing it tracks moves here.
open class UITrackingLayoutGuide: UILayoutGuide {}

/// The space the keyboard takes in a view's layout (`UIKeyboardLayoutGuide`, iOS 15), the
/// view's ``UIView/keyboardLayoutGuide``: as wide as the view, at its bottom. No keyboard is
/// shown here (docs/REFERENCE.md §25.5), so the guide is always where UIKit puts it while the
/// keyboard is offscreen: from the bottom of the safe area to the bottom of the view (its top
/// is the safe area's bottom), or, with ``usesBottomSafeArea`` false, no height at the view's
/// bottom. Its constraints are UIKit's own, as the safe area guide's are.
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows the keyboard when it is undocked or floating
    /// (`followsUndockedKeyboard`); default false. No keyboard is shown, docked or not.
    open var followsUndockedKeyboard = false

    /// Whether the guide's top is the bottom of the view's safe area while the keyboard is
    /// offscreen (`usesBottomSafeArea`, iOS 17); default true. False puts it at the bottom of
    /// the view, with no height.
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { owningView?.constraintsDidChange() } }
    }

    /// Padding above the keyboard that starts a scroll-to-dismiss earlier
    /// (`keyboardDismissPadding`, iOS 17); default 0, a negative value is 0, as Apple's header
    /// says. Nothing is dismissed here: there is no keyboard.
    open var keyboardDismissPadding: CGFloat {
        get { storedDismissPadding }
        set { storedDismissPadding = newValue > 0 ? newValue : 0 }
    }
    private var storedDismissPadding: CGFloat = 0
}

extension UIView {
    /// The guide to the space the keyboard takes in this view (`keyboardLayoutGuide`, iOS
    /// 15), identifier `UIViewKeyboardLayoutGuide`: with no keyboard shown, the bottom of the
    /// safe area (``UIKeyboardLayoutGuide``).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        let guide = systemGuide(.keyboard, identifier: "UIViewKeyboardLayoutGuide", slot: \.keyboardGuide, make: UIKeyboardLayoutGuide.init)
        return (guide as? UIKeyboardLayoutGuide) ?? UIKeyboardLayoutGuide()
    }

    /// The keyboard guide's height while the keyboard is offscreen: the safe area's bottom
    /// inset, or 0 when the guide does not use it.
    var keyboardGuideHeight: CGFloat {
        guard (autoLayoutState?.keyboardGuide as? UIKeyboardLayoutGuide)?.usesBottomSafeArea ?? true else { return 0 }
        let inset = safeAreaInsets.bottom
        return inset.isFinite ? max(0, inset) : 0
    }
}
