/// A font's vertical metrics (`ascender`, `descender`), from the fonts the renderer draws
/// with (``UIFont/textMeasurer``): the baselines Auto Layout aligns labels on.
extension UIFont {
    /// The distance from the top of a line to its baseline (`ascender`).
    public var ascender: CGFloat { UIFont.firstBaseline(of: fontDescription) }

    /// The distance from the baseline to the bottom of a line, negative (`descender`): the
    /// ascender less the line height.
    public var descender: CGFloat { ascender - lineHeight }
}
