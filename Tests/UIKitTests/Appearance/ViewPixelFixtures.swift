import CollectionRendering
import PNGCodec
import Testing
import UIKit

/// An image of `size` filled with `color`, for the drawing tests.
@MainActor func filledImage(_ color: UIColor, size: CGSize = CGSize(width: 2, height: 2)) -> UIImage {
    UIGraphicsImageRenderer(size: size).image { context in
        color.setFill()
        context.fill(CGRect(origin: .zero, size: size))
    }
}

/// Expects pixel (`x`, `y`) of `view`, laid out and drawn at scale 1 on white, to be `expected`
/// within 1 per channel.
@MainActor func expectPixel(
    of view: UIView, _ x: Int, _ y: Int, is expected: (Int, Int, Int), sourceLocation: SourceLocation = #_sourceLocation
) throws {
    view.layoutIfNeeded()
    let image = try OutputFormat.png.pixels(of: DisplayList(view: view, scale: 1, background: Color(red: 1, green: 1, blue: 1)))
    pixel(image, x, y, is: expected, sourceLocation: sourceLocation)
}
