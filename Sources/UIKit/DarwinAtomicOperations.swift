import Foundation

// Darwin's `libkern/OSAtomic.h` arithmetic that `import UIKit` brings on iOS (UIKit re-exports
// Foundation, which re-exports Darwin) and Glibc does not declare. iOS code written before
// Swift's own atomics counts with it, for instance
// `OSAtomicIncrement32(&pendingCount)`. Apple deprecated these in iOS 10 for C11 atomics.
//
// As imported C functions, their results may be ignored and their pointers are implicitly
// unwrapped optionals, as Darwin's are; no pointer changes nothing (Darwin's would crash). They come with `import UIKit`: a file
// that imports only Foundation does not see them, where Darwin's Foundation brings them on iOS.
//
// Each operation here runs under one process-wide lock, so the operations are atomic with
// respect to one another, which is what code using them relies on; like Apple's, they do
// not make a plain read or write of the same memory elsewhere safe.

/// Serialises the `OSAtomic` operations.
private let atomicOperationsLock = NSLock()

/// Adds `amount` to the integer at `value` atomically and answers the new value; 0 for no
/// pointer (Darwin's would crash).
private func atomicallyAdd<Value: FixedWidthInteger>(_ amount: Value, to value: UnsafeMutablePointer<Value>?) -> Value {
    guard let value else { return 0 }
    return atomicOperationsLock.withLock {
        value.pointee &+= amount
        return value.pointee
    }
}

/// Adds `amount` to `value` atomically and answers the new value (`OSAtomicAdd32`).
@discardableResult public func OSAtomicAdd32(_ amount: Int32, _ value: UnsafeMutablePointer<Int32>!) -> Int32 {
    atomicallyAdd(amount, to: value)
}

/// ``OSAtomicAdd32(_:_:)`` with a memory barrier (`OSAtomicAdd32Barrier`).
@discardableResult public func OSAtomicAdd32Barrier(_ amount: Int32, _ value: UnsafeMutablePointer<Int32>!) -> Int32 {
    atomicallyAdd(amount, to: value)
}

/// Adds 1 to `value` atomically and answers the new value (`OSAtomicIncrement32`).
@discardableResult public func OSAtomicIncrement32(_ value: UnsafeMutablePointer<Int32>!) -> Int32 {
    atomicallyAdd(1, to: value)
}

/// ``OSAtomicIncrement32(_:)`` with a memory barrier (`OSAtomicIncrement32Barrier`).
@discardableResult public func OSAtomicIncrement32Barrier(_ value: UnsafeMutablePointer<Int32>!) -> Int32 {
    atomicallyAdd(1, to: value)
}

/// Subtracts 1 from `value` atomically and answers the new value (`OSAtomicDecrement32`).
@discardableResult public func OSAtomicDecrement32(_ value: UnsafeMutablePointer<Int32>!) -> Int32 {
    atomicallyAdd(-1, to: value)
}

/// ``OSAtomicDecrement32(_:)`` with a memory barrier (`OSAtomicDecrement32Barrier`).
@discardableResult public func OSAtomicDecrement32Barrier(_ value: UnsafeMutablePointer<Int32>!) -> Int32 {
    atomicallyAdd(-1, to: value)
}

/// Adds `amount` to `value` atomically and answers the new value (`OSAtomicAdd64`).
@discardableResult public func OSAtomicAdd64(_ amount: Int64, _ value: UnsafeMutablePointer<Int64>!) -> Int64 {
    atomicallyAdd(amount, to: value)
}

/// Adds 1 to `value` atomically and answers the new value (`OSAtomicIncrement64`).
@discardableResult public func OSAtomicIncrement64(_ value: UnsafeMutablePointer<Int64>!) -> Int64 {
    atomicallyAdd(1, to: value)
}

/// Subtracts 1 from `value` atomically and answers the new value (`OSAtomicDecrement64`).
@discardableResult public func OSAtomicDecrement64(_ value: UnsafeMutablePointer<Int64>!) -> Int64 {
    atomicallyAdd(-1, to: value)
}

/// Sets `value` to `newValue` if it holds `oldValue`, atomically; answers whether it
/// did (`OSAtomicCompareAndSwap32`).
@discardableResult
public func OSAtomicCompareAndSwap32(_ oldValue: Int32, _ newValue: Int32, _ value: UnsafeMutablePointer<Int32>!) -> Bool {
    guard let value else { return false }
    return atomicOperationsLock.withLock {
        guard value.pointee == oldValue else { return false }
        value.pointee = newValue
        return true
    }
}
