import Foundation

/// How an image fills its rectangle, as `UIView.ContentMode`.
public enum ContentMode: String, Hashable, Sendable, Codable {
    /// Stretched to the rectangle (`scaleToFill`).
    case scaleToFill
    /// Scaled uniformly to fit inside, centred (`scaleAspectFit`).
    case scaleAspectFit
    /// Scaled uniformly to cover, centred and clipped (`scaleAspectFill`).
    case scaleAspectFill
    /// Unscaled, centred (`center`), clipped to the rectangle.
    case center
}

/// A raster image: a PNG file on disk, decoded by the backend.
public struct ImageSource: Hashable, Sendable {
    /// The PNG file's absolute path.
    public var path: String

    /// An image from a PNG file.
    public init(path: String) { self.path = path }
}
