extension UIGestureRecognizer {
    /// A move of the touches of a continuous gesture (pan, pinch, long press), UIKit's state
    /// machine: while `.possible` the recognizer's own test in `whilePossible` decides whether it
    /// begins (or fails); once begun, every move is `.changed`; in any other state a move
    /// changes nothing.
    func moveContinuousGesture(whilePossible: () -> Void) {
        switch state {
        case .possible: whilePossible()
        case .began, .changed: state = .changed
        default: break
        }
    }
}
