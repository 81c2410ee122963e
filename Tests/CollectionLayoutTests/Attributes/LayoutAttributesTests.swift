import Foundation
import Testing

@testable import CollectionLayout

@Suite struct LayoutAttributesTests {
    @Test func defaultsAreUIKits() {
        let a = LayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
        #expect(a.alpha == 1 && a.zIndex == 0 && !a.isHidden && a.transform3D.isIdentity)
        #expect(a.frame == .zero && a.representedElementKind == nil)
        #expect(a.indexPath.item == 3 && a.indexPath.section == 1)
    }

    @Test func settingTheFrameSetsCenterAndSize() {
        var a = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(a.center == CGPoint(x: 60, y: 45))
        #expect(a.size == CGSize(width: 100, height: 50))
        #expect(a.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func frameWithATransformIsTheBoundingBoxAboutTheCenter() {
        var a = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.frame = CGRect(x: 50, y: 75, width: 100, height: 50) // center (100, 100)
        a.transform = Transform2D(rotationAngle: .pi / 2)
        // Turned 90° about (100, 100): 50 wide, 100 tall, same center.
        #expect(close(a.frame, CGRect(x: 75, y: 50, width: 50, height: 100)))
        #expect(a.center == CGPoint(x: 100, y: 100))
        // 45° of a 100 × 100 square: the box is 100·√2 = 141.421356 on a side.
        a.size = CGSize(width: 100, height: 100)
        a.transform = Transform2D(rotationAngle: .pi / 4)
        #expect(close(a.frame, CGRect(x: 100 - 70.7106781, y: 100 - 70.7106781, width: 141.4213562, height: 141.4213562), 1e-6))
    }

    @Test func equalityUsesUIKitsEpsilonAndVisibility() {
        var a = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        var b = a
        b.center.x += 1e-8
        #expect(a == b) // within 1.19e-7
        b.center.x += 1e-6
        #expect(a != b) // beyond it
        var hidden = a, transparent = a
        hidden.isHidden = true
        transparent.alpha = 0
        #expect(hidden == transparent) // hidden and alpha 0 count alike
        var half = a
        half.alpha = 0.5
        #expect(half != a)
        var other = a
        other.zIndex = 1
        #expect(other != a)
    }

    @Test func interpolationKeepsTheDestinationsZIndexAndHidden() {
        var from = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        from.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        from.alpha = 0
        var to = from
        to.frame = CGRect(x: 100, y: 0, width: 30, height: 10)
        to.alpha = 1
        to.zIndex = 5
        let mid = from.interpolated(to: to, fraction: 0.25)
        // center x 5 → 115: 5 + 0.25·110 = 32.5; width 10 → 30: 15; alpha 0.25.
        #expect(mid.center.x == 32.5 && mid.size.width == 15 && mid.alpha == 0.25 && mid.zIndex == 5)
    }

    @Test func extrasInterpolateAndCompare() {
        let radius = AnimatableKey<Double>("cornerRadius")
        var a = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a[radius] = 0
        var b = a
        b[radius] = 20
        #expect(a != b)
        #expect(a.interpolated(to: b, fraction: 0.5)[radius] == 10)
    }

    @Test func validationNamesTheElementAndTheField() {
        var a = LayoutAttributes(forSupplementaryViewOfKind: ElementKind.sectionHeader, with: IndexPath(item: 0, section: 2))
        a.size = CGSize(width: -1, height: 10)
        #expect(throws: InvalidAttributesError.self) { try a.validate() }
        do { try a.validate() } catch {
            #expect(
                error.description
                    == "invalid layout attributes for supplementary UICollectionElementKindSectionHeader [2, 0]: the size (-1.0, 10.0) is negative"
            )
        }
        a.size = CGSize(width: 10, height: 10)
        a.center = CGPoint(x: CGFloat.nan, y: 0)
        #expect(throws: InvalidAttributesError.self) { try a.validate() }
    }
}

/// The storage behind the public fields (two integers for a two-index path, one shared
/// reference for kind, extras and other index paths) keeps every field exact.
@Suite struct LayoutAttributesStorageTests {
    let radius = AnimatableKey<CGFloat>("cornerRadius")

    @Test func indexPathsOfAnyLengthRoundTrip() {
        for path in [
            IndexPath(), IndexPath(index: 4), IndexPath(item: 7, section: 2), IndexPath(indexes: [1, 2, 3]),
            IndexPath(item: -1, section: .max),
        ] {
            var a = LayoutAttributes(forDecorationViewOfKind: "d", with: path)
            #expect(a.indexPath == path)
            #expect(a.key.indexPath == path)
            a.indexPath = IndexPath(item: 5, section: 6)
            #expect(a.indexPath == IndexPath(item: 5, section: 6))
            a.indexPath = path
            #expect(a.indexPath == path && a.representedElementKind == "d")
        }
    }

    @Test func equalityComparesTheWholeIndexPathKindAndExtras() {
        let one = LayoutAttributes(forSupplementaryViewOfKind: "k", with: IndexPath(index: 0))
        #expect(one == LayoutAttributes(forSupplementaryViewOfKind: "k", with: IndexPath(index: 0)))
        #expect(one != LayoutAttributes(forSupplementaryViewOfKind: "k", with: IndexPath(index: 1)))
        // [0] and [0, 0] differ although both store section 0, item 0.
        #expect(one != LayoutAttributes(forSupplementaryViewOfKind: "k", with: IndexPath(item: 0, section: 0)))
        #expect(one != LayoutAttributes(forSupplementaryViewOfKind: "j", with: IndexPath(index: 0)))
        var a = LayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        let b = a
        a[radius] = 4
        #expect(a != b && a[radius] == 4 && b[radius] == nil)
        a[radius] = nil
        #expect(a == b && a.extras.isEmpty)
    }

    @Test func aCopyKeepsItsKindExtrasAndPathWhenTheOriginalChanges() {
        var a = LayoutAttributes(forSupplementaryViewOfKind: "k", with: IndexPath(indexes: [1, 2, 3]))
        a[radius] = 8
        let copy = a
        a.representedElementKind = "other"
        a[radius] = 2
        a.indexPath = IndexPath(item: 0, section: 0)
        #expect(copy.representedElementKind == "k" && copy[radius] == 8 && copy.indexPath == IndexPath(indexes: [1, 2, 3]))
        #expect(a.representedElementKind == "other" && a[radius] == 2 && a.indexPath == IndexPath(item: 0, section: 0))
        a.representedElementKind = nil
        #expect(a.representedElementKind == nil)
    }
}

/// `roundToPixel` rounds `v · scale` to nearest with halves away from zero, C's `round`
/// (UIKit's rule, docs/REFERENCE.md §4): checked at halves, next to them, at signed zeros
/// and where doubles stop having fractions.
@Suite struct PixelRoundingTests {
    @Test func halvesGoAwayFromZero() {
        #expect(roundToPixel(2.5, scale: 1) == 3)
        #expect(roundToPixel(-2.5, scale: 1) == -3)
        #expect(roundToPixel(0.25, scale: 2) == 0.5) // 0.5 px → 1 px
        #expect(roundToPixel(1.0 / 3, scale: 3) == 1.0 / 3)
        // The largest double below 0.5 rounds down (adding 0.5 and flooring would not).
        #expect(roundToPixel(0.49999999999999994, scale: 1) == 0)
        #expect(roundToPixel(-0.49999999999999994, scale: 1).sign == .minus)
    }

    @Test func zerosKeepTheirSignAndHugeValuesStay() {
        let negativeZero = roundToPixel(-0.3, scale: 1)
        #expect(negativeZero == 0 && negativeZero.sign == .minus)
        #expect(roundToPixel(0.3, scale: 1).sign == .plus)
        let big = CGFloat(0x1p52) + 1
        #expect(roundToPixel(big, scale: 1) == big)
        #expect(roundToPixel(-0x1p53, scale: 1) == -0x1p53)
        #expect(roundToPixel(.infinity, scale: 1) == .infinity)
        #expect(roundToPixel(.nan, scale: 1).isNaN)
    }

    @Test func agreesWithTheCLibrarysRound() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<10_000 {
            let x = CGFloat.random(in: -1e6...1e6, using: &generator)
            let halves = (x * 2).rounded(.down) / 2
            for v in [x, halves, halves.nextUp, halves.nextDown] {
                #expect(roundToPixel(v, scale: 1).bitPattern == Foundation.round(v).bitPattern, "\(v)")
            }
        }
    }
}

@Suite struct AttributeDumpTests {
    @Test func writesTheContractFormat() {
        var header = LayoutAttributes(forSupplementaryViewOfKind: ElementKind.sectionHeader, with: IndexPath(item: 0, section: 0))
        header.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        header.zIndex = 10
        var cell = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        cell.frame = CGRect(x: 10, y: 54, width: 100, height: 100.5)
        let dump = AttributeDump(
            contentSize: CGSize(width: 390, height: 1240), bounds: CGRect(x: 0, y: 0, width: 390, height: 844), elements: [header, cell])
        let expected = """
            {
              "contentSize": [390, 1240],
              "bounds": [0, 0, 390, 844],
              "elements": [
                { "category": "cell", "indexPath": [0, 0], "frame": [10, 54, 100, 100.5], "center": [60, 104.25], "size": [100, 100.5], "alpha": 1, "zIndex": 0, "hidden": false, "transform3D": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1] },
                { "category": "supplementary", "kind": "UICollectionElementKindSectionHeader", "indexPath": [0, 0], "frame": [0, 0, 390, 44], "center": [195, 22], "size": [390, 44], "alpha": 1, "zIndex": 10, "hidden": false, "transform3D": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1] }
              ]
            }

            """
        #expect(dump.json == expected)
        #expect(AttributeDump.number(-0.0) == "0")
        #expect(AttributeDump.string("a\"b\n") == #""a\"b\n""#)
    }
}
