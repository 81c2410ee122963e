import CairoRendering
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec
import Testing

/// Pixel tests that need no reference image: each asserts one drawing rule of docs/REFERENCE.md §9.
@Suite struct SemanticPixelTests {
    let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    @Test func theHigherZIndexOwnsTheOverlap() throws {
        // Red (z 1) is listed first, blue (z 0) second: draw order, not list order, decides.
        let image = try render(
            [
                (cell(0, CGRect(x: 10, y: 10, width: 50, height: 50), z: 1), fill(red)),
                (cell(1, CGRect(x: 30, y: 30, width: 50, height: 50), z: 0), fill(blue)),
            ],
            size: CGSize(width: 100, height: 100))
        #expect(image.isNear(45, 45, (255, 0, 0))) // the overlap
        #expect(image.isNear(70, 70, (0, 0, 255))) // blue alone
        #expect(image.isNear(15, 15, (255, 0, 0))) // red alone
    }

    @Test func halfAlphaBlendsWithTheBackground() throws {
        // Red at alpha 0.5 over white: G and B = 255 · (1 − 0.5) = 127.5, within 1/255.
        let single = try render(
            [(cell(0, CGRect(x: 0, y: 0, width: 40, height: 40), alpha: 0.5), fill(red))], size: CGSize(width: 40, height: 40))
        let (r, g, b) = single.rgb(20, 20)
        #expect(r == 255 && abs(Double(g) - 127.5) <= 1 && abs(Double(b) - 127.5) <= 1)
        // With a border too the element is a group: the same blend where only the fill is.
        var bordered = fill(red)
        bordered.borderWidth = 2
        bordered.borderColor = .black
        let group = try render(
            [(cell(0, CGRect(x: 0, y: 0, width: 40, height: 40), alpha: 0.5), bordered)], size: CGSize(width: 40, height: 40))
        let (r2, g2, b2) = group.rgb(20, 20)
        #expect(r2 == 255 && abs(Double(g2) - 127.5) <= 1 && abs(Double(b2) - 127.5) <= 1)
        // Group opacity: the border over the fill is 50 % black over white, not black over
        // 50 % red: (127.5, 127.5, 127.5).
        let (r3, g3, b3) = group.rgb(0, 20)
        #expect(abs(Double(r3) - 127.5) <= 1 && abs(Double(g3) - 127.5) <= 1 && abs(Double(b3) - 127.5) <= 1)
    }

    @Test func aQuarterTurnCoversExactlyTheTurnedRectangle() throws {
        // 40 × 20 centred at (50, 50), turned 90° about its centre: x 40…60, y 30…70.
        let turned = cell(0, CGRect(x: 30, y: 40, width: 40, height: 20), transform: Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1))
        let image = try render([(turned, fill(red))], size: CGSize(width: 100, height: 100))
        var covered = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let inside = x >= 40 && x < 60 && y >= 30 && y < 70
                if image.isNear(x, y, (255, 0, 0), tolerance: 1) { covered += 1 }
                #expect(
                    inside ? image.isNear(x, y, (255, 0, 0), tolerance: 1) : image.isNear(x, y, (255, 255, 255), tolerance: 1),
                    "pixel \(x), \(y)")
            }
        }
        #expect(covered == 20 * 40)
    }

    @Test func perspectiveCornersLandWhereTheHomographyPutsThem() throws {
        // A 100 × 100 cell centred at (100, 100), turned 40° about y with m34 = −1/400.
        let transform = Transform3D(perspectiveEyeDistance: 400).rotated(by: 40 * .pi / 180, x: 0, y: 1, z: 0)
        let element = cell(0, CGRect(x: 50, y: 50, width: 100, height: 100), transform: transform)
        let image = try render([(element, fill(red))], size: CGSize(width: 200, height: 200))
        let corners = element.transformedCorners.map { CGPoint(x: $0.x + 100, y: $0.y + 100) }
        // Half a pixel inside each corner (towards the quad's centre) is red; a pixel and a
        // half outside is white.
        let centre = CGPoint(x: corners.map(\.x).reduce(0, +) / 4, y: corners.map(\.y).reduce(0, +) / 4)
        for corner in corners {
            let dx = centre.x - corner.x, dy = centre.y - corner.y
            let length = (dx * dx + dy * dy).squareRoot()
            let inward = CGPoint(x: corner.x + dx / length * 2.5, y: corner.y + dy / length * 2.5)
            let outward = CGPoint(x: corner.x - dx / length * 1.5, y: corner.y - dy / length * 1.5)
            #expect(image.rgb(Int(inward.x), Int(inward.y)).1 < 60, "inside \(corner)")
            #expect(image.rgb(Int(outward.x), Int(outward.y)).1 > 195, "outside \(corner)")
        }
        // The red area's bounding box matches the projected quad's within half a pixel each side.
        var minX = 200, maxX = -1, minY = 200, maxY = -1
        for y in 0..<200 {
            for x in 0..<200 where image.rgb(x, y).1 < 128 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        let box = CGRect.boundingBox(of: corners)
        #expect(abs(CGFloat(minX) - box.minX) <= 0.5 + 0.5 && abs(CGFloat(maxX + 1) - box.maxX) <= 1)
        #expect(abs(CGFloat(minY) - box.minY) <= 1 && abs(CGFloat(maxY + 1) - box.maxY) <= 1)
    }

    @Test func hiddenAndTransparentElementsLeaveNoPixel() throws {
        let image = try render(
            [
                (cell(0, CGRect(x: 0, y: 0, width: 50, height: 50), hidden: true), fill(red)),
                (cell(1, CGRect(x: 50, y: 50, width: 50, height: 50), alpha: 0), fill(red)),
            ],
            size: CGSize(width: 100, height: 100))
        #expect(image.pixels.allSatisfy { $0 == 255 })
    }

    @Test func scalesMultiplyThePixelSize() throws {
        for scale in [1, 2, 3] as [CGFloat] {
            let image = try render(
                [(cell(0, CGRect(x: 10, y: 10, width: 20, height: 20)), fill(red))], size: CGSize(width: 50, height: 40), scale: scale)
            #expect(image.width == Int(50 * scale) && image.height == Int(40 * scale))
            #expect(image.isNear(Int(15 * scale), Int(15 * scale), (255, 0, 0)))
            #expect(image.isNear(Int(35 * scale), Int(15 * scale), (255, 255, 255)))
        }
    }

    @Test func textDrawsInsideItsCellOnlyAndRepeatsExactly() throws {
        var content = fill(.white)
        content.title = "Hello 日本語"
        content.label = .title
        content.textColor = .black
        let element = cell(0, CGRect(x: 20, y: 20, width: 160, height: 40))
        let first = try render([(element, content)], size: CGSize(width: 200, height: 80))
        let second = try render([(element, content)], size: CGSize(width: 200, height: 80))
        #expect(first == second)
        var dark = 0, cjk = 0
        for y in 0..<80 {
            for x in 0..<200 where first.rgb(x, y).0 < 128 {
                dark += 1
                #expect(x >= 20 && x < 180 && y >= 20 && y < 60, "ink outside the cell at \(x), \(y)")
                if x > 100 { cjk += 1 }
            }
        }
        #expect(dark > 100)
        #expect(cjk > 30, "the CJK glyphs (fallback font) drew nothing")
    }
}
