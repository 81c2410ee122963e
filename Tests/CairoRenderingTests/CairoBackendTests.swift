import CairoRendering
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec
import Testing

/// The backend's primitives drawn directly (no display list), checked on decoded pixels.
/// Expected pixels are worked from the geometry by hand; colours are exact where an edge
/// falls on a pixel boundary and within a stated tolerance where Cairo anti-aliases.
@Suite struct CairoBackendTests: CairoBackendDrawing {

    // MARK: Shapes

    @Test(arguments: [1, 2] as [CGFloat])
    func aFilledRectCoversExactlyItsPixels(scale: CGFloat) throws {
        // (10, 5, 20, 15) points → pixels x ∈ [10s, 30s), y ∈ [5s, 20s): exactly red; all others white.
        let image = try draw(CGSize(width: 40, height: 30), scale: scale) {
            $0.fill(.rect(CGRect(x: 10, y: 5, width: 20, height: 15)), with: red)
        }
        #expect(image.width == Int(40 * scale) && image.height == Int(30 * scale))
        var wrong = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let inside = CGFloat(x) >= 10 * scale && CGFloat(x) < 30 * scale && CGFloat(y) >= 5 * scale && CGFloat(y) < 20 * scale
                let p = image[x, y]
                if inside ? (p != (255, 0, 0, 255)) : (p != (255, 255, 255, 255)) { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    @Test func roundedCornersLeaveTheBackgroundAndTheRadiusIsClamped() throws {
        // 40 × 20 with radius 100: clamped to 10 (half the shorter side), a stadium. The
        // corner pixel (0, 0) has its centre 13.4 from the arc's centre (10, 10): background.
        // (20, 0) is on the straight top edge: red. (2, 10) is 7.5 inside the left arc: red.
        let image = try draw(CGSize(width: 40, height: 20)) {
            $0.fill(.roundedRect(CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 100), with: red)
        }
        for corner in [(0, 0), (39, 0), (0, 19), (39, 19), (1, 1), (38, 18)] {
            #expect(image[corner.0, corner.1] == (255, 255, 255, 255), "corner \(corner)")
        }
        for inside in [(20, 0), (20, 19), (2, 10), (37, 10), (20, 10)] {
            #expect(image[inside.0, inside.1] == (255, 0, 0, 255), "inside \(inside)")
        }
    }

    @Test func ellipsePolygonStrokeAndClip() throws {
        let image = try draw(CGSize(width: 100, height: 40)) { backend in
            // An ellipse in (0, 0, 40, 20): its centre is red, its bounding box's corner is not.
            backend.fill(.ellipse(CGRect(x: 0, y: 0, width: 40, height: 20)), with: red)
            // A right triangle (50, 0) (70, 0) (50, 20): below the hypotenuse x + y = 70 only.
            backend.fill(.polygon([CGPoint(x: 50, y: 0), CGPoint(x: 70, y: 0), CGPoint(x: 50, y: 20)]), with: red)
            // A 2-wide stroke of (80, 10, 10, 10) covers [79, 81) × [9, 21) etc.; the inside stays white.
            backend.stroke(.rect(CGRect(x: 80, y: 10, width: 10, height: 10)), with: .black, lineWidth: 2)
            // Clipped to (0, 25, 10, 10): a fill of (0, 25, 100, 15) shows only there.
            backend.withSavedState {
                backend.clip(to: .rect(CGRect(x: 0, y: 25, width: 10, height: 10)))
                backend.fill(.rect(CGRect(x: 0, y: 25, width: 100, height: 15)), with: red)
            }
            // The clip was restored: this lands.
            backend.fill(.rect(CGRect(x: 90, y: 35, width: 5, height: 5)), with: red)
        }
        #expect(image[20, 10] == (255, 0, 0, 255))
        #expect(image[0, 0] == (255, 255, 255, 255))
        #expect(image[52, 2] == (255, 0, 0, 255))
        #expect(image[68, 18] == (255, 255, 255, 255))
        #expect(image[79, 15] == (0, 0, 0, 255) && image[80, 15] == (0, 0, 0, 255))
        #expect(image[85, 15] == (255, 255, 255, 255) && image[82, 15] == (255, 255, 255, 255))
        #expect(image[5, 30] == (255, 0, 0, 255) && image[11, 30] == (255, 255, 255, 255))
        #expect(image[50, 37] == (255, 255, 255, 255))
        #expect(image[92, 37] == (255, 0, 0, 255))
    }

    // MARK: Transforms, groups, projection

    @Test func aQuarterTurnAboutTheCentreCoversTheTurnedPixels() throws {
        // (10, 20, 20, 10) turned 90° about its centre (20, 25) covers (15, 15, 10, 20).
        let image = try draw(CGSize(width: 40, height: 40)) { backend in
            backend.concatenate(Transform2D(translationX: 20, y: 25))
            backend.concatenate(Transform2D(rotationAngle: .pi / 2))
            backend.concatenate(Transform2D(translationX: -20, y: -25))
            backend.fill(.rect(CGRect(x: 10, y: 20, width: 20, height: 10)), with: red)
        }
        var wrong: [(Int, Int)] = []
        for y in 0..<40 {
            for x in 0..<40 {
                let inside = x >= 15 && x < 25 && y >= 15 && y < 35
                let g = Int(image[x, y].1)
                if inside ? g > 1 : g < 254 { wrong.append((x, y)) }
            }
        }
        #expect(wrong.isEmpty, "pixels off: \(wrong.prefix(10))")
    }

    @Test func aZeroScaleDrawsNothingAndLeavesTheContextUsable() throws {
        // UIKit: a view scaled to 0 (the start of a grow-in animation) is invisible. Cairo
        // would reject the singular matrix for the rest of the frame.
        let image = try draw(CGSize(width: 20, height: 20)) { backend in
            backend.withSavedState {
                backend.concatenate(Transform2D(translationX: 10, y: 10))
                backend.concatenate(Transform2D(scaleX: 0, y: 0))
                backend.fill(.rect(CGRect(x: -10, y: -10, width: 20, height: 20)), with: red)
            }
            backend.fill(.rect(CGRect(x: 0, y: 0, width: 5, height: 5)), with: red)
        }
        #expect(image[10, 10] == (255, 255, 255, 255))
        #expect(image[2, 2] == (255, 0, 0, 255))
    }

    @Test func aCellScaledToZeroIsInvisibleInAFrame() throws {
        // The first frame of a "grow in" insert: cell 0 at scale 0 (affine) and cell 1 at
        // scale 0 in 3D with perspective; both invisible, the rest of the frame drawn.
        let perspective = Transform3D(perspectiveEyeDistance: 400).scaledBy(x: 0, y: 0)
        let image = try render(
            [
                (cell(0, CGRect(x: 0, y: 0, width: 20, height: 20), transform: Transform3D(scaleX: 0, y: 0)), fill(red)),
                (cell(1, CGRect(x: 20, y: 0, width: 20, height: 20), transform: perspective), fill(red)),
                (cell(2, CGRect(x: 40, y: 0, width: 20, height: 20)), fill(red)),
            ], size: CGSize(width: 60, height: 20))
        #expect(image.rgb(10, 10) == (255, 255, 255) && image.rgb(30, 10) == (255, 255, 255))
        #expect(image.rgb(50, 10) == (255, 0, 0))
    }

    @Test func groupOpacityAppliesToTheCompositeNotToEachPrimitive() throws {
        // Two overlapping red squares in one group at 0.5 over white: every covered pixel,
        // overlap included, is 0.5·red + 0.5·white = (255, 127.5, 127.5). Per-primitive
        // alpha would make the overlap (255, 63.75, 63.75).
        let image = try draw(CGSize(width: 40, height: 20)) { backend in
            backend.withGroupOpacity(0.5, bounds: CGRect(x: 0, y: 0, width: 40, height: 20)) {
                backend.fill(.rect(CGRect(x: 0, y: 0, width: 25, height: 20)), with: red)
                backend.fill(.rect(CGRect(x: 15, y: 0, width: 25, height: 20)), with: red)
            }
        }
        for x in [5, 20, 35] {
            let p = image[x, 10]
            #expect(p.0 == 255 && abs(Int(p.1) - 128) <= 1 && abs(Int(p.2) - 128) <= 1, "at \(x): \(p)")
        }
    }

    @Test func groupOpacityKeepsTheStateBalanced() throws {
        // The group's clip to its bounds ends with the group: a later fill outside lands.
        let image = try draw(CGSize(width: 40, height: 20)) { backend in
            backend.withGroupOpacity(0.5, bounds: CGRect(x: 0, y: 0, width: 10, height: 10)) {
                backend.fill(.rect(CGRect(x: 0, y: 0, width: 40, height: 20)), with: red)
            }
            backend.fill(.rect(CGRect(x: 30, y: 10, width: 10, height: 10)), with: red)
        }
        #expect(abs(Int(image[5, 5].1) - 128) <= 1)
        #expect(image[20, 15] == (255, 255, 255, 255), "the group was not clipped to its bounds")
        #expect(image[35, 15] == (255, 0, 0, 255))
    }

    @Test func projectedEdgesLandWithinHalfAPixel() throws {
        // Homography (row vectors): x' = (0.8x + 20)/w, y' = (y + 20)/w, w = 1 + 0.001x.
        // The content (0, 0, 100, 80) maps to the corners (20, 20), (90.909, 18.182),
        // (90.909, 90.909), (20, 100); at scale 2 in device pixels: left edge x = 40,
        // right edge x = 181.818; the top edge at plane x is y = 40/(1 + 0.001x), the
        // bottom y = 200/(1 + 0.001x), with plane x = (x' − 20)/(0.8 − 0.001x').
        let h = Homography(m11: 0.8, m12: 0, m13: 0.001, m21: 0, m22: 1, m23: 0, m31: 20, m32: 20, m33: 1)
        let image = try draw(CGSize(width: 120, height: 120), scale: 2) { backend in
            backend.withProjection(h, contentBounds: CGRect(x: 0, y: 0, width: 100, height: 80)) {
                backend.fill(.rect(CGRect(x: 0, y: 0, width: 100, height: 80)), with: red)
            }
        }
        // Coverage of a pixel: 1 − green/255. Summing across an edge gives its position.
        func coverage(_ x: Int, _ y: Int) -> Double { 1 - Double(image[x, y].1) / 255 }
        for row in [46, 100, 170] {
            let left = 50 - (30..<50).reduce(0) { $0 + coverage($1, row) }
            let right = 170 + (170..<195).reduce(0) { $0 + coverage($1, row) }
            #expect(abs(left - 40) <= 0.5, "left edge at row \(row): \(left)")
            #expect(abs(right - 181.818) <= 0.5, "right edge at row \(row): \(right)")
        }
        for column in [42, 110, 178] {
            let xUser = (Double(column) + 0.5) / 2
            let xPlane = (xUser - 20) / (0.8 - 0.001 * xUser)
            let expectedTop = 40 / (1 + 0.001 * xPlane), expectedBottom = 200 / (1 + 0.001 * xPlane)
            let top = 50 - (25..<50).reduce(0) { $0 + coverage(column, $1) }
            let bottom = 170 + (170..<210).reduce(0) { $0 + coverage(column, $1) }
            #expect(abs(top - expectedTop) <= 0.5, "top edge at column \(column): \(top) vs \(expectedTop)")
            #expect(abs(bottom - expectedBottom) <= 0.5, "bottom edge at column \(column): \(bottom) vs \(expectedBottom)")
        }
        // Nothing outside the quad's box.
        #expect(image[30, 30] == (255, 255, 255, 255) && image[200, 200] == (255, 255, 255, 255))
    }

    // MARK: Shadows and images

    @Test func aShadowIsBlurredAndOffset() throws {
        // A black shadow of (20, 20, 40, 40) offset (0, 10), radius 2 (σ = 2 pt).
        let square = CGRect(x: 20, y: 20, width: 40, height: 40)
        let image = try draw(CGSize(width: 80, height: 90)) { backend in
            try backend.drawShadow(
                Shadow(color: .black, opacity: 1, offset: CGSize(width: 0, height: 10), radius: 2),
                of: [.fill(.rect(square), .color(.black))], bounds: square)
        }
        #expect(image[40, 45].1 < 5, "the middle of the offset shape is dark")
        #expect(image[40, 5] == (255, 255, 255, 255) && image[40, 85] == (255, 255, 255, 255), "far away stays clear")
        // On the offset shape's bottom edge (y = 70) the blur gives about half coverage.
        let edge = Int(image[40, 70].1)
        #expect(edge > 80 && edge < 180, "edge value \(edge)")
        #expect(Int(image[40, 68].1) < edge && Int(image[40, 72].1) > edge, "a gradient across the edge")
    }

    /// A 2 × 1 PNG: red then blue.
    private func twoPixelPNG() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("two-\(UUID().uuidString).png").path
        let image = try RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255])
        try Data(PNGEncoder().encode(image)).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func imagesFollowTheirContentMode() throws {
        let path = try twoPixelPNG()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let source = ImageSource(path: path)
        let modes: [(ContentMode, CGRect)] = [
            (.scaleToFill, CGRect(x: 0, y: 0, width: 40, height: 40)),
            (.scaleAspectFit, CGRect(x: 50, y: 0, width: 40, height: 40)),
            (.scaleAspectFill, CGRect(x: 100, y: 0, width: 40, height: 40)),
            (.center, CGRect(x: 150, y: 0, width: 40, height: 40)),
        ]
        let image = try draw(CGSize(width: 200, height: 50)) { backend in
            for (mode, rect) in modes { try backend.drawImage(source, in: rect, contentMode: mode) }
        }
        func isRed(_ x: Int, _ y: Int) -> Bool { let p = image[x, y]; return p.0 > 240 && p.2 < 15 }
        func isBlue(_ x: Int, _ y: Int) -> Bool { let p = image[x, y]; return p.2 > 240 && p.0 < 15 }
        func isWhite(_ x: Int, _ y: Int) -> Bool { image[x, y] == (255, 255, 255, 255) }
        // Fill: stretched to 40 × 40, red left half, blue right half, all rows.
        #expect(isRed(3, 2) && isRed(3, 38) && isBlue(37, 2) && isBlue(37, 38))
        // Fit: 40 × 20 at y 10…30; above and below is background.
        #expect(isWhite(55, 5) && isWhite(55, 34) && isRed(53, 20) && isBlue(87, 20))
        // Fill (aspect): 80 × 40 centred at x 80…160, clipped to 100…140: x 100…120 is the red pixel's
        // right half, x 120…140 the blue pixel's left half; nothing outside the rect.
        #expect(isRed(100, 20) && isBlue(139, 20) && isWhite(145, 20) && isWhite(98, 20))
        // Centre: unscaled, 2 × 1 at (169, 19.5); far from it stays white.
        #expect(isWhite(152, 2) && isWhite(188, 38))
        var coloured = 0
        for y in 0..<50 { for x in 150..<190 where !isWhite(x, y) { coloured += 1 } }
        #expect(coloured > 0 && coloured <= 6)
    }

    @Test func aMissingImageThrowsNamingThePath() throws {
        #expect {
            _ = try draw(CGSize(width: 10, height: 10)) { backend in
                try backend.drawImage(
                    ImageSource(path: "/nowhere/cat.png"), in: CGRect(x: 0, y: 0, width: 10, height: 10), contentMode: .center)
            }
        } throws: { error in
            (error as? RenderError) == .image(path: "/nowhere/cat.png", reason: "no such file")
        }
    }
}
