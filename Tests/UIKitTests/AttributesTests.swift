import Testing
import UIKit
import UIKitSampleLayouts

/// `UICollectionViewLayoutAttributes` as an object: UIKit's constructors, copies of the
/// dynamic class, and `isEqual(_:)`.
@Suite struct AttributesTests {
    @Test func constructorsSetCategoryKindAndUIKitDefaults() {
        let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(row: 3, section: 1))
        #expect(cell.representedElementCategory == .cell)
        #expect(cell.representedElementKind == nil)
        #expect(cell.indexPath.row == 3 && cell.indexPath.section == 1)
        #expect(cell.alpha == 1 && cell.zIndex == 0 && !cell.isHidden)
        #expect(CATransform3DIsIdentity(cell.transform3D))
        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 0))
        #expect(header.representedElementCategory == .supplementaryView)
        #expect(header.representedElementKind == UICollectionElementKindSectionHeader)
        let decoration = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 2))
        #expect(decoration.representedElementCategory == .decorationView)
    }

    @Test func mutatingALetObjectAndFrameCenterSizeAgree() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        // Centre = (10 + 50, 20 + 25); size from the frame.
        #expect(attributes.center == CGPoint(x: 60, y: 45))
        #expect(attributes.size == CGSize(width: 100, height: 50))
        attributes.frame.origin.x = 30
        #expect(attributes.center.x == 80)
    }

    @Test func copyKeepsTheSubclassAndItsProperties() throws {
        let original = CardLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
        original.cornerRadius = 12
        original.alpha = 0.5
        let copy = try #require(original.copy() as? CardLayoutAttributes)
        #expect(copy !== original)
        #expect(copy.cornerRadius == 12)
        #expect(copy.alpha == 0.5)
        #expect(copy.isEqual(original))
        copy.cornerRadius = 13
        #expect(!copy.isEqual(original))
        #expect(original.cornerRadius == 12)
    }

    @Test func isEqualFollowsUIKitsRules() {
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        let b = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        b.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.isEqual(b))
        // Within 1.19e-7 counts as equal; hidden and alpha 0 count alike.
        b.center.x += 1e-8
        #expect(a.isEqual(b))
        a.isHidden = true
        b.alpha = 0
        #expect(a.isEqual(b))
        b.zIndex = 1
        #expect(!a.isEqual(b))
        #expect(!a.isEqual("not attributes"))
    }
}
