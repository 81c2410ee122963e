import Foundation

// Foundation's `NSPointerFunctions`, which swift-corelibs-foundation does not declare, for the
// options `NSHashTable` and `NSMapTable` are made with (iOS code writes
// `NSHashTable<AnyObject>(options: .weakMemory)`). Apple's object also carries C callbacks
// (hash, equality, size, description, acquire, relinquish) for tables of raw pointers; a
// Swift table here holds objects only, so those are not declared.

/// How a pointer collection holds, compares and copies its members (`NSPointerFunctions`).
open class NSPointerFunctions: NSObject {
    /// A memory option (the low byte), at most one personality (the second byte) and
    /// `copyIn` (`NSPointerFunctions.Options`), with Apple's raw values
    /// (`NSPointerFunctions.h`).
    public struct Options: OptionSet, Sendable {
        /// Members are held strongly (`strongMemory`, 0): the default.
        public static let strongMemory = Options(rawValue: 0)
        /// Members are not held (`opaqueMemory`, 2); here they are held weakly, so a freed
        /// member reads as gone where Apple's table would keep a dangling pointer.
        public static let opaqueMemory = Options(rawValue: 2)
        /// Members are held with `malloc` (`mallocMemory`, 3): for raw pointers; here strongly.
        public static let mallocMemory = Options(rawValue: 3)
        /// Members are held with Mach virtual memory (`machVirtualMemory`, 4): for raw
        /// pointers; here strongly.
        public static let machVirtualMemory = Options(rawValue: 4)
        /// Members are held weakly and leave the collection when they are freed (`weakMemory`, 5).
        public static let weakMemory = Options(rawValue: 5)
        /// Members are compared with `isEqual(_:)` and hashed with `hash` (`objectPersonality`,
        /// 0): the default.
        public static let objectPersonality = Options(rawValue: 0)
        /// Members are compared and hashed by address (`opaquePersonality`, 1 << 8).
        public static let opaquePersonality = Options(rawValue: 1 << 8)
        /// Members are compared and hashed by address, described as objects
        /// (`objectPointerPersonality`, 2 << 8).
        public static let objectPointerPersonality = Options(rawValue: 2 << 8)
        /// Members are C strings (`cStringPersonality`, 3 << 8); objects here compare by address.
        public static let cStringPersonality = Options(rawValue: 3 << 8)
        /// Members are structs (`structPersonality`, 4 << 8); objects here compare by address.
        public static let structPersonality = Options(rawValue: 4 << 8)
        /// Members are integers (`integerPersonality`, 5 << 8); objects here compare by address.
        public static let integerPersonality = Options(rawValue: 5 << 8)
        /// Members are copied (`NSCopying`) as they are added (`copyIn`, 1 << 16).
        public static let copyIn = Options(rawValue: 1 << 16)

        /// The raw bits.
        public let rawValue: UInt

        /// Options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Whether members are held weakly: weak memory, or opaque memory (which is not
        /// retained on iOS, and is held weakly here so that it never dangles).
        var holdsWeakly: Bool { [Self.weakMemory.rawValue, Self.opaqueMemory.rawValue].contains(rawValue & 0xFF) }
        /// Whether members compare with `isEqual(_:)` (the object personality) rather than by address.
        var comparesObjects: Bool { rawValue & 0xFF00 == 0 }
        /// Whether members are copied as they are added.
        var copiesIn: Bool { rawValue & Self.copyIn.rawValue != 0 }
    }

    /// The options the functions were made with.
    let options: Options

    /// Pointer functions for `options` (`init(options:)`).
    public init(options: Options = []) {
        self.options = options
        super.init()
    }
}
