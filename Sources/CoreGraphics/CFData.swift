import Foundation

/// Core Foundation's data type, which Core Graphics hands image bytes out as
/// (`CGDataProvider.data`). Linux's Foundation has no Core Foundation types, so it is
/// Foundation's `NSData` here: `data as Data`, `CFDataGetLength` and `CFDataGetBytePtr`
/// work as on iOS.
public typealias CFData = NSData

/// The number of bytes (`CFDataGetLength`).
public func CFDataGetLength(_ theData: CFData) -> Int { theData.length }

/// The bytes (`CFDataGetBytePtr`), valid while `theData` lives.
public func CFDataGetBytePtr(_ theData: CFData) -> UnsafePointer<UInt8>! {
    theData.length == 0 ? nil : theData.bytes.assumingMemoryBound(to: UInt8.self)
}
