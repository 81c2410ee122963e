// `import UIKit` brings Foundation (CGRect, IndexPath, NSObject…), Core Graphics and Core
// Animation (`CGColor`, `CALayer`, `CATransform3D`…), Core Text's font manager
// (`CTFontManagerRegisterFontsForURL`…) and the core's geometry
// (`CGAffineTransform`, `IndexPath(item:section:)`) with it, as Apple's UIKit does. The core's
// own names (`FlowLayout`, `CollectionView`…) come along too; they carry no `UI` prefix, so
// they never collide with UIKit's.
@_exported import CollectionLayout
@_exported import CoreGraphics
@_exported import CoreText
@_exported import Foundation
@_exported import QuartzCore
