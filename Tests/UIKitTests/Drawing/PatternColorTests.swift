import CollectionRendering
import Foundation
import PNGCodec
import Testing
import UIKit

/// Pattern colours (`UIColor(patternImage:)`, docs/REFERENCE.md §26.12): the image tiles at its
/// own size from the origin of the space it is drawn in, as Apple's documentation of
/// `init(patternImage:)` states ("the phase of the returned color is 0, which causes the
/// top-left corner of the image to be aligned with the drawing origin"). The tile is 2 × 2
/// pixels — red, green on the first row; blue, white on the second — so every expected pixel
/// is the tile's pixel at (x mod 2, y mod 2) of the drawing space, worked by hand.
@MainActor @Suite struct PatternColorTests {
    let red = (255, 0, 0), green = (0, 255, 0), blue = (0, 0, 255), white = (255, 255, 255)

    /// The 2 × 2-pixel tile at `scale` (so 2 / scale points across).
    func tile(scale: CGFloat = 1) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let side = 2 / scale
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
            let half = side / 2
            for (color, x, y) in [(UIColor.red, 0.0, 0.0), (.green, 1, 0), (.blue, 0, 1), (.white, 1, 1)] {
                color.setFill()
                context.fill(CGRect(x: CGFloat(x) * half, y: CGFloat(y) * half, width: half, height: half))
            }
        }
    }

    /// The tile's colour at pixel (x, y) of a space whose origin is the pattern's.
    func expected(_ x: Int, _ y: Int) -> (Int, Int, Int) {
        [[red, green], [blue, white]][y % 2][x % 2]
    }

    @Test func aViewsBackgroundTilesFromItsTopLeftCorner() throws {
        let page = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 10))
        page.backgroundColor = .black
        // An odd origin: the tiles follow the view, not the page.
        let view = UIView(frame: CGRect(x: 3, y: 1, width: 6, height: 5))
        view.backgroundColor = UIColor(patternImage: tile())
        page.addSubview(view)
        let image = try OutputFormat.png.pixels(of: DisplayList(view: page, scale: 1, background: Color(red: 0, green: 0, blue: 0)))
        for y in 0..<5 {
            for x in 0..<6 { expectPixel(image, 3 + x, 1 + y, expected(x, y), tolerance: 0, "view pixel (\(x), \(y))") }
        }
        expectPixel(image, 2, 1, (0, 0, 0), tolerance: 0, "left of the view")
        expectPixel(image, 9, 1, (0, 0, 0), tolerance: 0, "right of the view")
    }

    @Test func aContextFillIsAnchoredToTheContextNotTheTransform() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let pattern = UIColor(patternImage: tile())
        let image = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 4), format: format).image { context in
            context.cgContext.translateBy(x: 1, y: 1)
            pattern.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        let pixels = try #require(image.cgImage?.bitmap)
        func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int)? {
            pixels.pixel(x: x, y: y).map { (Int($0.red), Int($0.green), Int($0.blue)) }
        }
        // The filled rectangle covers device pixels x 1…4, y 1…2; the tile stays at the origin.
        for y in 1...2 {
            for x in 1...4 { #expect(rgb(x, y)! == expected(x, y), "device pixel (\(x), \(y))") }
        }
        #expect(pixels.pixel(x: 0, y: 0)?.alpha == 0 && pixels.pixel(x: 5, y: 1)?.alpha == 0)
    }

    @Test func aRetinaTileMeasuresItsPointsAndDrawsItsPixels() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let pattern = UIColor(patternImage: tile(scale: 2))
        // The tile is 1 × 1 point; drawn at scale 2, each device pixel is one tile pixel.
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
            pattern.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let pixels = try #require(image.cgImage?.bitmap)
        for y in 0..<4 {
            for x in 0..<4 {
                let p = try #require(pixels.pixel(x: x, y: y))
                #expect((Int(p.red), Int(p.green), Int(p.blue)) == expected(x, y), "device pixel (\(x), \(y))")
            }
        }
    }

    @Test func aPatternColourHasNoComponentsAndCompareByItsImage() {
        let image = tile()
        let pattern = UIColor(patternImage: image)
        var red: CGFloat = -1
        #expect(!pattern.getRed(&red, green: nil, blue: nil, alpha: nil) && red == -1, "not in a compatible space")
        #expect(!pattern.getHue(nil, saturation: nil, brightness: nil, alpha: nil))
        #expect(pattern.cgColor.colorSpace?.model == .pattern && pattern.cgColor.numberOfComponents == 1)
        #expect(pattern.description.hasPrefix("<UIDynamicPatternColor: 0x") && pattern.description.contains("; image = "))
        #expect(pattern == UIColor(patternImage: image) && pattern != UIColor(patternImage: tile()), "equal by image")
        #expect(UIColor(cgColor: pattern.cgColor).cgColor == pattern.cgColor, "a pattern CGColor stays a pattern")
    }

    @Test func alphaFadesTheTilesAndTextTakesTheirMeanColour() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        view.backgroundColor = UIColor(patternImage: tile()).withAlphaComponent(0.5)
        let image = try OutputFormat.png.pixels(of: DisplayList(view: view, scale: 1, background: Color(red: 0, green: 0, blue: 0)))
        // Half of each tile pixel over black: 255 × 0.5 = 127.5.
        expectPixel(image, 0, 0, (128, 0, 0), tolerance: 1, "red at half alpha")
        expectPixel(image, 1, 1, (128, 128, 128), tolerance: 1, "white at half alpha")
        // The mean of red, green, blue and white: (510, 510, 510) / 4 = 127.5 each.
        let mean = UIColor(patternImage: tile()).color
        #expect(abs(mean.red - 0.5) < 1e-9 && abs(mean.green - 0.5) < 1e-9 && abs(mean.blue - 0.5) < 1e-9 && mean.alpha == 1)
    }

    @Test func anImageWithoutPixelsDrawsNothing() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = UIColor(patternImage: UIImage(systemName: "star")!)
        let image = try OutputFormat.png.pixels(of: DisplayList(view: view, scale: 1, background: Color(red: 0, green: 0, blue: 1)))
        expectPixel(image, 1, 1, (0, 0, 255), tolerance: 0, "the page shows through")
    }
}
