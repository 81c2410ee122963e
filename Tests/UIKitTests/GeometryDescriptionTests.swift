import Testing
import UIKit

/// Printed geometry reads as on iOS: Apple's CoreGraphics overlay makes `CGPoint`, `CGSize`,
/// `CGVector` and `CGRect` `CustomDebugStringConvertible` with these exact formats (the
/// Swift overlay's `CGGeometry` section), so `print(view.frame)` shows the same text on both.
@Suite struct GeometryDescriptionTests {
    @Test func geometryPrintsAsOnIOS() {
        #expect("\(CGPoint(x: 1, y: 2.5))" == "(1.0, 2.5)")
        #expect("\(CGSize(width: 10, height: 20))" == "(10.0, 20.0)")
        #expect("\(CGVector(dx: -3, dy: 4))" == "(-3.0, 4.0)")
        #expect("\(CGRect(x: 0, y: 8, width: 390, height: 44))" == "(0.0, 8.0, 390.0, 44.0)")
        #expect(CGSize(width: 1, height: 2).debugDescription == "(1.0, 2.0)")
    }

    @Test func collectionsOfGeometryPrintTheirElementsTheSameWay() {
        #expect("\([CGPoint(x: 1, y: 2)])" == "[(1.0, 2.0)]")
        #expect(String(reflecting: Optional(CGRect.zero)) == "Optional((0.0, 0.0, 0.0, 0.0))")
    }
}
