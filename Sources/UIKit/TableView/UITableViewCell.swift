import CollectionLayout

/// A table view's cell, as UIKit's `UITableViewCell`: a content view, the legacy built-in
/// labels and image of its ``CellStyle``, a standard accessory or a view of your own, a
/// separator, and selection — drawn as UIKit draws them, from the list cells' rules
/// (docs/REFERENCE.md §19, §27.5).
///
/// Its subviews, back to front: the background (its ``backgroundConfiguration``, else
/// ``backgroundView``, else the list style of its table), the selected background while
/// selected or highlighted, ``contentView``, the accessories, the separator. The content view
/// sits between the indentation and the accessories. ``textLabel``, ``detailTextLabel`` and
/// ``imageView`` are made when first read and laid out in the content view by the list
/// content rule with the style's metrics; a ``contentConfiguration`` replaces them.
///
/// While editing (``isEditing``) it shows its row's editing control, indents its content and
/// shows a reorder control, as UIKit does (docs/REFERENCE.md §27.8).
///
/// Deliberate differences: no focus; the separator is drawn over the row's bottom pixel
/// rather than below a content view one pixel shorter.
open class UITableViewCell: UIView, ContentConfigurationHost {
    /// The style the cell was made with.
    let cellStyle: CellStyle

    /// A cell with a style and reuse identifier (`init(style:reuseIdentifier:)`), 44 points
    /// tall, as UIKit makes one.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: ListMetrics.estimatedRowHeight))
    }

    /// Cells are not decoded here: one from a coder is a `.default` cell.
    public required init?(coder: NSCoder) {
        cellStyle = .default
        super.init(coder: coder)
    }

    /// A `.default` cell with a frame (`init(frame:)`).
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A `.default` cell without a reuse identifier (`init()`). Required here, so a table can
    /// make a registered class through its metatype; a subclass that overrides
    /// `init(style:reuseIdentifier:)` and `init?(coder:)`, as cells written for iOS do,
    /// inherits it.
    public required convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// The background holder, content view and separator, made by both initializers.
    override func assembleParts() {
        super.assembleParts()
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundHost.isUserInteractionEnabled = false
        separatorView.isHidden = true
        for view in [backgroundHost, contentView, separatorView] { addSubview(view) }
        layoutCellParts()
    }

    /// The identifier the cell was made or registered with (`reuseIdentifier`).
    open internal(set) var reuseIdentifier: String?

    /// The view content goes in (`contentView`).
    public let contentView = UIView(frame: .zero)
    /// Holds the background and selected background drawn behind the content view.
    let backgroundHost = UIView(frame: .zero)
    /// The hairline below the row, drawn when the table gives the cell one.
    let separatorView = UIView(frame: .zero)

    // MARK: Legacy content

    /// The main label (`textLabel`), made in the content view when first read, in the
    /// style's font and colour.
    open var textLabel: UILabel? { legacyLabel(\.legacyText, secondary: false) }
    /// The detail label (`detailTextLabel`): nil in a `.default` cell, else made when first read.
    open var detailTextLabel: UILabel? { cellStyle == .default ? nil : legacyLabel(\.legacyDetail, secondary: true) }
    /// The image view (`imageView`), made in the content view when first read.
    open var imageView: UIImageView? {
        if let legacyImage { return legacyImage }
        let view = UIImageView(frame: .zero)
        view.contentMode = .scaleAspectFit
        view.isHighlighted = legacyContentLooksHighlighted
        contentView.addSubview(view)
        legacyImage = view
        return view
    }
    var legacyText: UILabel?, legacyDetail: UILabel?, legacyImage: UIImageView?

    private func legacyLabel(_ key: ReferenceWritableKeyPath<UITableViewCell, UILabel?>, secondary: Bool) -> UILabel {
        if let label = self[keyPath: key] { return label }
        let label = UILabel(frame: .zero)
        let configuration = cellStyle.listConfiguration
        let properties = secondary ? configuration.secondaryTextProperties : configuration.textProperties
        label.font = properties.font
        label.textColor = properties.color
        label.isHighlighted = legacyContentLooksHighlighted
        contentView.addSubview(label)
        self[keyPath: key] = label
        setNeedsLayout()
        return label
    }

    // MARK: Accessories, indentation, separator

    /// The standard accessory (`accessoryType`); default `.none`.
    open var accessoryType = AccessoryType.none { didSet { rebuildAccessories() } }
    /// A view at the trailing edge in place of ``accessoryType`` (`accessoryView`), centred
    /// vertically at its own size.
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            rebuildAccessories()
        }
    }
    /// The glyph views of the list accessories shown (the standard accessory, the editing
    /// controls), one for each.
    var accessoryGlyphs: [(accessory: UICellAccessory, label: UILabel)] = []

    // MARK: Editing (UITableViewCell+Editing.swift)

    /// A view at the trailing edge while editing, in place of ``editingAccessoryType``
    /// (`editingAccessoryView`).
    open var editingAccessoryView: UIView? {
        didSet {
            guard editingAccessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            rebuildAccessories()
        }
    }
    /// Whether the cell is in editing mode (`isEditing`); setting it calls
    /// ``setEditing(_:animated:)`` without animation.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode (`setEditing(_:animated:)`): the editing controls and
    /// the editing accessory show or hide at once and the configuration updates. The table
    /// calls it for each of its cells; override it calling `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        willTransition(to: StateMask(editing: editing, swiped: swiped))
        self.editing = editing
        rebuildAccessories()
        setNeedsUpdateConfiguration()
        updateConfigurationIfNeeded()
        didTransition(to: StateMask(editing: editing, swiped: swiped))
    }

    /// The cell is about to enter `state` (`willTransition(to:)`): called before it enters or
    /// leaves editing mode and before its swipe actions show or close (docs/REFERENCE.md §27.8);
    /// an override calls `super`.
    open func willTransition(to state: StateMask) {}
    /// The cell has entered `state` (`didTransition(to:)`), after ``willTransition(to:)``'s
    /// change is made; an override calls `super`.
    open func didTransition(to state: StateMask) {}
    /// Whether the cell's swipe actions (the delete confirmation's successor) show
    /// (`showingDeleteConfirmation`).
    open var showingDeleteConfirmation: Bool { swiped }

    /// Whether the cell's content indents while editing (`shouldIndentWhileEditing`); default
    /// true. The delegate's `shouldIndentWhileEditingRowAt` must agree as well.
    open var shouldIndentWhileEditing = true { didSet { layoutCellParts() } }
    /// Whether the reorder control shows while editing (`showsReorderControl`); default false.
    /// UIKit shows the control for a row its data source lets move whether or not this is set
    /// (Apple's table editing sample relies on it), and so does the table here: kept for
    /// source compatibility.
    open var showsReorderControl = false
    /// The standard accessory while editing (`editingAccessoryType`), in place of
    /// ``accessoryType``; default `.none`.
    open var editingAccessoryType = AccessoryType.none { didSet { rebuildAccessories() } }
    private(set) var editing = false
    /// Whether the row's swipe actions are revealed (the state's `isSwiped`).
    var swiped = false {
        willSet { if newValue != swiped { willTransition(to: StateMask(editing: editing, swiped: newValue)) } }
        didSet {
            guard swiped != oldValue else { return }
            setNeedsUpdateConfiguration()
            updateConfigurationIfNeeded()
            didTransition(to: StateMask(editing: editing, swiped: swiped))
        }
    }
    /// What the table decided for the row while editing.
    var editingParts = EditingParts() {
        didSet { if editingParts != oldValue { rebuildAccessories() } }
    }

    /// How many steps the content is indented (`indentationLevel`); default 0.
    open var indentationLevel = 0 { didSet { layoutCellParts() } }
    /// One indentation step (`indentationWidth`); default 10 points.
    open var indentationWidth: CGFloat = 10 { didSet { layoutCellParts() } }

    /// The separator's insets for this cell (`separatorInset`); until set, the table's.
    open var separatorInset: UIEdgeInsets {
        get { storedSeparatorInset ?? owningTableView?.separatorInset ?? .zero }
        set {
            storedSeparatorInset = newValue
            owningTableView?.setNeedsLayout()
        }
    }
    var storedSeparatorInset: UIEdgeInsets?

    /// The separator the table gives the cell (its insets and colour); nil: none.
    var tableSeparator: (ListRows.Separator, UIColor?)? { didSet { layoutCellParts() } }
    /// The corners rounded for an inset-grouped section's first and last rows.
    var roundedCorners: CACornerMask = [] {
        didSet {
            guard roundedCorners != oldValue else { return }
            layer.cornerRadius = roundedCorners.isEmpty ? 0 : ListConfiguration.backgroundCornerRadius
            layer.maskedCorners = roundedCorners.isEmpty ? CALayer().maskedCorners : roundedCorners
            clipsToBounds = !roundedCorners.isEmpty
        }
    }
    /// The table showing the cell.
    weak var owningTableView: UITableView?

    // MARK: Selection

    /// How the cell looks selected (`selectionStyle`); default `.default`.
    open var selectionStyle = SelectionStyle.default {
        didSet {
            highlightLegacyContent()
            setNeedsUpdateConfiguration()
        }
    }
    /// Whether the cell is selected (`isSelected`); setting it calls ``setSelected(_:animated:)``.
    open var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted (`isHighlighted`); setting it calls ``setHighlighted(_:animated:)``.
    open var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var selected = false, highlighted = false

    /// The cell's own labels and image view look highlighted while the cell is highlighted or
    /// selected: labels in their `highlightedTextColor`, the image view showing its
    /// `highlightedImage` (`isHighlighted`'s and `isSelected`'s documentation: "the highlighting
    /// affects the appearance of labels, image, and background") — unless its selection style
    /// is `.none` ("no distinct style for when it's selected"). Views the cell has not made
    /// are not made for it.
    private func highlightLegacyContent() {
        let shown = legacyContentLooksHighlighted
        for label in [legacyText, legacyDetail] { label?.isHighlighted = shown }
        legacyImage?.isHighlighted = shown
    }

    /// Whether the cell's own labels and image view look highlighted now.
    private var legacyContentLooksHighlighted: Bool { selectionStyle != .none && (highlighted || selected) }

    /// Selects or deselects the cell (`setSelected(_:animated:)`): its look follows at once.
    /// Override it to restyle, calling `super`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != self.selected else { return }
        self.selected = selected
        highlightLegacyContent()
        setNeedsUpdateConfiguration()
        updateConfigurationIfNeeded()
    }

    /// Highlights the cell or not (`setHighlighted(_:animated:)`).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != self.highlighted else { return }
        self.highlighted = highlighted
        highlightLegacyContent()
        setNeedsUpdateConfiguration()
        updateConfigurationIfNeeded()
    }

    /// Resets per-use state before the cell is reused (`prepareForReuse()`); call `super`.
    open func prepareForReuse() {}

    // MARK: Backgrounds

    /// The view behind the content (`backgroundView`); setting one resets
    /// ``backgroundConfiguration`` to nil, as in UIKit.
    open var backgroundView: UIView? {
        didSet {
            if backgroundView != nil { backgroundConfiguration = nil }
            showBackground()
        }
    }
    /// The view behind the content while selected or highlighted (`selectedBackgroundView`).
    open var selectedBackgroundView: UIView? {
        didSet {
            if selectedBackgroundView != nil { backgroundConfiguration = nil }
            showBackground()
        }
    }
    /// The background as a value (`backgroundConfiguration`, iOS 14); nil: the background
    /// views, else the list style of the table (docs/REFERENCE.md §27.5).
    open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { setNeedsUpdateConfiguration(); updateConfigurationIfNeeded() } }
    /// Whether the background configuration follows the state (`automaticallyUpdatesBackgroundConfiguration`); default true.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// The list background of the cell's table (`defaultBackgroundConfiguration()`, iOS 16):
    /// ``UIBackgroundConfiguration/listGroupedCell()`` in a grouped table,
    /// ``UIBackgroundConfiguration/listPlainCell()`` otherwise.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        owningTableView.map { $0.style != .plain } == true ? .listGroupedCell() : .listPlainCell()
    }

    // MARK: Content configuration

    /// What the content view shows (`contentConfiguration`, iOS 14): its view replaces the
    /// legacy labels and image.
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            for view in [legacyText, legacyDetail, legacyImage] as [UIView?] { view?.isHidden = contentConfiguration != nil }
            showContentConfiguration(for: nil)
            layoutCellParts()
        }
    }
    /// Whether the content configuration follows the state (`automaticallyUpdatesContentConfiguration`); default true.
    open var automaticallyUpdatesContentConfiguration = true
    /// The view the content configuration made.
    var configuredContentView: (UIView & UIContentView)?
    /// A new, empty ``UIListContentConfiguration/cell()`` (`defaultContentConfiguration()`).
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// Restyles the cell for a state (`configurationUpdateHandler`, iOS 15), after
    /// ``updateConfiguration(using:)``.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// The cell's state (`configurationState`): its traits, selection and highlight.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = editing
        state.isSwiped = swiped
        return state
    }
    var currentConfigurationState: UIConfigurationState { configurationState }
    /// Restyles the cell for `state` (`updateConfiguration(using:)`); the default does nothing.
    open func updateConfiguration(using state: UICellConfigurationState) {}
    /// Asks for a configuration update before the cell is next laid out (`setNeedsUpdateConfiguration()`).
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }
    var needsConfigurationUpdate = true

    /// The cell's size: its parts follow.
    open override var bounds: CGRect {
        didSet {
            guard bounds.size != oldValue.size else { return }
            layoutCellParts()
            showBackground()
        }
    }

    /// The cell's own background colour, drawn in place of the list style's background.
    open override var backgroundColor: UIColor? {
        didSet { showBackground() }
    }

    /// Runs a requested configuration update, then lays the parts out (`layoutSubviews()`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        layoutCellParts()
    }

    /// The size for `targetSize`: with list content — a content configuration or the legacy
    /// labels — the target's width and the height that content needs at the content view's
    /// width; otherwise as `UIView`'s (the content view's constraints).
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let height =
            contentConfigurationHeight(fitting: targetSize, verticalFittingPriority: verticalFittingPriority)
            ?? legacyContentHeight(fitting: targetSize, verticalFittingPriority: verticalFittingPriority)
        guard let height else {
            return super.systemLayoutSizeFitting(
                targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
        }
        return CGSize(width: targetSize.width, height: height)
    }
}
