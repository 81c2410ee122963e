// Swift Testing declares a cross-import overlay for CoreGraphics: a file that imports both
// `Testing` and `CoreGraphics` (or `UIKit`, which re-exports it) makes the compiler load a
// module named `_Testing_CoreGraphics` (on Apple platforms, attachments of CGImage). On Linux
// the toolchain ships no such module, so this package provides an empty one next to its
// `CoreGraphics`; without it the import fails with "no such module '_Testing_CoreGraphics'".
