import Foundation
import Testing
import UIKit

/// `CGFloat` bridges to `NSNumber` as on Apple's platforms (found compiling an outside
/// `@IBDesignable` gradient view: `[start as NSNumber, end as NSNumber]` with `CGFloat`s).
@Suite struct NumberBridgingTests {
    @Test func aCGFloatBecomesAnNSNumberOfItsValueAndBack() {
        let start: CGFloat = 0.25, end: CGFloat = 0.75
        let gradient = CAGradientLayer()
        gradient.locations = [start as NSNumber, end as NSNumber]
        #expect(gradient.locations?.map(\.doubleValue) == [0.25, 0.75])
        let boxed: Any = start
        #expect((boxed as? NSNumber)?.doubleValue == 0.25)
        #expect((NSNumber(value: 1.5) as? CGFloat) == 1.5)
    }

    /// Found compiling BulletinBoard: `width.flatMap(CGFloat.init)` on an optional `NSNumber`.
    @Test func aCGFloatIsMadeFromAnNSNumber() {
        let width: NSNumber? = NSNumber(value: 320.5)
        let side = CGSize(width: width.flatMap(CGFloat.init) ?? 0, height: 0)
        #expect(side.width == 320.5)
        #expect(CGFloat(exactly: NSNumber(value: 7)) == 7)
        #expect(CGFloat(exactly: NSNumber(value: Int64.max)) == nil)
        #expect(CGFloat(NSNumber(value: true)) == 1)
    }
}
