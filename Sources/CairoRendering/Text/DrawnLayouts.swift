import CPangoCairo
import CollectionRendering
import Foundation

/// Laid-out Pango layouts of the text blocks an engine draws again and again — the labels of
/// an animation's frames, drawn at the same size frame after frame — so that a frame draws
/// them without laying them out again (`PangoTextEngine.drawnLayout(_:in:)`).
///
/// A layout is kept from the second time its block is drawn at its size (the first only
/// records that it was seen): a still image, whose every block is drawn once, keeps nothing
/// and pays nothing but a hash. A kept layout is the very object that was laid out and drawn,
/// taken from the engine in place of its reusable one, so a later draw shows the same lines
/// with no copy made or laid out again. At most ``capacity`` layouts are kept; past that all
/// are let go and keeping starts over, as it does when the registered fonts change.
final class DrawnLayouts {
    /// What a laid-out layout depends on: the block, the size of the rect it fills (its
    /// position only moves where it is shown), and the engine's two tuning limits the tests set.
    struct Key: Hashable {
        var block: TextBlock
        var width: CGFloat
        var height: CGFloat
        var longRunMinimumLength: Int
        var paragraphsPerChunk: Int
    }

    /// A kept layout (owned) and the block's vertical offset in its rect.
    struct Entry {
        let layout: OpaquePointer
        let yOffset: CGFloat
    }

    /// The most layouts kept: a thousand labels on screen at once.
    static let capacity = 1024
    /// The most blocks remembered as seen once (their hashes alone).
    static let seenCapacity = 8 * capacity

    private var kept: [Key: Entry] = [:]
    private var seen: Set<Int> = []

    /// The kept layout for `key`, if any.
    subscript(key: Key) -> Entry? { kept[key] }

    /// How many layouts are kept.
    var count: Int { kept.count }

    /// Whether `key` was drawn before (and is not kept): records that it now was.
    func drawnBefore(_ key: Key) -> Bool {
        if seen.count >= Self.seenCapacity { seen.removeAll(keepingCapacity: true) }
        return !seen.insert(key.hashValue).inserted
    }

    /// Keeps `layout` (taking over its reference) for `key`.
    func keep(_ layout: OpaquePointer, yOffset: CGFloat, for key: Key) {
        if kept.count >= Self.capacity { removeAll() }
        if let old = kept.updateValue(Entry(layout: layout, yOffset: yOffset), forKey: key) {
            g_object_unref(UnsafeMutableRawPointer(old.layout))
        }
    }

    /// Lets every kept layout go and forgets what was seen.
    func removeAll() {
        for entry in kept.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
        kept.removeAll()
        seen.removeAll()
    }

    deinit { removeAll() }
}

extension PangoTextEngine {
    /// `block` laid out to draw in `rect`, as ``makeLayout(_:in:)`` lays it out: kept in
    /// ``drawnLayouts`` from the second time it is drawn at that size, and taken from there
    /// after. Borrowed: valid until the next call.
    func drawnLayout(_ block: TextBlock, in rect: CGRect) -> (layout: OpaquePointer, yOffset: CGFloat)? {
        // A kept layout's lines were shaped in the fonts registered then.
        if followRegisteredFonts() { drawnLayouts.removeAll() }
        let key = DrawnLayouts.Key(
            block: block, width: rect.width, height: rect.height, longRunMinimumLength: longRunMinimumLength,
            paragraphsPerChunk: paragraphsPerChunk)
        if let kept = drawnLayouts[key] { return (kept.layout, kept.yOffset) }
        let drawnBefore = drawnLayouts.drawnBefore(key)
        guard let (layout, yOffset) = makeLayout(block, in: rect) else { return nil }
        // The laid-out reusable layout itself is kept; the next block gets a new one.
        if drawnBefore, handOverReusable(layout) { drawnLayouts.keep(layout, yOffset: yOffset, for: key) }
        return (layout, yOffset)
    }
}
