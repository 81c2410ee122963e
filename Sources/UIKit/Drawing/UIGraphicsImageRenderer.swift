import Foundation

/// The settings of an image renderer (`UIGraphicsImageRendererFormat`).
///
/// Deliberate differences: there is no main screen, so the default ``scale`` is 1 (set it,
/// or make the format from a trait collection); images have 8-bit sRGB components whatever
/// ``preferredRange`` says.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The colour range an image asks for (`UIGraphicsImageRendererFormat.Range`).
    public enum Range: Int, Sendable {
        /// The system's choice (`automatic`).
        case automatic = 0
        /// Extended range (`extended`).
        case extended = 1
        /// Standard range (`standard`).
        case standard = 2
        /// Unspecified (`unspecified`).
        case unspecified = -1
    }

    /// Pixels per point (`scale`); default 1.
    open var scale: CGFloat = 1
    /// Whether the image is opaque (`opaque`): it starts black instead of transparent.
    open var opaque = false
    /// The colour range (`preferredRange`); kept.
    open var preferredRange = Range.automatic

    /// A format with the defaults (`init()`).
    public required init() { super.init() }

    /// A format for `traitCollection`: its display scale (`init(for:)`).
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        scale = traitCollection.displayScale
    }

    /// The device's preferred format (`preferred()`): the defaults here.
    open class func preferred() -> Self { Self.init() }

    /// A copy (`copy(with:)`).
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self.init()
        copy.bounds = bounds
        copy.scale = scale
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        return copy
    }
}

/// The context an image renderer's actions draw in (`UIGraphicsImageRendererContext`).
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// An image of what has been drawn so far (`currentImage`).
    open var currentImage: UIImage {
        let scale = (format as? UIGraphicsImageRendererFormat)?.scale ?? 1
        guard let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: scale, orientation: .up)
    }
}

/// Draws into bitmap images (`UIGraphicsImageRenderer`): each call makes a context of the
/// bounds at the format's scale, current while the actions run, in UIKit's coordinates
/// (origin at the bounds' origin, y down).
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// A renderer of `size` points with the default format (`init(size:)`).
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat())
    }

    /// A renderer of `size` points with `format` (`init(size:format:)`).
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of `bounds` with the default format (`init(bounds:)`).
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
    }

    /// A renderer of `bounds` with `format` (`init(bounds:format:)`).
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    private var imageFormat: UIGraphicsImageRendererFormat { format as? UIGraphicsImageRendererFormat ?? UIGraphicsImageRendererFormat() }

    /// Runs `actions` in a fresh context and returns the image drawn (`image(actions:)`).
    /// Bounds that are empty or larger than 32,767 pixels a side give an empty image.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let image = render(actions) else { return UIImage() }
        return UIImage(cgImage: image, scale: imageFormat.scale, orientation: .up)
    }

    /// Runs `actions` and returns the image as PNG bytes (`pngData(actions:)`).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        render(actions)?.pngData() ?? Data()
    }

    /// Runs `actions` and returns the image as JPEG bytes
    /// (`jpegData(withCompressionQuality:actions:)`).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        render(actions)?.jpegData(quality: compressionQuality) ?? Data()
    }

    private func render(_ actions: (UIGraphicsImageRendererContext) -> Void) -> CGImage? {
        let bounds = format.bounds
        guard let context = CGContext(imageSize: bounds.size, scale: imageFormat.scale, opaque: imageFormat.opaque) else { return nil }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        withCurrentContext(context) { actions(UIGraphicsImageRendererContext(cgContext: context, format: format)) }
        return context.makeImage()
    }
}
