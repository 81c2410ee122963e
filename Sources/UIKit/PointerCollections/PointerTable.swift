import Foundation

/// The storage `NSHashTable` and `NSMapTable` share: members (and a map table's values) in the
/// order they were added, each held strongly or weakly and compared by `isEqual(_:)` or by
/// address as its options say, found through an index by hash.
///
/// A weakly held member or value that is freed makes its entry dead: reads skip it, and dead
/// entries and removed ones are swept out once the entries have doubled since the last
/// sweep, so a sweep costs a constant amount a call (Apple's tables likewise let a freed
/// weak key's value go only when they resize).
///
/// A mutation keeps what it lets go in a local until the table's storage is no longer being
/// written, since a member's `deinit` may use the table again (a class, so that no access
/// to it spans the whole call, as a struct stored in the collection's property would).
final class PointerTable {
    /// One member or value, held as its options say.
    struct Reference {
        private let strong: AnyObject?
        private weak var weak: AnyObject?

        /// `object` held weakly or strongly.
        init(_ object: AnyObject, weakly: Bool) {
            strong = weakly ? nil : object
            weak = weakly ? object : nil
        }

        /// The object, nil once a weakly held one is freed.
        var object: AnyObject? { strong ?? weak }
    }

    /// A member, its value in a map table, and the member's hash.
    struct Entry {
        let key: Reference
        let value: Reference?
        let hash: Int
    }

    /// How members are held and compared.
    let keyOptions: NSPointerFunctions.Options
    /// How a map table's values are held.
    let valueOptions: NSPointerFunctions.Options
    /// The entries in the order added; nil where one was removed.
    private var entries: [Entry?] = []
    /// The positions in `entries` of the entries with each hash.
    private var positions: [Int: [Int]] = [:]
    /// The number of entries after the last sweep.
    private var sweptCount = 0

    init(keyOptions: NSPointerFunctions.Options, valueOptions: NSPointerFunctions.Options = []) {
        self.keyOptions = keyOptions
        self.valueOptions = valueOptions
    }

    /// The live members and values, in the order added.
    var contents: [(key: AnyObject, value: AnyObject?)] {
        entries.compactMap { entry in entry.flatMap(Self.live) }
    }

    /// The number of live entries.
    ///
    /// - Complexity: O(1) when nothing is held weakly, else O(*n*).
    var count: Int {
        if !keyOptions.holdsWeakly && !valueOptions.holdsWeakly { return entries.count - holes }
        return entries.reduce(0) { $0 + ($1.flatMap(Self.live) == nil ? 0 : 1) }
    }

    /// The number of removed entries in `entries`.
    private var holes = 0

    /// The live entry equal to `key`, with its value.
    func entry(for key: AnyObject) -> (key: AnyObject, value: AnyObject?)? {
        position(of: key).flatMap { entries[$0].flatMap(Self.live) }
    }

    /// A table with the same options and entries, each held as it is here.
    func copy() -> PointerTable {
        let copy = PointerTable(keyOptions: keyOptions, valueOptions: valueOptions)
        (copy.entries, copy.positions, copy.sweptCount, copy.holes) = (entries, positions, sweptCount, holes)
        return copy
    }

    /// Adds `key` (copied in when the options say so) with `value`, replacing the value of an
    /// equal live member, whose own object stays (as `NSMapTable`'s `setObject(_:forKey:)`
    /// and `NSHashTable`'s `add(_:)` keep the first equal member); a nil key adds nothing.
    func insert(_ key: AnyObject?, value: AnyObject?) {
        guard let key else { return }
        let storedValue = value.map { Reference(Self.copiedIn($0, valueOptions), weakly: valueOptions.holdsWeakly) }
        if let position = position(of: key), let old = entries[position] {
            entries[position] = Entry(key: old.key, value: storedValue, hash: old.hash)
            return withExtendedLifetime(old) {}
        }
        let member = Self.copiedIn(key, keyOptions)
        let hash = hash(of: member)
        positions[hash, default: []].append(entries.count)
        entries.append(Entry(key: Reference(member, weakly: keyOptions.holdsWeakly), value: storedValue, hash: hash))
        if entries.count >= 2 * max(sweptCount, 8) { sweep() }
    }

    /// Removes the live entry equal to `key`, if any.
    func remove(_ key: AnyObject?) {
        guard let key, let position = position(of: key), let old = entries[position] else { return }
        entries[position] = nil
        holes += 1
        positions[old.hash]?.removeAll { $0 == position }
        if positions[old.hash]?.isEmpty == true { positions[old.hash] = nil }
        withExtendedLifetime(old) {}
    }

    /// Removes every entry.
    func removeAll() {
        let old = entries
        entries = []
        positions = [:]
        holes = 0
        sweptCount = 0
        withExtendedLifetime(old) {}
    }

    /// Drops removed and dead entries and rebuilds the index.
    private func sweep() {
        let old = entries
        entries = old.filter { $0.flatMap(Self.live) != nil }
        holes = 0
        positions = [:]
        for (position, entry) in entries.enumerated() {
            if let entry { positions[entry.hash, default: []].append(position) }
        }
        sweptCount = entries.count
        withExtendedLifetime(old) {}
    }

    /// The position of the live entry equal to `key`.
    private func position(of key: AnyObject) -> Int? {
        positions[hash(of: key)]?.first { position in
            guard let member = entries[position].flatMap(Self.live)?.key else { return false }
            return equal(member, key)
        }
    }

    /// `object`'s hash: its `hash` for the object personality (an `NSObject`), else its address's.
    private func hash(of object: AnyObject) -> Int {
        if keyOptions.comparesObjects, let object = object as? NSObject { return object.hash }
        return ObjectIdentifier(object).hashValue
    }

    /// Whether two members are the same: `isEqual(_:)` for the object personality (an
    /// `NSObject`), else identity.
    private func equal(_ member: AnyObject, _ other: AnyObject) -> Bool {
        if member === other { return true }
        guard keyOptions.comparesObjects, let member = member as? NSObject else { return false }
        return member.isEqual(other)
    }

    /// The entry's member and value while both are alive.
    private static func live(_ entry: Entry) -> (key: AnyObject, value: AnyObject?)? {
        guard let key = entry.key.object else { return nil }
        guard let value = entry.value else { return (key, nil) }
        return value.object.map { (key, $0) }
    }

    /// `object`, or its copy (`NSCopying`) when the options copy members in.
    private static func copiedIn(_ object: AnyObject, _ options: NSPointerFunctions.Options) -> AnyObject {
        guard options.copiesIn, let copying = object as? NSCopying else { return object }
        return copying.copy(with: nil) as AnyObject
    }
}
