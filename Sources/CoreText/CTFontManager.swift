import Foundation

// Implementation-only: the registry (fontconfig) stays out of this module's declarations.
@_implementationOnly import CairoRendering

// The font manager's registration functions (Core Text's `CTFontManager`): a font file or a
// graphics font registered here is drawn by every font system in the process from its next
// layout, and `UIFont(name:size:)` finds its faces by PostScript or full name
// (docs/REFERENCE.md §22.25–§22.26). A failure answers false and hands back a `CFError` of
// `kCTFontManagerErrorDomain` whose code is a `CTFontManagerError`, retained, as Core Text does.

/// Registers the fonts in the file at `fontURL` for `scope` (`CTFontManagerRegisterFontsForURL`):
/// every face of a font file or collection.
/// - Parameters:
///   - fontURL: A file URL of a TrueType or OpenType font or collection.
///   - scope: How widely the registration holds: every scope registers for the process here.
///   - error: Where a failure's error goes, if not nil: `fileNotFound`, `invalidFontData`,
///     `alreadyRegistered` (the file is registered) or `duplicatedName` (a face's PostScript
///     name is registered from another file).
/// - Returns: Whether the fonts were registered.
@discardableResult
public func CTFontManagerRegisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    attempt("Could not register the font file(s)", error) { () throws(FontRegistrationError) in
        guard let path = fileURLPath(fontURL) else { throw .fileNotFound }
        try FontRegistry.register(fileAt: path)
    }
}

/// Unregisters the fonts in the file at `fontURL` (`CTFontManagerUnregisterFontsForURL`):
/// text laid out from then on no longer draws in them.
/// - Parameters:
///   - fontURL: The file URL the fonts were registered from.
///   - scope: The scope they were registered for (any scope unregisters here).
///   - error: Where a failure's error goes, if not nil: `notRegistered`.
/// - Returns: Whether the fonts were unregistered.
@discardableResult
public func CTFontManagerUnregisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    attempt("Could not unregister the font file(s)", error) { () throws(FontRegistrationError) in
        guard let path = fileURLPath(fontURL) else { throw .notRegistered }
        try FontRegistry.unregister(fileAt: path)
    }
}

/// Registers a graphics font (`CTFontManagerRegisterGraphicsFont`): a font made from data
/// (`CGFont(_:)` of a `CGDataProvider`).
/// - Parameters:
///   - font: The font to register.
///   - error: Where a failure's error goes, if not nil: `alreadyRegistered` (this font is
///     registered, or it was made by name and so is an installed or registered font) or
///     `duplicatedName` (its PostScript name is registered from other data or a file).
/// - Returns: Whether the font was registered.
@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    // A font made by name is an installed or registered one.
    attempt("Could not register the CGFont '\(describe(font))'", error) { () throws(FontRegistrationError) in
        guard let path = font.filePath else { throw .alreadyRegistered }
        try FontRegistry.register(fileAt: path, owner: font)
    }
}

/// Unregisters a graphics font (`CTFontManagerUnregisterGraphicsFont`).
/// - Parameters:
///   - font: A font registered with `CTFontManagerRegisterGraphicsFont(_:_:)`.
///   - error: Where a failure's error goes, if not nil: `notRegistered`.
/// - Returns: Whether the font was unregistered.
@discardableResult
public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    attempt("Could not unregister the CGFont '\(describe(font))'", error) { () throws(FontRegistrationError) in
        guard let path = font.filePath else { throw .notRegistered }
        try FontRegistry.unregister(fileAt: path)
    }
}

/// The path of a file URL; nil for another kind of URL.
private func fileURLPath(_ url: CFURL) -> String? {
    guard url.isFileURL, let path = url.path, !path.isEmpty else { return nil }
    return path
}

/// A font as Core Text's messages name it: `<CGFont (0x…): PostScriptName>`.
private func describe(_ font: CGFont) -> String {
    "<CGFont (0x\(String(UInt(bitPattern: ObjectIdentifier(font).hashValue), radix: 16))): \(font.name)>"
}

/// Core Text's code for a registry's refusal.
private func code(of error: FontRegistrationError) -> CTFontManagerError {
    switch error {
    case .fileNotFound: return .fileNotFound
    case .invalidFontData: return .invalidFontData
    case .alreadyRegistered: return .alreadyRegistered
    case .duplicatedName: return .duplicatedName
    case .notRegistered: return .notRegistered
    }
}

/// Runs `body`: true when it succeeds; else false, with its refusal's code handed back through
/// `error` (retained, as Core Text's out-parameters are) and `message` as its description.
private func attempt(
    _ message: @autoclosure () -> String, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?,
    _ body: () throws(FontRegistrationError) -> Void
) -> Bool {
    do throws(FontRegistrationError) {
        try body()
        return true
    } catch let refusal {
        let value = NSError(
            domain: kCTFontManagerErrorDomain, code: code(of: refusal).rawValue, userInfo: [NSLocalizedDescriptionKey: message()])
        error?.pointee = Unmanaged.passRetained(value)
        return false
    }
}
