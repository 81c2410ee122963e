import CPangoCairo
import CollectionRendering
import Foundation

// Attachments: each character of a run with an attachment is laid out as the attachment's
// box (a Pango shape, `TextRunAttributes`), which Pango leaves empty; the backends draw the
// images in the boxes this finds.
extension PangoTextEngine {
    /// Where `block`, laid out on `layout` (from `makeLayout`) and drawn with the layout's
    /// top left at `origin` and its lines moved by `placements`, shows its attachments'
    /// images: each character of a run with an
    /// attachment and an image, on a line that shows it (not ellipsized away), at the
    /// character's place on the line, its box standing on the line's baseline raised by the
    /// box's `origin.y`. None when the block has no attachment (at the cost of a look at its
    /// runs), or its text is laid out without its runs (see
    /// `paragraphLayout(_:font:styling:width:lines:)`).
    /// - Complexity: O(n) in the text.
    func placedAttachments(
        in layout: OpaquePointer, of block: TextBlock, at origin: CGPoint, placements: [LinePlacement]?
    ) -> [PlacedTextAttachment] {
        guard block.styling.hasAttachments else { return [] }
        let boxes = attachmentCharacters(of: block)
        guard !boxes.isEmpty, let text = pango_layout_get_text(layout), strlen(text) == block.string.utf8.count,
            let iterator = pango_layout_get_iter(layout)
        else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var placed: [PlacedTextAttachment] = []
        var lineIndex = 0
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            let moved = Self.placement(placements, line: lineIndex)
            let baseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / CGFloat(PANGO_SCALE) + moved.dy
            lineIndex += 1
            var node = line.pointee.runs
            while let current = node {
                node = current.pointee.next
                guard let item = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item else { continue }
                let shown = Int(item.pointee.offset)..<Int(item.pointee.offset) + Int(item.pointee.length)
                for (index, attachment) in boxes where shown.contains(index) {
                    guard let image = attachment.image else { continue }
                    var position = PangoRectangle()
                    pango_layout_index_to_pos(layout, Int32(clamping: index), &position)
                    let box = attachment.layoutBounds
                    let frame = CGRect(
                        x: origin.x + CGFloat(position.x) / CGFloat(PANGO_SCALE) + moved.dx,
                        y: origin.y + baseline - box.minY - box.height, width: box.width, height: box.height)
                    placed.append(PlacedTextAttachment(image: image, frame: frame))
                }
            }
        } while pango_layout_iter_next_line(iterator) != 0
        return placed
    }

    /// The byte offset of each character of `block` that a run with an attachment covers,
    /// with that attachment (the last run's, where runs overlap, as Pango applies them).
    /// - Complexity: O(n + r) in the characters the runs cover and the runs.
    private func attachmentCharacters(of block: TextBlock) -> [(index: Int, attachment: TextAttachment)] {
        let bytes = Array(block.string.utf8)
        var characters: [Int: TextAttachment] = [:]
        for run in block.styling.runs {
            guard let attachment = run.attachment else { continue }
            let range = max(0, min(run.range.lowerBound, bytes.count))..<max(0, min(run.range.upperBound, bytes.count))
            // A character starts at each byte that is not a UTF-8 continuation byte.
            for index in range where bytes[index] & 0xC0 != 0x80 { characters[index] = attachment }
        }
        return characters.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
