import CairoRendering
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec

/// Renders elements with given content on a white background and decodes the PNG.
func render(_ elements: [(LayoutAttributes, ElementContent)], size: CGSize, scale: CGFloat = 1) throws -> RGBAImage {
    let list = DisplayList(
        items: elements.map { ($0.0, ElementAppearance(content: $0.1)) },
        viewport: .visible(contentOffset: .zero, size: size, background: .white, scale: scale),
        style: .default)
    return try PNGDecoder.decode(try CairoRenderer().renderPNG(list))
}

/// A cell at `frame` (zIndex, alpha, transform as given).
func cell(_ item: Int, _ frame: CGRect, z: Int = 0, alpha: CGFloat = 1, transform: Transform3D = .identity, hidden: Bool = false)
    -> LayoutAttributes
{
    var a = LayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
    a.frame = frame
    a.zIndex = z
    a.alpha = alpha
    a.transform3D = transform
    a.isHidden = hidden
    return a
}

/// A plain fill.
func fill(_ color: Color) -> ElementContent { ElementContent(fill: color, label: .none) }

extension RGBAImage {
    /// The pixel at (x, y) as integers.
    func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
        guard let p = pixel(x: x, y: y) else { return (-1, -1, -1) }
        return (Int(p.r), Int(p.g), Int(p.b))
    }

    /// Whether the pixel is (nearly) the colour.
    func isNear(_ x: Int, _ y: Int, _ color: (Int, Int, Int), tolerance: Int = 2) -> Bool {
        let p = rgb(x, y)
        return abs(p.0 - color.0) <= tolerance && abs(p.1 - color.1) <= tolerance && abs(p.2 - color.2) <= tolerance
    }
}
