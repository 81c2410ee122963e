/// Runs `body`, isolated to the main actor, from a synchronous nonisolated caller, without
/// checking the thread: where the collection-view core or Foundation calls into UIKit's
/// main-actor world — the core's layout asking a `UICollectionViewLayout` through its bridge,
/// the core's cell applying attributes to a UIKit cell, `NSObject`'s `isEqual(_:)`.
///
/// It is Swift's `MainActor.assumeIsolated(_:)` without the check, on purpose: that check
/// traps off the main thread, while UIKit on iOS, used off the main thread from code built
/// in the Swift 5 language mode (as many test suites are), carries on. The cast is the one
/// `assumeIsolated` itself makes: a synchronous function's global-actor isolation does not
/// change how it is called.
@inline(__always)
func withMainActorAssumed<T>(_ body: @MainActor () throws -> T) rethrows -> T {
    try withoutActuallyEscaping(body) { isolated in
        try unsafeBitCast(isolated, to: (() throws -> T).self)()
    }
}
