import CollectionAnimation
import Foundation

/// Groups layer changes and animations (`CATransaction`): the duration and curve of the
/// animations made inside, whether property changes make animations at all, and a block run
/// when every animation added inside has finished.
///
/// Transactions nest (`begin()` … `commit()`), per thread, as in Core Animation, over an
/// implicit one that changes made outside any `begin()` join. There is no run loop here: the
/// implicit transaction commits when the animation clock next advances, and a completion
/// block runs when the clock passes the end of the last animation added in its transaction
/// (on the next advance when there was none).
open class CATransaction: NSObject {
    /// Opens a transaction on this thread (`begin()`).
    open class func begin() {
        TransactionStack.current.open.append(TransactionRecord(clock: AnimationClock.current))
    }

    /// Closes the innermost transaction (`commit()`); nothing when none is open.
    open class func commit() {
        guard let record = TransactionStack.current.open.popLast() else { return }
        record.commit()
    }

    /// Commits the implicit transaction now (`flush()`).
    open class func flush() {
        TransactionStack.current.commitImplicit()
    }

    /// Takes the transaction lock (`lock()`); nothing here (transactions are per thread).
    open class func lock() {}
    /// Releases the transaction lock (`unlock()`); nothing here.
    open class func unlock() {}

    /// The duration of the animations property changes make (`animationDuration()`):
    /// the innermost transaction's that sets one, else 0.25 s.
    open class func animationDuration() -> CFTimeInterval {
        TransactionStack.current.innermost { $0.animationDuration } ?? 0.25
    }

    /// Sets the current transaction's animation duration (`setAnimationDuration(_:)`).
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        TransactionStack.current.record.animationDuration = dur
    }

    /// The timing curve of the animations property changes make
    /// (`animationTimingFunction()`); nil when none sets one.
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        TransactionStack.current.innermost { $0.timingFunction }
    }

    /// Sets the current transaction's timing curve (`setAnimationTimingFunction(_:)`).
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        TransactionStack.current.record.timingFunction = function
    }

    /// Whether property changes make no animations (`disableActions()`).
    open class func disableActions() -> Bool {
        TransactionStack.current.innermost { $0.disableActions } ?? false
    }

    /// Sets whether property changes in the current transaction make animations
    /// (`setDisableActions(_:)`).
    open class func setDisableActions(_ flag: Bool) {
        TransactionStack.current.record.disableActions = flag
    }

    /// The block run when the current transaction's animations have finished
    /// (`completionBlock()`).
    open class func completionBlock() -> (() -> Void)? {
        TransactionStack.current.peek?.completion
    }

    /// Sets the block run when the animations added in the current transaction have finished
    /// (`setCompletionBlock(_:)`).
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        TransactionStack.current.record.completion = block
    }

    /// A value of the current transaction (`value(forKey:)`): the four properties under
    /// Core Animation's keys (`animationDuration`, `animationTimingFunction`,
    /// `disableActions`, `completionBlock`), else what `setValue(_:forKey:)` stored.
    open class func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionCompletionBlock: return completionBlock()
        default: return TransactionStack.current.innermost { $0.values[key] }
        }
    }

    /// Sets a value of the current transaction (`setValue(_:forKey:)`); under Core Animation's
    /// keys a number is read as Objective-C reads an `NSNumber` (any Swift number or Boolean).
    open class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration: setAnimationDuration(Double(anyNumber: anObject) ?? 0.25)
        case kCATransactionAnimationTimingFunction: setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case kCATransactionDisableActions: setDisableActions(Double(anyNumber: anObject).map { $0 != 0 } ?? false)
        case kCATransactionCompletionBlock: setCompletionBlock(anObject as? () -> Void)
        default: TransactionStack.current.record.values[key] = anObject
        }
    }

    /// Counts an animation added now in every open transaction; `done` tells them when it
    /// stops.
    static func register() -> TransactionRecord.Membership {
        let stack = TransactionStack.current
        _ = stack.record
        let members = ([stack.implicit] + stack.open).compactMap { $0 }
        for record in members { record.pending += 1 }
        return TransactionRecord.Membership(records: members)
    }
}

/// One transaction: its settings and the animations still running in it.
final class TransactionRecord {
    var disableActions: Bool?
    var animationDuration: Double?
    var timingFunction: CAMediaTimingFunction?
    var completion: (() -> Void)?
    var values: [String: Any] = [:]
    /// Animations added inside that have not stopped.
    var pending = 0
    var committed = false
    let clock: AnimationClock

    init(clock: AnimationClock) { self.clock = clock }

    /// Closes the transaction: its completion runs once its animations have stopped.
    func commit() {
        committed = true
        guard pending == 0, let completion else { return }
        self.completion = nil
        clock.schedule(at: clock.time, completion)
    }

    /// An animation of this transaction stopped.
    func animationStopped() {
        pending -= 1
        guard committed, pending == 0, let completion else { return }
        self.completion = nil
        completion()
    }

    /// The transactions an animation belongs to, told once when it stops.
    final class Membership {
        private var records: [TransactionRecord]
        init(records: [TransactionRecord]) { self.records = records }
        func stopped() {
            let told = records
            records = []
            for record in told { record.animationStopped() }
        }
    }
}

/// A thread's transactions: the implicit one and those opened with `begin()`.
final class TransactionStack {
    var implicit: TransactionRecord?
    var open: [TransactionRecord] = []

    /// The innermost open transaction, else the implicit one (made when needed; it commits
    /// on the clock's next advance).
    var record: TransactionRecord {
        if let last = open.last { return last }
        if let implicit { return implicit }
        let clock = AnimationClock.current
        let made = TransactionRecord(clock: clock)
        implicit = made
        clock.schedule(at: clock.time) { [weak self, weak made] in
            guard let self, let made, self.implicit === made else { return }
            self.commitImplicit()
        }
        return made
    }

    /// The innermost transaction there is, made or not.
    var peek: TransactionRecord? { open.last ?? implicit }

    /// The innermost transaction's answer that is not nil.
    func innermost<Value>(_ read: (TransactionRecord) -> Value?) -> Value? {
        for record in open.reversed() { if let value = read(record) { return value } }
        return implicit.flatMap(read)
    }

    /// Commits the implicit transaction.
    func commitImplicit() {
        guard let record = implicit else { return }
        implicit = nil
        record.commit()
    }

    /// This thread's stack.
    static var current: TransactionStack { transactionStacks.value { TransactionStack() } }
}

/// Each thread's transaction stack, released with the thread.
private let transactionStacks = ThreadLocalObject<TransactionStack>()
