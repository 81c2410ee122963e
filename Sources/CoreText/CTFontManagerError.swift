/// Why the font manager refused to register or unregister a font (`CTFontManagerError`):
/// the code of the `CFError` the registration functions hand back, with Core Text's raw
/// values; docs/REFERENCE.md §22.25 says which this implementation gives when.
public enum CTFontManagerError: CFIndex, Sendable {
    /// No file at the URL (`fileNotFound`, 101).
    case fileNotFound = 101
    /// The file cannot be read for want of permission (`insufficientPermissions`, 102).
    case insufficientPermissions = 102
    /// The file's format is not a font format (`unrecognizedFormat`, 103).
    case unrecognizedFormat = 103
    /// The file holds no valid font data (`invalidFontData`, 104).
    case invalidFontData = 104
    /// The file or font is registered already (`alreadyRegistered`, 105).
    case alreadyRegistered = 105
    /// A resource limit was reached (`exceededResourceLimit`, 106).
    case exceededResourceLimit = 106
    /// A font asset was not found (`assetNotFound`, 107).
    case assetNotFound = 107
    /// The file or font is not registered (`notRegistered`, 201).
    case notRegistered = 201
    /// The font is in use (`inUse`, 202).
    case inUse = 202
    /// The font is one the system needs (`systemRequired`, 203).
    case systemRequired = 203
    /// The font provider failed (`registrationFailed`, 301).
    case registrationFailed = 301
    /// An entitlement is missing (`missingEntitlement`, 302).
    case missingEntitlement = 302
    /// The descriptor names no font file (`insufficientInfo`, 303).
    case insufficientInfo = 303
    /// The user cancelled (`cancelledByUser`, 304).
    case cancelledByUser = 304
    /// A font of the same PostScript name is registered from another file (`duplicatedName`, 305).
    case duplicatedName = 305
    /// The file is not in an allowed place (`invalidFilePath`, 306).
    case invalidFilePath = 306
    /// The scope is not supported (`unsupportedScope`, 307).
    case unsupportedScope = 307
}

/// The domain of the font manager's errors (`kCTFontManagerErrorDomain`).
public let kCTFontManagerErrorDomain: CFString = "com.apple.CoreText.CTFontManagerErrorDomain"
