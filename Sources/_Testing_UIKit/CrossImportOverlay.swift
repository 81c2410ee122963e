// Swift Testing declares a cross-import overlay for UIKit: a file that imports both
// `Testing` and `UIKit` makes the compiler load a module named `_Testing_UIKit` (on Apple
// platforms, attachments of UIImage). On Linux the toolchain ships no such module, so this
// package provides an empty one next to its `UIKit` facade; without it `import Testing`
// plus `import UIKit` fails with "no such module '_Testing_UIKit'".
