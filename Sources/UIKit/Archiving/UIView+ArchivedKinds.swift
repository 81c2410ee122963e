import Foundation

// What an archive keeps of the settings of UIKit's own view classes (docs/REFERENCE.md §22.13): a
// label's text and how it is drawn, an image view's images. The settings of UIKit's other
// classes are not archived (README).
extension UIView {
    private enum Key {
        static let text = "UIText", font = "UIFont", textColor = "UITextColor", alignment = "UITextAlignment"
        static let lines = "UINumberOfLines", lineBreak = "UILineBreakMode", enabled = "UIEnabled"
        static let highlighted = "UIHighlighted", highlightedColor = "UIHighlightedColor"
        static let fits = "UIAdjustsFontSizeToFitWidth", minimumScale = "UIMinimumScaleFactor"
        static let maxWidth = "UIPreferredMaxLayoutWidth", adjustsFont = "UIAdjustsFontForContentSizeCategory"
        static let image = "UIImage", highlightedImage = "UIHighlightedImage"
    }

    /// Writes the settings of the view's UIKit class (``archiveState(to:prefix:)``).
    func archiveKindState(to coder: NSCoder, prefix: String) {
        switch self {
        case let label as UILabel:
            coder.encode(label.text, forKey: prefix + Key.text)
            coder.encode(label.font, forKey: prefix + Key.font)
            coder.encode(label.textColor, forKey: prefix + Key.textColor)
            coder.encode(label.textAlignment.rawValue, forKey: prefix + Key.alignment)
            coder.encode(label.numberOfLines, forKey: prefix + Key.lines)
            coder.encode(label.lineBreakMode.rawValue, forKey: prefix + Key.lineBreak)
            coder.encode(label.isEnabled, forKey: prefix + Key.enabled)
            coder.encode(label.isHighlighted, forKey: prefix + Key.highlighted)
            coder.encode(label.highlightedTextColor, forKey: prefix + Key.highlightedColor)
            coder.encode(label.adjustsFontSizeToFitWidth, forKey: prefix + Key.fits)
            coder.encode(Double(label.minimumScaleFactor), forKey: prefix + Key.minimumScale)
            coder.encode(Double(label.preferredMaxLayoutWidth), forKey: prefix + Key.maxWidth)
            coder.encode(label.adjustsFontForContentSizeCategory, forKey: prefix + Key.adjustsFont)
        case let imageView as UIImageView:
            coder.encodeArchivedImage(imageView.image, forKey: prefix + Key.image)
            coder.encodeArchivedImage(imageView.highlightedImage, forKey: prefix + Key.highlightedImage)
            coder.encode(imageView.isHighlighted, forKey: prefix + Key.highlighted)
        default:
            break
        }
    }

    /// Sets what ``archiveKindState(to:prefix:)`` wrote (``restoreState(from:prefix:)``).
    func restoreKindState(from coder: NSCoder, prefix: String) {
        switch self {
        case let label as UILabel:
            if let font = coder.decodeArchivedObject(forKey: prefix + Key.font) as? UIFont { label.font = font }
            if let color = coder.decodeArchivedObject(forKey: prefix + Key.textColor) as? UIColor { label.textColor = color }
            if let value = coder.decodeArchivedInteger(forKey: prefix + Key.alignment).flatMap(NSTextAlignment.init) {
                label.textAlignment = value
            }
            if let value = coder.decodeArchivedInteger(forKey: prefix + Key.lines) { label.numberOfLines = value }
            if let value = coder.decodeArchivedInteger(forKey: prefix + Key.lineBreak).flatMap(NSLineBreakMode.init) {
                label.lineBreakMode = value
            }
            if let value = coder.decodeArchivedBool(forKey: prefix + Key.enabled) { label.isEnabled = value }
            if let value = coder.decodeArchivedBool(forKey: prefix + Key.highlighted) { label.isHighlighted = value }
            label.highlightedTextColor = coder.decodeArchivedObject(forKey: prefix + Key.highlightedColor) as? UIColor
            if let value = coder.decodeArchivedBool(forKey: prefix + Key.fits) { label.adjustsFontSizeToFitWidth = value }
            if let value = coder.decodeArchivedNumber(forKey: prefix + Key.minimumScale) { label.minimumScaleFactor = value }
            if let value = coder.decodeArchivedNumber(forKey: prefix + Key.maxWidth) { label.preferredMaxLayoutWidth = value }
            if let value = coder.decodeArchivedBool(forKey: prefix + Key.adjustsFont) { label.adjustsFontForContentSizeCategory = value }
            label.text = coder.decodeArchivedObject(forKey: prefix + Key.text) as? String
        case let imageView as UIImageView:
            imageView.image = coder.decodeArchivedImage(forKey: prefix + Key.image)
            imageView.highlightedImage = coder.decodeArchivedImage(forKey: prefix + Key.highlightedImage)
            if let value = coder.decodeArchivedBool(forKey: prefix + Key.highlighted) { imageView.isHighlighted = value }
        default:
            break
        }
    }
}
