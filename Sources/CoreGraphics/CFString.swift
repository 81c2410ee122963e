/// Core Foundation's string type, which Core Graphics names its constants with
/// (`CGColorSpace.sRGB`). Linux's Foundation has no Core Foundation types, so it is a Swift
/// `String` here: `CGColorSpace(name: CGColorSpace.sRGB)` and `"…" as CFString` compile as on
/// iOS.
public typealias CFString = String
