import CairoRendering
import Foundation
import PNGCodec

/// One `CairoRenderer` per worker in use: fonts and Pango contexts are not shared between
/// threads, and are made once, not per frame.
public final class RendererPool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [CairoRenderer] = []
    private let encoder: PNGEncoder

    /// An empty pool whose renderers encode PNG with `encoder`; renderers are made as
    /// workers first need them.
    public init(encoder: PNGEncoder = PNGEncoder()) {
        self.encoder = encoder
    }

    /// Runs `body` with a renderer nobody else is using.
    public func with<T>(_ body: (CairoRenderer) throws -> T) throws -> T {
        lock.lock()
        let renderer = idle.popLast()
        lock.unlock()
        let chosen = try renderer ?? CairoRenderer()
        chosen.encoder = encoder
        defer { lock.lock(); idle.append(chosen); lock.unlock() }
        return try body(chosen)
    }
}
