import Foundation

// A colour as the current context's fill and stroke colour. Declared in an extension, so
// `public` where UIKit's are `open`: a subclass cannot override them.
extension UIColor {
    /// Makes the colour the current context's fill colour (`setFill()`).
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes the colour the current context's stroke colour (`setStroke()`).
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    /// Makes the colour the current context's fill and stroke colour (`set()`).
    public func set() {
        setFill()
        setStroke()
    }
}
