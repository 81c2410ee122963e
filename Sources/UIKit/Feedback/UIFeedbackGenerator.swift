import Foundation

/// The base of the haptic feedback generators (`UIFeedbackGenerator`).
///
/// Haptics play nothing here, as on the iOS Simulator, which has no Taptic Engine: a generator
/// accepts every call UIKit's accepts and has no effect that code or a snapshot can see.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// Readies the generator to play feedback soon (`prepare()`).
    open func prepare() {}
}

/// A generator of impacts (`UIImpactFeedbackGenerator`): collisions of a given mass.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the colliding objects (`UIImpactFeedbackGenerator.FeedbackStyle`), with
    /// UIKit's raw values.
    public enum FeedbackStyle: Int, Sendable {
        /// Small, light elements.
        case light = 0
        /// Moderately sized elements.
        case medium = 1
        /// Large, heavy elements.
        case heavy = 2
        /// Soft, flexible elements.
        case soft = 3
        /// Rigid elements.
        case rigid = 4
    }

    /// A generator of `style` (`init(style:)`).
    public init(style: FeedbackStyle) { super.init() }

    /// A generator of medium impacts (`init()`), UIKit's default style.
    public override convenience init() { self.init(style: .medium) }

    /// A generator of `style` for feedback in `view` (`init(style:view:)`, iOS 17.5); the
    /// view says where feedback plays on devices that place it, which an iPhone does not.
    public convenience init(style: FeedbackStyle, view: UIView) { self.init(style: style) }

    /// Plays an impact (`impactOccurred()`).
    open func impactOccurred() {}

    /// Plays an impact of `intensity`, from 0 to 1 (`impactOccurred(intensity:)`).
    open func impactOccurred(intensity: CGFloat) {}

    /// Plays an impact at `location` in the generator's view (`impactOccurred(at:)`, iOS 17.5).
    open func impactOccurred(at location: CGPoint) {}

    /// Plays an impact of `intensity` at `location` (`impactOccurred(intensity:at:)`, iOS 17.5).
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {}
}

/// A generator of selection changes (`UISelectionFeedbackGenerator`).
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection change (`selectionChanged()`).
    open func selectionChanged() {}

    /// Plays a selection change at `location` (`selectionChanged(at:)`, iOS 17.5).
    open func selectionChanged(at location: CGPoint) {}
}

/// A generator of task outcomes (`UINotificationFeedbackGenerator`).
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome a notification reports (`UINotificationFeedbackGenerator.FeedbackType`),
    /// with UIKit's raw values.
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success = 0
        /// A task produced a warning.
        case warning = 1
        /// A task failed.
        case error = 2
    }

    /// Plays the outcome `notificationType` (`notificationOccurred(_:)`).
    open func notificationOccurred(_ notificationType: FeedbackType) {}

    /// Plays the outcome `notificationType` at `location` (`notificationOccurred(_:at:)`, iOS 17.5).
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {}
}
