import Testing
import UIKit

/// UIKit's spellings that layout code uses, with values worked by hand.
@Suite struct SpellingTests {
    @Test func indexPathRowAndElementKinds() {
        var path = IndexPath(row: 4, section: 2)
        #expect(path.item == 4 && path.row == 4 && path.section == 2)
        path.row = 7
        #expect(path == IndexPath(item: 7, section: 2))
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
        #expect(UICollectionElementKindSectionFooter == "UICollectionElementKindSectionFooter")
        #expect(UICollectionView.ScrollPosition.centeredVertically.rawValue != 0)
        #expect(NSNotFound == Int.max)
    }

    @Test func coreAnimationFunctions() {
        // Scale 2 then translate (10, 0): CA applies the translation to the scaled point,
        // so (1, 1) → (2, 2) → (12, 2). CATransform3DConcat(a, b) applies a first.
        let scale = CATransform3DMakeScale(2, 2, 1)
        let both = CATransform3DConcat(scale, CATransform3DMakeTranslation(10, 0, 0))
        #expect(both.m11 == 2 && both.m41 == 10)
        // CATransform3DTranslate(t, …) translates first: (1, 1) → (11, 1) → (22, 2): m41 = 20.
        #expect(CATransform3DTranslate(scale, 10, 0, 0).m41 == 20)
        #expect(CATransform3DScale(CATransform3DIdentity, 3, 1, 1).m11 == 3)
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(abs(quarter.m12 - 1) < 1e-12 && abs(quarter.m21 + 1) < 1e-12)
        #expect(abs(CATransform3DRotate(CATransform3DIdentity, .pi / 2, 0, 0, 1).m12 - 1) < 1e-12)
        #expect(CATransform3DInvert(scale).m11 == 0.5)
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(singular) == singular)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(CGAffineTransform(scaleX: 2, y: 3).d == 3)
    }

    @Test func insetsOffsetsAndColours() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: insets) == CGRect(x: 2, y: 1, width: 4, height: 6))
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(directional.edgeInsets(for: .rightToLeft) == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        #expect(UIOffset(horizontal: 1, vertical: 2).vertical == 2)
        // A C structure imported into Swift has a zeroing init(): IQKeyboardToolbar writes
        // setTitlePositionAdjustment(UIOffset(), for: .default).
        #expect(UIOffset() == UIOffset(horizontal: 0, vertical: 0) && UIOffset() == .zero)
        // systemBlue is #007AFF in light mode; a fixed colour is equal to another of the same
        // components, and a dynamic system colour is not equal to a fixed one (as on iOS).
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(UIColor.systemBlue.resolvedColor(with: light).isEqual(UIColor(red: 0, green: 122.0 / 255.0, blue: 1, alpha: 1)))
        #expect(UIColor(red: 0, green: 0.5, blue: 1, alpha: 1).isEqual(UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)))
        #expect(!UIColor.systemBlue.isEqual(UIColor(red: 0, green: 122.0 / 255.0, blue: 1, alpha: 1)))
        #expect(!UIColor.systemBlue.isEqual(UIColor.systemRed))
        // UIKit's raw values: UICollectionViewScrollDirectionVertical = 0, …Horizontal = 1.
        #expect(UICollectionView.ScrollDirection.vertical.rawValue == 0 && UICollectionView.ScrollDirection.horizontal.rawValue == 1)
        // Scrolling horizontally, 50-point items in a 100-point-high view take a column each
        // (50 + 10 + 50 > 100), columns 10 apart: three end at 3 × 50 + 2 × 10 = 170.
        let layout = flowLayout()
        layout.scrollDirection = .horizontal
        #expect(makeView(layout, counts: Counts([3]), size: CGSize(width: 320, height: 100)).contentSize.width == 170)
        #expect(UICollectionViewFlowLayout.automaticSize.width == .greatestFiniteMagnitude)
        let literal: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(literal.color.green == 0.5)
        let inferred = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5) // a UIColor without an annotation
        #expect(inferred.color.blue == 1 && inferred.color.alpha == 0.5)
        #expect(CGSize(width: 1, height: 2).equalTo(CGRect(x: 5, y: 5, width: 1, height: 2).size))
        #expect(!CGSize(width: 1, height: 2).equalTo(CGSize(width: 2, height: 1)))
        #expect(!CGRect.zero.equalTo(CGRect(x: 0, y: 0, width: 1, height: 1)))
    }
}
