import Foundation

/// One line of a laid-out ``TextBlock`` as text-layout queries read it (TextKit's line
/// fragments): the characters it holds, its rectangle and each character's box on it.
/// Offsets are the block's string's, in UTF-8 bytes; lengths in points, from the top left of
/// the block laid out from the top and aligned to the leading edge.
public struct TextLineFragment: Hashable, Sendable {
    /// The line's characters, in UTF-8 bytes of the block's string (its line break included).
    public var characters: Range<Int>
    /// The line's rectangle: its top and height, and from where its first glyph starts as
    /// wide as its glyphs.
    public var frame: CGRect
    /// Each character's box on the line, in string order: where it starts and how far it
    /// advances (a character Pango draws no glyph for, such as the line break, is 0 wide).
    public var boxes: [TextCharacterBox]

    /// A line.
    public init(characters: Range<Int>, frame: CGRect, boxes: [TextCharacterBox]) {
        self.characters = characters; self.frame = frame; self.boxes = boxes
    }
}

/// Where one character of a ``TextLineFragment`` is: its first UTF-8 byte in the block's
/// string and its advance on the line.
public struct TextCharacterBox: Hashable, Sendable {
    /// The box of the character whose first byte is at `offset`, advancing `width` from `x`.
    public init(offset: Int, x: CGFloat, width: CGFloat) {
        self.offset = offset; self.x = x; self.width = width
    }

    /// The character's first byte in the block's string.
    public var offset: Int
    /// Where its advance starts on the line.
    public var x: CGFloat
    /// How far it advances (0 for a character with no glyph).
    public var width: CGFloat
}
