import CollectionRendering
import Foundation

// The one text measurer of the UIKit facade: labels' `intrinsicContentSize` and
// `sizeThatFits(_:)` and fonts' `lineHeight` ask it. The module cannot import the Cairo
// backend, so the measurer is installed from outside, once, as a process-wide setting.

extension UIFont {
    private static let measurerLock = NSLock()
    nonisolated(unsafe) private static var installedMeasurer: any ContentMeasuring = ApproximateTextLayout()

    /// Linux only: what text in the UIKit facade is measured with (labels'
    /// `intrinsicContentSize` and `sizeThatFits(_:)`, fonts' `lineHeight`).
    ///
    /// Default: `ApproximateTextLayout`, deterministic fixed metrics with no font files
    /// (per point of font size, each character advances 0.6 and a line is 1.2 high). To
    /// measure with the fonts the snapshot strategies draw with, install the Cairo
    /// backend's measurer once before any view is measured, e.g. in a test suite's `init`:
    /// `UIFont.textMeasurer = PangoContentMeasurer()` (`import CairoRendering`). Measuring
    /// is serialised, so the measurer needs no locking of its own.
    public static var textMeasurer: any ContentMeasuring {
        get { measurerLock.withLock { installedMeasurer } }
        set { measurerLock.withLock { installedMeasurer = newValue } }
    }

    /// `text` in `font`, at most `maximumLines` lines (0: no limit), wrapped at `width`
    /// (nil: only at line breaks), measured by ``textMeasurer``
    /// (`ContentTextLayout.size(of:font:width:maximumLines:measuring:)`).
    static func measure(_ text: String, font: FontDescription, width: CGFloat?, maximumLines: Int = 0) -> CGSize {
        measurerLock.withLock {
            ContentTextLayout.size(of: text, font: font, width: width, maximumLines: maximumLines, measuring: installedMeasurer)
        }
    }
}
