import CPangoCairo
import CollectionRendering
import Foundation
import Synchronization

/// One face of a font file as fontconfig reads it: the names a font is asked for by, and the
/// family, weight and slant the renderer draws it with.
package struct FontFace: Hashable, Sendable {
    /// The family (`familyName`), e.g. "Liberation Serif".
    package let family: String
    /// The PostScript name (`fontName`), e.g. "LiberationSerif-Bold".
    package let postScriptName: String
    /// The full name, e.g. "Liberation Serif Bold".
    package let fullName: String
    /// The weight as CSS / OpenType (100 thin … 400 regular … 700 bold … 900 black).
    package let weight: Int
    /// Whether the face is italic or oblique.
    package let isItalic: Bool

    /// The renderer's request that draws this face at `size` points.
    package func fontDescription(size: CGFloat) -> FontDescription {
        FontDescription(family: family, size: size, weight: weight, isItalic: isItalic)
    }
}

/// Why a font file was not registered or unregistered (Core Text's `CTFontManagerError`
/// cases, docs/REFERENCE.md §22.25).
package enum FontRegistrationError: Error, Hashable, Sendable {
    /// No file at the path.
    case fileNotFound
    /// The file holds no face fontconfig can read.
    case invalidFontData
    /// The file is registered already.
    case alreadyRegistered
    /// A face of the file has the PostScript name of a face registered from another file.
    case duplicatedName
    /// The file is not registered.
    case notRegistered
}

/// The process's registered font files (`CTFontManagerRegisterFontsForURL`,
/// `CTFontManagerRegisterGraphicsFont`; docs/REFERENCE.md §22.25), each read once with
/// fontconfig, and the faces of the renderer's pinned fonts.
///
/// Every ``FontSystem`` adds the registered files to its private configuration: it compares
/// ``generation``, which every registration and unregistration moves, with the one it was
/// built for — one atomic load before it lays text out.
package enum FontRegistry {
    /// A registered file: its path, its faces, and what keeps the file alive while it is
    /// registered (a graphics font's temporary file).
    private struct Registration: Sendable {
        let path: String
        let faces: [FontFace]
        let owner: (any AnyObject & Sendable)?
    }

    private static let registrations = Mutex<[Registration]>([])
    private static let counter = Atomic<Int>(0)

    /// Moves on every registration and unregistration (starts at 0).
    package static var generation: Int { counter.load(ordering: .acquiring) }

    /// The registered files in the order they were registered, and the generation they are of.
    package static var registeredFiles: (generation: Int, paths: [String]) {
        registrations.withLock { (counter.load(ordering: .relaxed), $0.map(\.path)) }
    }

    /// Every registered face, in registration order.
    package static var registeredFaces: [FontFace] { registrations.withLock { $0.flatMap(\.faces) } }

    /// The faces of the renderer's pinned fonts (DejaVu, and Noto Sans CJK when installed),
    /// read once, when first asked for.
    package static let pinnedFaces: [FontFace] = {
        let folder = FontSystem.fontDirectories[0]
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { folder + "/" + $0 }
        return (files + FontSystem.fallbackFiles).flatMap(faces(inFileAt:))
    }()

    /// The faces fontconfig reads in the file at `path` (every face of a collection, the
    /// named instances of a variable font); empty when it is no font or cannot be read.
    /// - Complexity: reads the file.
    package static func faces(inFileAt path: String) -> [FontFace] {
        guard let set = FcFontSetCreate() else { return [] }
        defer { FcFontSetDestroy(set) }
        var count: Int32 = 0
        // An index of -1 (all bits set) asks for every face and instance.
        _ = FcFreeTypeQueryAll(path, UInt32.max, nil, &count, set)
        let patterns = UnsafeBufferPointer(start: set.pointee.fonts, count: Int(max(0, set.pointee.nfont)))
        var faces: [FontFace] = []
        for case let pattern? in patterns {
            if let face = face(of: pattern), !faces.contains(where: { $0.postScriptName == face.postScriptName }) { faces.append(face) }
        }
        return faces
    }

    /// The face a fontconfig pattern describes; nil for a variable font's whole range (its
    /// named instances are faces) or a pattern without a family or PostScript name.
    private static func face(of pattern: OpaquePointer) -> FontFace? {
        var variable: FcBool = 0
        if FcPatternGetBool(pattern, FC_VARIABLE, 0, &variable) == FcResultMatch, variable != 0 { return nil }
        guard let family = string(FC_FAMILY, of: pattern), let postScriptName = string(FC_POSTSCRIPT_NAME, of: pattern) else {
            return nil
        }
        var fcWeight = Double(FC_WEIGHT_REGULAR), slant: Int32 = 0
        _ = FcPatternGetDouble(pattern, FC_WEIGHT, 0, &fcWeight)
        _ = FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
        let css = FcWeightToOpenTypeDouble(fcWeight)
        return FontFace(
            family: family, postScriptName: postScriptName, fullName: string(FC_FULLNAME, of: pattern) ?? postScriptName,
            weight: css.isFinite ? Int(min(1000, max(1, css.rounded()))) : 400, isItalic: slant != Int32(FC_SLANT_ROMAN))
    }

    /// The first value of the string property `object` of `pattern`.
    private static func string(_ object: String, of pattern: OpaquePointer) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    /// The path a file is registered under: absolute, standardized, symbolic links resolved.
    private static func key(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Registers the font file at `path`, kept alive by `owner` while it is registered.
    /// - Returns: its faces.
    /// - Throws: ``FontRegistrationError/fileNotFound`` when there is no file,
    ///   ``FontRegistrationError/invalidFontData`` when it holds no face,
    ///   ``FontRegistrationError/alreadyRegistered`` when it is registered,
    ///   ``FontRegistrationError/duplicatedName`` when a face's PostScript name is registered
    ///   from another file (docs/REFERENCE.md §22.25).
    /// - Complexity: reads the file, O(f) in the registered faces.
    @discardableResult
    package static func register(fileAt path: String, owner: (any AnyObject & Sendable)? = nil) throws(FontRegistrationError)
        -> [FontFace]
    {
        let key = key(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: key, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw .fileNotFound
        }
        let faces = faces(inFileAt: key)
        guard !faces.isEmpty else { throw .invalidFontData }
        let refusal: FontRegistrationError? = registrations.withLock { registered in
            if registered.contains(where: { $0.path == key }) { return .alreadyRegistered }
            let names = Set(registered.flatMap { $0.faces.map(\.postScriptName) })
            if faces.contains(where: { names.contains($0.postScriptName) }) { return .duplicatedName }
            registered.append(Registration(path: key, faces: faces, owner: owner))
            counter.add(1, ordering: .releasing)
            return nil
        }
        if let refusal { throw refusal }
        return faces
    }

    /// Unregisters the font file at `path`: text laid out from then on no longer finds its faces.
    /// - Throws: ``FontRegistrationError/notRegistered`` when it is not registered.
    package static func unregister(fileAt path: String) throws(FontRegistrationError) {
        let key = key(path)
        let removed = registrations.withLock { registered in
            guard let index = registered.firstIndex(where: { $0.path == key }) else { return false }
            registered.remove(at: index)
            counter.add(1, ordering: .releasing)
            return true
        }
        if !removed { throw .notRegistered }
    }

    /// The registered face whose PostScript name or full name is `name`, as `UIFont(name:size:)`
    /// and `CGFont(_:)` look fonts up (docs/REFERENCE.md §22.26).
    /// - Complexity: O(f) in the registered faces.
    package static func face(named name: String) -> FontFace? {
        // Read in place under the lock: `UIFont(name:size:)` and a text layer's font ask this
        // often, and mostly nothing is registered.
        registrations.withLock { registered in
            var byFullName: FontFace?
            for face in registered.lazy.flatMap(\.faces) {
                if face.postScriptName == name { return face }
                if byFullName == nil, face.fullName == name { byFullName = face }
            }
            return byFullName
        }
    }

    /// The registered face of `family` that fontconfig draws for a request of `weight` and
    /// slant: the nearest weight among the faces of the asked slant, if the family has any,
    /// else among all; nil when no face of the family is registered.
    /// - Complexity: O(f) in the registered faces.
    package static func face(family: String, weight: Int, isItalic: Bool) -> FontFace? {
        let faces = registeredFaces.filter { $0.family == family }
        let sameSlant = faces.filter { $0.isItalic == isItalic }
        return (sameSlant.isEmpty ? faces : sameSlant).min { abs($0.weight - weight) < abs($1.weight - weight) }
    }
}
