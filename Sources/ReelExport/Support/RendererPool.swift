import CairoRendering
import Foundation

/// One `CairoRenderer` per worker in use: fonts and Pango contexts are not shared between
/// threads, and are made once, not per frame.
public final class RendererPool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [CairoRenderer] = []

    /// An empty pool; renderers are made as workers first need them.
    public init() {}

    /// Runs `body` with a renderer nobody else is using.
    public func with<T>(_ body: (CairoRenderer) throws -> T) throws -> T {
        lock.lock()
        let renderer = idle.popLast()
        lock.unlock()
        let chosen = try renderer ?? CairoRenderer()
        defer { lock.lock(); idle.append(chosen); lock.unlock() }
        return try body(chosen)
    }
}
