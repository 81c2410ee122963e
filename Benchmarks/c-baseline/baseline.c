/* The C baseline of the renderer benchmark: the same 1920x1080 frame of 100 labelled,
 * rounded cells (a quarter turned or translucent) drawn with plain Cairo and Pango calls, so
 * the Swift renderer's overhead can be measured. Prints the median draw time in ms.
 * Text goes through the same private fontconfig configuration (DejaVu + Noto Sans CJK only)
 * and the same font options as CairoRendering's FontSystem / PangoTextEngine (72 dpi, gray
 * antialiasing, no hinting, no metric hinting, unrounded glyph positions, word-char wrap,
 * end ellipsis, height limit), so both sides shape and rasterise the same glyphs.
 * Usage: c-baseline [OUT.png]. Build (Scripts/bench does): cc -O2 -o .build/c-baseline Benchmarks/c-baseline/baseline.c \
 *          $(pkg-config --cflags --libs pangocairo pangoft2 fontconfig) -lm */
#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <stdio.h>
#include <math.h>
#include <time.h>

static double now(void) {
    struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static void rounded(cairo_t *cr, double x, double y, double w, double h, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

static void frame(cairo_t *cr, PangoLayout *layout) {
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    for (int i = 0; i < 100; i++) {
        double w = 150, h = 90, cx = 100 + (i % 10) * 180, cy = 60 + (i / 10) * 100;
        int turned = i % 8 == 0, translucent = i % 8 == 4;
        cairo_save(cr);
        cairo_translate(cr, cx, cy);
        if (turned) cairo_rotate(cr, 0.2);
        cairo_translate(cr, -w / 2, -h / 2);
        if (translucent) { cairo_rectangle(cr, 0, 0, w, h); cairo_clip(cr); cairo_push_group(cr); }
        rounded(cr, 0, 0, w, h, 12);
        cairo_set_source_rgb(cr, 0, 0.478, 1);
        cairo_fill(cr);
        char label[16]; snprintf(label, sizeof label, "0\xc2\xb7%d", i);
        pango_layout_set_text(layout, label, -1);
        pango_layout_set_width(layout, (int)(w * PANGO_SCALE));
        int lw, lh; pango_layout_get_size(layout, &lw, &lh);
        cairo_move_to(cr, 0, (h - lh / (double)PANGO_SCALE) / 2);
        cairo_set_source_rgb(cr, 1, 1, 1);
        pango_cairo_show_layout(cr, layout);
        if (translucent) { cairo_pop_group_to_source(cr); cairo_paint_with_alpha(cr, 0.6); }
        cairo_restore(cr);
    }
}

int main(int argc, char **argv) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1920, 1080);
    cairo_t *cr = cairo_create(surface);
    FcConfig *config = FcConfigCreate();
    /* Only a cache folder comes from configuration text (fontconfig wants a writable one). */
    FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)
        "<?xml version=\"1.0\"?><!DOCTYPE fontconfig SYSTEM \"fonts.dtd\">"
        "<fontconfig><cachedir>/tmp/collectionreel-c-baseline-fontconfig</cachedir></fontconfig>", FcFalse);
    FcConfigAppFontAddDir(config, (const FcChar8 *)"/usr/share/fonts/truetype/dejavu");
    FcConfigAppFontAddFile(config, (const FcChar8 *)"/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc");
    FcConfigAppFontAddFile(config, (const FcChar8 *)"/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc");
    FcConfigBuildFonts(config);
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    PangoContext *context = pango_font_map_create_context(map);
    pango_cairo_context_set_resolution(context, 72);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    pango_cairo_context_set_font_options(context, options);
    cairo_font_options_destroy(options);
    pango_context_set_round_glyph_positions(context, 0);
    PangoLayout *layout = pango_layout_new(context);
    PangoFontDescription *font = pango_font_description_new();
    pango_font_description_set_family(font, "DejaVu Sans");
    pango_font_description_set_absolute_size(font, 15 * PANGO_SCALE);
    pango_font_description_set_weight(font, PANGO_WEIGHT_BOLD);
    pango_layout_set_font_description(layout, font);
    pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER);
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END);
    pango_layout_set_height(layout, 90 * PANGO_SCALE);
    double times[15];
    for (int run = 0; run < 15; run++) {
        double start = now();
        frame(cr, layout);
        cairo_surface_flush(surface);
        times[run] = now() - start;
    }
    for (int i = 0; i < 15; i++) for (int j = i + 1; j < 15; j++) if (times[j] < times[i]) { double t = times[i]; times[i] = times[j]; times[j] = t; }
    printf("%.4f\n", times[7] * 1000);
    if (argc > 1) cairo_surface_write_to_png(surface, argv[1]); /* the frame, to compare by eye */
    pango_font_description_free(font);
    g_object_unref(layout);
    g_object_unref(context);
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), NULL);
    g_object_unref(map);
    FcConfigDestroy(config);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    return 0;
}
