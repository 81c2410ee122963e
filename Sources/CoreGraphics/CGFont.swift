import CollectionRendering
import Foundation

// Implementation-only: the faces of a font come from the renderer's registry (fontconfig),
// whose C libraries stay out of this module's declarations.
@_implementationOnly import CairoRendering

/// A font (`CGFont`): one face, by name (`CGFont("Helvetica-Bold" as CFString)`, as Core
/// Animation takes fonts: `CATextLayer.font`) or from font data (`CGFont(provider)`), which
/// Core Text registers (`CTFontManagerRegisterGraphicsFont`; docs/REFERENCE.md §22.25).
///
/// Deliberate difference: a font by name that is no registered face's PostScript or full
/// name is the name alone — `init?(_:)` answers nil only for an empty name, where Core
/// Graphics answers nil for any font it lacks — and the renderer draws it in the font
/// fontconfig matches for the name as a family.
public final class CGFont: @unchecked Sendable {
    /// The name it was made with, or the PostScript name of the face in its data.
    package let name: String
    /// The face the renderer draws (family, weight and slant; 15 points).
    package let fontDescription: FontDescription
    /// The face's PostScript and full names, when it is a registered face or comes from data.
    private let names: (postScript: String, full: String)?
    /// The file the data was written to, so fontconfig can read it (nil for a font by name);
    /// removed when the font goes (the registry keeps the font while it is registered).
    private let file: FontDataFile?

    /// The font whose PostScript or full name is `name` (`init?(_:)`): a registered face, else
    /// the name taken as a family; nil for an empty name.
    public init?(_ name: CFString) {
        guard !name.isEmpty else { return nil }
        self.name = name
        let face = FontRegistry.face(named: name)
        fontDescription = face?.fontDescription(size: FontDescription().size) ?? FontDescription(family: name)
        names = face.map { ($0.postScriptName, $0.fullName) }
        file = nil
    }

    /// The font in `provider`'s data (`init?(_:)`): the first face fontconfig reads in it (a
    /// TrueType or OpenType font, or the first face of a collection); nil when the data holds
    /// no font or cannot be written to a temporary file.
    public init?(_ provider: CGDataProvider) {
        guard let data = provider.data, data.length > 0, let file = FontDataFile(data as Data),
            let face = FontRegistry.faces(inFileAt: file.path).first
        else { return nil }
        name = face.postScriptName
        fontDescription = face.fontDescription(size: FontDescription().size)
        names = (face.postScriptName, face.fullName)
        self.file = file
    }

    /// The file a font made from data was written to; nil for a font by name.
    package var filePath: String? { file?.path }

    /// The font's PostScript name (`postScriptName`): its face's, else the name it was made with.
    public var postScriptName: CFString? { names?.postScript ?? name }
    /// The font's full name (`fullName`): its face's, else the name it was made with.
    public var fullName: CFString? { names?.full ?? name }
}

/// Font data written to a temporary file of its own, removed when this goes.
private final class FontDataFile {
    let path: String

    /// `data` in a new temporary file; nil when it cannot be written.
    init?(_ data: Data) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("collectionreel-font-\(UUID().uuidString)")
        guard (try? data.write(to: url)) != nil else { return nil }
        path = url.path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
