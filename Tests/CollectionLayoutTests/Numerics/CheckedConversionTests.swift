import Foundation
import Testing

@testable import CollectionLayout

/// `Int(checked:)` and `Int(clamping:rounding:to:)`: never a trap, whatever the double.
@Suite struct CheckedConversionTests {
    @Test func checkedGivesNilOutsideTheType() {
        #expect(Int(checked: 2.7) == 2 && Int(checked: -2.7) == -2)
        #expect(Int(checked: 2.5, rounding: .down) == 2 && Int(checked: 2.5, rounding: .up) == 3)
        #expect(Int(checked: .nan) == nil && Int(checked: .infinity) == nil && Int(checked: -.infinity) == nil)
        #expect(Int(checked: 1e300) == nil && Int(checked: -1e300) == nil)
        // 2^63 is one past Int.max; -2^63 is Int.min exactly.
        #expect(Int(checked: 9_223_372_036_854_775_808.0) == nil)
        #expect(Int(checked: -9_223_372_036_854_775_808.0) == Int.min)
        // The APNG frame count of the issue: 2^31 fits UInt32, 2^32 does not.
        #expect(UInt32(checked: 2_147_483_648) == 2_147_483_648 && UInt32(checked: 4_294_967_296) == nil)
        #expect(UInt32(checked: -1) == nil && Int32(checked: 2_147_483_648) == nil)
    }

    @Test func clampingMapsEveryValueIntoTheRange() {
        #expect(Int(clamping: 3.9, rounding: .down, to: 0...10) == 3)
        #expect(Int(clamping: 3.1, rounding: .up, to: 0...10) == 4)
        #expect(Int(clamping: 1e300, to: 0...10) == 10 && Int(clamping: .infinity, to: 0...10) == 10)
        #expect(Int(clamping: -1e300, to: 0...10) == 0 && Int(clamping: -.infinity, to: 0...10) == 0)
        #expect(Int(clamping: .nan, to: 2...10) == 2)
        #expect(Int(clamping: -4, to: 0...10) == 0 && Int(clamping: 40, to: 0...10) == 10)
    }
}
