import Foundation

// Foundation's `NSHashTable`, which swift-corelibs-foundation does not declare: iOS code keeps
// sets of weakly held observers in it (`NSHashTable<AnyObject>.weakObjects()`). It comes with
// `import UIKit`, so a file that imports only Foundation does not see it. Members are
// kept in the order added (Apple's order is unspecified). Not declared: `NSSecureCoding`,
// `NSFastEnumeration` (an Objective-C protocol; the table is a Swift `Sequence` instead) and
// `setRepresentation`, whose `Set<AnyHashable>` cannot hold a member that is not hashable.
// With `copyIn`, a member whose copy is of another class (a mutable string's is an
// `NSString`) reads back only when `ObjectType` is a superclass of the copy's: Swift checks
// the type where Objective-C trusts it.

/// A set of objects that may hold its members weakly (`NSHashTable`): a weakly held member
/// leaves the table when it is freed.
open class NSHashTable<ObjectType: AnyObject>: NSObject, NSCopying {
    private let table: PointerTable

    /// A table whose members are held and compared as `options` say
    /// (`init(options:capacity:)`); the capacity is a hint, unused here.
    public init(options: NSPointerFunctions.Options = [], capacity initialCapacity: Int) {
        table = PointerTable(keyOptions: options)
        super.init()
    }

    /// A table whose members are held and compared as `options` say (`init(options:)`).
    public convenience init(options: NSPointerFunctions.Options = []) {
        self.init(options: options, capacity: 0)
    }

    /// A table whose members are held and compared as `functions` say
    /// (`init(pointerFunctions:capacity:)`).
    public convenience init(pointerFunctions functions: NSPointerFunctions, capacity initialCapacity: Int) {
        self.init(options: functions.options, capacity: initialCapacity)
    }

    /// A table that holds its members weakly and compares them with `isEqual(_:)` (`weakObjects()`).
    open class func weakObjects() -> NSHashTable<ObjectType> { NSHashTable(options: .weakMemory) }

    /// The functions the table holds and compares its members with (`pointerFunctions`).
    open var pointerFunctions: NSPointerFunctions { NSPointerFunctions(options: table.keyOptions) }

    /// The number of members (`count`); a freed weak member no longer counts.
    ///
    /// - Complexity: O(1) for a table holding strongly, else O(*n*).
    open var count: Int { table.count }

    /// The member equal to `object` (`member(_:)`), or nil.
    open func member(_ object: ObjectType?) -> ObjectType? {
        object.flatMap { table.entry(for: $0)?.key as? ObjectType }
    }

    /// Whether a member equals `anObject` (`contains(_:)`).
    open func contains(_ anObject: ObjectType?) -> Bool { member(anObject) != nil }

    /// An enumerator over the members (`objectEnumerator()`).
    open func objectEnumerator() -> NSEnumerator { PointerTableEnumerator(allObjects) }

    /// Adds `object` unless an equal member is already there (`add(_:)`); nil adds nothing.
    open func add(_ object: ObjectType?) { table.insert(object, value: nil) }

    /// Removes the member equal to `object` (`remove(_:)`).
    open func remove(_ object: ObjectType?) { table.remove(object) }

    /// Removes every member (`removeAllObjects()`).
    open func removeAllObjects() { table.removeAll() }

    /// The members, in the order added (`allObjects`).
    open var allObjects: [ObjectType] { table.contents.compactMap { $0.key as? ObjectType } }

    /// One of the members (`anyObject`): here the first added.
    open var anyObject: ObjectType? { allObjects.first }

    /// Whether a member of `other` is also a member here (`intersects(_:)`).
    open func intersects(_ other: NSHashTable<ObjectType>) -> Bool { other.allObjects.contains { contains($0) } }

    /// Whether both tables have the same members (`isEqual(to:)`).
    open func isEqual(to other: NSHashTable<ObjectType>) -> Bool { count == other.count && isSubset(of: other) }

    /// Whether every member is also a member of `other` (`isSubset(of:)`).
    open func isSubset(of other: NSHashTable<ObjectType>) -> Bool { allObjects.allSatisfy { other.contains($0) } }

    /// Keeps only the members also in `other` (`intersect(_:)`).
    open func intersect(_ other: NSHashTable<ObjectType>) {
        for member in allObjects where !other.contains(member) { remove(member) }
    }

    /// Adds the members of `other` (`union(_:)`).
    open func union(_ other: NSHashTable<ObjectType>) {
        for member in other.allObjects { add(member) }
    }

    /// Removes the members of `other` (`minus(_:)`).
    open func minus(_ other: NSHashTable<ObjectType>) {
        for member in other.allObjects { remove(member) }
    }

    /// A table with the same options and members, held as they are here (`copy(with:)`).
    open func copy(with zone: NSZone? = nil) -> Any { NSHashTable(table: table.copy()) }

    private init(table: PointerTable) {
        self.table = table
        super.init()
    }
}

extension NSHashTable: Sequence {
    /// Iterates over the members, as `Any` (as Apple's `NSFastEnumerationIterator` does).
    public func makeIterator() -> IndexingIterator<[Any]> { allObjects.map { $0 as Any }.makeIterator() }
}
