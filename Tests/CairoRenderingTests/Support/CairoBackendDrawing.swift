import CairoRendering
import CollectionRendering
import Foundation
import PNGCodec

/// What the backend test suites share: a pure red and drawing on a white canvas.
protocol CairoBackendDrawing {}

extension CairoBackendDrawing {
    /// Pure red.
    var red: Color { Color(red: 1, green: 0, blue: 0) }

    /// Draws on a `size`-point white canvas at `scale` and returns straight RGBA pixels.
    func draw(
        _ size: CGSize, scale: CGFloat = 1, _ body: (CairoBackend) throws -> Void
    ) throws -> RGBAImage {
        try CairoRenderer().renderImage(size: size, scale: scale, background: .white, body).rgbaImage()
    }
}

extension RGBAImage {
    /// The pixel at (x, y) as an unlabeled tuple, for comparing with literals; a pixel
    /// outside the image reads as (1, 2, 3, 4), which no expectation uses.
    subscript(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        pixel(x: x, y: y).map { ($0.r, $0.g, $0.b, $0.a) } ?? (1, 2, 3, 4)
    }
}
