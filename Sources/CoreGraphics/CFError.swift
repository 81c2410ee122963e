import Foundation

/// Core Foundation's error type (`CFError`), which Core Text hands failures back as, through an
/// `UnsafeMutablePointer<Unmanaged<CFError>?>` (`CTFontManagerRegisterFontsForURL`). Linux's
/// Foundation has no Core Foundation types, so it is Foundation's `NSError` here:
/// `error.takeRetainedValue() as Error`, `as NSError` and `CFErrorGetCode` work as on iOS.
public typealias CFError = NSError

/// The domain of a `CFError` (`CFErrorDomain`): a string.
public typealias CFErrorDomain = CFString

/// Core Foundation's index and count type (`CFIndex`), a signed word as on iOS.
public typealias CFIndex = Int

// Apple imports these with implicitly unwrapped parameters (`CFError!`) and leaves a nil
// error undefined; here nil gives code 0 and no domain or description, never a trap.

/// The error's code (`CFErrorGetCode`).
public func CFErrorGetCode(_ err: CFError!) -> CFIndex { err?.code ?? 0 }

/// The error's domain (`CFErrorGetDomain`).
public func CFErrorGetDomain(_ err: CFError!) -> CFErrorDomain! { err?.domain }

/// The error's description, for a user (`CFErrorCopyDescription`): its localized description.
public func CFErrorCopyDescription(_ err: CFError!) -> CFString! { err?.localizedDescription }
