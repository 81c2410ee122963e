// `import QuartzCore` on Linux: Core Animation's types that layout code uses (`CALayer`,
// `CATransform3D` and its functions) live in the `UIKit` facade, which this module
// re-exports, so a layout file that imports QuartzCore, as many iOS layouts do, compiles
// unchanged. Declared on Linux only, like `UIKit`. (It also brings UIKit's other names,
// which Apple's QuartzCore does not: a file written for iOS never relies on that.)
@_exported import UIKit
