import Foundation

extension RenderBackend {
    /// Default for ``RenderBackend/withElement(_:_:)``: just runs `body` (raster backends
    /// need no element structure).
    public func withElement(_ element: DisplayElement, _ body: () throws -> Void) rethrows {
        try body()
    }

    /// Default for ``RenderBackend/withOverlay(_:_:)``: just runs `body`.
    public func withOverlay(_ overlay: DisplayOverlay, _ body: () throws -> Void) rethrows {
        try body()
    }
}
