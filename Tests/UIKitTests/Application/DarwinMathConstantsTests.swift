import Testing
import UIKit

/// Darwin's `math.h` constants that `import UIKit` brings on iOS: `HUGE` is `MAXFLOAT`, the
/// largest finite `Float` (3.40282347e+38), as `math.h` defines it.
@Suite struct DarwinMathConstantsTests {
    @Test func hugeIsTheLargestFiniteFloat() {
        #expect(MAXFLOAT == 3.40282347e+38)
        #expect(HUGE == MAXFLOAT)
        #expect(HUGE.isFinite)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.repeatCount = HUGE
        #expect(animation.repeatCount == Float.greatestFiniteMagnitude)
    }
}
