import CollectionRendering

/// An accessory of a list cell (`UICellAccessory`, iOS 14): a system control or label at the
/// cell's leading or trailing edge, set in ``UICollectionViewListCell/accessories``.
///
/// Each is drawn as a text glyph in the pinned fonts (there are no SF Symbols on Linux):
/// "›" disclosure indicator, "✓" checkmark, "⊖" delete, "≡" reorder, "›" / "⌄" outline
/// disclosure (collapsed / expanded), "ⓘ" detail, and a label's text. UIKit places them
/// in a fixed order whatever the array's order, and they take their width from the content
/// (docs/REFERENCE.md §19 has the order and widths); a custom view accessory shows the app's
/// own view where its placement puts it. Not modelled: the insert, multiselect and pop-up
/// menu accessories, and the reorder accessory's vertical separator (kept, not drawn).
@preconcurrency @MainActor
public struct UICellAccessory {
    /// When an accessory shows (`UICellAccessory.DisplayedState`).
    public enum DisplayedState: Int, Hashable, Sendable {
        /// Always.
        case always
        /// Only while the cell is editing (`configurationState.isEditing`).
        case whenEditing
        /// Only while the cell is not editing.
        case whenNotEditing

        /// Whether an accessory with this state shows in a cell that is `editing`.
        func shows(editing: Bool) -> Bool {
            switch self {
            case .always: true
            case .whenEditing: editing
            case .whenNotEditing: !editing
            }
        }
    }

    /// The width kept for an accessory, its glyph centred in it (`UICellAccessory.LayoutDimension`).
    public enum LayoutDimension: Hashable, Sendable {
        /// The accessory's standard width.
        case standard
        /// The glyph's own width.
        case actual
        /// A width in points.
        case custom(CGFloat)
    }

    /// The kinds of accessory modelled (`UICellAccessory.AccessoryType`): the list rules'
    /// own kinds (CollectionRendering's `ListAccessoryKind`), with UIKit's case names.
    public typealias AccessoryType = ListAccessoryKind

    /// The kind (`accessoryType`).
    public let accessoryType: AccessoryType
    /// When it shows (`displayedState`).
    public var displayedState: DisplayedState
    /// Whether it is hidden, keeping its room (`isHidden`).
    public var isHidden: Bool
    /// The width kept for it (`reservedLayoutWidth`).
    public var reservedLayoutWidth: LayoutDimension
    /// The glyph's colour (`tintColor`); nil: the accessory's default.
    public var tintColor: UIColor?

    /// A label's text.
    var text = ""
    /// The glyph's font: a label's options font, else the 17-point system font.
    var font = UIFont.preferredFont(forTextStyle: .body)
    /// The delete control's background colour: its glyph's colour here.
    var backgroundColor: UIColor?
    /// Runs on a tap of a delete, outline disclosure or detail accessory.
    var actionHandler: (() -> Void)?
    /// A custom view accessory's view and placement.
    var customView: CustomViewConfiguration?

    /// An accessory of `type` with the options every accessory's options have.
    init(_ type: AccessoryType, displayed: DisplayedState, options: some CellAccessoryOptions) {
        accessoryType = type
        displayedState = displayed
        isHidden = options.isHidden
        reservedLayoutWidth = options.reservedLayoutWidth
        tintColor = options.tintColor
    }
}

/// What every accessory's options (`UICellAccessory.CheckmarkOptions` and the others) have,
/// so one initializer takes them all.
protocol CellAccessoryOptions {
    /// Whether the accessory is hidden.
    var isHidden: Bool { get }
    /// The width the accessory takes.
    var reservedLayoutWidth: UICellAccessory.LayoutDimension { get }
    /// The accessory's tint colour; nil: its default.
    var tintColor: UIColor? { get }
}
