/// How a view's content reads in either direction (`UISemanticContentAttribute`).
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

extension UIView {
    /// The reading direction ``UIView/effectiveUserInterfaceLayoutDirection`` answers: the traits' layout direction as the view's
    /// ``UIView/semanticContentAttribute`` takes it.
    var semanticLayoutDirection: UIUserInterfaceLayoutDirection {
        Self.userInterfaceLayoutDirection(
            for: semanticContentAttribute, relativeTo: traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// The direction content with `attribute` reads in an app laid out in the application's
    /// direction (`userInterfaceLayoutDirection(for:)`, ``UIApplication/userInterfaceLayoutDirection``).
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction content with `semanticContentAttribute` reads in a layout of `layoutDirection`
    /// (`userInterfaceLayoutDirection(for:relativeTo:)`): the forced one, left to right for
    /// playback and spatial content (never flipped), else `layoutDirection`.
    public class func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}
