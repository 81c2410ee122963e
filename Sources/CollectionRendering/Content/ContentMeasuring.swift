import Foundation

/// Measures text and images the way a backend draws them, for self-sizing
/// (docs/REFERENCE.md, "Self-sizing"). The Cairo backend's `PangoTextMeasurer` implements it
/// with the fonts, wrapping and line height its text engine draws with; ``ApproximateTextLayout``
/// with its fixed metrics.
public protocol ContentMeasuring: AnyObject {
    /// The size of `text` in `font` as a ``TextBlock`` with no line limit draws it: wrapped
    /// at `width` (nil: only at line breaks); the width of the widest line and the height of
    /// all lines. Zero for an empty string.
    func size(of text: String, font: FontDescription, width: CGFloat?) -> CGSize
    /// The image's size in pixels, or nil when it cannot be read.
    func pixelSize(of image: ImageSource) -> CGSize?
}
