import Foundation

// The attribute names UIKit declares and string drawing applies. Only those the renderer
// draws are declared, so that a key whose effect would be ignored does not compile.
extension NSAttributedString.Key {
    /// The font, a `UIFont` (`font`); default the system font at 12 points (UIKit's
    /// Helvetica 12, drawn in the stand-in).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text colour, a `UIColor` (`foregroundColor`); default black.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour filled behind the text, a `UIColor` (`backgroundColor`); default none.
    /// Each run's advance is filled by its line's height (docs/REFERENCE.md §22.22).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Alignment, line breaking and line spacing, an `NSParagraphStyle` (`paragraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The underline, an `Int` of `NSUnderlineStyle` (`underlineStyle`); any style but
    /// none draws a single line.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The strikethrough, an `Int` of `NSUnderlineStyle` (`strikethroughStyle`); any style
    /// but none draws a single line.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// Points added after each character, a number (`kern`); default 0.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The shadow the text casts (`shadow`): an ``NSShadow``.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// Points the baseline is raised by, a number (`baselineOffset`); default 0.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// An inline object, an `NSTextAttachment` on a U+FFFC character (`attachment`).
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

/// The line an underline or strikethrough draws (`NSUnderlineStyle`), given as its
/// `rawValue` under `NSAttributedString.Key.underlineStyle` or `.strikethroughStyle`.
/// Deliberate difference: every style but none draws one thin solid line (`single`).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The style's bits.
    public let rawValue: Int
    /// A style from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One thin line (`single`).
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line (`thick`).
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines (`double`).
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}
