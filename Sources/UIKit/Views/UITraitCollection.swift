/// Reading direction, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

/// Reading direction as a trait, as UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

/// How a view's content reads in either direction, as UIKit's `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the reading direction.
    case unspecified
    /// Playback controls: always left to right.
    case playback
    /// Spatial content: always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

/// A view's traits, as UIKit's `UITraitCollection`: the display scale and the reading
/// direction (the two a layout reads).
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// Pixels per point (`displayScale`).
    public let displayScale: CGFloat
    /// The reading direction (`layoutDirection`).
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    /// Traits from their values.
    public init(displayScale: CGFloat = 1, layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight) {
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        super.init()
    }

    /// Traits with only a display scale (`init(displayScale:)`).
    public convenience init(displayScale: CGFloat) {
        self.init(displayScale: displayScale, layoutDirection: .leftToRight)
    }
}

/// Trait values a view sets for itself, as UIKit's `UITraitOverrides` (iOS 17):
/// `view.traitOverrides.displayScale = 3`. A nil value inherits the superview's (see
/// `UIView.traitCollection`), else UIKit's default.
public struct UITraitOverrides: Equatable, Sendable {
    /// The display scale; nil inherits it (1 at the root).
    public var displayScale: CGFloat?
    /// The reading direction; nil inherits it (the application's at the root).
    public var layoutDirection: UITraitEnvironmentLayoutDirection?

    /// No overrides.
    public init() {}
}

/// The application object, as `UIApplication.shared`: it answers the reading direction.
public final class UIApplication: NSObject, @unchecked Sendable {
    /// The application (`UIApplication.shared`).
    public static let shared = UIApplication()

    /// The application's reading direction (`userInterfaceLayoutDirection`): left to
    /// right. A right-to-left layout is set per view with `semanticContentAttribute` or
    /// `traitOverrides.layoutDirection`.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    private override init() { super.init() }
}
