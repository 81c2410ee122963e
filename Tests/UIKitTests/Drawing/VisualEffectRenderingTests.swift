import CollectionRendering
import Foundation
import PNGCodec
import Testing
import UIKit

/// Blur effects as docs/REFERENCE.md §22.8 models them: what lies beneath, blurred by a
/// Gaussian of σ = the style's blur radius, its saturation changed (c' = Y + s(c − Y), Y the
/// Rec. 709 luma), then the style's tint over it. Values worked by hand below.
@Suite struct VisualEffectRenderingTests {
    /// The normal distribution function, Φ(x) = P(Z ≤ x).
    static func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }

    /// PNG is Cairo's blur; PDF embeds the blurred image at 1 pixel per point; SVG is
    /// librsvg's `feGaussianBlur` and `feColorMatrix`.
    static func tolerance(_ format: OutputFormat) -> Int { format == .png ? 4 : 8 }

    /// A 400 × 240 picture, black left of x = 200 and white right of it, under a light blur
    /// (σ = 30, white at 0.3) over (100, 40, 200, 160).
    func edgeUnderLightBlur() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 240))
        root.backgroundColor = .white
        let black = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 240))
        black.backgroundColor = .black
        root.addSubview(black)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        blur.frame = CGRect(x: 100, y: 40, width: 200, height: 160)
        root.addSubview(blur)
        return root
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func aLightBlurSpreadsAnEdgeAsAGaussianOfSigma30UnderWhiteAt03(_ format: OutputFormat, _ scale: CGFloat) throws {
        let image = try format.pixels(of: DisplayList(view: edgeUnderLightBlur(), scale: scale))
        // Row y = 120: 4σ from the picture's top and bottom, so only the edge at x = 200 blurs.
        let row = Int(120 * scale)
        for x: CGFloat in [110, 150, 170, 185, 199, 200, 215, 230, 250, 290] {
            let px = Int(x * scale)
            // The white share at the pixel's centre is Φ(d / 30), d its distance right of the
            // edge; grey keeps its saturation; white at 0.3 over it gives 0.7 v + 76.5.
            let d = (Double(px) + 0.5) / Double(scale) - 200
            let value = Int((0.7 * 255 * Self.phi(d / 30) + 0.3 * 255).rounded())
            expectPixel(image, px, row, (value, value, value), tolerance: Self.tolerance(format), "\(format) @\(scale)x x = \(x)")
        }
        // Outside the effect the picture is untouched.
        expectPixel(image, Int(50 * scale), row, (0, 0, 0), tolerance: 0, "\(format) left of the effect")
        expectPixel(image, Int(350 * scale), row, (255, 255, 255), tolerance: 0, "\(format) right of the effect")
    }

    /// The colour (0.6, 0.4, 0.2) everywhere under a dark blur (σ = 20, saturation 1.8,
    /// white 0.11 at 0.73): the blur keeps a uniform colour; Y = 0.2126 · 0.6 + 0.7152 · 0.4 +
    /// 0.0722 · 0.2 = 0.42808; c' = Y + 1.8 (c − Y) = (0.737536, 0.377536, 0.017536); over it
    /// 0.11 at 0.73: 0.27 c' + 0.0803 = (0.27943, 0.18223, 0.08504) → (71, 46, 22) — where
    /// without the saturation it would be (62, 48, 34).
    @Test(arguments: ViewTreeRenderingTests.cases)
    func aDarkBlurSaturatesBy18AndTintsWithGrey011At073(_ format: OutputFormat, _ scale: CGFloat) throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.backgroundColor = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        blur.frame = root.bounds
        root.addSubview(blur)
        let image = try format.pixels(of: DisplayList(view: root, scale: scale))
        // The centre is 7.5σ from every edge of the picture.
        expectPixel(image, Int(150 * scale), Int(150 * scale), (71, 46, 22), tolerance: 3, "\(format) @\(scale)x")
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func theEffectTakesTheRoundedShapeAndTheContentViewDrawsOverIt(_ format: OutputFormat, _ scale: CGFloat) throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.backgroundColor = .black
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        blur.frame = CGRect(x: 50, y: 50, width: 200, height: 200)
        blur.layer.cornerRadius = 40
        let badge = UIView(frame: CGRect(x: 80, y: 80, width: 40, height: 40))
        badge.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        blur.contentView.addSubview(badge)
        root.addSubview(blur)
        let image = try format.pixels(of: DisplayList(view: root, scale: scale))
        let at = { (x: CGFloat, y: CGFloat) in (Int(x * scale), Int(y * scale)) }
        // The corner at (52, 52) is outside the radius-40 corner: no effect, black.
        let corner = at(52, 52)
        expectPixel(image, corner.0, corner.1, (0, 0, 0), tolerance: 2, "\(format) @\(scale)x corner")
        // Black blurred is black; white at 0.3 over it: 76.5.
        let inside = at(150, 70)
        expectPixel(image, inside.0, inside.1, (77, 77, 77), tolerance: Self.tolerance(format), "\(format) @\(scale)x inside")
        let green = at(150, 150)
        expectPixel(image, green.0, green.1, (0, 255, 0), tolerance: 0, "\(format) @\(scale)x content view")
    }

    @Test func vibrancyDrawsNothingOfItsOwn() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .secondaryLabel))
        vibrancy.frame = root.bounds
        root.addSubview(vibrancy)
        let image = try OutputFormat.png.pixels(of: DisplayList(view: root, scale: 1))
        expectPixel(image, 50, 50, (255, 0, 0), tolerance: 0)
        #expect((vibrancy.effect as? UIVibrancyEffect)?.style == .secondaryLabel)
    }

    @Test func theContentViewIsASubviewThatFollowsTheSize() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        #expect(view.subviews.count == 1 && view.subviews.first === view.contentView)
        view.frame = CGRect(x: 10, y: 20, width: 120, height: 80)
        #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
        view.effect = nil
        #expect(view.effect == nil)
        #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20 && UIBlurEffect.Style.regular.rawValue == 4)
    }

    @Test func aBlurOnlySeesWhatIsDrawnBeforeIt() throws {
        // A red square drawn after the effect, half over it, stays sharp and untinted.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.backgroundColor = .black
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        blur.frame = root.bounds
        root.addSubview(blur)
        let red = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSubview(red)
        let image = try OutputFormat.png.pixels(of: DisplayList(view: root, scale: 1))
        expectPixel(image, 101, 150, (255, 0, 0), tolerance: 0)
        expectPixel(image, 95, 150, (77, 77, 77), tolerance: 2)
    }
}
