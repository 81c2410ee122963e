// Darwin's `math.h` constants that `import UIKit` brings on iOS (UIKit re-exports Foundation,
// which re-exports Darwin) and Glibc does not declare. iOS code writes, for instance,
// `animation.repeatCount = HUGE` for an animation that repeats forever.

/// The largest finite `Float` (`MAXFLOAT`, `math.h`): 3.40282347e+38.
public let MAXFLOAT: Float = .greatestFiniteMagnitude

/// Darwin's `HUGE` (`math.h`: `#define HUGE MAXFLOAT`): the largest finite `Float`, which
/// Core Animation reads as "forever" in `repeatCount`.
public let HUGE: Float = MAXFLOAT
