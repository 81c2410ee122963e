import CCairo
import CPangoCairo
import CollectionRendering
import Foundation

/// The fonts text may use: a private fontconfig configuration that sees only the pinned
/// fonts — DejaVu (fonts-dejavu-core) and, for glyphs DejaVu lacks such as CJK, Noto Sans
/// CJK (fonts-noto-cjk) — and the font files the app registered (`FontRegistry`), so no
/// system setting can change a pixel. One per thread: Pango font maps are not shared between
/// threads here, and the one call Pango cannot make on two font systems at once is serialized
/// (`FontMetricsLock`).
public final class FontSystem {
    /// The folders and files the configuration loads, in fallback order.
    public static let fontDirectories = ["/usr/share/fonts/truetype/dejavu"]
    /// Fallback font files (CJK), loaded when present.
    public static let fallbackFiles = [
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
    ]

    /// The `PangoFontMap *` (owned).
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// A Pango context on that map (owned), set up for deterministic output.
    let context: OpaquePointer
    private var config: OpaquePointer
    /// The registry's generation and registered files the configuration holds
    /// (``followRegisteredFonts()``).
    private var registered: (generation: Int, paths: [String])
    /// The font map's reference count once this wrapper's own references are taken (its own
    /// and the context's): any count above it is held by Pango's font-matching threads.
    private let ownReferences: Int32

    /// Builds the private configuration.
    /// - Throws: ``RenderError/fontsMissing(_:)`` naming the Debian package when DejaVu is
    ///   not installed.
    public init() throws(RenderError) {
        guard FileManager.default.fileExists(atPath: Self.fontDirectories[0] + "/DejaVuSans.ttf") else {
            throw .fontsMissing(
                "\(Self.fontDirectories[0])/DejaVuSans.ttf not found: install the Debian package fonts-dejavu-core (Scripts/setup does)")
        }
        registered = FontRegistry.registeredFiles
        guard let config = Self.makeConfig(adding: registered.paths) else {
            throw .fontsMissing("fontconfig could not create a configuration")
        }
        self.config = config
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            FcConfigDestroy(config)
            throw .fontsMissing("Pango has no FreeType font map")
        }
        // The font map takes its own reference to the configuration.
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        fontMap = map
        guard let context = pango_font_map_create_context(map) else {
            g_object_unref(UnsafeMutableRawPointer(map))
            FcConfigDestroy(config)
            throw .fontsMissing("Pango could not create a context")
        }
        self.context = context
        ownReferences = Self.referenceCount(of: map)
        // Points as user units; no hinting and no metric hinting, so layout does not depend
        // on the scale or the machine; unrounded glyph positions.
        pango_cairo_context_set_resolution(context, 72)
        if let options = cairo_font_options_create() {
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            pango_cairo_context_set_font_options(context, options)
            cairo_font_options_destroy(options)
        }
        pango_context_set_round_glyph_positions(context, 0)
        // Font systems on other threads may measure fonts at once: Pango's metrics must be
        // computed one at a time (`FontMetricsLock`), before this one lays out any text.
        FontMetricsLock.install(fontMap: map, context: context)
    }

    /// A new configuration (owned) of the pinned fonts and the font files at `paths`; nil when
    /// fontconfig cannot make one.
    private static func makeConfig(adding paths: [String]) -> OpaquePointer? {
        guard let config = FcConfigCreate() else { return nil }
        // Only a cache folder comes from the configuration text (fontconfig complains
        // without a writable one); the fonts are added explicitly below.
        let cache = cacheDirectory()
        let xml = """
            <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig><cachedir>\(cache)</cachedir></fontconfig>
            """
        _ = FcConfigParseAndLoadFromMemory(config, xml, 0)
        for directory in fontDirectories { _ = FcConfigAppFontAddDir(config, directory) }
        // The fallback files as one folder, which fontconfig reads from its cache once made
        // (`FallbackFontFolder`); file by file, scanning each, only when that cannot be.
        if let folder = FallbackFontFolder.path(for: fallbackFiles, in: cache) {
            _ = FcConfigAppFontAddDir(config, folder)
        } else {
            for file in fallbackFiles where FileManager.default.fileExists(atPath: file) { _ = FcConfigAppFontAddFile(config, file) }
        }
        for file in paths { _ = FcConfigAppFontAddFile(config, file) }
        _ = FcConfigBuildFonts(config)
        return config
    }

    /// Brings the configuration up to date with the registered font files, when a file was
    /// registered or unregistered since it was built (docs/REFERENCE.md §22.25): an added file
    /// is added to it, and an unregistered one makes it anew; either way Pango forgets the
    /// fonts it matched. Costs one atomic load when nothing changed.
    /// - Returns: whether the fonts changed (the caller drops what it keeps of them).
    @inline(__always)
    package func followRegisteredFonts() -> Bool {
        FontRegistry.generation == registered.generation ? false : reloadRegisteredFonts()
    }

    /// ``followRegisteredFonts()`` once the generation has moved.
    private func reloadRegisteredFonts() -> Bool {
        let now = FontRegistry.registeredFiles
        guard now.paths != registered.paths else {
            registered = now
            return false
        }
        // Pango's font-matching threads must not see the map's tables replaced (see
        // `waitForPangoThreads()`).
        waitForPangoThreads()
        if now.paths.starts(with: registered.paths) {
            for file in now.paths.dropFirst(registered.paths.count) { _ = FcConfigAppFontAddFile(config, file) }
            pango_fc_font_map_config_changed(OpaquePointer(fontMap))
        } else if let fresh = Self.makeConfig(adding: now.paths) {
            // The map takes its own reference to the new configuration and drops the old one's.
            pango_fc_font_map_set_config(OpaquePointer(fontMap), fresh)
            FcConfigDestroy(config)
            config = fresh
        }
        registered = now
        return true
    }

    /// A writable folder for fontconfig's cache: `$XDG_CACHE_HOME` or `~/.cache`, else the
    /// temporary folder. The cache only speeds start-up; it never changes output.
    static func cacheDirectory() -> String {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"] ?? environment["HOME"].map { $0 + "/.cache" } ?? NSTemporaryDirectory()
        let folder = base + "/collectionreel/fontconfig"
        if (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil,
            FileManager.default.isWritableFile(atPath: folder)
        {
            return folder
        }
        return NSTemporaryDirectory() + "collectionreel-fontconfig-\(getuid())"
    }

    /// The GObject reference count of `map`, read atomically.
    private static func referenceCount(of map: UnsafeMutablePointer<PangoFontMap>) -> Int32 {
        let object = UnsafeMutableRawPointer(map).assumingMemoryBound(to: GObject.self)
        return withUnsafeMutablePointer(to: &object.pointee.ref_count) { count in
            count.withMemoryRebound(to: gint.self, capacity: 1) { g_atomic_int_get($0) }
        }
    }

    /// Waits (at most two seconds) until no font-matching thread of Pango 1.50 holds the font
    /// map. For each new font description Pango starts two threads (`FcFontSetMatch`,
    /// `FcFontSetSort`, pango/pangofc-fontmap.c) that each hold a reference to the map and,
    /// when they finish, may drop the last reference to the description's patterns — which
    /// removes them from the map's pattern table, on that thread. Shutting the map down
    /// meanwhile destroys that table under the thread's feet: a crash inside GLib's hash
    /// table, seen once in the suite (SIGFPE, a worker in fontconfig beside it). The threads
    /// release the map last, so once its count is back to this wrapper's own references no
    /// thread can touch it. A thread still running after the bound is left to finish alone.
    private func waitForPangoThreads() {
        let deadline = ContinuousClock.now + .seconds(2)
        while Self.referenceCount(of: fontMap) > ownReferences, ContinuousClock.now < deadline {
            usleep(100)
        }
    }

    deinit {
        waitForPangoThreads()
        // Drop the font map's cached fonts and its hold on the configuration before the
        // last references go, so nothing of this configuration outlives the wrapper.
        pango_fc_font_map_shutdown(OpaquePointer(fontMap))
        g_object_unref(UnsafeMutableRawPointer(context))
        // Pango 1.50's font map keeps the reference `set_config` took even when finalized
        // (valgrind: the whole configuration, ~450 KB with the CJK faces, lost per font
        // system); handing it back explicitly releases it.
        pango_fc_font_map_set_config(OpaquePointer(fontMap), nil)
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        FcConfigDestroy(config)
    }
}
