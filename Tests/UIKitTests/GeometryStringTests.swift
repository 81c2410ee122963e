import Testing
import UIKit

/// Geometry as strings (UIKit's "Representing geometric types as strings"): the forms
/// `{x, y}`, `{{x, y}, {w, h}}`, `[a, b, c, d, tx, ty]` as `NSStringFromCGPoint` and its kin
/// write them on iOS, read back from the same forms with or without spaces (Apple's example:
/// `{{3,2},{4,5}}`), and zero from a string that is not well formed.
@Suite struct GeometryStringTests {
    @Test func geometryIsWrittenInUIKitsForms() {
        #expect(NSCoder.string(for: CGPoint(x: 3, y: 2.5)) == "{3, 2.5}")
        #expect(NSStringFromCGSize(CGSize(width: 390, height: 844)) == "{390, 844}")
        #expect(NSStringFromCGRect(CGRect(x: 0, y: -8, width: 10, height: 20)) == "{{0, -8}, {10, 20}}")
        #expect(NSCoder.string(for: CGAffineTransform(scaleX: 2, y: 3)) == "[2, 0, 0, 3, 0, 0]")
        #expect(NSStringFromUIEdgeInsets(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
        #expect(NSCoder.string(for: CGVector(dx: 0.25, dy: -1)) == "{0.25, -1}")
    }

    @Test func stringsAreReadBack() {
        #expect(NSCoder.cgRect(for: "{{3,2},{4,5}}") == CGRect(x: 3, y: 2, width: 4, height: 5))
        #expect(CGPointFromString("{-12.5, 40}") == CGPoint(x: -12.5, y: 40))
        #expect(CGSizeFromString(NSStringFromCGSize(CGSize(width: 7, height: 9))) == CGSize(width: 7, height: 9))
        #expect(NSCoder.cgAffineTransform(for: "[1, 0, 0, 1, 5, 6]") == CGAffineTransform(translationX: 5, y: 6))
        #expect(NSCoder.uiEdgeInsets(for: "{8, 16, 8, 16}") == UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    }

    @Test func aStringThatIsNotWellFormedReadsAsZero() {
        #expect(NSCoder.cgPoint(for: "{-fx,0}") == .zero)
        #expect(CGRectFromString("{{1, 2}, {3}}") == .zero)
        #expect(CGPointFromString("") == .zero)
        #expect(CGPointFromString("{nan, 1}") == .zero)
    }
}
