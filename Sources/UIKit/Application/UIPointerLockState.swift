import Foundation

/// A scene's pointer lock (`UIPointerLockState`, iOS 14): whether the system locked the pointer to the scene, hiding it and keeping
/// it from system gestures, because the scene's view controllers prefer it (docs/REFERENCE.md §20.16).
///
/// Only a scene that can lock the pointer has one (``UIScene/pointerLockState``): here an iPad's window scene. UIKit considers the
/// lock only for a scene that fills its screen — not in Split View or Slide Over — and is in the foreground and active, and grants it
/// at most when the controller that decides prefers it: the key window's root view controller, then the controllers it presents full
/// screen, then the children ``UIViewController/childViewControllerForPointerLock`` names. The one scene here always fills its screen,
/// so ``isLocked`` is that controller's ``UIViewController/prefersPointerLocked`` while the scene is active, decided again when a
/// controller calls ``UIViewController/setNeedsUpdateOfPrefersPointerLocked()``. Deliberate difference: there is no pointer to hide.
@preconcurrency @MainActor
open class UIPointerLockState: NSObject {
    /// Posted by the lock state when ``isLocked`` changes (`didChangeNotification`), with the scene under ``sceneUserInfoKey``.
    nonisolated public static let didChangeNotification = Notification.Name("UIPointerLockStateDidChangeNotification")
    /// The key of the scene in the user info of ``didChangeNotification`` (`sceneUserInfoKey`).
    nonisolated public static let sceneUserInfoKey = "UIPointerLockStateSceneUserInfoKey"

    /// Whether the pointer is locked to the scene (`isLocked`), as last decided; observable with `observe(_:options:changeHandler:)`.
    public private(set) var isLocked = false

    /// The scene whose lock this is.
    private weak var scene: UIScene?

    /// The lock of `scene`, decided now.
    init(scene: UIScene) {
        self.scene = scene
        super.init()
        isLocked = decided
    }

    /// Whether the scene's pointer is to be locked: the scene is active and the controller that
    /// decides — the key window's root, the controllers it presents full screen, the children
    /// they name — prefers it.
    private var decided: Bool {
        guard let scene, scene.activationState == .foregroundActive,
            let root = (scene as? UIWindowScene)?.keyWindow?.rootViewController
        else { return false }
        return UIViewController.decidingController(from: root, child: \.childViewControllerForPointerLock).prefersPointerLocked
    }

    /// Decides the lock again; a change is told to observers of ``isLocked`` and posted as
    /// ``didChangeNotification``.
    func update() {
        let locked = decided
        guard locked != isLocked, let scene else { return }
        isLocked = locked
        observableValueDidChange()
        NotificationCenter.default.post(name: Self.didChangeNotification, object: self, userInfo: [Self.sceneUserInfoKey: scene])
    }

    /// Every scene that can lock the pointer decides its lock again (a view controller's
    /// `setNeedsUpdateOfPrefersPointerLocked()`).
    static func updateAll() {
        for scene in UIApplication.shared.connectedScenes { scene.pointerLockState?.update() }
    }
}
