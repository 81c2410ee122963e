// `import QuartzCore` on Linux: Core Animation's layers and `CATransform3D` functions, with
// Core Graphics (and so Foundation and the geometry types) re-exported, as Apple's QuartzCore
// does. Declared on Linux only, like `UIKit`.
@_exported import CoreGraphics
