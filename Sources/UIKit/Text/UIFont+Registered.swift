import CollectionRendering
import Foundation

// Implementation-only: the faces come from the renderer's font registry (fontconfig).
@_implementationOnly import CairoRendering

// Fonts the app registered (Core Text's font manager, or `UIAppFonts`) looked up by name, and
// the families and faces UIKit lists (docs/REFERENCE.md §22.26).
extension UIFont {
    /// The font request `UIFont(name:size:)` and `UIFontDescriptor(name:size:)` make of
    /// `name`: the registered face whose PostScript or full name it is, else the family of
    /// that name, regular and upright. The app's `UIAppFonts` are registered first.
    static func fontDescription(named name: String, size: CGFloat) -> FontDescription {
        registerAppFonts()
        return FontRegistry.face(named: name)?.fontDescription(size: size)
            ?? FontDescription(family: name, size: size, weight: Weight.regular.cssWeight)
    }

    /// The PostScript name of the registered face the renderer draws `description` with: the
    /// face of its family nearest its weight, of its slant if the family has one; nil when no
    /// face of its family is registered.
    static func registeredFaceName(for description: FontDescription) -> String? {
        FontRegistry.face(family: description.family, weight: description.weight, isItalic: description.isItalic)?.postScriptName
    }

    /// Every face the renderer has: the pinned fonts', then the registered ones'.
    private static var allFaces: [FontFace] {
        registerAppFonts()
        return FontRegistry.pinnedFaces + FontRegistry.registeredFaces
    }

    /// ``familyNames``' answer: each family once, sorted.
    static var knownFamilyNames: [String] { Set(allFaces.map(\.family)).sorted() }

    /// ``fontNames(forFamilyName:)``' answer: the PostScript names of `family`'s faces.
    static func knownFontNames(forFamilyName family: String) -> [String] {
        var names: [String] = []
        for face in allFaces where face.family == family && !names.contains(face.postScriptName) { names.append(face.postScriptName) }
        return names
    }

    /// Registers the fonts the main bundle's `Info.plist` lists under `UIAppFonts`, once, as
    /// iOS does at launch: here at the first font looked up by name or listed.
    static func registerAppFonts() { _ = appFontsRegistered }

    /// The main bundle's `UIAppFonts`, registered.
    private static let appFontsRegistered: [String] = registerAppFonts(of: .main)

    /// Registers the font files `bundle`'s `Info.plist` lists under `UIAppFonts` (paths
    /// relative to its resources); a file that cannot be registered is left out, as iOS
    /// leaves it (docs/REFERENCE.md §22.26).
    /// - Returns: the PostScript names of the faces registered.
    static func registerAppFonts(of bundle: Bundle) -> [String] {
        guard let files = bundle.object(forInfoDictionaryKey: "UIAppFonts") as? [String] else { return [] }
        let folder = bundle.resourceURL ?? bundle.bundleURL
        var names: [String] = []
        for file in files {
            guard let faces = try? FontRegistry.register(fileAt: folder.appendingPathComponent(file).path) else { continue }
            names += faces.map(\.postScriptName)
        }
        return names
    }
}
