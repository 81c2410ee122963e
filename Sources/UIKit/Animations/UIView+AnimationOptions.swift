extension UIView {
    /// How a view animation runs (`UIView.AnimationOptions`), with UIKit's bits: behaviour
    /// flags, a curve (bits 16–19) and a transition (bits 20–23).
    ///
    /// Modelled: `.curveEaseInOut` (the default), `.curveEaseIn`, `.curveEaseOut`,
    /// `.curveLinear`, `.repeat`, `.autoreverse`, `.beginFromCurrentState`,
    /// `.overrideInheritedDuration`, `.overrideInheritedCurve`, the transitions (all drawn as
    /// a cross-dissolve), `.showHideTransitionViews`. The others are kept and change nothing
    /// here (there is no user interaction during a scripted animation, and no display rate).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews as the animation commits (`.layoutSubviews`).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets touches reach the views while they animate (`.allowUserInteraction`).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what shows now rather than the old model value
        /// (`.beginFromCurrentState`).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever (`.repeat`).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Plays back after each pass (`.autoreverse`).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses its own duration inside another block (`.overrideInheritedDuration`).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses its own curve inside another block (`.overrideInheritedCurve`).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws content as it changes (`.allowAnimatedContent`).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows views in a transition instead of removing and adding them
        /// (`.showHideTransitionViews`).
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Uses its own options inside another block (`.overrideInheritedOptions`).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at both ends (`.curveEaseInOut`), the default: 0.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start (`.curveEaseIn`).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end (`.curveEaseOut`).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even (`.curveLinear`).
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition (`.transitionNone`).
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// A flip about the vertical axis from the left (`.transitionFlipFromLeft`).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A flip from the right (`.transitionFlipFromRight`).
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A page curling up (`.transitionCurlUp`).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A page curling down (`.transitionCurlDown`).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A cross-dissolve (`.transitionCrossDissolve`).
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A flip about the horizontal axis from the top (`.transitionFlipFromTop`).
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A flip from the bottom (`.transitionFlipFromBottom`).
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The device's frame rate (`.preferredFramesPerSecondDefault`).
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames a second (`.preferredFramesPerSecond60`).
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames a second (`.preferredFramesPerSecond30`).
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve the options choose (bits 16–19).
        var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut }
        /// The transition the options choose (bits 20–23), 0 for none.
        var transition: UInt { (rawValue >> 20) & 0xF }
    }

    /// How a keyframe animation runs (`UIView.KeyframeAnimationOptions`): the behaviour bits
    /// of ``AnimationOptions`` and a calculation mode (bits 10–12).
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// As ``AnimationOptions/layoutSubviews``.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// As ``AnimationOptions/allowUserInteraction``.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// As ``AnimationOptions/beginFromCurrentState``.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// As ``AnimationOptions/repeat``.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// As ``AnimationOptions/autoreverse``.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// As ``AnimationOptions/overrideInheritedDuration``.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// As ``AnimationOptions/overrideInheritedOptions``.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Straight between keyframes (`.calculationModeLinear`), the default.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each keyframe's value held to the next (`.calculationModeDiscrete`).
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even speed (`.calculationModePaced`).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve (`.calculationModeCubic`); straight here.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at even speed (`.calculationModeCubicPaced`); straight here.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode the options choose.
        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }
    }

    /// A view animation's curve (`UIView.AnimationCurve`).
    public enum AnimationCurve: Int, Sendable {
        /// Slow at both ends (`.easeInOut`).
        case easeInOut = 0
        /// Slow at the start (`.easeIn`).
        case easeIn = 1
        /// Slow at the end (`.easeOut`).
        case easeOut = 2
        /// Even (`.linear`).
        case linear = 3

        /// The curve's Core Animation timing function (docs/REFERENCE.md §7).
        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: return CAMediaTimingFunction(name: .easeIn)
            case .easeOut: return CAMediaTimingFunction(name: .easeOut)
            case .linear: return CAMediaTimingFunction(name: .linear)
            }
        }
    }
}
