import Foundation

extension RenderBackend {
    /// Default for ``RenderBackend/withElement(_:_:)``: just runs `body` (raster backends
    /// need no element structure).
    public func withElement(_ element: DisplayElement, _ body: () throws -> Void) rethrows {
        try body()
    }
}
