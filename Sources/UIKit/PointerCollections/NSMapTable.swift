import Foundation

// Foundation's `NSMapTable`, which swift-corelibs-foundation does not declare: iOS code keeps
// caches and registries keyed or valued by weakly held objects in it
// (`NSMapTable<NSString, AnyObject>.strongToWeakObjects()`). Entries are kept in the order
// added (Apple's order is unspecified). Not declared: `NSSecureCoding`, `NSFastEnumeration`
// (an Objective-C protocol; the table is a Swift `Sequence` of its keys instead) and
// `dictionaryRepresentation()`, whose `[AnyHashable: Any]` cannot hold a key that is not
// hashable.

/// A dictionary that may hold its keys or values weakly (`NSMapTable`): an entry whose weakly
/// held key or value is freed leaves the table.
open class NSMapTable<KeyType: AnyObject, ObjectType: AnyObject>: NSObject, NSCopying {
    private let table: PointerTable

    /// A table whose keys and values are held as the options say, keys compared as
    /// `keyOptions` say (`init(keyOptions:valueOptions:capacity:)`); the capacity is a hint,
    /// unused here.
    public init(keyOptions: NSPointerFunctions.Options = [], valueOptions: NSPointerFunctions.Options = [], capacity initialCapacity: Int) {
        table = PointerTable(keyOptions: keyOptions, valueOptions: valueOptions)
        super.init()
    }

    /// A table whose keys and values are held as the options say (`init(keyOptions:valueOptions:)`).
    public convenience init(keyOptions: NSPointerFunctions.Options = [], valueOptions: NSPointerFunctions.Options = []) {
        self.init(keyOptions: keyOptions, valueOptions: valueOptions, capacity: 0)
    }

    /// A table whose keys and values are held as the functions say
    /// (`init(keyPointerFunctions:valuePointerFunctions:capacity:)`).
    public convenience init(
        keyPointerFunctions: NSPointerFunctions, valuePointerFunctions: NSPointerFunctions, capacity initialCapacity: Int
    ) {
        self.init(keyOptions: keyPointerFunctions.options, valueOptions: valuePointerFunctions.options, capacity: initialCapacity)
    }

    /// Strong keys and strong values (`strongToStrongObjects()`).
    open class func strongToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .strongMemory, valueOptions: .strongMemory)
    }
    /// Weak keys and strong values (`weakToStrongObjects()`).
    open class func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .weakMemory, valueOptions: .strongMemory)
    }
    /// Strong keys and weak values (`strongToWeakObjects()`).
    open class func strongToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .strongMemory, valueOptions: .weakMemory)
    }
    /// Weak keys and weak values (`weakToWeakObjects()`).
    open class func weakToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .weakMemory, valueOptions: .weakMemory)
    }

    /// The functions the keys are held and compared with (`keyPointerFunctions`).
    open var keyPointerFunctions: NSPointerFunctions { NSPointerFunctions(options: table.keyOptions) }
    /// The functions the values are held with (`valuePointerFunctions`).
    open var valuePointerFunctions: NSPointerFunctions { NSPointerFunctions(options: table.valueOptions) }

    /// The value for the key equal to `aKey` (`object(forKey:)`), or nil.
    open func object(forKey aKey: KeyType?) -> ObjectType? {
        aKey.flatMap { table.entry(for: $0)?.value as? ObjectType }
    }

    /// Sets the value for `aKey` (`setObject(_:forKey:)`); a nil value removes the entry, a
    /// nil key does nothing.
    open func setObject(_ anObject: ObjectType?, forKey aKey: KeyType?) {
        guard let anObject else { return table.remove(aKey) }
        table.insert(aKey, value: anObject)
    }

    /// Removes the entry for the key equal to `aKey` (`removeObject(forKey:)`).
    open func removeObject(forKey aKey: KeyType?) { table.remove(aKey) }

    /// Removes every entry (`removeAllObjects()`).
    open func removeAllObjects() { table.removeAll() }

    /// The number of entries (`count`); one whose weak key or value was freed no longer counts.
    ///
    /// - Complexity: O(1) for a table holding strongly, else O(*n*).
    open var count: Int { table.count }

    /// An enumerator over the keys, in the order added (`keyEnumerator()`).
    open func keyEnumerator() -> NSEnumerator { PointerTableEnumerator(table.contents.map(\.key)) }

    /// An enumerator over the values, in the order of their keys (`objectEnumerator()`).
    open func objectEnumerator() -> NSEnumerator? { PointerTableEnumerator(table.contents.compactMap(\.value)) }

    /// A table with the same options and entries, held as they are here (`copy(with:)`).
    open func copy(with zone: NSZone? = nil) -> Any { NSMapTable(table: table.copy()) }

    private init(table: PointerTable) {
        self.table = table
        super.init()
    }
}

extension NSMapTable: Sequence {
    /// Iterates over the keys, as `Any` (as Apple's `NSFastEnumerationIterator` does).
    public func makeIterator() -> IndexingIterator<[Any]> { table.contents.map { $0.key as Any }.makeIterator() }
}
