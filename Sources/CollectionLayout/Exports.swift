// `import UIKit` brings Foundation with it (CGFloat, CGPoint, CGSize, CGRect, IndexPath);
// `import CollectionLayout` does the same, so code written against either needs no
// `import Foundation` of its own.
@_exported import Foundation
