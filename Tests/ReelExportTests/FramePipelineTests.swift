import Foundation
import Testing

@testable import ReelExport

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
            prepare: { index in
                alive.update {
                    $0.now += 1; $0.peak = max($0.peak, $0.now)
                }; return index
            },
            process: { index in
                usleep(500); return index
            },
            deliver: { _, _ in alive.update { $0.now -= 1 } })
        #expect(alive.current.peak <= pipeline.inFlight)
        #expect(alive.current.now == 0)
    }

    @Test(arguments: [1, 2, 3])
    func processesNoMoreFramesAtOnceThanItHasWorkers(workers: Int) throws {
        // Workers take prepared frames themselves, frames queued well ahead of them: still
        // never more frames at once than there are workers.
        let busy = Box((now: 0, peak: 0))
        try FramePipeline<Int, Int>(workers: workers).run(
            count: 30, cancellation: nil,
            prepare: { $0 },
            process: { index in
                busy.update {
                    $0.now += 1; $0.peak = max($0.peak, $0.now)
                }
                usleep(3_000)
                busy.update { $0.now -= 1 }
                return index
            },
            deliver: { _, _ in })
        #expect(busy.current.peak >= 1)
        #expect(busy.current.peak <= workers)
    }

    @Test(.timeLimit(.minutes(1)))
    func workOnTheGlobalQueueRunsWhileFramesAreProcessed() throws {
        // `Cancellation` hears Ctrl-C on the global queue, and Ctrl-C comes while every worker
        // is busy: a block sent there must run while one worker per core computes (it would
        // not if the workers held the global queue's threads, one per core, for the whole run).
        let ran = Box(false)
        let missed = Box(0)
        try FramePipeline<Int, Int>(workers: ProcessInfo.processInfo.activeProcessorCount).run(
            count: 20, cancellation: nil,
            prepare: { index in
                if index == 2 { DispatchQueue.global().async { ran.update { $0 = true } } }
                return index
            },
            process: { index in
                // Busy, not asleep: a blocked worker would let the pool start another thread.
                let deadline = DispatchTime.now().uptimeNanoseconds + 3_000_000_000
                while index >= 4 && !ran.current && DispatchTime.now().uptimeNanoseconds < deadline {}
                if index >= 4 && !ran.current { missed.update { $0 += 1 } }
                return index
            },
            deliver: { _, _ in })
        #expect(missed.current == 0)
    }

    @Test func runsNoFrameForACountOfZero() throws {
        let calls = Box(0)
        try FramePipeline<Int, Int>(workers: 2).run(
            count: 0, cancellation: nil,
            prepare: { index in
                calls.update { $0 += 1 }; return index
            },
            process: { $0 }, deliver: { _, _ in calls.update { $0 += 1 } })
        #expect(calls.current == 0)
    }

    @Test func theFirstErrorStopsTheRunAndIsThrown() {
        struct Boom: Error {}
        let delivered = Box<[Int]>([])
        #expect(throws: Boom.self) {
            try FramePipeline<Int, Int>(workers: 2).run(
                count: 100, cancellation: nil,
                prepare: { $0 },
                process: { index in
                    if index == 7 { throw Boom() }; return index
                },
                deliver: { index, _ in delivered.update { $0.append(index) } })
        }
        // Frames before the failing one may be delivered, never one after it out of order.
        #expect(delivered.current == Array(0..<delivered.current.count))
        #expect(!delivered.current.contains(7))
    }

    @Test(.timeLimit(.minutes(1)))
    func aFailureWhileOtherFramesAreInFlightStillEnds() {
        // A delivery fails while later frames are being processed on other workers: frames
        // whose worker starts after the failure are abandoned, frames that started before it
        // finish; either way the run must end (it used to wait forever for a frame that an
        // abandoned one kept from being delivered).
        struct Boom: Error {}
        for run in 0..<300 {
            #expect(throws: Boom.self, "run \(run)") {
                try FramePipeline<Int, Int>(workers: 4).run(
                    count: 24, cancellation: nil,
                    prepare: { $0 },
                    process: { index in
                        usleep(UInt32((index * 37 + run) % 5) * 40); return index
                    },
                    deliver: { index, _ in if index == 2 { throw Boom() } })
            }
        }
    }

    @Test func cancellationEndsWithInterrupted() {
        let cancellation = Cancellation()
        #expect(throws: InterruptedError.self) {
            try FramePipeline<Int, Int>(workers: 2).run(
                count: 1_000, cancellation: cancellation,
                prepare: { index in
                    if index == 10 { cancellation.cancel() }; return index
                },
                process: { $0 },
                deliver: { _, _ in })
        }
    }

    @Test func cancellationRunsEachHandlerOnceAndLateOnesAtOnce() {
        let cancellation = Cancellation()
        let calls = Locked([String]())
        cancellation.onCancel { calls.withLock { $0.append("early") } }
        #expect(calls.withLock { $0 }.isEmpty)
        cancellation.cancel()
        cancellation.cancel()
        #expect(calls.withLock { $0 } == ["early"])
        cancellation.onCancel { calls.withLock { $0.append("late") } }
        #expect(calls.withLock { $0 } == ["early", "late"])
    }
}

/// `reel animate` renders no more frames at once than fit in 1 GiB at 8 bytes per pixel.
@Suite struct FrameMemoryTests {
    @Test func workersFitTheFrameMemoryBudget() {
        // 1080p: 1920 × 1080 = 2,073,600 px × 8 B = 16,588,800 B; 2^30 / that = 64.7 → 64:
        // any request up to 64 stands.
        #expect(FrameBudget.workers(requested: 8, framePixels: 1920 * 1080) == 8)
        #expect(FrameBudget.workers(requested: 64, framePixels: 1920 * 1080) == 64)
        // 20 MP: 160,000,000 B per frame; 1,073,741,824 / 160,000,000 = 6.7 → 6.
        #expect(FrameBudget.workers(requested: 8, framePixels: 20_000_000) == 6)
        // 100 MP (the pixel budget): 800,000,000 B, one frame at a time.
        #expect(FrameBudget.workers(requested: 2, framePixels: 100_000_000) == 1)
        // Beyond any budget, still one (the pixel budget refuses such frames earlier).
        #expect(FrameBudget.workers(requested: 2, framePixels: Int.max) == 1)
    }
}
