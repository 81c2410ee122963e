/// UIKit's default accessibility values for an object, by its kind — the one table of them:
///
/// | kind | element | label | traits |
/// |---|---|---|---|
/// | `UILabel` | yes | its text | `.staticText` |
/// | `UIImageView` | no | — | `.image` |
/// | `UICollectionViewListCell` | yes | its content configuration's texts, joined by ", " | `.selected` when selected |
/// | another `UICollectionViewCell` | no | — | `.selected` when selected |
/// | another view | no | — | none |
///
/// A view's frame is its frame in its window (the screen here); an accessibility element's,
/// its frame in its container view's space converted the same way. Deliberate differences: UIKit's label for a list cell also reads its
/// accessories (not modelled); controls add their own rows here.
@preconcurrency @MainActor
struct AccessibilityDefaults {
    var isElement = false
    var label: String?
    var value: String?
    var traits = UIAccessibilityTraits.none
    var frame = CGRect.zero

    /// The defaults for `object`.
    init(of object: UIResponder) {
        if let element = object as? UIAccessibilityElement {
            isElement = true
            let container = element.accessibilityContainer as? UIView
            frame = container?.convertToTop(element.accessibilityFrameInContainerSpace) ?? element.accessibilityFrameInContainerSpace
        }
        guard let view = object as? UIView else { return }
        frame = view.convertToTop(view.bounds)
        switch view {
        case let label as UILabel:
            isElement = true
            self.label = label.text
            traits = .staticText
        case is UIImageView:
            traits = .image
        case let cell as UICollectionViewCell:
            if cell.isSelected { traits.insert(.selected) }
            if let list = cell as? UICollectionViewListCell, let content = list.contentConfiguration as? UIListContentConfiguration {
                isElement = true
                let texts = [content.shownText, content.shownSecondaryText].compactMap { $0?.string }
                self.label = texts.isEmpty ? nil : texts.joined(separator: ", ")
            }
        default:
            break
        }
    }
}

extension UIResponder {
    /// UIKit's defaults for this object (``AccessibilityDefaults``).
    var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults(of: self) }
}

extension UIView {
    /// `rect` in this view's bounds, in the coordinates of the top of its hierarchy (its
    /// window, the screen here): each level from here up adds its frame's origin less its
    /// bounds' origin (transforms are left out).
    package func convertToTop(_ rect: CGRect) -> CGRect {
        var result = rect
        var view: UIView? = self
        while let current = view {
            result.origin.x += current.frame.minX - current.bounds.minX
            result.origin.y += current.frame.minY - current.bounds.minY
            view = current.traitParent
        }
        return result
    }
}
