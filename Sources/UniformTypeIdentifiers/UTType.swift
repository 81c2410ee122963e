import Foundation

/// A uniform type identifier (`UTType`, Uniform Type Identifiers framework, iOS 14): a type of
/// data named by a reverse-DNS identifier (`public.png`) that conforms to more general types
/// (`public.image`, `public.data`…) and carries tags — filename extensions and MIME types.
///
/// The system's declarations are the common types Apple documents (UTType+CommonTypes.swift,
/// sources in docs/REFERENCE.md §22.8); two types are equal when their identifiers are equal,
/// ignoring case, as Apple's.
///
/// Deliberate differences (Linux has no Launch Services database): only the documented
/// common types are declared, with English descriptions; no app declares types (an
/// `exportedAs:`/`importedAs:` type is known only through the value that made it); a
/// dynamic type's identifier is `dyn.` followed by its tag, not Apple's encoding of it.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier (`identifier`), `public.png`.
    public let identifier: String
    /// The declaration, for a declared type.
    let declaration: Declaration?
    /// What a dynamic or app-made type conforms to, directly.
    let extraParents: [String]
    /// A dynamic type's tag.
    let dynamicTag: (tagClass: String, value: String)?

    init(declaration: Declaration) {
        identifier = declaration.identifier
        self.declaration = declaration
        extraParents = []
        dynamicTag = nil
    }

    init(undeclared identifier: String, parents: [String], dynamicTag: (tagClass: String, value: String)? = nil) {
        self.identifier = identifier
        declaration = nil
        extraParents = parents
        self.dynamicTag = dynamicTag
    }

    /// The declared type with `identifier` (`init(_:)`); nil when the system does not know it,
    /// as Apple's.
    public init?(_ identifier: String) {
        guard let declaration = Declaration.byIdentifier[identifier.lowercased()] else { return nil }
        self.init(declaration: declaration)
    }

    /// A type your app exports (`init(exportedAs:conformingTo:)`): the declared type when the
    /// system knows `identifier`, else a type conforming to `parentType` (default `data`).
    /// Apple reads the app's Info.plist for it; there is none here.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(appDeclared: identifier, conformingTo: parentType)
    }

    /// A type your app imports (`init(importedAs:conformingTo:)`): as ``init(exportedAs:conformingTo:)``.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(appDeclared: identifier, conformingTo: parentType)
    }

    private init(appDeclared identifier: String, conformingTo parentType: UTType?) {
        if let known = UTType(identifier) {
            self = known
        } else {
            self.init(undeclared: identifier, parents: [(parentType ?? .data).identifier])
        }
    }

    /// The type of files with `filenameExtension` (`init(filenameExtension:conformingTo:)`):
    /// the first declared type with that extension conforming to `supertype`; else a dynamic
    /// type conforming to `supertype`. Nil for an empty extension or one with a dot or slash.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type of `mimeType` (`init(mimeType:conformingTo:)`): the first declared type with
    /// that MIME type conforming to `supertype`, else a dynamic type conforming to it. Nil for
    /// an empty MIME type.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// The type with `tag` of `tagClass` (`init(tag:tagClass:conformingTo:)`): the first declared
    /// one conforming to `supertype` (any, when nil), else a dynamic type. Nil for an invalid tag.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard !tag.isEmpty, !(tagClass == .filenameExtension && (tag.contains(".") || tag.contains("/"))) else { return nil }
        if let found = UTType.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first {
            self = found
        } else {
            self.init(
                undeclared: "dyn.\(tagClass == .mimeType ? "mime" : "extension").\(tag.lowercased())",
                parents: [(supertype ?? .data).identifier], dynamicTag: (tagClass.rawValue, tag))
        }
    }

    /// The declared types with `tag` of `tagClass` that conform to `supertype` (any, when nil),
    /// in declaration order (`types(tag:tagClass:conformingTo:)`).
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        let wanted = tag.lowercased()
        return Declaration.all.compactMap { declaration in
            let tags = tagClass == .filenameExtension ? declaration.extensions : declaration.mimeTypes
            guard tags.contains(wanted) else { return nil }
            let type = UTType(declaration: declaration)
            return supertype.map { type.conforms(to: $0) } ?? true ? type : nil
        }
    }

    // MARK: Properties

    /// The type's tags by class (`tags`): its filename extensions and MIME types.
    public var tags: [UTTagClass: [String]] {
        if let dynamicTag { return [UTTagClass(rawValue: dynamicTag.tagClass): [dynamicTag.value]] }
        var tags: [UTTagClass: [String]] = [:]
        if let declaration, !declaration.extensions.isEmpty { tags[.filenameExtension] = declaration.extensions }
        if let declaration, !declaration.mimeTypes.isEmpty { tags[.mimeType] = declaration.mimeTypes }
        return tags
    }

    /// The filename extension to use for the type (`preferredFilenameExtension`), the first one.
    public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }

    /// The MIME type to use for the type (`preferredMIMEType`), the first one.
    public var preferredMIMEType: String? { tags[.mimeType]?.first }

    /// A description of the type (`localizedDescription`); English here, nil for an undeclared
    /// type.
    public var localizedDescription: String? { declaration?.summary }

    /// Whether the system declares the type (`isDeclared`).
    public var isDeclared: Bool { declaration != nil }

    /// Whether the type is dynamic — made for a tag no declared type has (`isDynamic`).
    public var isDynamic: Bool { identifier.lowercased().hasPrefix("dyn.") }

    /// Whether the identifier is in the `public` domain (`isPublicType`).
    public var isPublicType: Bool { identifier.lowercased().hasPrefix("public.") }

    /// The declaration's version (`version`); none here.
    public var version: Int? { nil }

    /// A URL describing the type (`referenceURL`); none here.
    public var referenceURL: URL? { nil }

    /// Every type this one conforms to, directly or through others (`supertypes`); not itself.
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = directParents
        while let next = pending.popLast() {
            guard let type = UTType(next), found.insert(type).inserted else { continue }
            pending += type.directParents
        }
        return found
    }

    private var directParents: [String] { (declaration?.parents ?? []) + extraParents }

    /// Whether the type is `type` or one of its subtypes (`conforms(to:)`).
    public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }

    /// Whether `type` conforms to this type and is not it (`isSupertype(of:)`).
    public func isSupertype(of type: UTType) -> Bool { self != type && type.conforms(to: self) }

    /// Whether this type conforms to `type` and is not it (`isSubtype(of:)`).
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    // MARK: Protocols

    /// Equal identifiers, ignoring case.
    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier.lowercased() == rhs.identifier.lowercased() }

    /// Hashes the lowercased identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier.lowercased()) }

    /// The identifier.
    public var description: String { identifier }

    /// The identifier.
    public var debugDescription: String { identifier }

    /// Decodes a type from its identifier; an unknown identifier decodes as an undeclared type.
    public init(from decoder: Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self = UTType(identifier) ?? UTType(undeclared: identifier, parents: [])
    }

    /// Encodes the identifier.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
