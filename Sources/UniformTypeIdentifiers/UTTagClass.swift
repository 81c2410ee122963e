/// A class of tags a type carries (`UTTagClass`): filename extensions or MIME types.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The class's identifier (`rawValue`), `public.filename-extension`.
    public let rawValue: String

    /// A tag class with an identifier (`init(rawValue:)`).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Filename extensions, without the dot (`filenameExtension`, `public.filename-extension`).
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")

    /// MIME types (`mimeType`, `public.mime-type`).
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")

    /// The identifier.
    public var description: String { rawValue }
}
