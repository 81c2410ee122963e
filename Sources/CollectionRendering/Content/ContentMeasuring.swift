import Foundation

/// Measures text and images the way a backend draws them, for self-sizing
/// (docs/REFERENCE.md, "Self-sizing"). The Cairo backend's `PangoContentMeasurer` implements it
/// with the fonts, wrapping and line height its text engine draws with; ``ApproximateTextLayout``
/// with its fixed metrics.
public protocol ContentMeasuring: AnyObject {
    /// The size of `text` in `font` as a ``TextBlock`` with no line limit draws it: wrapped
    /// at `width` (nil: only at line breaks); the width of the widest line and the height of
    /// all lines. Zero for an empty string.
    func size(of text: String, font: FontDescription, width: CGFloat?) -> CGSize
    /// The size of `block` as it draws wrapped at `width` (nil: only at line breaks), its
    /// runs and paragraph attributes applied (``TextBlock/styling``): the widest of its first
    /// ``TextBlock/maximumLines`` lines (0: all) and their height. The default measures the
    /// string in the block's font alone, as ``ContentTextLayout/size(of:font:width:maximumLines:styling:measuring:)``
    /// measures plain text: a measurer without fonts (``ApproximateTextLayout``) has no runs
    /// to tell apart.
    func size(of block: TextBlock, width: CGFloat?) -> CGSize
    /// The lines of `block` as it draws wrapped at `width` (nil: only at line breaks), laid
    /// out from the top and aligned to the leading edge, its runs applied: its first
    /// ``TextBlock/maximumLines`` lines (0: all), with each character's box. The default
    /// answers none: a measurer without text geometry (``ApproximateTextLayout``) has no
    /// characters to place.
    func lineFragments(of block: TextBlock, width: CGFloat?) -> [TextLineFragment]
    /// The image's size in pixels, or nil when it cannot be read.
    func pixelSize(of image: ImageSource) -> CGSize?
    /// The distance from the top of a line of text in `font` to its baseline, as the backend
    /// lays lines out (a label's first baseline; the line's height less it is the distance
    /// from the baseline down to the line's bottom).
    func firstBaseline(of font: FontDescription) -> CGFloat
    /// Measures ahead what ``ContentFitting`` will ask this measurer for `items` (each view's
    /// content and its coming request), so that the calls that follow are answered from a
    /// cache — on several threads, say. It must not change any answer; the default does
    /// nothing.
    func measureAhead(_ items: [ContentFitting.Item])
}

extension ContentMeasuring {
    /// The string in the block's font, cut to its lines (runs and paragraph attributes left out).
    public func size(of block: TextBlock, width: CGFloat?) -> CGSize {
        ContentTextLayout.size(of: block.string, font: block.font, width: width, maximumLines: block.maximumLines, measuring: self)
    }

    /// No lines: this measurer does not place characters.
    public func lineFragments(of block: TextBlock, width: CGFloat?) -> [TextLineFragment] { [] }

    /// Does nothing: each size is measured when asked.
    public func measureAhead(_ items: [ContentFitting.Item]) {}

    /// For a measurer without font metrics: three quarters of a line's height (the
    /// proportion of ``ApproximateTextLayout``'s fixed metrics).
    public func firstBaseline(of font: FontDescription) -> CGFloat {
        0.75 * size(of: "X", font: font, width: nil).height
    }
}
