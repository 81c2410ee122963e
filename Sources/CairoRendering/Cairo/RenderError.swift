import CollectionRendering
import Foundation

/// Why a render failed; each case's text says what and where.
public enum RenderError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The surface would exceed Cairo's 32,767-pixel limit (or be empty or not finite).
    case surfaceTooLarge(width: Double, height: Double, scale: Double)
    /// A Cairo call failed with a status.
    case cairo(operation: String, status: String)
    /// An image file could not be read or decoded: `reason` names the cause (no such file,
    /// not a PNG and what it looks like, truncated, CRC mismatch, too large…); `origin` is
    /// where a scene named the image, when known.
    case image(path: String, reason: String, origin: ImageSource.Origin? = nil)
    /// The pinned fonts are not installed.
    case fontsMissing(String)
    /// A frame was drawn into a reused surface of another pixel size.
    case surfaceSizeMismatch(width: Int, height: Int, surfaceWidth: Int, surfaceHeight: Int)

    /// The message. An image error with an origin reads like a compiler's diagnostic:
    /// `scene.yaml:7:18: error: sections[0].items[2].image: cannot draw the image …`.
    public var description: String {
        switch self {
        case let .surfaceTooLarge(width, height, scale):
            let w = width * scale, h = height * scale
            if !w.isFinite || !h.isFinite || w < 1 || h < 1 {
                return
                    "cannot render a \(Self.format(width)) × \(Self.format(height)) point image at scale \(Self.format(scale)): the size must be at least one pixel and finite"
            }
            return
                "cannot render a \(Self.format(width)) × \(Self.format(height)) point image at scale \(Self.format(scale)): \(Self.format(w.rounded(.up))) × \(Self.format(h.rounded(.up))) pixels exceeds Cairo's limit of 32767 pixels per side"
        case let .cairo(operation, status): return "cairo failed to \(operation): \(status)"
        case let .image(path, reason, origin):
            let message = "cannot draw the image \(path): \(reason)"
            guard let origin else { return message }
            return "\(origin.location): error: \(origin.keyPath.isEmpty ? "" : origin.keyPath + ": ")\(message)"
        case let .fontsMissing(detail): return "the pinned fonts are missing: \(detail)"
        case let .surfaceSizeMismatch(width, height, surfaceWidth, surfaceHeight):
            return
                "cannot draw a \(width) × \(height) pixel frame into a \(surfaceWidth) × \(surfaceHeight) pixel surface: make the surface from the frame's viewport × scale"
        }
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
