import CollectionRendering
import PNGCodec
import Testing
import UIKit

/// `CATextLayer` as Apple documents it: the string drawn from the top of the bounds in the
/// layer's font at `fontSize` and its `foregroundColor` (36 points, opaque white by default),
/// aligned by `alignmentMode`, wrapped only when `isWrapped`, clipped to the bounds; an
/// attributed string keeps its runs' colours. Expected regions are worked from the layout
/// rules (where ink must and must not be), not from fonts' exact glyphs.
@Suite struct TextLayerRenderingTests {
    /// A `width` × `height` white root with `text` as its only sublayer, drawn at @1x.
    func image(_ text: CATextLayer, width: CGFloat = 200, height: CGFloat = 100) throws -> RGBAImage {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        root.addSublayer(text)
        return try OutputFormat.png.pixels(of: DisplayList(layer: root, scale: 1))
    }

    /// A black text layer of `string` at 20 points filling `frame`.
    func layer(_ string: Any, frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 100)) -> CATextLayer {
        let layer = CATextLayer()
        layer.frame = frame
        layer.string = string
        layer.fontSize = 20
        layer.foregroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        return layer
    }

    /// The pixels in `rect` that are not white: ink.
    func ink(_ image: RGBAImage, _ rect: CGRect, where test: (Int, Int, Int) -> Bool = { $0 + $1 + $2 < 600 }) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                if let p = image.pixel(x: x, y: y), test(Int(p.r), Int(p.g), Int(p.b)) { count += 1 }
            }
        }
        return count
    }

    @Test func theDefaultsAreCoreAnimations() {
        let layer = CATextLayer()
        #expect(layer.string == nil && layer.font == nil && layer.fontSize == 36 && !layer.isWrapped)
        #expect(layer.foregroundColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(layer.truncationMode == .none && layer.alignmentMode == .natural)
    }

    @Test func textIsDrawnFromTheTopAndAlignedByTheMode() throws {
        // "Hi" at 20 points is about 20 points wide and one 24-point line tall.
        let left = try image(layer("Hi"))
        #expect(ink(left, CGRect(x: 0, y: 0, width: 40, height: 30)) > 20, "at the top left")
        #expect(ink(left, CGRect(x: 0, y: 40, width: 200, height: 60)) == 0, "from the top, not centred")
        #expect(ink(left, CGRect(x: 60, y: 0, width: 140, height: 100)) == 0)
        let right = layer("Hi")
        right.alignmentMode = .right
        let rightImage = try image(right)
        #expect(ink(rightImage, CGRect(x: 160, y: 0, width: 40, height: 30)) > 20)
        #expect(ink(rightImage, CGRect(x: 0, y: 0, width: 140, height: 100)) == 0)
        let centre = layer("Hi")
        centre.alignmentMode = .center
        let centreImage = try image(centre)
        #expect(ink(centreImage, CGRect(x: 80, y: 0, width: 40, height: 30)) > 20)
        #expect(ink(centreImage, CGRect(x: 0, y: 0, width: 60, height: 100)) == 0)
        #expect(ink(centreImage, CGRect(x: 140, y: 0, width: 60, height: 100)) == 0)
    }

    @Test func onlyAWrappedLayerWrapsAndTheBoundsClip() throws {
        // Twelve words at 20 points are far wider than 100 points.
        let words = "wrap these words across many lines of the layer please now"
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let unwrapped = try image(layer(words, frame: frame))
        #expect(ink(unwrapped, CGRect(x: 0, y: 0, width: 100, height: 28)) > 50, "one line")
        #expect(ink(unwrapped, CGRect(x: 0, y: 30, width: 200, height: 70)) == 0, "no second line")
        #expect(ink(unwrapped, CGRect(x: 100, y: 0, width: 100, height: 100)) == 0, "clipped at the bounds")
        let wrapping = layer(words, frame: frame)
        wrapping.isWrapped = true
        let wrapped = try image(wrapping)
        #expect(ink(wrapped, CGRect(x: 0, y: 30, width: 100, height: 70)) > 50, "more lines below")
        #expect(ink(wrapped, CGRect(x: 100, y: 0, width: 100, height: 100)) == 0)
    }

    @Test func theForegroundColourAndAttributedRunsColourTheText() throws {
        let plain = layer("Hi")
        plain.foregroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let blue = try image(plain)
        #expect(ink(blue, CGRect(x: 0, y: 0, width: 60, height: 30)) { r, g, b in b > 200 && r < 80 && g < 80 } > 10)
        // An attributed string keeps its runs' attributes; the layer's blue and 20 points are
        // for plain strings only: the rest is Core Text's default, Helvetica 12 in black.
        let attributed = NSMutableAttributedString(string: "Hi ")
        attributed.append(NSAttributedString(string: "there", attributes: [.foregroundColor: UIColor.red]))
        let styled = layer(attributed)
        styled.foregroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let runs = try image(styled)
        #expect(ink(runs, CGRect(x: 0, y: 0, width: 200, height: 30)) { r, g, b in r > 200 && g < 80 && b < 80 } > 10, "the red run")
        #expect(ink(runs, CGRect(x: 0, y: 0, width: 20, height: 30)) { r, g, b in r + g + b < 150 } > 5, "the rest in black")
        #expect(ink(runs, CGRect(x: 0, y: 0, width: 200, height: 100)) { r, g, b in b > 200 && r < 80 && g < 80 } == 0, "not in blue")
        #expect(ink(runs, CGRect(x: 0, y: 17, width: 200, height: 83)) == 0, "one 12-point line, about 15 points tall")
    }

    @Test func theLayersSizeWinsOverTheFontsOwn() throws {
        // A 60-point font at fontSize 20: one line of about 24 points, not 70.
        let big = layer("Hg")
        big.font = UIFont.systemFont(ofSize: 60)
        let image = try image(big)
        #expect(ink(image, CGRect(x: 0, y: 0, width: 60, height: 30)) > 20)
        #expect(ink(image, CGRect(x: 0, y: 32, width: 200, height: 68)) == 0)
    }

    @Test func fontsAreTakenFromAUIFontACGFontOrAName() throws {
        // A UIFont's weight: bold strokes put down more ink than regular ones.
        let regular = layer("Heavy"), bold = layer("Heavy")
        regular.font = UIFont.systemFont(ofSize: 20)
        bold.font = UIFont.boldSystemFont(ofSize: 20)
        let area = CGRect(x: 0, y: 0, width: 200, height: 40)
        #expect(try ink(image(bold), area) > ink(image(regular), area) + 20)
        // By name: "iiii" in DejaVu Sans Mono advances 0.602 em a letter (48 points at 20),
        // in DejaVu Serif 0.32 em (26 points): only the monospaced one reaches x = 35…60.
        let mono = layer("iiii"), serif = layer("iiii")
        mono.font = "DejaVu Sans Mono" as AnyObject
        serif.font = CGFont("DejaVu Serif" as CFString)
        let late = CGRect(x: 35, y: 0, width: 25, height: 40)
        #expect(try ink(image(mono), late) > 5)
        #expect(try ink(image(serif), late) == 0)
        #expect(CGFont("" as CFString) == nil)
    }

    @Test func fontSizeAndForegroundColourAnimate() throws {
        try onFreshClock { clock in
            let text = layer("Hi")
            let grow = CABasicAnimation(keyPath: "fontSize")
            grow.fromValue = 10
            grow.toValue = 30
            grow.duration = 1
            grow.timingFunction = CAMediaTimingFunction(name: .linear)
            text.add(grow, forKey: "grow")
            clock.advance(to: 0.5)
            let shown = try #require(text.presentation())
            #expect(near(shown.fontSize, 20), "half way")
            #expect(text.fontSize == 20, "the model keeps its value")
            #expect(text.value(forKey: "foregroundColor") != nil)
        }
    }

    @Test func emptyOrOddStringsDrawNothing() throws {
        for string: Any in ["", NSAttributedString(string: ""), 42] {
            #expect(try ink(image(layer(string)), CGRect(x: 0, y: 0, width: 200, height: 100)) == 0)
        }
    }
}
