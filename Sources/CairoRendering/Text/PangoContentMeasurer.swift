import CollectionLayout
import CollectionRendering
import Foundation

/// Measures content for self-sizing (docs/REFERENCE.md, "Self-sizing") exactly as the Cairo
/// backend draws it: text through a ``PangoTextEngine`` on the same ``FontSystem`` rules
/// (fonts, wrapping, line height), images from their PNG's pixel size.
///
/// Plain text is measured from cached word widths where that is provably Pango's layout to
/// the Pango unit (see ``PangoTextEngine/measure(_:font:width:)``), else laid out by Pango.
/// Text sizes are cached per (text, font, width) and image sizes per path (the package's
/// benchmarks and tests read what the cache saved). One per thread, like the engine;
/// ``measureAhead(_:)`` shares a large batch with a second measurer on another thread (the
/// process's one, on its own font system), so a layout pass measures on two cores.
public final class PangoContentMeasurer: ContentMeasuring {
    /// A text size's key. Its hash is computed once, when it is made: a lookup that misses
    /// is followed by an insertion, and a growing cache moves every key, which would each
    /// hash the whole text again.
    private struct Key: Hashable {
        let text: String
        let font: FontDescription
        let width: CGFloat?
        private let hash: Int

        init(text: String, font: FontDescription, width: CGFloat?) {
            self.text = text
            self.font = font
            self.width = width
            var hasher = Hasher()
            hasher.combine(text)
            hasher.combine(font)
            hasher.combine(width)
            hash = hasher.finalize()
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.hash == rhs.hash && lhs.width == rhs.width && lhs.font == rhs.font && lhs.text == rhs.text
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    /// The most text sizes kept; the cache starts over when it is full.
    public static let cacheLimit = 65_536

    private let engine: PangoTextEngine
    private var textSizes: [Key: CGSize] = [:]
    /// Styled blocks' sizes, by block and width (the colours are part of the key: styled
    /// text is rarer than plain, and a key of its own would repeat the block's fields).
    private var styledSizes: [StyledKey: CGSize] = [:]
    private struct StyledKey: Hashable {
        let block: TextBlock
        let width: CGFloat?
    }
    private var imageSizes: [String: CGSize?] = [:]
    private var baselines: [FontDescription: CGFloat] = [:]
    /// The registered fonts' generation the text caches are of (docs/REFERENCE.md §22.25).
    private var fontGeneration = FontRegistry.generation
    /// How many text sizes were laid out by Pango (cache misses).
    package private(set) var textMeasurements = 0
    /// How many text sizes came from the cache.
    package private(set) var textCacheHits = 0
    /// How many of the `textMeasurements` were measured from word widths, with no Pango
    /// layout (``PangoTextEngine/measure(_:font:width:)``'s fast path), on any thread.
    package var textsMeasuredFromWords: Int { engine.wordShapedMeasurements + helpersMeasuredFromWords }
    private var helpersMeasuredFromWords = 0

    /// Whether plain text may be measured from word widths (default true; the sizes are the
    /// same either way, see `measuresFromWordWidths`); false lays every
    /// text out with Pango, on every thread, as a baseline for the benchmarks.
    package var measuresFromWordWidths: Bool {
        get { engine.measuresFromWordWidths }
        set { engine.measuresFromWordWidths = newValue }
    }

    /// The fewest items ``measureAhead(_:)`` measures ahead, and the fewest items with a text
    /// needing a Pango layout it shares with a second thread (fewer are not worth starting it).
    public static let parallelThreshold = 256

    /// Whether ``measureAhead(_:)`` may use a second thread (default true); false measures
    /// nothing ahead (each size when asked), as a one-thread baseline for the benchmarks.
    package var measuresAheadOnTwoThreads = true

    /// Measurers on font systems of their own that measure half of a large batch on another
    /// thread, idle between batches: kept for the process (a font system costs milliseconds
    /// to build), each lent to one batch at a time, a new one made when all are lent. Read
    /// and written under ``helperLock``.
    nonisolated(unsafe) private static var idleHelpers: [PangoContentMeasurer] = []
    /// Set when a helper cannot be made (no fonts) or there is one processor.
    nonisolated(unsafe) private static var helpersUnavailable = ProcessInfo.processInfo.activeProcessorCount < 2
    private static let helperLock = NSLock()

    /// An idle helper, or a new one; nil when none can be made.
    private static func borrowHelper() -> PangoContentMeasurer? {
        helperLock.lock()
        defer { helperLock.unlock() }
        if let helper = idleHelpers.popLast() { return helper }
        guard !helpersUnavailable else { return nil }
        let helper = try? PangoContentMeasurer()
        helpersUnavailable = helper == nil
        return helper
    }

    /// Gives a helper back, its cache emptied.
    private static func returnHelper(_ helper: PangoContentMeasurer) {
        helperLock.lock()
        defer { helperLock.unlock() }
        idleHelpers.append(helper)
    }

    /// A measurer over its own engine on `fonts`.
    public init(fonts: FontSystem) { engine = PangoTextEngine(fonts: fonts) }

    /// A measurer with its own font system.
    /// - Throws: ``RenderError/fontsMissing(_:)`` when DejaVu is not installed.
    public convenience init() throws(RenderError) { self.init(fonts: try FontSystem()) }

    /// See ``PangoTextEngine/measure(_:font:width:)``; cached.
    public func size(of text: String, font: FontDescription, width: CGFloat?) -> CGSize {
        forgetSizesIfFontsChanged()
        let key = Key(text: text, font: font, width: width)
        if let cached = textSizes[key] {
            textCacheHits += 1
            return cached
        }
        return keep(engine.measure(text, font: font, width: width), for: key)
    }

    /// See ``PangoTextEngine/measure(_:width:)``; cached. A plain block is measured as
    /// ``size(of:font:width:)`` measures its string, cut to its lines.
    public func size(of block: TextBlock, width: CGFloat?) -> CGSize {
        guard !block.styling.isPlain else {
            return ContentTextLayout.size(
                of: block.string, font: block.font, width: width, maximumLines: block.maximumLines, measuring: self)
        }
        forgetSizesIfFontsChanged()
        let key = StyledKey(block: block, width: width)
        if let cached = styledSizes[key] {
            textCacheHits += 1
            return cached
        }
        if styledSizes.count >= Self.cacheLimit { styledSizes.removeAll(keepingCapacity: true) }
        textMeasurements += 1
        let size = engine.measure(block, width: width)
        styledSizes[key] = size
        return size
    }

    /// See ``PangoTextEngine/lineFragments(of:width:)``; not cached (the caller keeps its
    /// layout).
    public func lineFragments(of block: TextBlock, width: CGFloat?) -> [TextLineFragment] {
        engine.lineFragments(of: block, width: width)
    }

    /// See ``PangoTextEngine/firstBaseline(of:)``; cached per font.
    public func firstBaseline(of font: FontDescription) -> CGFloat {
        forgetSizesIfFontsChanged()
        if let baseline = baselines[font] { return baseline }
        let baseline = engine.firstBaseline(of: font)
        baselines[font] = baseline
        return baseline
    }

    /// Empties the text caches when a font file was registered or unregistered since they
    /// were filled (a family may now be drawn in another face): one atomic load otherwise.
    private func forgetSizesIfFontsChanged() {
        let generation = FontRegistry.generation
        guard generation != fontGeneration else { return }
        fontGeneration = generation
        textSizes.removeAll()
        styledSizes.removeAll()
        baselines.removeAll()
    }

    /// Keeps a size just measured in the cache, and counts it.
    private func keep(_ size: CGSize, for key: Key) -> CGSize {
        if textSizes.count >= Self.cacheLimit { textSizes.removeAll(keepingCapacity: true) }
        textMeasurements += 1
        textSizes[key] = size
        return size
    }

    /// Measures `items` ahead. Texts the engine measures from word widths (plain text, see
    /// ``PangoTextEngine/measure(_:font:width:)``) are measured here as they are found: a few
    /// microseconds each, less than handing them to another thread and merging them back.
    /// Texts that need a Pango layout are shared with a helper on another thread when there
    /// are at least ``parallelThreshold`` of them: this measurer and the helper take chunks
    /// of ``chunkSize`` items in turn from a shared queue until none is left (so a thread the
    /// machine runs slower takes fewer), then the helper's sizes join this cache; fewer are
    /// left to be measured when asked. Each size is a function of (text, font, width) alone,
    /// computed by the same rules on the same fonts, so the answers are the same as measuring
    /// one by one, whichever thread measured them.
    public func measureAhead(_ items: [ContentFitting.Item]) {
        guard measuresAheadOnTwoThreads, items.count >= Self.parallelThreshold else { return }
        forgetSizesIfFontsChanged()
        // A probe answers from this cache, measures the plain texts it misses, and notes the
        // items with a text that needs a Pango layout.
        let probe = Probe(measurer: self)
        let layouts = items.filter { item in
            probe.needsLayout = false
            _ = ContentFitting.fittingSize(of: item, measuring: probe)
            return probe.needsLayout
        }
        guard layouts.count >= Self.parallelThreshold, let helper = Self.borrowHelper() else { return }
        defer { Self.returnHelper(helper) }
        helper.measuresFromWordWidths = measuresFromWordWidths
        let queue = WorkQueue(helper: helper, items: layouts)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            queue.run(with: queue.helper)
            done.signal()
        }
        queue.run(with: self)
        done.wait()
        textMeasurements += helper.textMeasurements
        helpersMeasuredFromWords += helper.engine.wordShapedMeasurements
        helper.textMeasurements = 0
        helper.engine.wordShapedMeasurements = 0
        if textSizes.count + helper.textSizes.count > Self.cacheLimit { textSizes.removeAll(keepingCapacity: true) }
        textSizes.merge(helper.textSizes) { mine, _ in mine }
        imageSizes.merge(helper.imageSizes) { mine, _ in mine }
        helper.textSizes.removeAll()
        helper.imageSizes.removeAll()
        // Its word widths too: a helper lent to the next batch starts as cold as a new measurer.
        helper.engine.forgetWordWidths()
    }

    /// How many items a thread takes from ``measureAhead(_:)``'s queue at a time.
    public static let chunkSize = 32

    /// Answers text sizes from a measurer's cache, measures through it those it misses that
    /// need no Pango layout, and notes whether one that does was missed (images are not
    /// probed: they are measured when asked).
    private final class Probe: ContentMeasuring {
        unowned let measurer: PangoContentMeasurer
        var needsLayout = false
        init(measurer: PangoContentMeasurer) { self.measurer = measurer }
        func size(of text: String, font: FontDescription, width: CGFloat?) -> CGSize {
            let key = Key(text: text, font: font, width: width)
            if let size = measurer.textSizes[key] { return size }
            guard let size = measurer.engine.sizeWithoutLayout(text, font: font, width: width) else {
                needsLayout = true
                return .zero
            }
            return measurer.keep(size, for: key)
        }
        func pixelSize(of image: ImageSource) -> CGSize? { nil }
    }

    /// A batch shared by two threads: each takes the next chunk of items under a lock and
    /// measures it with its own measurer. The helper is used by its thread alone until the
    /// caller's wait returns; the items are only read.
    private final class WorkQueue: @unchecked Sendable {
        let helper: PangoContentMeasurer
        let items: [ContentFitting.Item]
        private let lock = NSLock()
        private var next = 0

        init(helper: PangoContentMeasurer, items: [ContentFitting.Item]) {
            self.helper = helper
            self.items = items
        }

        /// The next chunk's indices, or nil when all are taken.
        private func take() -> Range<Int>? {
            lock.lock()
            defer { lock.unlock() }
            guard next < items.count else { return nil }
            let chunk = next..<min(items.count, next + PangoContentMeasurer.chunkSize)
            next = chunk.upperBound
            return chunk
        }

        /// Measures chunks with `measurer` until none is left.
        func run(with measurer: PangoContentMeasurer) {
            while let chunk = take() {
                for index in chunk { _ = ContentFitting.fittingSize(of: items[index], measuring: measurer) }
            }
        }
    }

    /// The PNG's pixel size (cached per path), or nil when it cannot be read.
    public func pixelSize(of image: ImageSource) -> CGSize? {
        if let cached = imageSizes[image.path] { return cached }
        let size = (try? CairoSurface(png: image)).map { CGSize(width: $0.pixelWidth, height: $0.pixelHeight) }
        imageSizes[image.path] = size
        return size
    }
}
