import CoreGraphics
import UniformTypeIdentifiers

// UTType.h's tag classes and comparisons (MobileCoreServices), over UniformTypeIdentifiers'
// declarations. The functions that return an `Unmanaged<CFString>` (`UTTypeCopy…`,
// `UTTypeCreate…`) are not declared: `CFString` is a Swift `String` on Linux, which
// `Unmanaged` cannot hold.

/// The tag class of filename extensions (`kUTTagClassFilenameExtension`).
public let kUTTagClassFilenameExtension: CFString = UTTagClass.filenameExtension.rawValue

/// The tag class of MIME types (`kUTTagClassMIMEType`).
public let kUTTagClassMIMEType: CFString = UTTagClass.mimeType.rawValue

/// Whether the type `inUTI` is `inConformsToUTI` or conforms to it (`UTTypeConformsTo`). A
/// type the system does not declare conforms only to itself.
public func UTTypeConformsTo(_ inUTI: CFString, _ inConformsToUTI: CFString) -> Bool {
    guard let type = UTType(inUTI), let parent = UTType(inConformsToUTI) else { return UTTypeEqual(inUTI, inConformsToUTI) }
    return type.conforms(to: parent)
}

/// Whether two identifiers name the same type, ignoring case (`UTTypeEqual`).
public func UTTypeEqual(_ inUTI1: CFString, _ inUTI2: CFString) -> Bool {
    inUTI1.lowercased() == inUTI2.lowercased()
}
