import Foundation

/// An object drawn inline in a text run, in place of each of the run's characters (an
/// attributed string's `NSTextAttachment`, on its U+FFFC character): a box of
/// ``bounds``' size that advances the line by its width and sits on the baseline raised by
/// its `origin.y` (negative lowers it), drawn as ``image`` stretched to it. A line grows to
/// hold the box as it grows for a taller font (docs/REFERENCE.md §25.9).
public struct TextAttachment: Hashable, Sendable {
    /// What the box shows; nil draws nothing in it.
    public var image: ImageSource?
    /// The box: its size, and in `origin.y` how far its bottom is above the baseline
    /// (`origin.x` is not used: the box starts where the text has reached).
    public var bounds: CGRect

    /// An attachment of `image` in `bounds`.
    public init(image: ImageSource?, bounds: CGRect) {
        self.image = image; self.bounds = bounds
    }

    /// ``bounds`` as text is laid out with them: standardized as Core Graphics reads a
    /// rectangle (a negative size spans the other way from the origin), a length that is not
    /// finite counted as 0, and every length held within ±10,000 points (the size the text
    /// engine caps fonts at), so no input reaches the engine's units unbounded.
    public var layoutBounds: CGRect {
        func safe(_ value: CGFloat, lowest: CGFloat) -> CGFloat { value.isFinite ? min(10_000, max(lowest, value)) : 0 }
        let finite = CGRect(
            x: 0, y: safe(bounds.origin.y, lowest: -10_000), width: safe(bounds.size.width, lowest: -10_000),
            height: safe(bounds.size.height, lowest: -10_000)
        ).standardized
        return CGRect(x: 0, y: finite.minY, width: finite.width, height: finite.height)
    }
}

/// Where one attachment of a laid-out ``TextBlock`` is drawn: its image and its box, in the
/// coordinates the block was drawn in.
public struct PlacedTextAttachment: Hashable, Sendable {
    /// The attachment's image.
    public var image: ImageSource
    /// The box the image is stretched to.
    public var frame: CGRect

    /// A placed attachment.
    public init(image: ImageSource, frame: CGRect) {
        self.image = image; self.frame = frame
    }
}
