import Foundation
import Testing

@testable import CollectionLayout

/// The transform is kept out of line, in the shared reference, unless it is the identity bit
/// for bit: every value still reads, compares and copies as if it held its sixteen entries.
@Suite struct LayoutAttributesTransformStorageTests {
    /// A 100 × 50 cell centred on (100, 100).
    func cell() -> LayoutAttributes {
        var a = LayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
        a.frame = CGRect(x: 50, y: 75, width: 100, height: 50)
        return a
    }

    @Test func aTransformSetThenResetToTheIdentityLeavesAPlainCell() {
        var a = cell()
        a.transform3D = Transform3D(scaleX: 2, y: 3)
        // Scaled about the center: 200 × 150 around (100, 100).
        #expect(a.frame == CGRect(x: 0, y: 25, width: 200, height: 150))
        #expect(a.transform3D.m11 == 2 && a.transform3D.m22 == 3 && a.transform3D.m33 == 1)
        a.transform3D = .identity
        #expect(a.transform3D == .identity && a.transform3D.isIdentity)
        #expect(a.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        // Nothing is left out of line: the flow layout's byte copy of a cell relies on it.
        #expect(a.uncommon == nil)
        #expect(a == cell())
    }

    @Test func theAffineSetterStoresAndClearsTheSameWay() {
        var a = cell()
        a.transform = Transform2D(translationX: 10, y: -5)
        #expect(a.transform3D.m41 == 10 && a.transform3D.m42 == -5)
        #expect(a.frame == CGRect(x: 60, y: 70, width: 100, height: 50))
        a.transform = .identity
        #expect(a.uncommon == nil && a.transform3D == .identity)
    }

    @Test func aKindStaysWhenATransformComesAndGoes() {
        var header = LayoutAttributes(forSupplementaryViewOfKind: "k", with: IndexPath(item: 0, section: 3))
        header.transform3D = Transform3D(translationX: 0, y: 4)
        #expect(header.representedElementKind == "k" && header.transform3D.m42 == 4)
        header.transform3D = .identity
        #expect(header.representedElementKind == "k" && header.transform3D == .identity)
        header.representedElementKind = nil
        #expect(header.uncommon == nil)
    }

    @Test func negativeZerosAreKeptAndStillCountAsTheIdentity() {
        var a = cell()
        var signed = Transform3D.identity
        signed.m12 = -0.0
        a.transform3D = signed
        // Read back exactly as set…
        #expect(a.transform3D.m12.sign == .minus)
        // …yet equal to the identity entry by entry (−0 == 0), as CATransform3DIsIdentity
        // and CATransform3DEqualToTransform compare.
        #expect(a.transform3D.isIdentity)
        #expect(a.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        #expect(a == cell())
        #expect(cell() == a)
    }

    @Test func equalityComparesTransformsWhicheverWayTheyAreStored() {
        var turned = cell()
        turned.transform3D = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        var same = cell()
        same.transform3D = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        #expect(turned == same) // two references, equal entries
        #expect(turned != cell())
        #expect(cell() != turned)
        var other = cell()
        other.transform3D = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
        #expect(turned != other)
        // A NaN entry equals nothing, not even the same stored transform: entries compare
        // with ==, as CATransform3DEqualToTransform does.
        var broken = cell()
        broken.transform3D = Transform3D(translationX: .nan, y: 0)
        let copy = broken
        #expect(copy != broken)
    }

    @Test func aCopyKeepsItsTransformWhenTheOriginalChanges() {
        var a = cell()
        a.transform3D = Transform3D(scaleX: 2, y: 2)
        let copy = a
        a.transform3D = Transform3D(scaleX: 0.5, y: 0.5)
        #expect(copy.transform3D.m11 == 2 && a.transform3D.m11 == 0.5)
        // 0.5 × (100 × 50) around (100, 100).
        #expect(a.frame == CGRect(x: 75, y: 87.5, width: 50, height: 25))
        #expect(copy.frame == CGRect(x: 0, y: 50, width: 200, height: 100))
        a.transform3D = .identity
        #expect(copy.transform3D.m11 == 2 && a.transform3D == .identity)
        var second = copy
        second.transform3D.m41 = 7
        #expect(copy.transform3D.m41 == 0 && second.transform3D.m41 == 7 && second.transform3D.m11 == 2)
    }

    @Test func interpolationBlendsTheTransformAndKeepsPlainCellsPlain() {
        let from = cell()
        var to = cell()
        to.transform3D = Transform3D(scaleX: 3, y: 5)
        let radius = AnimatableKey<CGFloat>("cornerRadius")
        to[radius] = 8
        // A quarter of the way from 1 to 3 is 1.5; from 1 to 5, 2; the extra comes from
        // the destination alone.
        let quarter = from.interpolated(to: to, fraction: 0.25)
        #expect(quarter.transform3D.m11 == 1.5 && quarter.transform3D.m22 == 2 && quarter.transform3D.m33 == 1)
        #expect(quarter[radius] == 8)
        let back = to.interpolated(to: from, fraction: 1)
        #expect(back.transform3D == .identity && back.uncommon == nil)
        let plain = from.interpolated(to: cell(), fraction: 0.5)
        #expect(plain.uncommon == nil && plain == cell())
    }

    @Test func theValueIsEightyBytes() {
        // Section, item, center (2), size (2), alpha, zIndex and the reference: nine
        // 8-byte words; the category and hidden flag take one byte each after them.
        #expect(MemoryLayout<LayoutAttributes>.size == 9 * 8 + 2)
        #expect(MemoryLayout<LayoutAttributes>.stride == 80)
    }
}
