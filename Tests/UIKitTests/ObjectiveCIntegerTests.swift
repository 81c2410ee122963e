import Testing
import UIKit

/// `NSInteger` and `NSUInteger` come with `import UIKit`, as on iOS, and are `Int` and `UInt`:
/// a data source written with them (folding-cell's is) mixes them with Swift's integers.
@Suite struct ObjectiveCIntegerTests {
    @Test func theyAreSwiftsIntegers() {
        let rows: NSInteger = 3
        let count: Int = rows + 1
        let bytes: NSUInteger = 8
        let width: UInt = bytes * 2
        #expect(count == 4 && width == 16)
        #expect(NSInteger.self == Int.self && NSUInteger.self == UInt.self)
    }
}
