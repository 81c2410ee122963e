import Foundation

/// Core Foundation's array type, which Core Graphics takes colour lists as
/// (`CGGradient(colorsSpace:colors:locations:)`). Linux's Foundation has no Core Foundation
/// types, so it is Foundation's `NSArray` here: `[c1, c2] as CFArray` works as on iOS.
public typealias CFArray = NSArray
