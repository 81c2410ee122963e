import Foundation
import Testing
import UIKit

/// A cell that archives its own subviews by key, as cells written for iOS do to copy
/// themselves (`super.encode(with:)`, then its outlets).
/// (Top level: Foundation on Linux archives only top-level classes.)
final class CopyableCell: UICollectionViewCell {
    var front: UIView?
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        front = coder.decodeObject(forKey: "front") as? UIView
    }
    override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(front, forKey: "front")
    }
}

/// Views in an archive (`NSCoding`, docs/REFERENCE.md §22.13): `NSKeyedArchiver` writes a view tree
/// and `NSKeyedUnarchiver` makes an equal one — the classic way iOS code copies a view.
@MainActor @Suite struct ViewArchivingTests {
    private func copy<T: UIView>(_ view: T) throws -> T {
        let data = NSKeyedArchiver.archivedData(withRootObject: view)
        return try #require(NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data) as? T)
    }

    @Test func aViewTreeComesBackWithItsGeometrySettingsAndSubviewsInOrder() throws {
        let root = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 200))
        root.alpha = 0.5
        root.tag = 7
        root.clipsToBounds = true
        root.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        root.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let back = UIView(frame: CGRect(x: 5, y: 6, width: 70, height: 80)),
            label = UILabel(frame: CGRect(x: 0, y: 100, width: 120, height: 21))
        back.isHidden = true
        root.addSubview(back)
        root.addSubview(label)
        let copy = try copy(root)
        #expect(copy !== root)
        #expect(copy.frame == CGRect(x: 10, y: 20, width: 300, height: 200))
        #expect(copy.alpha == 0.5 && copy.tag == 7 && copy.clipsToBounds)
        #expect(copy.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
        #expect(copy.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(copy.subviews.count == 2)
        #expect(type(of: copy.subviews[0]) == UIView.self && copy.subviews[0].isHidden)
        #expect(copy.subviews[0].frame == CGRect(x: 5, y: 6, width: 70, height: 80))
        #expect(copy.subviews[1] is UILabel && copy.subviews[1].superview === copy)
    }

    @Test func aTransformedViewKeepsItsBoundsCentreAndTransform() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let copy = try copy(view)
        // Rotated a quarter turn about the centre (50, 25): the 100 × 50 bounds stand 50 wide, 100 tall.
        #expect(copy.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(copy.center == CGPoint(x: 50, y: 25))
        #expect(abs(copy.frame.width - 50) < 1e-9 && abs(copy.frame.height - 100) < 1e-9)
    }

    @Test func aSystemBackgroundStaysDynamicAndAFixedColourKeepsItsComponents() throws {
        let view = UIView(), swatch = UIView()
        view.backgroundColor = .systemBackground
        swatch.backgroundColor = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)
        view.addSubview(swatch)
        let copy = try copy(view)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        // systemBackground: white in light, black in dark.
        #expect(copy.backgroundColor?.resolvedColor(with: dark) == UIColor.systemBackground.resolvedColor(with: dark))
        #expect(
            copy.backgroundColor?.resolvedColor(with: dark)
                != copy.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(copy.subviews.first?.backgroundColor?.getRed(&r, green: &g, blue: &b, alpha: &a) == true)
        #expect((r, g, b, a) == (0.25, 0.5, 0.75, 0.5))
    }

    @Test func aLabelKeepsItsTextFontColourAndLines() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.text = "Archived"
        label.font = .boldSystemFont(ofSize: 22)
        label.textColor = .systemRed
        label.textAlignment = .center
        label.numberOfLines = 3
        label.lineBreakMode = .byWordWrapping
        let copy = try copy(label)
        #expect(copy.text == "Archived")
        #expect(copy.font.pointSize == 22 && copy.font.fontDescription.weight == 700)
        #expect(copy.textColor == .systemRed)
        #expect(copy.textAlignment == .center && copy.numberOfLines == 3 && copy.lineBreakMode == .byWordWrapping)
    }

    @Test func aTextStyleFontStillFollowsDynamicType() throws {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        let copy = try copy(label)
        #expect(copy.adjustsFontForContentSizeCategory && copy.font.pointSize == 17)
        let container = UIView()
        container.addSubview(copy)
        container.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        // Body is 17 pt at Large and 40 pt at AX3 (Apple's Dynamic Type table).
        #expect(copy.font.pointSize == 40)
    }

    @Test func aCellComesBackWithOneContentViewHoldingItsSubviewsAndItsOutletsPointIntoIt() throws {
        let cell = CopyableCell(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        cell.contentView.backgroundColor = .systemBlue
        let front = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 80))
        front.tag = 42
        cell.contentView.addSubview(front)
        cell.front = front
        let copy = try copy(cell)
        #expect(copy.subviews.count == 1)
        #expect(copy.subviews.first === copy.contentView)
        #expect(copy.contentView.backgroundColor == .systemBlue)
        #expect(copy.contentView.subviews.count == 1)
        #expect(copy.front === copy.contentView.subviews.first)
        #expect(copy.front?.tag == 42 && copy.front?.frame == CGRect(x: 10, y: 10, width: 300, height: 80))
    }

    @Test func anImageViewKeepsItsImagePixelsAndScale() throws {
        let image = UIGraphicsImageRenderer(
            size: CGSize(width: 4, height: 2),
            format: {
                let format = UIGraphicsImageRendererFormat()
                format.scale = 2
                return format
            }()
        ).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        let imageView = UIImageView(image: image)
        let copy = try copy(imageView)
        #expect(copy.image?.size == CGSize(width: 4, height: 2))
        #expect(copy.image?.scale == 2)
        #expect(copy.frame.size == CGSize(width: 4, height: 2))
    }

    @Test func aCollectionViewArchivesNoCells() throws {
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        let stray = UICollectionViewCell()
        collectionView.addSubview(stray)
        let data = NSKeyedArchiver.archivedData(withRootObject: collectionView)
        let copy = try #require(NSKeyedUnarchiver.unarchiveObject(with: data) as? UICollectionView)
        #expect(!copy.subviews.contains { $0 is UICollectionViewCell })
    }

    @Test func damagedValuesAreLeftAsTheViewWasMade() throws {
        let unarchiver = try handWrittenArchive { archiver in
            archiver.encode(Double.nan, forKey: "UIBounds.0")
            for index in 1..<4 { archiver.encode(10.0, forKey: "UIBounds.\(index)") }
            archiver.encode(Double.infinity, forKey: "UIAlpha")
            archiver.encode(99, forKey: "UIContentMode")
        }
        let view = try #require(UIView(coder: unarchiver))
        #expect(view.bounds == .zero)
        #expect(view.alpha == 1)
        #expect(view.contentMode == .scaleToFill)
    }

    @Test func anUnknownSystemColourNameDecodesNoColour() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode("systemNoSuchColour", forKey: "UISystemColorName")
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        #expect(UIColor(coder: unarchiver) == nil)
    }
}

/// Text shadows in an archive (`NSShadow` is `NSSecureCoding`, as on iOS).
@MainActor @Suite struct ShadowArchivingTests {
    private func copy(_ shadow: NSShadow) throws -> NSShadow {
        let data = try NSKeyedArchiver.archivedData(withRootObject: shadow, requiringSecureCoding: true)
        return try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: NSShadow.self, from: data))
    }

    @Test func aShadowComesBackWithItsOffsetBlurAndColour() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 2, height: -3)
        shadow.shadowBlurRadius = 4.5
        shadow.shadowColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let copy = try copy(shadow)
        #expect(copy == shadow)
        #expect(copy.shadowOffset == CGSize(width: 2, height: -3) && copy.shadowBlurRadius == 4.5)
        #expect(NSShadow.supportsSecureCoding)
    }

    @Test func noColourStaysNoColourAndTheDefaultsStay() throws {
        let none = NSShadow()
        none.shadowColor = nil
        #expect(try copy(none).shadowColor == nil)
        // Apple's defaults: offset 0, blur 0, black at a third of full opacity.
        let plain = try copy(NSShadow())
        #expect(plain.shadowOffset == .zero && plain.shadowBlurRadius == 0)
        #expect(plain.shadowColor as? UIColor == UIColor(white: 0, alpha: 1.0 / 3))
    }

    @Test(arguments: [false, true])
    func aDamagedShadowKeepsItsDefaults(secure: Bool) throws {
        // Offset and blur not finite, the colour a string: each value stays at its default.
        let coder = try handWrittenArchive { archive in
            archive.encode(Double.nan, forKey: "NSShadowOffset.0")
            archive.encode(1.0, forKey: "NSShadowOffset.1")
            archive.encode(Double.infinity, forKey: "NSShadowBlurRadius")
            archive.encode("red", forKey: "NSShadowColor")
        }
        coder.requiresSecureCoding = secure
        let shadow = try #require(NSShadow(coder: coder))
        #expect(shadow.shadowOffset == .zero && shadow.shadowBlurRadius == 0)
        #expect(shadow.shadowColor as? UIColor == UIColor(white: 0, alpha: 1.0 / 3))
    }
}
