/// The word Core Foundation reads as an object's type, kept as the first stored property of the
/// UIKit classes whose instances are attribute values of attributed strings — `UIColor`,
/// `UIFont`, `NSParagraphStyle` and `NSTextAttachment` — so that Core Foundation treats them as
/// Swift objects and asks their own `isEqual(_:)` and `hash`.
///
/// Why: swift-corelibs-foundation's `NSObject` declares no instance variables ("add no ivars
/// here", Sources/Foundation/NSObject.swift), and Core Foundation reads the eight bytes after a
/// Swift object's header as its type information (`CFRuntimeBase._cfinfoa`, the type ID in bits
/// 8–17, CFRuntime.c). For an `NSObject` subclass those bytes are its first stored property;
/// when they decode to type 0 ("not a type"), `CFEqual` falls to the not-a-type class, which
/// halts the process. `NSMutableAttributedString` calls `CFEqual` on run attributes when it
/// copies, inserts or edits text whose runs hold two different colours or fonts
/// (`CFRunArrayInsert` → `CFBasicHashesAreEqual`), so typing into a two-colour text view
/// halted. Type 1 (CFType), whose class is not ours, makes `_CFIsSwift` true, and Core
/// Foundation then dispatches to the Swift object's methods. An app's own `NSObject`
/// subclasses used as attribute values remain exposed (README, "Text views").
struct CoreFoundationTypeInfo: Sendable {
    /// `_CFInfo(typeID: 1)` as swift-corelibs-foundation encodes it: the type ID from bit 8,
    /// bit 7 set.
    let info: UInt32 = 1 << 8 | 0x80
    /// The rest of the 64-bit word.
    let pad: UInt32 = 0
}
