import Foundation
import Testing
import UIKit

/// `NSHashTable` and `NSMapTable` as Foundation documents them: "keys and/or values are
/// optionally held 'weakly' such that entries are removed when one of the objects is
/// reclaimed"; compared with `isEqual(_:)` unless the options ask for pointer identity;
/// copied on input with `copyIn`.
@Suite struct PointerCollectionTests {
    /// A member that says when it is freed.
    nonisolated final class Observer {
        let freed: () -> Void
        init(freed: @escaping () -> Void = {}) { self.freed = freed }
        deinit { freed() }
    }

    /// Two of these are equal when their names are.
    nonisolated final class Named: NSObject {
        let name: String
        init(_ name: String) { self.name = name }
        override func isEqual(_ object: Any?) -> Bool { (object as? Named)?.name == name }
        override var hash: Int { name.hashValue }
    }

    @Test func aWeakHashTableLetsAFreedMemberGo() {
        let table = NSHashTable<AnyObject>.weakObjects()
        var freed = false
        let kept = Observer()
        var observer: Observer? = Observer { freed = true }
        table.add(kept)
        table.add(observer)
        #expect(table.count == 2)
        #expect(table.contains(observer))
        observer = nil
        #expect(freed, "the table does not keep its member alive")
        #expect(table.count == 1)
        #expect(table.allObjects.count == 1 && table.allObjects.first === kept)
    }

    @Test func aStrongHashTableKeepsItsMembersUntilRemoved() {
        let table = NSHashTable<Observer>(options: .strongMemory)
        var freed = false
        table.add(Observer { freed = true })
        #expect(!freed, "the table holds its member")
        #expect(table.count == 1)
        table.remove(table.anyObject)
        #expect(freed && table.count == 0)
    }

    @Test func membersCompareWithIsEqualUnlessTheOptionsAskForIdentity() {
        let equal = NSHashTable<Named>(options: [])
        let first = Named("a")
        equal.add(first)
        equal.add(Named("a"))
        #expect(equal.count == 1, "an equal member is not added twice")
        #expect(equal.member(Named("a")) === first, "the first one stays")
        let identity = NSHashTable<Named>(options: .objectPointerPersonality)
        identity.add(first)
        identity.add(Named("a"))
        #expect(identity.count == 2)
        #expect(!identity.contains(Named("a")) && identity.contains(first))
    }

    @Test func copyInStoresACopy() {
        // A mutable string's copy is an immutable `NSString`, a member of an `NSString` table.
        let table = NSHashTable<NSString>(options: .copyIn)
        let text = NSMutableString(string: "draft")
        table.add(text)
        text.append(" edited")
        #expect(table.anyObject == "draft" && !(table.anyObject is NSMutableString))
    }

    @Test func setOperationsFollowTheMembers() {
        let a = Named("a"), b = Named("b"), c = Named("c")
        let left = NSHashTable<Named>(), right = NSHashTable<Named>()
        [a, b].forEach(left.add)
        [b, c].forEach(right.add)
        #expect(left.intersects(right) && !left.isSubset(of: right))
        let union = left.copy() as? NSHashTable<Named>
        union?.union(right)
        #expect(union?.allObjects.map(\.name) == ["a", "b", "c"])
        left.minus(right)
        #expect(left.allObjects.map(\.name) == ["a"])
        right.intersect(union ?? right)
        #expect(right.isEqual(to: right.copy() as? NSHashTable<Named> ?? left))
        #expect(Array(right).count == 2, "iterating visits every member")
    }

    @Test func aStrongToWeakMapTableDropsAnEntryWhoseValueIsFreed() {
        let map = NSMapTable<NSString, Observer>.strongToWeakObjects()
        var observer: Observer? = Observer()
        map.setObject(observer, forKey: "live")
        #expect(map.object(forKey: "live") === observer, "keys compare with isEqual: another equal string finds it")
        observer = nil
        #expect(map.object(forKey: "live") == nil)
        #expect(map.count == 0)
    }

    @Test func aWeakToStrongMapTableReleasesTheValueWithItsKey() {
        let map = NSMapTable<Observer, Observer>.weakToStrongObjects()
        var key: Observer? = Observer()
        var valueFreed = false
        map.setObject(Observer { valueFreed = true }, forKey: key)
        #expect(map.count == 1)
        key = nil
        #expect(map.count == 0 && map.keyEnumerator().nextObject() == nil)
        for _ in 0..<16 { map.setObject(Observer(), forKey: Observer()) }
        #expect(valueFreed, "the dead entry is swept out as the table grows")
    }

    @Test func settingAValueReplacesItAndNilRemovesTheEntry() {
        let map = NSMapTable<NSString, NSString>.strongToStrongObjects()
        map.setObject("1", forKey: "a")
        map.setObject("2", forKey: "b")
        map.setObject("3", forKey: "a")
        #expect(map.object(forKey: "a") == "3" && map.count == 2)
        #expect(map.keyEnumerator().allObjects as? [NSString] == ["a", "b"])
        #expect(map.objectEnumerator()?.allObjects as? [NSString] == ["3", "2"])
        map.setObject(nil, forKey: "a")
        #expect(map.object(forKey: "a") == nil && map.count == 1)
        map.removeAllObjects()
        #expect(map.count == 0)
    }

    @Test func aMemberWhoseDeinitUsesTheTableIsSafe() {
        let table = NSHashTable<AnyObject>(options: .strongMemory)
        var observer: Observer? = Observer { table.add(Observer()) }
        table.add(observer)
        observer = nil
        table.removeAllObjects()
        #expect(table.count == 1, "the member freed by removeAllObjects added another after the table was emptied")
    }
}
