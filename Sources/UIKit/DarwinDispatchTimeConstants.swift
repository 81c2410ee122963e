// Darwin's `dispatch/time.h` constants that `import UIKit` brings on iOS (UIKit re-exports
// Foundation, which re-exports Darwin and Dispatch) and Dispatch on Linux does not declare to
// Swift. iOS code writes, for instance,
// `DispatchTime.now() + Double(Int64(delay * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)`.

/// Nanoseconds in a second (`NSEC_PER_SEC`, `dispatch/time.h`: `1000000000ull`).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond (`NSEC_PER_MSEC`, `dispatch/time.h`: `1000000ull`).
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Microseconds in a second (`USEC_PER_SEC`, `dispatch/time.h`: `1000000ull`).
public let USEC_PER_SEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond (`NSEC_PER_USEC`, `dispatch/time.h`: `1000ull`).
public let NSEC_PER_USEC: UInt64 = 1_000
