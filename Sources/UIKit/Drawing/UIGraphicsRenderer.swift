import Foundation

/// The settings of a graphics renderer (`UIGraphicsRendererFormat`).
open class UIGraphicsRendererFormat: NSObject, NSCopying {
    /// The drawing's bounds (`bounds`): the renderer's, once it has the format.
    open internal(set) var bounds: CGRect = .zero

    /// A format with the default settings (`init()`).
    public required override init() { super.init() }

    /// A format with the default settings (`default()`).
    open class func `default`() -> Self { Self.init() }

    /// A copy (`copy(with:)`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self.init()
        copy.bounds = bounds
        return copy
    }
}

/// The context a renderer's actions draw in (`UIGraphicsRendererContext`).
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context (`cgContext`): current while the actions run.
    public let cgContext: CGContext
    /// The renderer's format (`format`).
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// Fills `rect` with the current fill colour (`fill(_:)`).
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Strokes `rect` with the current stroke colour, 1 point wide inside it as UIKit's
    /// renderer context does (`stroke(_:)`).
    open func stroke(_ rect: CGRect) {
        cgContext.saveGState()
        cgContext.setLineWidth(1)
        cgContext.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect` (`clip(to:)`).
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// A renderer of drawings (`UIGraphicsRenderer`): the base of `UIGraphicsImageRenderer`.
open class UIGraphicsRenderer: NSObject {
    /// The settings (`format`).
    public let format: UIGraphicsRendererFormat
    /// Whether the renderer makes images (`allowsImageOutput`): true.
    open var allowsImageOutput: Bool { true }

    /// A renderer of `bounds` with `format` (`init(bounds:format:)`).
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        let copy = format.copy() as? UIGraphicsRendererFormat ?? format
        copy.bounds = bounds
        self.format = copy
        super.init()
    }
}
