import CollectionLayout
import CollectionRendering

// `shouldRasterize`: the layer's content, sublayers, mask and shadow drawn once into a bitmap
// at `rasterizationScale`, and that bitmap composited in their place (docs/REFERENCE.md §22.1).
extension CALayer {
    /// The most pixels a rasterised layer's bitmap holds (64 MiB of them): a larger one is
    /// made at the scale that fits (our bound; Core Animation documents none).
    static let rasterizationPixelLimit: CGFloat = 4096 * 4096

    /// `content`, a layer's in `(0, 0, size)`, as Core Animation composites a layer with
    /// `shouldRasterize`: everything it draws — background, contents, sublayers, border,
    /// mask and shadow — rendered into a bitmap of `rasterizationScale` pixels a point
    /// (1 when that is not a positive finite number) over whole pixels around it, then that
    /// bitmap drawn over the same rectangle, smoothed (the default linear magnification and
    /// minification filters). The layer's opacity and transform
    /// stay outside (they apply to the bitmap). `content` itself when it draws nothing or
    /// the bitmap cannot be made.
    /// - Complexity: O(pixels of the bitmap) besides drawing it.
    func rasterized(_ content: ElementContent, size: CGSize) -> ElementContent {
        let operations = Painter.operations(for: content, size: size)
        guard let reach = Painter.bounds(of: operations), reach.width > 0, reach.height > 0 else { return content }
        var scale = rasterizationScale.isFinite && rasterizationScale > 0 ? rasterizationScale : 1
        let area = reach.width * reach.height * scale * scale
        if area > Self.rasterizationPixelLimit { scale *= (Self.rasterizationPixelLimit / area).squareRoot() }
        let minX = (reach.minX * scale).rounded(.down) / scale, minY = (reach.minY * scale).rounded(.down) / scale
        let maxX = (reach.maxX * scale).rounded(.up) / scale, maxY = (reach.maxY * scale).rounded(.up) / scale
        guard let context = CGContext(imageSize: CGSize(width: maxX - minX, height: maxY - minY), scale: scale, opaque: false)
        else { return content }
        context.translateBy(x: -minX, y: -minY)
        for operation in operations { context.draw(operation) }
        guard let bitmap = context.makeImage()?.bitmap else { return content }
        // The bitmap's own size in points, so a rounding of its pixel size cannot stretch it.
        let frame = CGRect(x: minX, y: minY, width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
        let raster = ElementContent(image: ImageSource(bitmap: bitmap, scale: scale), contentMode: .scaleToFill, label: .none)
        return ElementContent(label: .none, sublayers: [ContentLayer(frame: frame, content: raster)])
    }
}
