import CPangoCairo
import CollectionRendering
import Foundation

/// A paragraph's tab stops (`NSParagraphStyle.tabStops`, `defaultTabInterval`) as a Pango
/// tab array (docs/REFERENCE.md §22.24). Pango places a tab past its last stop at the
/// spacing of its last two; a positive `defaultTabInterval` is given as two more stops at its
/// next multiples, so Pango goes on at the interval.
enum TabStops {
    /// The stops of `paragraph` in a layout whose left edge is `offset` points from the
    /// text's leading edge (Pango measures stops from the layout's edge; the engine moves an
    /// indented layout by the nearer head indent): locations clamped to 0…10,000 points (not
    /// finite: left out), sorted, then the interval's two stops (an interval under a point
    /// counts as a point), each moved left by `offset`; those left at 0 or less are dropped.
    /// - Complexity: O(t log t) in the stops.
    static func stops(of paragraph: ParagraphStyling, offset: CGFloat) -> [TextTab] {
        // UIKit's defaults, as nearly every text has them: no work (and the same array, which
        // compares at once).
        if offset == 0, !(paragraph.defaultTabInterval > 0), paragraph.tabStops == TextTab.defaultStops { return TextTab.defaultStops }
        var stops = paragraph.tabStops.filter { $0.location.isFinite }.map { tab in
            TextTab(tab.alignment, at: max(0, min(10_000, tab.location)))
        }
        stops.sort { $0.location < $1.location }
        let interval = paragraph.defaultTabInterval
        if interval > 0, interval.isFinite {
            let step = max(1, min(10_000, interval))
            let next = ((stops.last?.location ?? 0) / step).rounded(.down) * step + step
            stops += [TextTab(at: next), TextTab(at: next + step)]
        }
        return stops.compactMap { tab in
            let location = tab.location - (offset.isFinite ? offset : 0)
            return location > 0 ? TextTab(tab.alignment, at: location) : nil
        }
    }

    /// Sets `stops` on `layout` (none: Pango's own, every 8 spaces).
    static func set(_ stops: [TextTab], on layout: OpaquePointer) {
        guard !stops.isEmpty, let array = pango_tab_array_new(Int32(clamping: stops.count), 0) else {
            return pango_layout_set_tabs(layout, nil)
        }
        for (index, stop) in stops.enumerated() {
            let alignment: PangoTabAlign
            switch stop.alignment {
            case .left: alignment = PANGO_TAB_LEFT
            case .center: alignment = PANGO_TAB_CENTER
            case .right: alignment = PANGO_TAB_RIGHT
            }
            pango_tab_array_set_tab(array, Int32(index), alignment, Int32((Double(stop.location) * Double(PANGO_SCALE)).rounded()))
        }
        pango_layout_set_tabs(layout, array)
        pango_tab_array_free(array)
    }
}
