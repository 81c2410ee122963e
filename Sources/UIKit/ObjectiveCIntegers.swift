/// Objective-C's `NSInteger`, which `import UIKit` brings on iOS (from the ObjectiveC module):
/// `Int`. Swift on Linux has no ObjectiveC module, and its Foundation does not declare it.
public typealias NSInteger = Int

/// Objective-C's `NSUInteger`: `UInt`, as on iOS.
public typealias NSUInteger = UInt
