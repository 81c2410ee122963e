// A scene's pointer lock (docs/REFERENCE.md §20.16).

extension UIScene {
    /// The scene's pointer lock (`pointerLockState`, iOS 14); nil when the scene cannot lock the pointer — here any scene but an
    /// iPad's window scene, as only an iPad has a pointer. Reading it first decides the lock.
    public var pointerLockState: UIPointerLockState? {
        guard let scene = self as? UIWindowScene, scene.traitCollection.userInterfaceIdiom == .pad else { return nil }
        return pointerLock
    }
}
