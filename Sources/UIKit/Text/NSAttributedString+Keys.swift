import Foundation

// The attribute names UIKit declares and string drawing applies. Only those the renderer
// draws are declared, so that a key whose effect would be ignored does not compile.
extension NSAttributedString.Key {
    /// The font, a `UIFont` (`font`); default the system font at 12 points (UIKit's
    /// Helvetica 12, drawn in the stand-in).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text colour, a `UIColor` (`foregroundColor`); default black.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// Alignment and line breaking, an `NSParagraphStyle` (`paragraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
