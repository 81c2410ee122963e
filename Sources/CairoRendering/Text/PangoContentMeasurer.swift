import CollectionLayout
import CollectionRendering
import Foundation

/// Measures content for self-sizing (docs/REFERENCE.md, "Self-sizing") exactly as the Cairo
/// backend draws it: text through a ``PangoTextEngine`` on the same ``FontSystem`` rules
/// (fonts, wrapping, line height), images from their PNG's pixel size.
///
/// Text sizes are cached per (text, font, width) and image sizes per path; ``textCacheHits``
/// and ``textMeasurements`` count what the cache saved. One per thread, like the engine.
public final class PangoContentMeasurer: ContentMeasuring {
    private struct Key: Hashable {
        var text: String
        var font: FontDescription
        var width: CGFloat?
    }

    /// The most text sizes kept; the cache starts over when it is full.
    public static let cacheLimit = 65_536

    private let engine: PangoTextEngine
    private var textSizes: [Key: CGSize] = [:]
    private var imageSizes: [String: CGSize?] = [:]
    /// How many text sizes were laid out by Pango (cache misses).
    public private(set) var textMeasurements = 0
    /// How many text sizes came from the cache.
    public private(set) var textCacheHits = 0

    /// A measurer over its own engine on `fonts`.
    public init(fonts: FontSystem) { engine = PangoTextEngine(fonts: fonts) }

    /// A measurer with its own font system.
    /// - Throws: ``RenderError/fontsMissing(_:)`` when DejaVu is not installed.
    public convenience init() throws(RenderError) { self.init(fonts: try FontSystem()) }

    /// See ``PangoTextEngine/measure(_:font:width:)``; cached.
    public func size(of text: String, font: FontDescription, width: CGFloat?) -> CGSize {
        let key = Key(text: text, font: font, width: width)
        if let cached = textSizes[key] {
            textCacheHits += 1
            return cached
        }
        if textSizes.count >= Self.cacheLimit { textSizes.removeAll(keepingCapacity: true) }
        let size = engine.measure(text, font: font, width: width)
        textMeasurements += 1
        textSizes[key] = size
        return size
    }

    /// The PNG's pixel size (cached per path), or nil when it cannot be read.
    public func pixelSize(of image: ImageSource) -> CGSize? {
        if let cached = imageSizes[image.path] { return cached }
        let size = (try? CairoSurface(png: image)).map { CGSize(width: $0.pixelWidth, height: $0.pixelHeight) }
        imageSizes[image.path] = size
        return size
    }
}
