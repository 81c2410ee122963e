import CPangoCairo
import Foundation

// One walk over a laid-out layout's lines, for the places that read each line's place.
extension PangoTextEngine {
    /// Calls `body` with each line of `layout` in order: its index, the line, its logical
    /// extents and its baseline in points, both from the layout's top left.
    /// - Complexity: O(l) in the layout's lines.
    static func forEachLine(
        of layout: OpaquePointer,
        _ body: (_ index: Int, _ line: UnsafeMutablePointer<PangoLayoutLine>, _ logical: PangoRectangle, _ baseline: CGFloat) -> Void
    ) {
        guard let iterator = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        var index = 0
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            body(index, line, logical, CGFloat(pango_layout_iter_get_baseline(iterator)) / CGFloat(PANGO_SCALE))
            index += 1
        } while pango_layout_iter_next_line(iterator) != 0
    }
}
