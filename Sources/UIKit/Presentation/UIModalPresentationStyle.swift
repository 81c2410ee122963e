/// How a presented view controller covers the screen (`UIModalPresentationStyle`), with UIKit's
/// raw values.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The whole screen; the presenting view leaves (`fullScreen`).
    case fullScreen = 0
    /// A sheet over the presenting view (`pageSheet`).
    case pageSheet = 1
    /// A sheet over the presenting view (`formSheet`).
    case formSheet = 2
    /// The presentation context's area, the presenting view leaving (`currentContext`).
    case currentContext = 3
    /// Presented by a custom presentation controller (`custom`).
    case custom = 4
    /// The whole screen over the presenting view, which stays (`overFullScreen`).
    case overFullScreen = 5
    /// The presentation context's area over its view, which stays (`overCurrentContext`).
    case overCurrentContext = 6
    /// A popover; a sheet in a compact width (`popover`).
    case popover = 7
    /// No adaptation (`none`).
    case none = -1
    /// The system's choice: a page sheet for most controllers (`automatic`, iOS 13).
    case automatic = -2
}

/// The animation a modal presentation uses (`UIModalTransitionStyle`); nothing animates here.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom (`coverVertical`).
    case coverVertical = 0
    /// Flips horizontally (`flipHorizontal`).
    case flipHorizontal = 1
    /// Cross-fades (`crossDissolve`).
    case crossDissolve = 2
    /// Curls up (`partialCurl`).
    case partialCurl = 3
}
