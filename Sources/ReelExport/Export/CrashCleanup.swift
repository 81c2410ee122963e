import Foundation

/// Removes an export's staged output when the process dies of a fatal signal (a trap,
/// SIGSEGV, SIGABRT…), so even a crash leaves no `.NAME.tmp-PID-…` file or folder behind.
///
/// The handler does only what is safe in a signal handler: it kills a registered encoder
/// process (ffmpeg would otherwise finish, and with `+faststart` re-create, its file),
/// unlinks registered files, unlinks the frames of a registered staging folder by their
/// predictable names (`frame-00000.png` … up to the highest index handed out, plus one),
/// and removes the folder; then it restores the signal's previous action (such as the Swift
/// runtime's backtracer) and raises the signal again, so the process still dies of it.
/// State lives in fixed, preallocated C memory.
public enum CrashCleanup {
    /// How many outputs can be registered at once.
    private static let capacity = 4

    /// Installs the handlers (once per process).
    public static func install() {
        guard !installed else { return }
        installed = true
        // Touch every piece of state now: a first access initialises it (and allocates),
        // which the handler must never do.
        _ = (paths, folders, highestFrames, childProcess, nameBuffer, previousActions, fatalSignals.count, crashing)
        for (index, signalNumber) in fatalSignals.enumerated() {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = crashHandler
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signalNumber, &action, &previousActions[index])
        }
    }

    /// Registers a staged file; returns its slot for ``unregister(_:)``, or nil when full.
    static func register(file path: String) -> Int? { register(path, isFolder: false) }

    /// Registers a staging folder of `frame-NNNNN.png` files (see ``noteFrame(_:in:)``).
    static func register(folder path: String) -> Int? { register(path, isFolder: true) }

    /// Records that frame `index` may exist in the folder registered at `slot`.
    /// Once the handler runs, a thread about to write a frame waits here for the process to
    /// die, so no frame appears after the handler removed the folder's files.
    static func noteFrame(_ index: Int, in slot: Int?) {
        guard let slot, index >= 0 else { return }
        while crashing { usleep(10_000) }
        if index > highestFrames[slot] { highestFrames[slot] = index }
    }

    /// Registers the encoder process to kill first.
    static func register(child: pid_t) { childProcess = child }

    /// Forgets the encoder process.
    static func unregisterChild() { childProcess = 0 }

    /// Forgets a registered output (it was committed or discarded) and clears `slot`, so a
    /// second call does nothing (and never frees a slot registered again since).
    static func unregister(_ slot: inout Int?) {
        guard let index = slot else { return }
        slot = nil
        let path = paths[index]
        paths[index] = nil
        free(path)
    }

    private static func register(_ path: String, isFolder: Bool) -> Int? {
        for slot in 0..<capacity where paths[slot] == nil {
            folders[slot] = isFolder
            highestFrames[slot] = -1
            paths[slot] = strdup(path)
            return slot
        }
        return nil
    }

    fileprivate static let fatalSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGBUS, SIGSEGV, SIGSYS]
    fileprivate nonisolated(unsafe) static var installed = false
    fileprivate nonisolated(unsafe) static var previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 7)
    fileprivate nonisolated(unsafe) static var paths = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 4).initialized(
        nil, 4)
    fileprivate nonisolated(unsafe) static var folders = UnsafeMutablePointer<Bool>.allocate(capacity: 4).initialized(false, 4)
    fileprivate nonisolated(unsafe) static var highestFrames = UnsafeMutablePointer<Int>.allocate(capacity: 4).initialized(-1, 4)
    fileprivate nonisolated(unsafe) static var childProcess: pid_t = 0
    /// Set by the handler: frame writers stop (see ``noteFrame(_:in:)``).
    fileprivate nonisolated(unsafe) static var crashing = false
    /// Where frame paths are spelled out in the handler (a path of up to 4,000 bytes).
    fileprivate nonisolated(unsafe) static var nameBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: 4_096)
}

extension UnsafeMutablePointer {
    fileprivate func initialized(_ value: Pointee, _ count: Int) -> UnsafeMutablePointer {
        initialize(repeating: value, count: count)
        return self
    }
}

/// The fatal-signal handler (see ``CrashCleanup``): only async-signal-safe calls.
private let crashHandler: @convention(c) (Int32) -> Void = { signalNumber in
    CrashCleanup.crashing = true
    if CrashCleanup.childProcess > 0 { kill(CrashCleanup.childProcess, SIGKILL) }
    for slot in 0..<4 {
        guard let path = CrashCleanup.paths[slot] else { continue }
        if !CrashCleanup.folders[slot] {
            unlink(path)
            continue
        }
        // Other threads run on while this handler does: a frame already being written may
        // appear after its unlink, so repeat until the folder is empty (at most about 2 s).
        var attempt = 0
        while attempt < 200 {
            attempt += 1
            removeFrames(of: slot, in: path)
            if rmdir(path) == 0 || errno == ENOENT { break }
            var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
            nanosleep(&pause, nil)
        }
    }
    for (index, fatal) in CrashCleanup.fatalSignals.enumerated() where fatal == signalNumber {
        sigaction(signalNumber, CrashCleanup.previousActions + index, nil)
    }
    raise(signalNumber)
}

/// Unlinks `frame-00000.png` … the highest frame handed out plus one in the staging folder
/// `path` (async-signal-safe: no allocation).
private func removeFrames(of slot: Int, in path: UnsafeMutablePointer<CChar>) {
    let length = strlen(path)
    if length < 4_000 {
        let buffer = CrashCleanup.nameBuffer
        memcpy(buffer, path, length)
        let highest = CrashCleanup.highestFrames[slot] + 1
        if highest >= 0 {
            for index in 0...highest {
                // "/frame-", at least five digits, ".png", NUL: no array literals (they
                // would allocate).
                var at = length
                buffer[at] = 47; buffer[at + 1] = 102; buffer[at + 2] = 114; buffer[at + 3] = 97
                buffer[at + 4] = 109; buffer[at + 5] = 101; buffer[at + 6] = 45
                at += 7
                var digits = 1, rest = index / 10
                while rest > 0 { digits += 1; rest /= 10 }
                let width = max(5, digits)
                var value = index
                var position = width - 1
                while position >= 0 {
                    buffer[at + position] = CChar(48 + value % 10)
                    value /= 10
                    position -= 1
                }
                at += width
                buffer[at] = 46; buffer[at + 1] = 112; buffer[at + 2] = 110; buffer[at + 3] = 103; buffer[at + 4] = 0
                unlink(buffer)
            }
        }
    }
}
