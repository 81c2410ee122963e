extension UICollectionView {
    /// Records an exception UIKit would raise (see ``raisedExceptions``).
    public func raise(_ reason: String) {
        raisedExceptions.append(UIKitException(reason: reason))
    }

    /// Records an exception UIKit would raise, with its name.
    func raise(_ exception: UIKitException) {
        raisedExceptions.append(exception)
    }

    /// Forgets the recorded exceptions and warnings.
    public func clearRaisedExceptions() {
        raisedExceptions.removeAll()
        loggedWarnings.removeAll()
    }

    /// Records a core error with UIKit's text (a batch update's reason word for word).
    func raise(_ error: any Error) {
        if let error = error as? BatchUpdateError { return raise(error.uikitMessage) }
        raise(String(describing: error))
    }
}
