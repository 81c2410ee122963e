import Foundation
import Testing
import UIKit

/// UIKit's `NSValue` geometry: boxing and reading back points, sizes, rectangles and affine
/// transforms.
@Suite struct NSValueGeometryTests {
    @Test func eachGeometryReadsBackAsItWent() {
        let point = NSValue(cgPoint: CGPoint(x: 1.5, y: -2))
        #expect(point.cgPointValue == CGPoint(x: 1.5, y: -2))
        #expect(String(cString: point.objCType) == "{CGPoint=dd}")
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: transform).cgAffineTransformValue == transform)
    }

    @Test func anotherGeometryGivesItsFirstNumbers() {
        // As iOS, which copies the stored bytes: a size read as a point is (width, height).
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgPointValue == CGPoint(x: 3, y: 4))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgRectValue == CGRect(x: 1, y: 2, width: 0, height: 0))
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgAffineTransformValue == CGAffineTransform(a: 1, b: 2, c: 0, d: 0, tx: 0, ty: 0))
        #expect(NSValue(range: NSRange(location: 1, length: 2)).cgPointValue == .zero)
    }

    @Test func equalGeometriesAreEqualValuesAndKeys() {
        let offsets: [NSValue: Int] = [NSValue(cgPoint: CGPoint(x: 0, y: 120)): 3]
        #expect(offsets[NSValue(cgPoint: CGPoint(x: 0, y: 120))] == 3)
        #expect(NSValue(cgPoint: CGPoint(x: 0, y: 120)) != NSValue(cgPoint: CGPoint(x: 0, y: 121)))
        let transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(NSValue(cgAffineTransform: transform) == NSValue(cgAffineTransform: transform))
    }
}
