import Foundation

/// One object per thread, made on the thread's first read and released when the thread
/// exits: the home of the thread-specific-slot rule that the animation clock and Core
/// Animation's transaction stack both follow.
package struct ThreadLocalObject<Value: AnyObject>: Sendable {
    /// The slot; its destructor releases the object a thread stored.
    @usableFromInline let key: pthread_key_t

    /// A new slot, empty on every thread.
    package init() {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        self.key = key
    }

    /// The running thread's object, made with `make` (and kept) on its first read.
    @inlinable package func value(makingWith make: () -> Value) -> Value {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
        }
        let value = make()
        pthread_setspecific(key, Unmanaged.passRetained(value).toOpaque())
        return value
    }
}
