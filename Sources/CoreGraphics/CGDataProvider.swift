import Foundation

/// A source of bytes for an image or a font (`CGDataProvider`): here, bytes in memory.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes (`data`).
    public let data: CFData?

    /// A provider of `data`'s bytes (`init(data:)`).
    public init?(data: CFData) {
        self.data = data
    }

    /// A provider of the bytes of the file at `url` (`init(url:)`), read now; nil when it
    /// cannot be read.
    public convenience init?(url: CFURL) {
        guard let path = url.path, let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data as NSData)
    }
}
