import CollectionRendering

// A path drawn into the current context with its own settings, which leave the context's
// unchanged, as UIKit's do.
extension UIBezierPath {
    /// Fills the path with the current fill colour and its fill rule (`fill()`).
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext(), !isEmpty else { return }
        context.draw(.fill(cgPath.path, context.fillPaint, rule: usesEvenOddFillRule ? .evenOdd : .nonZero))
    }

    /// Strokes the path with the current stroke colour and its line settings (`stroke()`).
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext(), !isEmpty else { return }
        context.draw(.stroke(cgPath.path, context.strokePaint, strokeStyle))
    }

    /// Intersects the current context's clip with the path under its fill rule (`addClip()`).
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
