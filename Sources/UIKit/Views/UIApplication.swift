/// The application object, as `UIApplication.shared`: it answers the reading direction and
/// the user's text size.
public final class UIApplication: NSObject, @unchecked Sendable {
    /// The application (`UIApplication.shared`).
    public static let shared = UIApplication()

    /// The application's reading direction (`userInterfaceLayoutDirection`): left to
    /// right. A right-to-left layout is set per view with `semanticContentAttribute` or
    /// `traitOverrides.layoutDirection`.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// The user's text size (`preferredContentSizeCategory`): the simulated environment's
    /// setting, Large by default (``SimulatedEnvironment``). `UIFont.preferredFont(forTextStyle:)`
    /// without traits uses it.
    public var preferredContentSizeCategory: UIContentSizeCategory { SimulatedEnvironment.current.contentSizeCategory }

    private override init() { super.init() }
}
