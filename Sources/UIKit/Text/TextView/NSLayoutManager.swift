import Foundation

/// Lays a text storage out in a text container (`NSLayoutManager`, TextKit 1): a text view's
/// own (`UITextView.layoutManager`), or one code builds — a storage, a layout manager and a
/// container — to measure text or find the character under a touch. It lays the storage out
/// in its first container with the text engine labels and text views measure and draw with,
/// and answers from that layout: the used rectangle, the glyphs in the container, a glyph
/// range's bounding rectangle, the character at a point (docs/REFERENCE.md §25.10).
///
/// One glyph stands for each character (UTF-16 code unit), so glyph and character indexes
/// are the same [chosen: TextKit's glyphs follow the font's shaping, which is not exposed].
/// Deliberate differences: only the first container is laid out; no delegate, no temporary
/// attributes, no glyph-level drawing (``drawGlyphs(forGlyphRange:at:)`` draws the whole
/// text), no background drawing. Nonisolated, as Apple's.
open class NSLayoutManager: NSObject {
    /// A layout manager with no storage and no container (`init()`), the designated
    /// initialiser.
    public override init() { super.init() }

    /// Layout managers are not decoded here (`init(coder:)`, required as Apple's, so a
    /// subclass declares it): one from a coder has no storage and no container.
    /// - Parameter coder: The archive, not read.
    public required init?(coder: NSCoder) { super.init() }

    /// The storage laid out (`textStorage`), set by `NSTextStorage.addLayoutManager(_:)`; not
    /// held: the storage holds its layout managers (Apple's is `unowned(unsafe)`; weak here,
    /// so a storage gone reads as nil).
    open weak var textStorage: NSTextStorage? {
        didSet { laidOut = nil }
    }

    /// The containers the text is laid out in, in order (`textContainers`); only the first
    /// is laid out here.
    open private(set) var textContainers: [NSTextContainer] = []

    /// The layout last made, until the text or the container changes.
    var laidOut: TextKitLayout?

    /// Adds `container` after the others (`addTextContainer(_:)`).
    open func addTextContainer(_ container: NSTextContainer) {
        container.layoutManager = self
        textContainers.append(container)
        laidOut = nil
    }

    /// Removes the container at `index` (`removeTextContainer(at:)`); nothing for an index
    /// outside the list (Foundation raises).
    open func removeTextContainer(at index: Int) {
        guard textContainers.indices.contains(index) else { return }
        if textContainers[index].layoutManager === self { textContainers[index].layoutManager = nil }
        textContainers.remove(at: index)
        laidOut = nil
    }

    /// Lays the text out again (`invalidateLayout(forCharacterRange:actualCharacterRange:)`):
    /// the whole text, which is laid out as one, so `actualCharRange`, when given, is set to
    /// it; a text view showing it measures and draws it again.
    open func invalidateLayout(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) {
        actualCharRange?.pointee = NSRange(location: 0, length: textStorage?.length ?? 0)
        laidOut = nil
        for container in textContainers { container.ownerLayoutDidChange() }
    }

    /// Lays out the text of `container` now (`ensureLayout(for:)`), if it is not laid out.
    open func ensureLayout(for container: NSTextContainer) { _ = layout(for: container) }

    /// The number of glyphs (`numberOfGlyphs`): one for each character of the storage.
    open var numberOfGlyphs: Int { textStorage?.length ?? 0 }

    /// The glyphs laid out in `container` (`glyphRange(for:)`): from the start of the text to
    /// the end of the last line that fits it (its ``NSTextContainer/maximumNumberOfLines``
    /// and its height); empty for a container this manager does not lay out.
    open func glyphRange(for container: NSTextContainer) -> NSRange {
        NSRange(location: 0, length: layout(for: container)?.lines.last.map { NSMaxRange($0.characters) } ?? 0)
    }

    /// The area `container`'s text uses (`usedRect(for:)`), in its coordinates: every line's
    /// used rectangle (``lineFragmentUsedRect(forGlyphAt:effectiveRange:)``) joined; zero for
    /// no text.
    open func usedRect(for container: NSTextContainer) -> CGRect {
        layout(for: container)?.lines.map(\.usedRect).reduce(nil) { $0?.union($1) ?? $1 } ?? .zero
    }

    /// The rectangle enclosing the glyphs of `glyphRange` in `container`
    /// (`boundingRect(forGlyphRange:in:)`), in its coordinates: each glyph's advance by its
    /// line's height, joined. An empty range is the insertion point there, zero wide; the
    /// range is cut to the text laid out, and is zero with no text.
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        layout(for: container)?.boundingRect(of: glyphRange) ?? .zero
    }

    /// The character under `point` in `container` (`characterIndex(for:in:fractionOfDistanceBetweenInsertionPoints:)`),
    /// in its coordinates: on the line at the point's height (the first or last above or
    /// below the text), the character whose advance holds it, or the nearest on the line; how
    /// far through the character the point lies (0…1) goes to `partialFraction`. 0 with no
    /// text.
    open func characterIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        let (index, fraction) = layout(for: container)?.character(at: point) ?? (0, 0)
        partialFraction?.pointee = fraction
        return index
    }

    /// The glyph under `point` in `container` (`glyphIndex(for:in:)`): the character's, one
    /// glyph standing for each.
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        characterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: nil)
    }

    /// The character a glyph stands for (`characterIndexForGlyph(at:)`): the same index,
    /// within the text.
    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { max(0, min(glyphIndex, numberOfGlyphs)) }

    /// The glyph standing for a character (`glyphIndexForCharacter(at:)`): the same index,
    /// within the text.
    open func glyphIndexForCharacter(at charIndex: Int) -> Int { max(0, min(charIndex, numberOfGlyphs)) }

    /// The used rectangle of the line holding `glyphIndex` (`lineFragmentUsedRect(forGlyphAt:effectiveRange:)`):
    /// its glyphs with the line fragment padding at both ends, by the line's height; its
    /// glyphs go to `effectiveGlyphRange`. Zero, and an empty range, outside the text laid out.
    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        let line = textContainers.first.flatMap { layout(for: $0)?.line(holding: glyphIndex) }
        effectiveGlyphRange?.pointee = line?.characters ?? NSRange(location: 0, length: 0)
        return line?.usedRect ?? .zero
    }

    /// The rectangle of the line holding `glyphIndex` (`lineFragmentRect(forGlyphAt:effectiveRange:)`):
    /// the container's width (the used width in a container of unbounded width) by the line's
    /// height; its glyphs go to `effectiveGlyphRange`.
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        let used = lineFragmentUsedRect(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
        guard let width = textContainers.first.flatMap({ TextKitLayout.boundedWidth(of: $0) }), used != .zero else { return used }
        return CGRect(x: 0, y: used.minY, width: width, height: used.height)
    }

    /// Draws the text laid out in the first container with its top left at `origin`, in the
    /// current graphics context (`drawGlyphs(forGlyphRange:at:)`). Deliberate difference: the
    /// whole text the container holds is drawn, whatever `glyphsToShow` is.
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let container = textContainers.first, let storage = textStorage else { return }
        let padding = TextKitLayout.padding(of: container), height = container.size.height
        let width = TextKitLayout.boundedWidth(of: container).map { max(0, $0 - 2 * padding) } ?? unboundedTextSpan
        storage.draw(
            in: CGRect(
                x: origin.x + padding, y: origin.y, width: width,
                height: height.isFinite && height > 0 ? min(height, unboundedTextSpan) : unboundedTextSpan))
    }

    /// Draws the backgrounds of `glyphsToShow` (`drawBackground(forGlyphRange:at:)`).
    /// Deliberate difference: nothing is drawn (background colours are not drawn here).
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {}

    /// The storage's edits were processed: lay out again, and the text views laying it out
    /// show the new text.
    func textStorageDidProcessEditing() {
        laidOut = nil
        for container in textContainers { container.ownerTextStorageDidChange() }
    }

    /// The layout of `container`, made now if needed; nil for a container not laid out here.
    func layout(for container: NSTextContainer) -> TextKitLayout? {
        guard container === textContainers.first, let storage = textStorage else { return nil }
        if let laidOut { return laidOut }
        let made = TextKitLayout(storage, in: container)
        laidOut = made
        return made
    }
}
