import CollectionRendering
import Testing
import UIKit

/// A guide that marks a bar's reach the way a pre-iOS 11 controller's `topLayoutGuide` did:
/// a `UILayoutGuide` subclass conforming to `UILayoutSupport` (constraint libraries such as
/// SnapKit accept any `UILayoutSupport`).
final class BarGuide: UILayoutGuide, UILayoutSupport {
    var length: CGFloat { layoutFrame.height }
}

/// What iOS code found outside the repository writes and UIKit accepts (Apple's "Implementing
/// Modern Collection Views" sample, SnapKit, open-source sample apps): each compiles here
/// and does what it does on iOS.
@Suite struct OutsideCodeCompatibilityTests {
    @Test func aLayoutSupportsAnchorsPlaceAView() {
        let (root, child) = rootWithChild()
        let guide = BarGuide()
        root.addLayoutGuide(guide)
        let support: any UILayoutSupport = guide
        NSLayoutConstraint.activate([
            support.topAnchor.constraint(equalTo: root.topAnchor),
            support.heightAnchor.constraint(equalToConstant: 64),
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            guide.widthAnchor.constraint(equalToConstant: 10),
            child.topAnchor.constraint(equalTo: support.bottomAnchor, constant: 8),
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(support.length == 64)
        #expect(child.frame == CGRect(x: 0, y: 72, width: 100, height: 20))
    }

    @Test func theFixedColoursHaveUIKitsDocumentedComponents() {
        // Apple's UIColor documentation: "a color object whose RGB values are …".
        let expected: [(UIColor, Color)] = [
            (.cyan, Color(red: 0, green: 1, blue: 1)), (.yellow, Color(red: 1, green: 1, blue: 0)),
            (.magenta, Color(red: 1, green: 0, blue: 1)), (.orange, Color(red: 1, green: 0.5, blue: 0)),
            (.purple, Color(red: 0.5, green: 0, blue: 0.5)), (.brown, Color(red: 0.6, green: 0.4, blue: 0.2)),
        ]
        for (color, components) in expected { #expect(color.color == components) }
    }

    @Test func hueSaturationAndBrightnessConvertAsTheHSVFormulaDoes() {
        func close(_ color: UIColor, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> Bool {
            let c = color.color
            return [c.red - red, c.green - green, c.blue - blue, c.alpha - alpha].allSatisfy { abs($0) < 1e-12 }
        }
        // By the textbook formula: C = V·S, X = C·(1 − |(H/60°) mod 2 − 1|), m = V − C.
        // 0°: red. 180°: cyan. 30°: C 1, X 0.5 → (1, 0.5, 0).
        #expect(close(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1), 1, 0, 0))
        #expect(close(UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1), 0, 1, 1))
        #expect(close(UIColor(hue: 1.0 / 12, saturation: 1, brightness: 1, alpha: 0.5), 1, 0.5, 0, 0.5))
        // 270°, S 0.5, V 0.8: C 0.4, X 0.4 · (1 − |4.5 mod 2 − 1|) = 0.2, m 0.4; between 240°
        // and 300° the channels are (X, 0, C) + m = (0.6, 0.4, 0.8).
        #expect(close(UIColor(hue: 0.75, saturation: 0.5, brightness: 0.8, alpha: 1), 0.6, 0.4, 0.8))
        // A hue past 1 goes round: 1.25 is 0.25, 90°: C 1, X 1 · (1 − |1.5 mod 2 − 1|) = 0.5;
        // between 60° and 120° the channels are (X, C, 0).
        #expect(close(UIColor(hue: 1.25, saturation: 1, brightness: 1, alpha: 1), 0.5, 1, 0))
        // No saturation: grey at the brightness.
        #expect(close(UIColor(hue: 0.3, saturation: 0, brightness: 0.25, alpha: 1), 0.25, 0.25, 0.25))
    }

    @Test func aLabelIsContentSizeCategoryAdjustingAndOffByDefault() {
        let label = UILabel()
        #expect(label.adjustsFontForContentSizeCategory == false)
        label.adjustsFontForContentSizeCategory = true
        let adjusting: any UIContentSizeCategoryAdjusting = label
        #expect(adjusting.adjustsFontForContentSizeCategory)
    }

    @Test func anAssetImageFromABundleIsANamedImageWithoutPixels() throws {
        let image = try #require(UIImage(named: "logo", in: .main, compatibleWith: nil))
        #expect(image.name == "logo" && image.size == .zero && !image.isSymbolImage)
        let configured = try #require(UIImage(named: "logo", in: nil, with: UIImage.SymbolConfiguration(pointSize: 30)))
        #expect(configured.name == "logo" && configured.size == .zero)
    }

    @Test func anImageLiteralIsTheAssetImageOfItsName() {
        // `#imageLiteral` in a typed context and unannotated (`_ImageLiteralType`), as
        // NotificationBanner's example writes them.
        let view = UIImageView(image: #imageLiteral(resourceName: "success"))
        let bare = #imageLiteral(resourceName: "danger")
        #expect(view.image?.name == "success" && view.image?.size == .zero)
        #expect(type(of: bare) == UIImage.self && bare.name == "danger")
        #expect(bare.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
    }

    @Test func aTextViewIsContentSizeCategoryAdjustingToo() {
        var adjusting: any UIContentSizeCategoryAdjusting = UITextView()
        #expect(!adjusting.adjustsFontForContentSizeCategory)
        adjusting.adjustsFontForContentSizeCategory = true
        #expect((adjusting as? UITextView)?.adjustsFontForContentSizeCategory == true)
    }
}
