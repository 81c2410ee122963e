import Foundation

// Modal presentation (docs/REFERENCE.md §18.5): the presented controller's view goes into the
// presenting controller's window — over the whole window, or as a sheet from 10 points below
// the top of the safe area — and appears; a full-screen presentation makes the presenting
// controller disappear and takes its view out until the dismissal brings it back. Nothing
// animates: a change shows at once and the completion runs before the call returns.

/// Where a controller is in being presented or dismissed.
enum PresentationPhase {
    /// Neither.
    case none
    /// Between the start and the end of its presentation.
    case presenting
    /// Between the start and the end of its dismissal.
    case dismissing
}

extension UIViewController {
    /// Presents `viewControllerToPresent` from the top ancestor of this controller (see
    /// `present(_:animated:completion:)`).
    func presentModally(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        var presenter = self
        while let parent = presenter.parent { presenter = parent }
        guard let window = presenter.viewIfLoaded?.window else {
            logPresentationRefused(viewControllerToPresent, on: presenter, because: "whose view is not in the window hierarchy")
            return
        }
        if let current = presenter.presentedStorage {
            logPresentationRefused(
                viewControllerToPresent, on: presenter,
                because: "which is already presenting \(LayoutDescriber.realAddresses.objectDescription(current))")
            return
        }
        let presented = viewControllerToPresent
        let style = presented.modalPresentationStyle
        let replaces = style == .fullScreen || style == .currentContext
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        presented.presentationPhase = .presenting
        presented.loadViewIfNeeded()
        if replaces { presenter.beginAppearanceTransition(false, animated: flag) }
        let view: UIView = presented.view
        view.frame = Self.presentedFrame(for: style, in: window)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if Self.isSheet(style) { Self.shapeSheet(view) }
        window.addSubview(view)
        presented.beginAppearanceTransition(true, animated: flag)
        window.layoutIfNeeded()
        if replaces {
            presenter.endAppearanceTransition()
            presenter.viewIfLoaded?.removeFromSuperview()
        }
        presented.endAppearanceTransition()
        presented.presentationPhase = .none
        completion?()
    }

    /// Dismisses what this controller presents, or what presented it (see
    /// `dismiss(animated:completion:)`).
    func dismissModally(animated flag: Bool, completion: (() -> Void)?) {
        let presenter: UIViewController
        if presentedStorage != nil {
            presenter = self
        } else if let presenting = presentingStorage {
            presenter = presenting
        } else if let parent {
            parent.dismiss(animated: flag, completion: completion)
            return
        } else {
            return
        }
        guard let presented = presenter.presentedStorage else { return }
        if presented.presentedStorage != nil { presented.dismissModally(animated: false, completion: nil) }
        let style = presented.modalPresentationStyle
        let returns = style == .fullScreen || style == .currentContext
        let window = presented.viewIfLoaded?.window
        presented.presentationPhase = .dismissing
        presented.beginAppearanceTransition(false, animated: flag)
        if returns, let window, let view = presenter.viewIfLoaded {
            window.insertSubview(view, belowSubview: presented.view)
            view.frame = window.bounds
            presenter.beginAppearanceTransition(true, animated: flag)
            window.layoutIfNeeded()
        }
        presented.viewIfLoaded?.removeFromSuperview()
        presented.endAppearanceTransition()
        if returns { presenter.endAppearanceTransition() }
        presented.presentationPhase = .none
        presenter.presentedStorage = nil
        presented.presentingStorage = nil
        completion?()
    }

    /// Pushes `vc` in this controller's navigation controller, else presents it.
    func showInContext(_ vc: UIViewController) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// UIKit's console message for a presentation it refuses, on standard error.
    private func logPresentationRefused(_ presented: UIViewController, on presenter: UIViewController, because reason: String) {
        let describe = LayoutDescriber.realAddresses
        let message =
            "Attempt to present \(describe.objectDescription(presented)) on \(describe.objectDescription(presenter)) "
            + "(from \(describe.objectDescription(self))) \(reason).\n"
        FileHandle.standardError.write(Data(message.utf8))
    }

    /// Whether `style` shows as a sheet (on a phone: `.automatic` for a plain controller,
    /// `.pageSheet`, `.formSheet`, and `.popover` in a compact width).
    static func isSheet(_ style: UIModalPresentationStyle) -> Bool {
        switch style {
        case .automatic, .pageSheet, .formSheet, .popover: return true
        case .fullScreen, .currentContext, .custom, .overFullScreen, .overCurrentContext, .none: return false
        }
    }

    /// Where a presented view goes in `window`: the whole window, or a sheet from 10 points
    /// below the top of the window's safe area to the bottom.
    static func presentedFrame(for style: UIModalPresentationStyle, in window: UIWindow) -> CGRect {
        guard isSheet(style) else { return window.bounds }
        let top = min(window.bounds.height, window.safeAreaInsets.top + sheetGap)
        return CGRect(x: 0, y: top, width: window.bounds.width, height: window.bounds.height - top)
    }

    /// A sheet's top corners are rounded by 10 points and clip its content.
    static func shapeSheet(_ view: UIView) {
        view.layer.cornerRadius = sheetCornerRadius
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.clipsToBounds = true
    }

    /// A sheet's distance below the top of the safe area and its corner radius: 10 points each
    /// (observed on iOS 15–17 iPhones).
    static let sheetGap: CGFloat = 10
    static let sheetCornerRadius: CGFloat = 10
}
