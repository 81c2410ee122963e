/// The status bar's look (`UIStatusBarStyle`), with UIKit's raw values. No status bar is drawn
/// here: a controller's preference is read by nothing but the code that asks.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark or light content, following the interface style (`default`).
    case `default` = 0
    /// Light content, for dark backgrounds (`lightContent`).
    case lightContent = 1
    /// Dark content, for light backgrounds (`darkContent`, iOS 13).
    case darkContent = 3
}

/// How the status bar animates when it shows or hides (`UIStatusBarAnimation`), with UIKit's
/// raw values.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// A fade.
    case fade = 1
    /// A slide.
    case slide = 2
}
