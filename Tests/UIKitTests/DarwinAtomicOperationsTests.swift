import Dispatch
import Testing
import UIKit

/// Darwin's `OSAtomic` arithmetic (`libkern/OSAtomic.h`): each operation answers the new
/// value, and operations from many threads at once lose no update.
@Suite struct DarwinAtomicOperationsTests {
    /// A counter in memory of its own, as a C `int32_t` would be.
    nonisolated final class Counter: @unchecked Sendable {
        let value = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        init() { value.initialize(to: 0) }
        deinit { value.deallocate() }
    }

    @Test func eachOperationAnswersTheNewValue() {
        var count: Int32 = 5
        #expect(OSAtomicIncrement32(&count) == 6 && count == 6)
        #expect(OSAtomicDecrement32Barrier(&count) == 5)
        #expect(OSAtomicAdd32(10, &count) == 15)
        #expect(!OSAtomicCompareAndSwap32(14, 0, &count) && count == 15)
        #expect(OSAtomicCompareAndSwap32(15, 0, &count) && count == 0)
        var big: Int64 = .max
        #expect(OSAtomicIncrement64(&big) == .min, "wraps as the C operation does")
    }

    @Test func concurrentIncrementsLoseNothing() {
        // 8 threads × 10 000 increments and 8 × 5 000 decrements: 40 000.
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            for _ in 0..<(index < 8 ? 10_000 : 5_000) {
                if index < 8 { OSAtomicIncrement32(counter.value) } else { OSAtomicDecrement32(counter.value) }
            }
        }
        #expect(counter.value.pointee == 40_000)
    }

    @Test func anOptionalPointerIsTakenAsDarwinsAndNoneChangesNothing() {
        // Darwin's pointers are implicitly unwrapped optionals, so an optional one compiles.
        let pointer: UnsafeMutablePointer<Int32>? = .allocate(capacity: 1)
        defer { pointer?.deallocate() }
        pointer?.initialize(to: 1)
        #expect(OSAtomicAdd32(2, pointer) == 3 && OSAtomicCompareAndSwap32(3, 7, pointer) && pointer?.pointee == 7)
        #expect(OSAtomicIncrement32(nil) == 0 && OSAtomicIncrement64(nil) == 0 && !OSAtomicCompareAndSwap32(0, 1, nil))
    }
}
