import CPangoCairo
import Foundation

/// One process-wide lock around Pango's font metrics, the one Pango call font systems on
/// different threads cannot make at once.
///
/// Pango 1.50's Cairo font computes a font's metrics for a language the first time they are
/// asked for, and keeps them (`_pango_cairo_font_get_metrics`, pango/pangocairo-font.c). To
/// find the approximate character and digit widths it lays out a sample text, and guards
/// against that layout asking for metrics again with a `static int in_get_metrics` shared by
/// every thread: a second thread reaching a new font while the first is measuring one skips
/// the sample layout, and its font keeps an approximate character width of 0 for good. Pango's
/// line breaking looks more carefully at breaks within three such widths of the line's end
/// (`process_item`, pango/pango-layout.c), so that font's texts wrap differently — a line
/// more or less, a line a fraction of a point wider — in every later layout on that font
/// system, which made `reel export` frames and the tests depend on thread timing.
///
/// Every font system's fonts are of one class; ``install(fontMap:context:)`` replaces that class's
/// `get_metrics` with ``lockedMetrics``, which holds a recursive lock (the sample layout asks
/// for metrics again on the same thread) around Pango's own. Every metrics call takes the
/// lock, but once a font is measured it is held only for a list look-up: threads wait long
/// only while a new font is measured (laying out nothing but labels on 4 threads of a loaded
/// 2-core machine, about 6% slower, median of 7 paired runs, spread 0–39%).
enum FontMetricsLock {
    /// A font class's `get_metrics`.
    typealias GetMetrics = @convention(c) (UnsafeMutablePointer<PangoFont>?, OpaquePointer?) -> UnsafeMutablePointer<PangoFontMetrics>?

    /// Held while Pango computes or looks up a font's metrics, and while installing.
    private static let lock = NSRecursiveLock()
    /// The font class's own `get_metrics`, nil until installed (read and written under ``lock``).
    nonisolated(unsafe) private static var pangoMetrics: GetMetrics?

    /// Makes the class of the fonts of `fontMap` (a font system's map, `context` on it)
    /// take the lock for its metrics: once per process, before any font system lays out
    /// text. Fonts of every font system are of that class.
    static func install(fontMap: UnsafeMutablePointer<PangoFontMap>, context: OpaquePointer) {
        lock.lock()
        defer { lock.unlock() }
        guard pangoMetrics == nil, let description = pango_font_description_from_string("DejaVu Sans 12") else { return }
        defer { pango_font_description_free(description) }
        guard let font = pango_font_map_load_font(fontMap, context, description) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        let instance = UnsafeMutableRawPointer(font).assumingMemoryBound(to: GTypeInstance.self)
        guard let typeClass = instance.pointee.g_class else { return }
        let fontClass = UnsafeMutableRawPointer(typeClass).assumingMemoryBound(to: PangoFontClass.self)
        guard let own = fontClass.pointee.get_metrics else { return }
        pangoMetrics = own
        fontClass.pointee.get_metrics = lockedMetrics
    }

    /// Pango's metrics of `font` for `language`, computed or looked up under ``lock``.
    private static let lockedMetrics: GetMetrics = { font, language in
        lock.lock()
        defer { lock.unlock() }
        return pangoMetrics?(font, language)
    }
}
