/* The C baseline of the renderer benchmark: the same 1920x1080 frame of 100 labelled,
 * rounded cells (a quarter turned or translucent) drawn with plain Cairo and Pango calls, so
 * the Swift renderer's overhead can be measured. Prints the median draw time in ms.
 * With --cards it draws the drawing benchmark's frame instead (see cards() below): 100 white
 * rounded cards, each with a blurred shadow, a gradient strip and a progress ring.
 * Usage: c-baseline [--cards] [OUT.png].
 * Text goes through the same private fontconfig configuration (DejaVu + Noto Sans CJK only)
 * and the same font options as CairoRendering's FontSystem / PangoTextEngine (72 dpi, gray
 * antialiasing, no hinting, no metric hinting, unrounded glyph positions, word-char wrap,
 * end ellipsis, height limit), so both sides shape and rasterise the same glyphs.
 * Build (Scripts/bench does): cc -O2 -o .build/c-baseline Benchmarks/c-baseline/baseline.c \
 *          $(pkg-config --cflags --libs pangocairo pangoft2 fontconfig) -lm */
#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <stdio.h>
#include <math.h>
#include <string.h>
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

/* Three extended box blurs (Gwosdek et al. 2011) of variance sigma^2 on an A8 surface, in
 * place: the blur the Swift renderer uses (BoxBlur.swift), written out in C. */
static void blur_pass(unsigned char *base, int count, int step, int l, double alpha, double *line, unsigned char *out) {
    for (int i = 0; i < count; i++) line[i] = base[i * step];
    double weight = 1.0 / (2 * l + 1 + 2 * alpha), sum = 0;
    for (int i = -l; i <= l; i++) if (i >= 0 && i < count) sum += line[i];
    for (int i = 0; i < count; i++) {
        double left = i - l - 1 >= 0 ? line[i - l - 1] : 0, right = i + l + 1 < count ? line[i + l + 1] : 0;
        double total = (sum + alpha * (left + right)) * weight + 0.5;
        out[i] = total > 255 ? 255 : (unsigned char)total;
        sum += (i + l + 1 < count ? line[i + l + 1] : 0) - (i - l >= 0 ? line[i - l] : 0);
    }
    for (int i = 0; i < count; i++) base[i * step] = out[i];
}

static void blur_a8(cairo_surface_t *mask, double sigma) {
    int w = cairo_image_surface_get_width(mask), h = cairo_image_surface_get_height(mask);
    int stride = cairo_image_surface_get_stride(mask);
    unsigned char *data = cairo_image_surface_get_data(mask);
    double v = sigma * sigma / 3;
    int l = (int)((sqrt(12 * v + 1) - 1) / 2);
    double plain = l * (l + 1) / 3.0, next = (l + 1.0) * (l + 1.0);
    double alpha = (2 * l + 1) * (plain - v) / (2 * (v - next));
    int n = w > h ? w : h;
    double line[n];
    unsigned char out[n];
    for (int pass = 0; pass < 3; pass++) {
        for (int y = 0; y < h; y++) blur_pass(data + y * stride, w, 1, l, alpha, line, out);
        for (int x = 0; x < w; x++) blur_pass(data + x, h, stride, l, alpha, line, out);
    }
}

/* The drawing benchmark's frame: 100 cards 150 x 90 on white, each a white rounded
 * rectangle (radius 12) over a shadow (black at 0.25, offset (0, 3), sigma 6) blurred
 * afresh for every card, a gradient strip (10, 10, 130, 30) rounded 6 from system blue to
 * system purple, top to bottom, and a ring of radius 12 at (120, 65) stroked 4 wide in
 * system green over three quarters of a turn from the top. */
static void cards(cairo_t *cr) {
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    double sigma = 6, w = 150, h = 90;
    int reach = (int)ceil(3 * sigma) + 2;
    for (int i = 0; i < 100; i++) {
        double x = 100 + (i % 10) * 180 - w / 2, y = 60 + (i / 10) * 100 - h / 2;
        cairo_surface_t *mask = cairo_image_surface_create(CAIRO_FORMAT_A8, (int)w + 2 * reach, (int)h + 2 * reach);
        cairo_t *m = cairo_create(mask);
        rounded(m, reach, reach, w, h, 12);
        cairo_fill(m);
        cairo_destroy(m);
        cairo_surface_flush(mask);
        blur_a8(mask, sigma);
        cairo_surface_mark_dirty(mask);
        cairo_set_source_rgba(cr, 0, 0, 0, 0.25);
        cairo_mask_surface(cr, mask, x - reach, y + 3 - reach);
        cairo_surface_destroy(mask);
        rounded(cr, x, y, w, h, 12);
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_fill(cr);
        cairo_pattern_t *gradient = cairo_pattern_create_linear(0, y + 10, 0, y + 40);
        cairo_pattern_add_color_stop_rgb(gradient, 0, 0, 0x7A / 255.0, 1);
        cairo_pattern_add_color_stop_rgb(gradient, 1, 0xAF / 255.0, 0x52 / 255.0, 0xDE / 255.0);
        cairo_pattern_set_extend(gradient, CAIRO_EXTEND_PAD);
        rounded(cr, x + 10, y + 10, 130, 30, 6);
        cairo_set_source(cr, gradient);
        cairo_fill(cr);
        cairo_pattern_destroy(gradient);
        cairo_new_path(cr);
        cairo_arc(cr, x + 120, y + 65, 12, -M_PI / 2, M_PI);
        cairo_set_line_width(cr, 4);
        cairo_set_source_rgb(cr, 0x34 / 255.0, 0xC7 / 255.0, 0x59 / 255.0);
        cairo_stroke(cr);
    }
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
    int drawCards = argc > 1 && strcmp(argv[1], "--cards") == 0;
    if (drawCards) { argc--; argv++; }
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
        if (drawCards) cards(cr); else frame(cr, layout);
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
