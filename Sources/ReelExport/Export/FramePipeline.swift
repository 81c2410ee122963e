import Dispatch
import Foundation

/// Renders and encodes frames on several threads while keeping memory bounded and output
/// in order.
///
/// Frame `i` goes through three stages: `prepare(i)` on the calling thread, in order (it may
/// read mutable state such as a timeline); `process` on any worker, in parallel (render and
/// encode); `deliver(i, output)` on one thread, strictly in frame order (write a file, feed
/// ffmpeg). At most `inFlight` frames exist at once, so memory stays a few frames' worth
/// whatever the frame count.
public struct FramePipeline<Job: Sendable, Output: Sendable> {
    /// Worker threads (≥ 1).
    public var workers: Int
    /// Frames prepared but not yet delivered, at most.
    public var inFlight: Int

    /// A pipeline with `workers` threads and twice as many frames in flight.
    public init(workers: Int) {
        self.workers = max(1, workers)
        self.inFlight = max(2, 2 * self.workers)
    }

    /// Runs frames `0..<count`.
    /// - Throws: the first error of any stage (later frames are then abandoned), or
    ///   ``InterruptedError`` when `cancellation` fires.
    public func run(
        count: Int,
        cancellation: Cancellation?,
        prepare: (Int) throws -> Job,
        process: @escaping @Sendable (Job) throws -> Output,
        deliver: @escaping @Sendable (Int, Output) throws -> Void
    ) throws {
        let state = PipelineState<Job, Output>()
        let slots = DispatchSemaphore(value: inFlight)
        // Counts the frames waiting for a worker, plus one per worker once the last is queued.
        let queued = DispatchSemaphore(value: 0)
        let deliveryQueue = DispatchQueue(label: "reel.frames.deliver")
        let group = DispatchGroup()
        /// On the delivery queue: hands over every frame that is now next in order (unless a
        /// stage has failed) and frees its slot.
        @Sendable func deliverReadyFrames() {
            while let (next, ready) = state.takeNextReady() {
                if state.failure == nil {
                    do { try deliver(next, ready) } catch { state.fail(error) }
                }
                slots.signal()
                group.leave()
            }
        }
        /// Gives up frame `index` in order: later frames are not held back waiting for it.
        @Sendable func abandon(_ index: Int) {
            deliveryQueue.async {
                state.skip(index)
                deliverReadyFrames()
                slots.signal()
                group.leave()
            }
        }

        // Each worker takes the next prepared frame itself as soon as it is done with one:
        // handing each frame to a worker from the calling thread instead made a finished
        // worker wait for that thread to wake up and then for a worker to wake up, two
        // wake-ups between one frame and the next on every core. A worker is a serial queue's
        // thread of its own for the whole run, not a thread of the global concurrent queue:
        // those are one per core, and with every one of them held, the global queue's work —
        // the signal handlers of `Cancellation` among it — would wait for the run to end.
        let threads = min(max(1, workers), max(0, count))
        for worker in 0..<threads {
            group.enter()
            DispatchQueue(label: "reel.frames.work.\(worker)").async {
                defer { group.leave() }
                while true {
                    queued.wait()
                    guard let (index, job) = state.takeQueued() else { return }
                    // After a failure the frame is abandoned, but through the same ordered
                    // bookkeeping: a frame that started earlier may still be delivered after it.
                    guard state.failure == nil else {
                        abandon(index)
                        continue
                    }
                    do {
                        let output = try process(job)
                        deliveryQueue.async {
                            state.stash(index, output)
                            deliverReadyFrames()
                        }
                    } catch {
                        state.fail(error)
                        abandon(index)
                    }
                }
            }
        }
        for index in 0..<max(0, count) {
            if state.failure != nil { break }
            if cancellation?.isCancelled == true { state.fail(InterruptedError()); break }
            slots.wait()
            let job: Job
            do { job = try prepare(index) } catch { state.fail(error); slots.signal(); break }
            group.enter()
            state.queue(index, job)
            queued.signal()
        }
        // No more frames: each worker, once the queue is empty, finds none and ends.
        for _ in 0..<threads { queued.signal() }
        group.wait()
        if let failure = state.failure { throw failure }
        if cancellation?.isCancelled == true { throw InterruptedError() }
    }
}

/// The shared bookkeeping of a ``FramePipeline`` run.
private final class PipelineState<Job, Output>: @unchecked Sendable {
    private let lock = NSLock()
    private var firstError: Error?
    /// Prepared frames no worker has taken yet, in frame order (at most the frames in flight).
    private var waiting: [(index: Int, job: Job)] = []
    private var pending: [Int: Output] = [:]
    private var skipped: Set<Int> = []
    private var nextIndex = 0

    var failure: Error? {
        lock.lock(); defer { lock.unlock() }
        return firstError
    }

    func fail(_ error: Error) {
        lock.lock(); defer { lock.unlock() }
        if firstError == nil { firstError = error }
    }

    /// Adds a prepared frame for the workers.
    func queue(_ index: Int, _ job: Job) {
        lock.lock(); defer { lock.unlock() }
        waiting.append((index, job))
    }

    /// The earliest prepared frame no worker has taken, or nil when there is none.
    func takeQueued() -> (Int, Job)? {
        lock.lock(); defer { lock.unlock() }
        guard !waiting.isEmpty else { return nil }
        let taken = waiting.removeFirst()
        return (taken.index, taken.job)
    }

    func stash(_ index: Int, _ output: Output) {
        lock.lock(); defer { lock.unlock() }
        pending[index] = output
    }

    func skip(_ index: Int) {
        lock.lock(); defer { lock.unlock() }
        skipped.insert(index)
        if index == nextIndex { nextIndex += 1 }
        while skipped.contains(nextIndex) { nextIndex += 1 }
    }

    func takeNextReady() -> (Int, Output)? {
        lock.lock(); defer { lock.unlock() }
        while skipped.contains(nextIndex) { nextIndex += 1 }
        guard let output = pending.removeValue(forKey: nextIndex) else { return nil }
        let index = nextIndex
        nextIndex += 1
        return (index, output)
    }
}
