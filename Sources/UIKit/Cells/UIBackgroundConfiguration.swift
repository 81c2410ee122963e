/// A cell's background, as a value (`UIBackgroundConfiguration`, iOS 14): a colour, corner
/// radius, insets, stroke and custom view behind the content. Start from a style such as
/// ``listPlainCell()`` or ``clear()``, change what you need and set it as a cell's
/// ``UICollectionViewCell/backgroundConfiguration``.
///
/// Each list style has a look for each state (``updated(for:)``): a plain or grouped list
/// cell turns `systemGray4` while selected or highlighted, a sidebar cell the tint colour;
/// properties you set keep your values in every state, as in UIKit. UIKit documents the
/// colours only by example: the values and where each comes from are in
/// docs/REFERENCE.md §20. Deliberate differences: no image, none of UIKit's ready-made
/// colour transformers, and no dark mode (the colours are light mode's).
@preconcurrency @MainActor
public struct UIBackgroundConfiguration: @preconcurrency Hashable {
    /// A view drawn inside the background, over its colour and sized to it (`customView`);
    /// nil draws none.
    public var customView: UIView?
    /// The effect shown under the background colour (`visualEffect`), in the background's
    /// rounded shape — a blur of what lies beneath the cell; default nil: none.
    public var visualEffect: UIVisualEffect?
    /// The corner radius of the background and the stroke (`cornerRadius`); default 0.
    public var cornerRadius: CGFloat = 0
    /// How far the background is inset from the cell's bounds (`backgroundInsets`); default none.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The edges where the cell's layout margins are added to ``backgroundInsets``
    /// (`edgesAddingLayoutMarginsToBackgroundInsets`); default none.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The background colour (`backgroundColor`); nil draws the view's tint colour, as in
    /// UIKit. Setting it keeps it in every state (``updated(for:)`` leaves it alone).
    public var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set {
            storedBackgroundColor = newValue
            keepsBackgroundColor = true
        }
    }
    /// Turns the background colour (or the tint standing for nil) into the colour drawn
    /// (`backgroundColorTransformer`); default nil: none.
    public var backgroundColorTransformer: UIConfigurationColorTransformer? {
        get { backgroundColorTransformerBox?.transformer }
        set { backgroundColorTransformerBox = newValue.map(ColorTransformerBox.init) }
    }
    /// The stroke's colour (`strokeColor`); nil draws the view's tint colour.
    public var strokeColor: UIColor?
    /// The stroke's width (`strokeWidth`); default 0: no stroke.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke sits outside the background's edges (`strokeOutset`); default 0:
    /// the stroke is drawn inside them.
    public var strokeOutset: CGFloat = 0

    private var storedBackgroundColor: UIColor?
    private var backgroundColorTransformerBox: ColorTransformerBox?
    /// Whether ``backgroundColor`` was set, so ``updated(for:)`` keeps it.
    private(set) var keepsBackgroundColor = false
    private let style: Style

    /// The system style a configuration started from.
    private enum Style: Hashable {
        case clear, plainCell, groupedCell, sidebarCell, plainHeaderFooter, groupedHeaderFooter

        /// The style's colour when neither selected nor highlighted.
        var normalColor: UIColor? {
            switch self {
            case .clear, .sidebarCell, .groupedHeaderFooter: return .clear
            case .plainCell, .plainHeaderFooter: return .systemBackground
            case .groupedCell: return .secondarySystemGroupedBackground
            }
        }

        /// The style's colour while selected or highlighted: `systemGray4` for plain and
        /// grouped cells, nil (the tint colour) for sidebar cells, the normal colour for
        /// the rest.
        var selectedColor: UIColor? {
            switch self {
            case .plainCell, .groupedCell: return .systemGray4
            case .sidebarCell: return nil
            default: return normalColor
            }
        }
    }

    private init(_ style: Style) {
        self.style = style
        storedBackgroundColor = style.normalColor
    }

    /// A transparent background with no styling (`clear()`): it looks the same in every state.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(.clear) }

    /// A plain list's cell (`listPlainCell()`): `systemBackground`, `systemGray4` while
    /// selected or highlighted.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(.plainCell) }

    /// A grouped list's cell (`listGroupedCell()`): `secondarySystemGroupedBackground`,
    /// `systemGray4` while selected or highlighted.
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(.groupedCell) }

    /// A sidebar's cell (`listSidebarCell()`): clear, the tint colour while selected or
    /// highlighted.
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(.sidebarCell) }

    /// A plain list's header or footer (`listPlainHeaderFooter()`): `systemBackground`.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(.plainHeaderFooter) }

    /// A grouped list's header or footer (`listGroupedHeaderFooter()`): clear.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(.groupedHeaderFooter)
    }

    /// The configuration with its style's look for `state` (`updated(for:)`): the selected
    /// colour while a cell state is selected or highlighted, else the normal one. A
    /// ``backgroundColor`` you set is kept, as UIKit applies its defaults only to what you
    /// did not customize.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        guard !keepsBackgroundColor else { return self }
        var result = self
        let cellState = state as? UICellConfigurationState
        let selected = cellState.map { $0.isSelected || $0.isHighlighted } ?? false
        result.storedBackgroundColor = selected ? style.selectedColor : style.normalColor
        return result
    }

    /// The colour the background is drawn in (`resolvedBackgroundColor(for:)`):
    /// ``backgroundColor``, or `tintColor` when it is nil, through
    /// ``backgroundColorTransformer`` when there is one.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The colour the stroke is drawn in (`resolvedStrokeColor(for:)`): ``strokeColor``, or
    /// `tintColor` when it is nil.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor { strokeColor ?? tintColor }
}
