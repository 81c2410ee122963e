import Dispatch
import Testing
import UIKit

/// Darwin's `dispatch/time.h` constants that `import UIKit` brings on iOS, as the header
/// defines them: 10⁹ nanoseconds and 10⁶ microseconds a second, 10⁶ nanoseconds a
/// millisecond, 10³ a microsecond, all `UInt64` (`ull`).
@Suite struct DarwinDispatchTimeConstantsTests {
    @Test func theUnitsAreTheHeadersAndTypedAsOnIOS() {
        #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC == 1_000_000)
        #expect(USEC_PER_SEC == 1_000_000 && NSEC_PER_USEC == 1_000)
        // The idiom iOS code writes: a delay of 0.25 s as a dispatch time.
        let start = DispatchTime(uptimeNanoseconds: 1_000)
        let later = start + Double(Int64(0.25 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
        #expect(later.uptimeNanoseconds == 250_001_000)
    }
}
