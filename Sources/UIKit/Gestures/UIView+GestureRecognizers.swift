extension UIView {
    /// Attaches `recognizer`, taking it from the view it was on.
    func attach(_ recognizer: UIGestureRecognizer) {
        guard recognizer.view !== self else { return }
        recognizer.view?.detach(recognizer)
        attachedGestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer`; it stops tracking its touches.
    func detach(_ recognizer: UIGestureRecognizer) {
        guard recognizer.view === self else { return }
        attachedGestureRecognizers.removeAll { $0 === recognizer }
        recognizer.arena?.disable(recognizer)
        recognizer.view = nil
    }

    /// Replaces the attached recognizers with `recognizers`.
    func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
        for recognizer in attachedGestureRecognizers { detach(recognizer) }
        for recognizer in recognizers { attach(recognizer) }
    }
}
