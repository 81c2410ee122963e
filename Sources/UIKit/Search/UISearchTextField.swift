import Foundation

/// UIKit's `UISearchTextField` (iOS 13): the text field of a ``UISearchBar`` — a
/// ``UITextField`` with a magnifying glass as its left view, a clear button while editing,
/// a rounded background of `UIColor.tertiarySystemFill` and the placeholder "Search"
/// (docs/REFERENCE.md §25.6).
///
/// Editing is the text field's (§25.4): the search bar is its delegate and turns each step
/// into a `UISearchBarDelegate` call. Deliberate difference: ``tokens`` are kept, not drawn
/// or typed over.
open class UISearchTextField: UITextField {
    override func assembleParts() {
        super.assembleParts()
        leftView = SearchGlassView(frame: CGRect(x: 0, y: 0, width: SearchMetrics.glass.side, height: SearchMetrics.glass.side))
        leftViewMode = .always
        layer.cornerRadius = SearchMetrics.fieldCornerRadius
        clearButtonMode = .whileEditing
        placeholder = Self.defaultPlaceholder
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
    }

    /// The placeholder a search field shows until one is set (chosen: the word iOS shows).
    static let defaultPlaceholder = "Search"

    // MARK: Tokens (kept)

    /// The tokens before the text (`tokens`); kept, not drawn.
    open var tokens: [UISearchToken] = []
    /// Whether the user may delete tokens (`allowsDeletingTokens`); default true. Kept.
    open var allowsDeletingTokens = true
    /// Whether the user may copy tokens (`allowsCopyingTokens`); default true. Kept.
    open var allowsCopyingTokens = true
    /// The colour of the tokens' backgrounds (`tokenBackgroundColor`); kept.
    open var tokenBackgroundColor: UIColor?

    /// Inserts `token` at `tokenIndex`, clamped to the tokens (`insertToken(_:at:)`).
    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        tokens.insert(token, at: min(max(0, tokenIndex), tokens.count))
    }

    /// Removes the token at `tokenIndex` (`removeToken(at:)`); nothing when there is none.
    open func removeToken(at tokenIndex: Int) {
        guard tokens.indices.contains(tokenIndex) else { return }
        tokens.remove(at: tokenIndex)
    }

    // MARK: Geometry

    /// The magnifying glass: 8 points from the leading edge, centred.
    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        super.leftViewRect(forBounds: bounds).offsetBy(dx: SearchMetrics.glass.inset, dy: 0)
    }

    /// The clear button, 6 points in from the trailing edge.
    open override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        super.clearButtonRect(forBounds: bounds).offsetBy(dx: -SearchMetrics.clearButtonInset, dy: 0)
    }

    /// The text's rectangle: the text field's, starting 6 points after the glass.
    open override func textRect(forBounds bounds: CGRect) -> CGRect { afterGlass(super.textRect(forBounds: bounds)) }
    /// The placeholder's rectangle: as the text's.
    open override func placeholderRect(forBounds bounds: CGRect) -> CGRect { afterGlass(super.placeholderRect(forBounds: bounds)) }
    /// The text's rectangle while editing: as the text's.
    open override func editingRect(forBounds bounds: CGRect) -> CGRect { afterGlass(super.editingRect(forBounds: bounds)) }

    /// `rect` moved past the gap after the glass when it shows.
    private func afterGlass(_ rect: CGRect) -> CGRect {
        guard leftView?.superview === self else { return rect }
        let gap = min(SearchMetrics.glass.gap, rect.width)
        return CGRect(x: rect.minX + gap, y: rect.minY, width: rect.width - gap, height: rect.height)
    }

    /// Draws the rounded `tertiarySystemFill` background — unless a `backgroundColor` is set,
    /// which the field's layer draws with the same rounded corners — then the text field (text
    /// or placeholder, clear button).
    open override func draw(_ rect: CGRect) {
        if backgroundColor == nil {
            UIColor.tertiarySystemFill.setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: SearchMetrics.fieldCornerRadius).fill()
        }
        super.draw(rect)
    }
}

/// UIKit's `UISearchToken` (iOS 13): a token a ``UISearchTextField`` holds; kept, not drawn.
open class UISearchToken: NSObject {
    /// The token's icon, kept (UIKit does not expose it).
    let icon: UIImage?
    /// The token's text, kept (UIKit does not expose it).
    let text: String
    /// An object the app associates with the token (`representedObject`).
    open var representedObject: Any?

    /// A token with an icon and text (`init(icon:text:)`).
    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
        super.init()
    }
}

/// The magnifying glass of a search field: a ring and a handle in `UIColor.secondaryLabel`
/// (chosen: the system symbol's look, drawn as a path).
final class SearchGlassView: UIView {
    override func assembleParts() {
        super.assembleParts()
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: CGRect) {
        let side = min(bounds.width, bounds.height)
        let ring = side * 0.62, width = max(1, side * 0.13)
        let path = UIBezierPath(ovalIn: CGRect(x: width / 2, y: width / 2, width: ring, height: ring))
        let reach = width / 2 + ring / 2 + ring / 2 * 0.7071
        path.move(to: CGPoint(x: reach, y: reach))
        path.addLine(to: CGPoint(x: side - width / 2, y: side - width / 2))
        path.lineWidth = width
        path.lineCapStyle = .round
        UIColor.secondaryLabel.setStroke()
        path.stroke()
    }
}
