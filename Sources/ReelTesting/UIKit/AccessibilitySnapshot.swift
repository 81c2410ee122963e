#if os(Linux)
import CollectionRendering
import PNGCodec
import UIKit

/// Draws a view with its accessibility elements marked, as cashapp's AccessibilitySnapshot
/// does on iOS: the view (in grey unless told otherwise), each element's frame filled with its
/// own colour at 30 % and outlined, and beside it a legend listing, in VoiceOver's reading
/// order, each element's swatch, what VoiceOver reads (`Label: Value. Traits.`) and its hint
/// in grey.
enum AccessibilitySnapshot {
    /// The legend's width and insets, in points.
    static let legendWidth: CGFloat = 280
    private static let inset: CGFloat = 8
    private static let swatch: CGFloat = 14

    /// AccessibilitySnapshot's default colours, in order: the accent colours, cycling.
    static let defaultColors: [UIColor] = [
        .systemRed, .systemBlue, .systemGreen, .systemOrange, .systemPurple, .systemTeal, .systemPink, .systemIndigo, .systemBrown,
        .systemMint, .systemYellow, .systemCyan,
    ]

    /// The image of `view` (already hosted and laid out) with its markers and legend at `scale`.
    static func image(of view: UIView, scale: CGFloat, monochrome: Bool, colors: [UIColor]) throws -> RGBAImage {
        let markers = AccessibilityHierarchy.markers(in: view)
        let colors = (colors.isEmpty ? defaultColors : colors).map { $0.renderColor(in: view.traitCollection) }
        let size = view.bounds.size
        let legend = legendView(markers, colors: colors)
        let canvas = CGSize(width: size.width + legend.bounds.width, height: max(size.height, legend.bounds.height))
        // The view, in grey unless asked for colour, under the markers and the legend.
        var viewPixels = try SnapshotRendering.render(DisplayList(view: view, scale: scale, background: .white))
        if monochrome { viewPixels = grey(viewPixels) }
        var layers = markers.enumerated().map { index, marker -> ContentLayer in
            let color = colors[index % colors.count]
            return ContentLayer(
                frame: marker.frame, content: ElementContent(fill: color.multiplyingAlpha(by: 0.3), borderWidth: 1, borderColor: color))
        }
        let legendContent = DisplayList(view: legend, scale: scale).elements.first?.content ?? ElementContent()
        layers.append(ContentLayer(frame: CGRect(origin: CGPoint(x: size.width, y: 0), size: legend.bounds.size), content: legendContent))
        var attributes = LayoutAttributes(cellAt: IndexPath(item: 0, section: 0), frame: CGRect(origin: .zero, size: canvas))
        attributes.zIndex = 0
        let overlay = DisplayList(
            items: [(attributes, ElementAppearance(content: ElementContent(sublayers: layers)))],
            viewport: Viewport(rect: CGRect(origin: .zero, size: canvas), background: .clear, scale: scale))
        var pixels = try SnapshotRendering.render(overlay)
        composite(viewPixels, under: &pixels)
        return pixels
    }

    /// The legend: a white column of rows, each a swatch and the element's description and
    /// hint, wrapped to the column.
    private static func legendView(_ markers: [AccessibilityMarker], colors: [Color]) -> UIView {
        let legend = UIView(frame: CGRect(x: 0, y: 0, width: legendWidth, height: 0))
        legend.backgroundColor = .white
        let textWidth = legendWidth - 3 * inset - swatch
        var y = inset
        for (index, marker) in markers.enumerated() {
            let swatchView = UIView(frame: CGRect(x: inset, y: y + 1, width: swatch, height: swatch))
            swatchView.backgroundColor = UIColor(colors[index % colors.count])
            swatchView.layer.cornerRadius = 3
            legend.addSubview(swatchView)
            var textBottom = y
            for (text, color) in [(marker.description, UIColor.black), (marker.hint ?? "", UIColor.darkGray)] where !text.isEmpty {
                let label = UILabel()
                label.text = text
                label.font = .systemFont(ofSize: 12)
                label.textColor = color
                label.numberOfLines = 0
                let fitted = label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
                label.frame = CGRect(x: 2 * inset + swatch, y: textBottom, width: textWidth, height: fitted.height)
                legend.addSubview(label)
                textBottom = label.frame.maxY
            }
            let rowBottom = max(swatchView.frame.maxY, textBottom)
            y = rowBottom + inset
        }
        legend.frame.size.height = y
        return legend
    }

    /// `image` in grey: each pixel's Rec. 709 luma.
    private static func grey(_ image: RGBAImage) -> RGBAImage {
        var out = image
        for i in stride(from: 0, to: out.pixels.count, by: 4) {
            let r = Double(out.pixels[i]), g = Double(out.pixels[i + 1]), b = Double(out.pixels[i + 2])
            let y = UInt8(min(255, (0.2126 * r + 0.7152 * g + 0.0722 * b).rounded()))
            out.pixels[i] = y; out.pixels[i + 1] = y; out.pixels[i + 2] = y
        }
        return out
    }

    /// Draws `below` (placed at the origin) under `image`'s translucent pixels ("over").
    private static func composite(_ below: RGBAImage, under image: inout RGBAImage) {
        for y in 0..<min(below.height, image.height) {
            for x in 0..<min(below.width, image.width) {
                let s = (y * below.width + x) * 4, d = (y * image.width + x) * 4
                let a = Double(image.pixels[d + 3]) / 255
                guard a < 1 else { continue }
                let ba = Double(below.pixels[s + 3]) / 255
                let outA = a + ba * (1 - a)
                for c in 0..<3 {
                    let top = Double(image.pixels[d + c]) * a, bottom = Double(below.pixels[s + c]) * ba * (1 - a)
                    image.pixels[d + c] = outA > 0 ? UInt8(min(255, ((top + bottom) / outA).rounded())) : 0
                }
                image.pixels[d + 3] = UInt8(min(255, (outA * 255).rounded()))
            }
        }
    }
}
#endif
