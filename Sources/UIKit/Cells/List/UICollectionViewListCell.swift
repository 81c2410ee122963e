/// A list cell (`UICollectionViewListCell`, iOS 14): a cell with a default list content
/// configuration, accessories at its edges and indentation for outlines.
///
/// The content view sits between the accessories, indented by ``indentationLevel`` times
/// ``indentationWidth``; an outline's item (a diffable data source's section snapshot) gets
/// the level of its item when it is dequeued, as UIKit indents outline children. The
/// accessories show for the cell's `configurationState.isEditing` and the outline
/// disclosure for `isExpanded` (UICollectionViewListCell+Accessories.swift). Its default
/// styles follow the appearance of the list section it was last dequeued in (its list
/// environment; docs/REFERENCE.md §19.2, §20.2). Deliberate differences: a new list cell
/// has no background configuration (UIKit's has its list's), and there is no
/// `separatorLayoutGuide`.
open class UICollectionViewListCell: UICollectionViewCell {
    /// The cell's accessories (`accessories`), drawn in UIKit's order whatever their order
    /// here; setting them asks for a configuration update.
    open var accessories: [UICellAccessory] = [] {
        didSet {
            rebuildAccessoryViews()
            setNeedsUpdateConfiguration()
        }
    }

    /// How many indentation steps the content is moved by (`indentationLevel`); default 0,
    /// set to an outline item's level when the cell is dequeued for it.
    open var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { layoutCellContent() } }
    }

    /// The width of one indentation step (`indentationWidth`); default 10 points (chosen:
    /// UIKit does not document it).
    open var indentationWidth: CGFloat = 10 {
        didSet { if indentationWidth != oldValue { layoutCellContent() } }
    }

    /// Whether leading accessories move with the indentation (`indentsAccessories`); default true.
    open var indentsAccessories = true {
        didSet { if indentsAccessories != oldValue { layoutCellContent() } }
    }

    /// A new, empty configuration in the style of the cell's list
    /// (`defaultContentConfiguration()`): ``UIListContentConfiguration/sidebarCell()`` in a
    /// `.sidebar` or `.sidebarPlain` list, ``UIListContentConfiguration/cell()`` in any other
    /// list and outside a list.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch listAppearance {
        case .sidebar, .sidebarPlain: .sidebarCell()
        case .plain, .grouped, .insetGrouped, nil: .cell()
        }
    }

    /// A background in the style of the cell's list (`defaultBackgroundConfiguration()`):
    /// ``UIBackgroundConfiguration/listSidebarCell()`` in a `.sidebar` or `.sidebarPlain`
    /// list, ``UIBackgroundConfiguration/listGroupedCell()`` in a `.grouped` or
    /// `.insetGrouped` one, ``UIBackgroundConfiguration/listPlainCell()`` in a `.plain` list
    /// and outside a list.
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        switch listAppearance {
        case .sidebar, .sidebarPlain: .listSidebarCell()
        case .grouped, .insetGrouped: .listGroupedCell()
        case .plain, nil: .listPlainCell()
        }
    }

    /// The appearance of the list section the cell was last dequeued in (its list
    /// environment), set by the collection view at each dequeue; nil when that section is
    /// not a list (a flow layout, a custom layout, a compositional section of groups).
    var listAppearance: UICollectionLayoutListConfiguration.Appearance?
    /// Where the content stands while swipe actions are revealed (its bounds' origin); zero
    /// otherwise.
    var swipeOrigin = CGPoint.zero

    /// The views showing the accessories, one for each of ``accessories``, in their order: a
    /// glyph label, or a custom view accessory's own view.
    var accessoryViews: [UIView] = []
    /// Whether the accessories show as for an editing cell (the last state taken).
    var showsEditingAccessories = false
    /// Whether the outline disclosure shows as expanded (the last state taken).
    var showsExpandedDisclosure = false
    /// The separator's guide, made when first asked for (UICollectionViewListCell+SeparatorLayoutGuide.swift).
    var separatorGuide: (guide: UILayoutGuide, defaultLeading: NSLayoutConstraint)?

    /// The content view's frame: between the accessories, after the indentation.
    override func contentViewFrame(in size: CGSize) -> CGRect { accessoryLayout(in: size).content }

    /// Puts the content view and the accessory views where one ``accessoryLayout(in:)`` of
    /// the bounds says (the accessories' widths are measured once per layout).
    override func layoutCellContent() {
        let layout = accessoryLayout(in: bounds.size)
        placeContentView(at: layout.content)
        placeAccessoryViews(layout)
    }

    /// Shows the accessories for `state`: editing and expanded.
    override func configurationStateDidUpdate(_ state: UICellConfigurationState) {
        showsEditingAccessories = state.isEditing
        showsExpandedDisclosure = state.isExpanded
        refreshAccessoryViews()
        layoutCellContent()
    }
}
