import CollectionRendering

// Tinted images (docs/REFERENCE.md §25.11): "for bitmap images, this method draws the background
// tint color followed by the image contents using the CGBlendMode.destinationIn mode" — each pixel
// becomes the tint colour at the tint's alpha times the pixel's.

extension UIImage {
    /// A new image of the tint `color` where this one has alpha (`withTintColor(_:)`, iOS 13): its pixels are the colour, resolved
    /// in the current traits, at the colour's alpha times each pixel's; "the same rendering mode as the original image" (Apple).
    /// An image without pixels (a symbol here) is copied as it is.
    /// - Parameter color: The colour to fill the image's shape with.
    /// - Returns: A new image.
    public func withTintColor(_ color: UIColor) -> UIImage { withTintColor(color, renderingMode: renderingMode) }

    /// A new image of the tint `color` where this one has alpha, as ``withTintColor(_:)``, with `renderingMode`
    /// (`withTintColor(_:renderingMode:)`, iOS 13). A template ignores the image's colours, so `.alwaysTemplate` draws it in the
    /// view's tint, as any template.
    /// - Parameters:
    ///   - color: The colour to fill the image's shape with.
    ///   - renderingMode: How the new image draws.
    /// - Returns: A new image.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        guard let source = cgImage else { return withRenderingMode(renderingMode) }
        let image = UIImage(
            cgImage: CGImage(bitmap: source.bitmap.tinted(color.renderColor(in: UITraitCollection.current))), scale: scale,
            orientation: imageOrientation)
        let result = UIImage(copying: image, alignmentRectInsets: alignmentRectInsets, symbolConfiguration: nil)
        result.renderingMode = renderingMode
        return result
    }
}

extension Bitmap {
    /// The bitmap with every pixel `color` at `color`'s alpha times the pixel's (premultiplied): `CGBlendMode.destinationIn` of the
    /// pixels over a fill of `color`.
    /// - Complexity: O(pixels).
    fileprivate func tinted(_ color: Color) -> Bitmap {
        var bytes = self.bytes
        #if _endian(little)
        let (b, g, r, a) = (0, 1, 2, 3)
        #else
        let (a, r, g, b) = (0, 1, 2, 3)
        #endif
        // Extended-range and NaN components (UIColor keeps them) count as their nearest of 0…1, NaN as 0.
        func unit(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }
        let alpha = unit(color.alpha)
        let channels = [(r, color.red), (g, color.green), (b, color.blue)].map { ($0.0, unit($0.1) * alpha) }
        for row in 0..<height {
            for column in 0..<width {
                let i = row * bytesPerRow + column * 4
                let coverage = Double(bytes[i + a]) / 255
                for (offset, value) in channels { bytes[i + offset] = UInt8((value * coverage * 255).rounded()) }
                bytes[i + a] = UInt8((alpha * coverage * 255).rounded())
            }
        }
        return Bitmap(width: width, height: height, bytesPerRow: bytesPerRow, bytes: bytes) ?? self
    }
}
