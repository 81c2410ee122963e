import CairoRendering
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec
import Testing

/// A transform that stretches one point over more device pixels than Cairo's 24.8 fixed
/// point can hold collapses what follows to nothing (a documented deviation), instead of
/// handing libcairo wrapped coordinates (it crashed filling such a path inside a group).
@Suite struct TransformRangeTests {
    private let red = Color(red: 1, green: 0, blue: 0)

    private func rgba(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8]? {
        image.pixel(x: x, y: y).map { [$0.r, $0.g, $0.b, $0.a] }
    }

    private func draw(scale: CGFloat, stretch: CGFloat) throws -> RGBAImage {
        // A 1 × 1 point square at (4, 4), scaled about its own corner by `stretch`, inside a
        // group at alpha 1 (the group is what libcairo failed in).
        try CairoRenderer().renderImage(size: CGSize(width: 20, height: 20), scale: scale, background: .white) { backend in
            backend.withSavedState {
                backend.concatenate(Transform2D(translationX: 4, y: 4))
                backend.concatenate(Transform2D(scaleX: stretch, y: stretch))
                backend.withGroupOpacity(1, bounds: CGRect(x: 0, y: 0, width: 1, height: 1)) {
                    backend.fill(.rect(CGRect(x: 0, y: 0, width: 1, height: 1)), with: red)
                }
            }
        }.rgbaImage()
    }

    @Test func aStretchWithinTheLimitIsDrawn() throws {
        // 100,000 device pixels per point at scale 1 is the limit itself: the square then
        // covers everything right of and below (4, 4) points, so pixel (10, 10) is red and
        // (2, 2) is white.
        let image = try draw(scale: 1, stretch: 100_000)
        #expect(rgba(image, 10, 10) == [255, 0, 0, 255])
        #expect(rgba(image, 2, 2) == [255, 255, 255, 255])
    }

    @Test(arguments: [(1, 1e300), (2, 60_000), (1, 1e6)] as [(CGFloat, CGFloat)])
    func aStretchBeyondTheLimitDrawsNothing(scale: CGFloat, stretch: CGFloat) throws {
        // scale × stretch > 100,000 device pixels per point: nothing is drawn.
        let image = try draw(scale: scale, stretch: stretch)
        var coloured = 0
        for y in 0..<image.height {
            for x in 0..<image.width where rgba(image, x, y) != [255, 255, 255, 255] { coloured += 1 }
        }
        #expect(coloured == 0)
    }
}
