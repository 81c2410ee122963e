import Foundation

/// How long scripted touches last. UIKit has no duration for a tap (a person decides);
/// these are this project's choices, except where marked as UIKit's.
public enum TouchTiming {
    /// Touch-down to touch-up of a scripted tap: 0.1 s. A choice: a brisk tap, long enough
    /// for the highlight to show in a frame at 30 fps or more.
    public static let tapPress: Double = 0.1
    /// The press before an edit menu shows: 0.5 s, UIKit's
    /// `UILongPressGestureRecognizer.minimumPressDuration` default.
    public static let longPress: Double = 0.5
    /// How long a scripted edit menu stays up before the action is tapped: 0.8 s. A choice.
    public static let menuShown: Double = 0.8
}
