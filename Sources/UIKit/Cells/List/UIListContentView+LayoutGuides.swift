// A list content view's layout guides (`imageLayoutGuide`, `textLayoutGuide`,
// `secondaryTextLayoutGuide`, iOS 14): "the layout guide representing the image/text …
// nil if there is no image/text" (Apple's documentation). Each is made the first time it is
// asked for, spanning its part's view by four constraints, so that other views — a cell's
// separator above all — can be aligned with the text as iOS apps do.

extension UIListContentView {
    /// The guide spanning the image (`imageLayoutGuide`); nil when there is no image.
    public var imageLayoutGuide: UILayoutGuide? { guide(spanning: imageView, at: 0) }
    /// The guide spanning the text (`textLayoutGuide`); nil when there is no text.
    public var textLayoutGuide: UILayoutGuide? { guide(spanning: textLabel, at: 1) }
    /// The guide spanning the secondary text (`secondaryTextLayoutGuide`); nil when there is none.
    public var secondaryTextLayoutGuide: UILayoutGuide? { guide(spanning: secondaryTextLabel, at: 2) }

    /// The guide of `part` (kept at `index`), made and constrained to the part's edges the first
    /// time; nil while the part is hidden (nothing to show).
    private func guide(spanning part: UIView, at index: Int) -> UILayoutGuide? {
        guard !part.isHidden else { return nil }
        if let guide = partGuides[index] { return guide }
        let guide = UILayoutGuide()
        addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: part.leadingAnchor), guide.trailingAnchor.constraint(equalTo: part.trailingAnchor),
            guide.topAnchor.constraint(equalTo: part.topAnchor), guide.bottomAnchor.constraint(equalTo: part.bottomAnchor),
        ])
        partGuides[index] = guide
        return guide
    }
}
