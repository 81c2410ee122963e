// `import CoreGraphics` on Linux: Foundation's `CGFloat`, `CGPoint`, `CGSize`, `CGRect` and
// `CGVector`, the core's `CGAffineTransform`, and this module's colours and drawing types, as
// Apple's CoreGraphics declares them. Declared on Linux only: on Apple platforms the name
// belongs to Apple's framework.
@_exported import CollectionLayout
@_exported import Foundation
