import CCairo
import CollectionLayout
import CollectionRendering
import Foundation

/// A pixel surface that drawing operations are drawn onto one at a time and whose pixels
/// can be read at any moment: what a Core Graphics bitmap context draws on. Its space is
/// points, y down, `scale` pixels each; a `CGContext` records what it draws and hands each
/// operation here as it is made.
package final class RasterCanvas {
    /// The surface (premultiplied native ARGB32).
    package let surface: CairoSurface
    private let backend: CairoBackend

    /// A transparent canvas of `pixelWidth × pixelHeight`, `scale` pixels per point, drawing
    /// text with the renderer of the current thread.
    /// - Throws: `RenderError` for a size outside 1…32,767 or without the pinned fonts.
    package init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) throws {
        surface = try CairoSurface(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        backend = try CairoBackend(surface: surface.pointer, scale: scale, text: CairoRenderer.forCurrentThread().text)
    }

    /// Draws `operations` (in points) over what is there.
    /// - Throws: when an image cannot be read.
    package func draw(_ operations: [DrawingOperation]) throws {
        try backend.draw(operations)
    }

    /// Copies `bytes` (native ARGB32 rows of `bytesPerRow`) onto the surface.
    package func load(_ bytes: UnsafeRawPointer, bytesPerRow: Int) {
        surface.withMutablePixels { target in
            guard let base = target.baseAddress else { return }
            let row = min(bytesPerRow, surface.bytesPerRow)
            for y in 0..<surface.pixelHeight {
                (base + y * surface.bytesPerRow).copyMemory(from: bytes + y * bytesPerRow, byteCount: row)
            }
        }
    }
}

extension CairoRenderer {
    /// The renderer this thread uses for drawing that has no renderer passed in (a Core
    /// Graphics bitmap context), made on first use: fonts are per thread, and making a
    /// renderer loads them.
    /// - Throws: ``RenderError/fontsMissing(_:)``.
    package static func forCurrentThread() throws -> CairoRenderer {
        let key = "CollectionReel.CairoRenderer"
        if let renderer = Thread.current.threadDictionary[key] as? CairoRenderer { return renderer }
        let renderer = try CairoRenderer()
        Thread.current.threadDictionary[key] = renderer
        return renderer
    }
}
