import CollectionRendering

// Template images (docs/REFERENCE.md §25.11): an image drawn as a template is its alpha filled
// with the tint colour.

extension UIImage {
    /// How an image uses its colours when drawn (`UIImage.RenderingMode`), with UIKit's raw values.
    public enum RenderingMode: Int, Sendable {
        /// As the context draws images (`automatic`): an image view as the original, a system button or bar item as a template.
        case automatic = 0
        /// Always the original colours (`alwaysOriginal`).
        case alwaysOriginal = 1
        /// Always a template: its colour information ignored, its alpha filled with the tint colour (`alwaysTemplate`).
        case alwaysTemplate = 2
    }

    /// The same image with `renderingMode` (`withRenderingMode(_:)`): a new image object.
    /// - Parameter renderingMode: How the new image draws.
    /// - Returns: A new image with the same pixels and size.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let image = UIImage(copying: self, alignmentRectInsets: alignmentRectInsets, symbolConfiguration: symbolConfiguration)
        image.renderingMode = renderingMode
        return image
    }

    /// Whether the image draws as a template in a context whose ``RenderingMode/automatic`` images are templates when
    /// `automaticIsTemplate`.
    func drawsAsTemplate(automaticIsTemplate: Bool) -> Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && automaticIsTemplate)
    }

    /// What draws the image into `rect` by `mode`: the image itself, or as a template its alpha masking a fill of `tint`
    /// (`tint` set); nil without pixels.
    func drawing(in rect: CGRect, mode: CollectionRendering.ContentMode, tint: Color?) -> DrawingOperation? {
        guard let source = renderedSource else { return nil }
        let image = DrawingOperation.image(source, rect, mode)
        guard let tint else { return image }
        return .group(DrawingGroup(mask: [image], bounds: rect, operations: [.fill(.rect(rect), .color(tint))]))
    }
}
