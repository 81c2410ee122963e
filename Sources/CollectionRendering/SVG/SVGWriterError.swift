import Foundation

/// Why the SVG writer could not embed something.
public enum SVGWriterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An image file could not be read, or is not a PNG.
    case unreadableImage(path: String, reason: String)

    /// `cannot embed image /path/a.png: no such file`.
    public var description: String {
        switch self {
        case let .unreadableImage(path, reason): return "cannot embed image \(path): \(reason)"
        }
    }
}
