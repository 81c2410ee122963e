/// UIKit's `UIInputViewAudioFeedback` (iOS 4.2): adopted by a custom input view or input
/// accessory view (a toolbar over the keyboard) whose taps play the keyboard's click through
/// ``UIDevice/playInputClick()``.
@preconcurrency @MainActor
public protocol UIInputViewAudioFeedback: NSObjectProtocol {
    /// Whether the view plays input clicks while it shows (`enableInputClicksWhenVisible`);
    /// optional in UIKit, and false by default, as Apple documents.
    var enableInputClicksWhenVisible: Bool { get }
}

extension UIInputViewAudioFeedback {
    /// False: input clicks stay off unless the adopting view enables them, UIKit's default
    /// for the optional member.
    public var enableInputClicksWhenVisible: Bool { false }
}
