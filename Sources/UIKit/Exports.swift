// `import UIKit` brings Foundation (CGRect, IndexPath, NSObject…) and the core's
// geometry (`CGAffineTransform`, `CATransform3D`, `IndexPath(item:section:)`) with it, as
// Apple's UIKit does. The core's own names (`FlowLayout`, `CollectionView`…) come along
// too; they carry no `UI` prefix, so they never collide with UIKit's.
@_exported import CollectionLayout
@_exported import Foundation
