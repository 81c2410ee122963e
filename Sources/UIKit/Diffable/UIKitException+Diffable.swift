import CollectionLayout

extension UIKitException {
    /// The exception UIKit raises for a snapshot edit the core refused: its
    /// `NSInternalInconsistencyException` with UIKit's text for a ``DiffableSnapshotError``,
    /// the error's description for anything else.
    init(diffableError error: any Error) {
        self.init(reason: (error as? DiffableSnapshotError)?.uikitMessage ?? String(describing: error))
    }
}
