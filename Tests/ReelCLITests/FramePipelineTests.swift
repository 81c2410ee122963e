import Foundation
import Testing
@testable import ReelCommand

private final class Box<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T
    init(_ value: T) { self.value = value }
    func update(_ body: (inout T) -> Void) { lock.lock(); body(&value); lock.unlock() }
    var current: T { lock.lock(); defer { lock.unlock() }; return value }
}

@Suite struct FramePipelineTests {
    @Test(arguments: [1, 2, 4])
    func deliversEveryFrameInOrder(workers: Int) throws {
        let delivered = Box<[Int]>([])
        try FramePipeline<Int, Int>(workers: workers).run(
            count: 50, cancellation: nil,
            prepare: { $0 },
            process: { index in
                // Later frames finish first sometimes: order must still hold.
                if index % 3 == 0 { usleep(2_000) }
                return index * 10
            },
            deliver: { index, output in
                #expect(output == index * 10)
                delivered.update { $0.append(index) }
            })
        #expect(delivered.current == Array(0..<50))
    }

    @Test func keepsAtMostInFlightFramesAlive() throws {
        let alive = Box((now: 0, peak: 0))
        let pipeline = FramePipeline<Int, Int>(workers: 2)
        try pipeline.run(
            count: 40, cancellation: nil,
            prepare: { index in alive.update { $0.now += 1; $0.peak = max($0.peak, $0.now) }; return index },
            process: { index in usleep(500); return index },
            deliver: { _, _ in alive.update { $0.now -= 1 } })
        #expect(alive.current.peak <= pipeline.inFlight)
        #expect(alive.current.now == 0)
    }

    @Test func theFirstErrorStopsTheRunAndIsThrown() {
        struct Boom: Error {}
        let delivered = Box<[Int]>([])
        #expect(throws: Boom.self) {
            try FramePipeline<Int, Int>(workers: 2).run(
                count: 100, cancellation: nil,
                prepare: { $0 },
                process: { index in if index == 7 { throw Boom() }; return index },
                deliver: { index, _ in delivered.update { $0.append(index) } })
        }
        // Frames before the failing one may be delivered, never one after it out of order.
        #expect(delivered.current == Array(0..<delivered.current.count))
        #expect(!delivered.current.contains(7))
    }

    @Test func cancellationEndsWithInterrupted() {
        let cancellation = Cancellation()
        #expect(throws: InterruptedError.self) {
            try FramePipeline<Int, Int>(workers: 2).run(
                count: 1_000, cancellation: cancellation,
                prepare: { index in if index == 10 { cancellation.cancel() }; return index },
                process: { $0 },
                deliver: { _, _ in })
        }
    }
}
