import Foundation

/// An enumerator over the members or values of an `NSHashTable` or `NSMapTable`, taken when
/// it was made (`objectEnumerator()`, `keyEnumerator()`).
final class PointerTableEnumerator: NSEnumerator {
    private var remaining: IndexingIterator<[AnyObject]>

    init(_ objects: [AnyObject]) {
        remaining = objects.makeIterator()
        super.init()
    }

    override func nextObject() -> Any? { remaining.next() }
}
