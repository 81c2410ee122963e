import CCairo
import CollectionLayout
import CollectionRendering
import Foundation

/// Blurred shadow masks kept from one render to the next, so that a layer whose shadow has
/// not changed — same casting drawing, offset, blur and device transform up to a whole-pixel
/// move — is not blurred again in the next frame of an animation. A renderer owns one (and
/// is used on one thread).
///
/// Bounded: when the masks held pass ``byteLimit`` the oldest are dropped.
final class ShadowCache {
    /// What a mask depends on: the casting drawing, the shadow's offset and blur in device
    /// pixels, and the device transform up to its whole-pixel translation.
    struct Key: Hashable {
        var operations: [DrawingOperation]
        var offset: CGSize
        var sigma: Double
        var matrix: [Double]
    }

    /// A blurred A8 mask of `width × height` pixels, each `scale × scale` device pixels, whose
    /// corner goes at (x, y) device pixels relative to the whole-pixel part of the device
    /// translation.
    final class Mask {
        let surface: OpaquePointer
        let x: Int, y: Int, width: Int, height: Int, scale: Int

        init(surface: OpaquePointer, x: Int, y: Int, width: Int, height: Int, scale: Int) {
            self.surface = surface; self.x = x; self.y = y; self.width = width; self.height = height; self.scale = scale
        }

        deinit { cairo_surface_destroy(surface) }
    }

    /// The most bytes of masks held (64 MiB).
    let byteLimit = 64 << 20
    private var masks: [Key: Mask] = [:]
    private var order: [Key] = []
    private var bytes = 0
    /// Lookups answered from the cache.
    private(set) var hits = 0
    /// Lookups that had to blur.
    private(set) var misses = 0

    /// The mask for `key`, made by `make` when it is not held (nil: nothing to keep).
    func mask(for key: Key, make: () throws -> Mask?) rethrows -> Mask? {
        if let found = masks[key] {
            hits += 1
            return found
        }
        misses += 1
        guard let made = try make() else { return nil }
        masks[key] = made
        order.append(key)
        bytes += made.width * made.height
        while bytes > byteLimit, order.count > 1 {
            let oldest = order.removeFirst()
            if let dropped = masks.removeValue(forKey: oldest) { bytes -= dropped.width * dropped.height }
        }
        return made
    }
}
