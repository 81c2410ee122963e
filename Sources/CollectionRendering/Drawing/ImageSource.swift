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
    /// Where a scene file named an image, so an error drawing it can point there.
    public struct Origin: Hashable, Sendable {
        /// `file:line:column` of the value.
        public var location: String
        /// The value's key path (`sections[0].items[2].image`).
        public var keyPath: String

        /// An origin from its parts.
        public init(location: String, keyPath: String) {
            self.location = location
            self.keyPath = keyPath
        }
    }

    /// The PNG file's absolute path.
    public var path: String
    /// Where the image was named (a scene's `image:` key); nil when unknown.
    public var origin: Origin?

    /// An image from a PNG file, named at `origin` if known.
    public init(path: String, origin: Origin? = nil) {
        self.path = path
        self.origin = origin
    }
}
