extension UIView {
    /// Whether Smart Invert leaves this view's colours as they are — photos, videos, app icons
    /// (`accessibilityIgnoresInvertColors`, iOS 11); default false. Smart Invert is never on
    /// here (no display setting inverts what is drawn), so, as on iOS with it off, the value
    /// changes no picture.
    public var accessibilityIgnoresInvertColors: Bool {
        get { accessibility.ignoresInvertColors }
        set { accessibility.ignoresInvertColors = newValue }
    }
}
