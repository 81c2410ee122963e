import CCairo
import Foundation

/// An owned Cairo image surface (`CAIRO_FORMAT_ARGB32`: premultiplied, native-endian).
/// Destroyed exactly once, when the wrapper goes away.
public final class CairoSurface {
    /// The `cairo_surface_t *` this wrapper owns.
    let pointer: OpaquePointer
    /// Width in pixels.
    public let pixelWidth: Int
    /// Height in pixels.
    public let pixelHeight: Int

    /// Cairo's largest image side, in pixels.
    public static let maximumSide = 32_767

    /// An image surface of `pixelWidth × pixelHeight`, cleared to transparent.
    /// - Throws: ``RenderError/surfaceTooLarge(width:height:scale:)`` for sizes outside
    ///   1…32,767, or ``RenderError/cairo(operation:status:)``.
    public init(pixelWidth: Int, pixelHeight: Int) throws(RenderError) {
        guard pixelWidth >= 1, pixelHeight >= 1, pixelWidth <= Self.maximumSide, pixelHeight <= Self.maximumSide else {
            throw .surfaceTooLarge(width: Double(pixelWidth), height: Double(pixelHeight), scale: 1)
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else {
            throw .cairo(operation: "create a \(pixelWidth)×\(pixelHeight) surface", status: "no surface")
        }
        pointer = surface
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        try check("create a \(pixelWidth)×\(pixelHeight) surface")
    }

    /// The pixel size for `size` points at `scale`, checked against Cairo's limit.
    /// - Throws: ``RenderError/surfaceTooLarge(width:height:scale:)`` naming the points
    ///   and the scale.
    public static func pixelSize(for size: CGSize, scale: CGFloat) throws(RenderError) -> (Int, Int) {
        let w = (size.width * scale).rounded(.up), h = (size.height * scale).rounded(.up)
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= CGFloat(maximumSide), h <= CGFloat(maximumSide), scale > 0 else {
            throw .surfaceTooLarge(width: Double(size.width), height: Double(size.height), scale: Double(scale))
        }
        return (Int(w), Int(h))
    }

    deinit { cairo_surface_destroy(pointer) }

    /// Throws if the surface is in an error state.
    func check(_ operation: String) throws(RenderError) {
        let status = cairo_surface_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo(operation: operation, status: String(cString: cairo_status_to_string(status)))
        }
    }

    /// Bytes between rows.
    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(pointer)) }

    /// The pixels (premultiplied native-endian ARGB32, ``bytesPerRow`` apart) as `Data`
    /// that shares the surface's memory instead of copying it, and keeps the surface alive
    /// while it exists: draw nothing more into the surface once this is taken.
    public func pixelData() -> Data {
        cairo_surface_flush(pointer)
        guard let data = cairo_image_surface_get_data(pointer) else { return Data() }
        return Data(bytesNoCopy: data, count: bytesPerRow * pixelHeight, deallocator: .custom { _, _ in withExtendedLifetime(self) {} })
    }

    /// Runs `body` with the pixels (premultiplied native-endian ARGB32), after flushing
    /// pending drawing.
    public func withPixels<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        cairo_surface_flush(pointer)
        let data = cairo_image_surface_get_data(pointer)
        let buffer = UnsafeRawBufferPointer(start: data.map { UnsafeRawPointer($0) }, count: data == nil ? 0 : bytesPerRow * pixelHeight)
        return try body(buffer)
    }

    /// Runs `body` with writable pixels, then tells Cairo they changed.
    func withMutablePixels<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
        cairo_surface_flush(pointer)
        let data = cairo_image_surface_get_data(pointer)
        let buffer = UnsafeMutableRawBufferPointer(
            start: data.map { UnsafeMutableRawPointer($0) }, count: data == nil ? 0 : bytesPerRow * pixelHeight)
        defer { cairo_surface_mark_dirty(pointer) }
        return try body(buffer)
    }
}
