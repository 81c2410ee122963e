import Foundation
import Testing
import UIKit

/// Pointer lock (docs/REFERENCE.md §20.16): a controller's preference, passed on through
/// `childViewControllerForPointerLock` as the status bar's through `childForStatusBarStyle`;
/// only an iPad's scene has a lock state, locked while the deciding controller prefers it, as
/// decided when a controller calls `setNeedsUpdateOfPrefersPointerLocked()`.
@MainActor @Suite struct PointerLockTests {
    /// A controller preferring the lock or not, or handing the question to a child.
    final class Preferring: UIViewController {
        var locks = false
        var child: UIViewController?
        override var prefersPointerLocked: Bool { locks }
        override var childViewControllerForPointerLock: UIViewController? { child }
    }

    /// The app's window scene.
    private var scene: UIWindowScene? { UIApplication.shared.connectedScenes.first as? UIWindowScene }

    /// A key window of `scene` showing `root`.
    private func keyWindow(in scene: UIWindowScene, root: UIViewController) -> UIWindow {
        let window = UIWindow(windowScene: scene)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    /// On a simulated iPad: the app's scene, a key window showing a new root that prefers no
    /// lock, and the scene's lock state, decided again; `body` runs with them.
    private func onAnIPad(_ body: (UIWindowScene, Preferring, UIPointerLockState) throws -> Void) throws {
        try SimulatedEnvironment(device: .iPadPro11).perform {
            let scene = try #require(self.scene)
            let root = Preferring()
            let window = keyWindow(in: scene, root: root)
            let state = try #require(scene.pointerLockState)
            root.setNeedsUpdateOfPrefersPointerLocked()
            try body(scene, root, state)
            withExtendedLifetime(window) {}
        }
    }

    @Test func aControllerPrefersNoLockAndNamesNoChildByDefault() {
        let controller = UIViewController()
        #expect(!controller.prefersPointerLocked && controller.childViewControllerForPointerLock == nil)
        controller.setNeedsUpdateOfPrefersPointerLocked()
        #expect(!controller.isViewLoaded)
    }

    @Test func aPhonesSceneCannotLockThePointer() throws {
        let scene = try #require(scene)
        let window = keyWindow(in: scene, root: Preferring())
        #expect(scene.traitCollection.userInterfaceIdiom == .phone)
        #expect(scene.pointerLockState == nil)
        withExtendedLifetime(window) {}
    }

    @Test func onAnIPadTheDecidingControllerLocksThePointerOnceAskedAgain() throws {
        try onAnIPad { scene, root, state in
            #expect(!state.isLocked)
            let posted = PostedLocks()
            let observer = NotificationCenter.default.addObserver(
                forName: UIPointerLockState.didChangeNotification, object: state, queue: nil
            ) { note in
                posted.scenes.append((note.userInfo?[UIPointerLockState.sceneUserInfoKey] as? UIScene).map(ObjectIdentifier.init))
            }
            defer { NotificationCenter.default.removeObserver(observer) }
            // A preference counts once the system is told it changed.
            root.locks = true
            #expect(!state.isLocked)
            root.setNeedsUpdateOfPrefersPointerLocked()
            #expect(state.isLocked)
            #expect(posted.scenes == [ObjectIdentifier(scene)])
            // Asked again with nothing changed: no new notification.
            root.setNeedsUpdateOfPrefersPointerLocked()
            #expect(posted.scenes.count == 1)
            // The child the root names decides instead, and its own child after it.
            let child = Preferring()
            root.child = child
            root.setNeedsUpdateOfPrefersPointerLocked()
            #expect(!state.isLocked && posted.scenes.count == 2)
            let grandchild = Preferring()
            grandchild.locks = true
            child.child = grandchild
            child.setNeedsUpdateOfPrefersPointerLocked()
            #expect(state.isLocked && posted.scenes.count == 3)
            // A child naming its ancestor ends the walk there rather than going round.
            grandchild.child = root
            root.locks = false
            root.setNeedsUpdateOfPrefersPointerLocked()
            #expect(state.isLocked)
        }
    }

    @Test func aFullScreenPresentedControllerDecidesAndASheetDoesNot() throws {
        try onAnIPad { _, root, state in
            let sheet = Preferring()
            sheet.locks = true
            sheet.modalPresentationStyle = .formSheet
            root.present(sheet, animated: false)
            root.setNeedsUpdateOfPrefersPointerLocked()
            #expect(!state.isLocked, "a form sheet leaves it to its presenter")
            sheet.dismiss(animated: false)
            let game = Preferring()
            game.locks = true
            game.modalPresentationStyle = .fullScreen
            root.present(game, animated: false)
            game.setNeedsUpdateOfPrefersPointerLocked()
            #expect(state.isLocked)
        }
    }

    @Test func theLockIsObservable() throws {
        try onAnIPad { _, root, state in
            var seen: [Bool] = []
            let observation = state.observe(\.isLocked, options: [.new]) { _, change in seen.append(change.newValue ?? false) }
            root.locks = true
            root.setNeedsUpdateOfPrefersPointerLocked()
            #expect(seen == [true])
            observation.invalidate()
        }
    }
}

/// The scenes the lock's notifications carried.
private nonisolated final class PostedLocks: @unchecked Sendable {
    var scenes: [ObjectIdentifier?] = []
}
