import CollectionRendering
import Foundation

// The one text measurer of the UIKit facade: labels' `intrinsicContentSize` and
// `sizeThatFits(_:)` and fonts' `lineHeight` ask it. The module cannot import the Cairo
// backend, so the measurer is installed from outside: once, as a process-wide setting, or
// for one task's work (`withTextMeasurer`), which parallel tests can do without racing.

extension UIFont {
    private static let measurerLock = NSLock()
    nonisolated(unsafe) private static var installedMeasurer: any ContentMeasuring = ApproximateTextLayout()

    /// A measurer handed to one task (measuring is serialised by the lock, so sharing the
    /// reference between tasks is safe).
    private final class ScopedMeasurer: @unchecked Sendable {
        let measurer: any ContentMeasuring
        init(_ measurer: any ContentMeasuring) { self.measurer = measurer }
    }

    /// The measurer ``withTextMeasurer(_:_:)`` installed for the current task, if any.
    @TaskLocal private static var scopedMeasurer: ScopedMeasurer?

    /// Linux only: what text in the UIKit facade is measured with (labels'
    /// `intrinsicContentSize` and `sizeThatFits(_:)`, fonts' `lineHeight`).
    ///
    /// Default: `ApproximateTextLayout`, deterministic fixed metrics with no font files
    /// (per point of font size, each character advances 0.6 and a line is 1.2 high). To
    /// measure with the fonts the snapshot strategies draw with, install the Cairo
    /// backend's measurer once before any view is measured, e.g. in a test suite's `init`:
    /// `UIFont.textMeasurer = PangoContentMeasurer()` (`import CairoRendering`), or for one
    /// piece of work with ``withTextMeasurer(_:_:)``, which tests running in parallel can
    /// use without affecting each other. Reading it inside that scope answers the scoped
    /// measurer. Measuring is serialised, so the measurer needs no locking of its own.
    public static var textMeasurer: any ContentMeasuring {
        get { measurerLock.withLock { scopedMeasurer?.measurer ?? installedMeasurer } }
        set { measurerLock.withLock { installedMeasurer = newValue } }
    }

    /// Linux only: runs `body` with text measured by `measurer` instead of
    /// ``textMeasurer`` — in the current task and the child tasks it creates, not in others.
    public static func withTextMeasurer<Result>(_ measurer: any ContentMeasuring, _ body: () throws -> Result) rethrows -> Result {
        try $scopedMeasurer.withValue(ScopedMeasurer(measurer), operation: body)
    }

    /// `text` in `font`, at most `maximumLines` lines (0: no limit), wrapped at `width`
    /// (nil: only at line breaks), measured by ``textMeasurer``
    /// (`ContentTextLayout.size(of:font:width:maximumLines:measuring:)`).
    static func measure(_ text: String, font: FontDescription, width: CGFloat?, maximumLines: Int = 0) -> CGSize {
        let scoped = scopedMeasurer?.measurer
        return measurerLock.withLock {
            ContentTextLayout.size(
                of: text, font: font, width: width, maximumLines: maximumLines, measuring: scoped ?? installedMeasurer)
        }
    }

    /// How far below a line's top its baseline lies in `font`, as ``textMeasurer`` lays lines
    /// out (`ContentMeasuring.firstBaseline(of:)`).
    static func firstBaseline(of font: FontDescription) -> CGFloat {
        let scoped = scopedMeasurer?.measurer
        return measurerLock.withLock { (scoped ?? installedMeasurer).firstBaseline(of: font) }
    }
}
