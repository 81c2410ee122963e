import CollectionRendering
import Foundation

// Implementation-only: a package compiled after our UIKit that tests `canImport(UIKit)` has
// no module maps for the C libraries behind the renderer (docs/ARCHITECTURE.md, "What stays
// out of products"); the measurer is only made inside a function here.
@_implementationOnly import CairoRendering

// The one text measurer of UIKit: labels' `intrinsicContentSize` and `sizeThatFits(_:)` and
// fonts' `lineHeight` ask it. By default it is the Cairo backend's Pango measurer, so a label
// measures what the renderer draws; another can be installed once, as a process-wide
// setting, or for one task's work (`withTextMeasurer`), which parallel tests can do without
// racing.

extension UIFont {
    private static let measurerLock = NSLock()
    nonisolated(unsafe) private static var installedMeasurer: any ContentMeasuring = defaultMeasurer()

    /// The Cairo backend's measurer; the fixed metrics when its fonts cannot be loaded (the
    /// renderer then reports the same missing fonts when it draws).
    private static func defaultMeasurer() -> any ContentMeasuring {
        (try? PangoContentMeasurer()) ?? ApproximateTextLayout()
    }

    /// A measurer handed to one task (measuring is serialised by the lock, so sharing the
    /// reference between tasks is safe).
    private final class ScopedMeasurer: @unchecked Sendable {
        let measurer: any ContentMeasuring
        init(_ measurer: any ContentMeasuring) { self.measurer = measurer }
    }

    /// The measurer ``withTextMeasurer(_:_:)`` installed for the current task, if any.
    @TaskLocal private static var scopedMeasurer: ScopedMeasurer?

    /// Linux only: what text in UIKit is measured with (labels' `intrinsicContentSize` and
    /// `sizeThatFits(_:)`, fonts' `lineHeight`).
    ///
    /// Default: the Cairo backend's `PangoContentMeasurer`, the engine the renderer draws
    /// text with, so a label is measured as it is drawn (its pinned fonts missing, the fixed
    /// metrics below). To measure with deterministic fixed metrics and no font files —
    /// `ApproximateTextLayout`: per point of font size, each character advances 0.6 and a line
    /// is 1.2 high — install it for one piece of work with `withTextMeasurer(_:_:)` (tests
    /// running in parallel can do so without affecting each other), or for the process by
    /// assigning this. Reading it inside that scope answers the scoped measurer. UIKit's own
    /// measuring is serialised, so the measurer needs no locking of its own; code that reads
    /// the measurer here and measures with it directly must not do so from two threads at
    /// once (one `PangoContentMeasurer` is one font system, which is not thread-safe).
    public static var textMeasurer: any ContentMeasuring {
        get { measurerLock.withLock { scopedMeasurer?.measurer ?? installedMeasurer } }
        set { measurerLock.withLock { installedMeasurer = newValue } }
    }

    /// Linux only: runs `body` with text measured by `measurer` instead of
    /// ``textMeasurer`` — in the current task and the child tasks it creates, not in others.
    public static func withTextMeasurer<Result>(_ measurer: any ContentMeasuring, _ body: () throws -> Result) rethrows -> Result {
        try $scopedMeasurer.withValue(ScopedMeasurer(measurer), operation: body)
    }

    /// Linux only: runs the asynchronous `body` with text measured by `measurer` instead of
    /// ``textMeasurer`` — in the current task and the child tasks it creates, not in others.
    public static func withTextMeasurer<Result>(
        _ measurer: any ContentMeasuring, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await $scopedMeasurer.withValue(ScopedMeasurer(measurer), operation: body)
    }

    /// `text` in `font`, at most `maximumLines` lines (0: no limit), wrapped at `width`
    /// (nil: only at line breaks), with `styling`'s runs and paragraph attributes, measured
    /// by ``textMeasurer`` (`ContentTextLayout.size(of:font:width:maximumLines:styling:measuring:)`).
    static func measure(
        _ text: String, font: FontDescription, width: CGFloat?, maximumLines: Int = 0, styling: TextStyling = TextStyling()
    ) -> CGSize {
        let scoped = scopedMeasurer?.measurer
        return measurerLock.withLock {
            ContentTextLayout.size(
                of: text, font: font, width: width, maximumLines: maximumLines, styling: styling, measuring: scoped ?? installedMeasurer)
        }
    }

    /// The lines of `block` wrapped at `width` (nil: only at line breaks) with each
    /// character's box, as ``textMeasurer`` lays them out (`ContentMeasuring.lineFragments(of:width:)`).
    static func lineFragments(of block: TextBlock, width: CGFloat?) -> [TextLineFragment] {
        let scoped = scopedMeasurer?.measurer
        return measurerLock.withLock { (scoped ?? installedMeasurer).lineFragments(of: block, width: width) }
    }

    /// How far below a line's top its baseline lies in `font`, as ``textMeasurer`` lays lines
    /// out (`ContentMeasuring.firstBaseline(of:)`).
    static func firstBaseline(of font: FontDescription) -> CGFloat {
        let scoped = scopedMeasurer?.measurer
        return measurerLock.withLock { (scoped ?? installedMeasurer).firstBaseline(of: font) }
    }

    /// The words and sentences of `text`, in UTF-16 code units, by the renderer's text engine
    /// (Pango's Unicode boundaries, `TextSegments`) in the current locale's language: the text
    /// input tokenizer's (docs/REFERENCE.md §25.18).
    static func wordsAndSentences(of text: String) -> (words: [Range<Int>], sentences: [Range<Int>]) {
        let segments = TextSegments(text, language: Locale.current.identifier)
        return (segments.words, segments.sentences)
    }
}
