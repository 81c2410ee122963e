import Foundation

/// A source of bytes for an image (`CGDataProvider`): here, bytes in memory.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes (`data`).
    public let data: CFData?

    /// A provider of `data`'s bytes (`init(data:)`).
    public init?(data: CFData) {
        self.data = data
    }
}
