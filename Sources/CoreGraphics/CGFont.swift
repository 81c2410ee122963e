/// A font by name (`CGFont`), as Core Graphics hands fonts to Core Animation
/// (`CATextLayer.font = CGFont("Helvetica-Bold" as CFString)`).
///
/// Deliberate difference: there are no font files to open here, so a font is its name, and
/// `init?(_:)` answers nil only for an empty name (Core Graphics also for a font it lacks);
/// the renderer draws it in the font fontconfig matches for the name.
public final class CGFont: @unchecked Sendable {
    /// The name it was made with.
    package let name: String

    /// The font named `name` (`init?(_:)`); nil for an empty name.
    public init?(_ name: CFString) {
        guard !name.isEmpty else { return nil }
        self.name = name
    }

    /// The font's PostScript name (`postScriptName`): the name it was made with.
    public var postScriptName: CFString? { name }
    /// The font's full name (`fullName`): the name it was made with.
    public var fullName: CFString? { name }
}
