import CollectionLayout
import CollectionRendering

// Where a table cell's parts go: the list rules (docs/REFERENCE.md §19) applied to the
// table cell's own API — `ListAccessoryLayout` for the content view and accessories,
// `ListContentLayout` for the legacy labels and image, `UIBackgroundConfiguration` for the
// background, `ListRows.Separator` for the separator.

extension UITableViewCell {
    /// Whether the legacy labels or image are shown (made, and no content configuration).
    var usesLegacyContent: Bool {
        contentConfiguration == nil && (legacyText != nil || legacyDetail != nil || legacyImage != nil)
    }

    /// Whether the cell shows list content: a list content configuration or the legacy labels.
    var showsListContent: Bool { contentConfiguration is UIListContentConfiguration || usesLegacyContent }

    /// Makes the glyph views of the list accessories shown (``shownListAccessories``) and puts
    /// the accessory view of the mode in the cell.
    func rebuildAccessories() {
        for glyph in accessoryGlyphs { glyph.label.removeFromSuperview() }
        accessoryGlyphs = shownListAccessories.map { accessory in
            let label = UILabel(frame: .zero)
            label.textAlignment = .center
            label.text = shownGlyph(of: accessory)
            label.font = accessory.font
            insertSubview(label, belowSubview: separatorView)
            return (accessory, label)
        }
        for view in [accessoryView, editingAccessoryView] {
            guard let view else { continue }
            if view === shownAccessoryView {
                if view.superview !== self { insertSubview(view, belowSubview: separatorView) }
            } else if view.superview === self {
                view.removeFromSuperview()
            }
        }
        layoutCellParts()
    }

    /// The content view's and accessories' frames in a cell of `size`: `ListAccessoryLayout`
    /// over the glyphs of the shown list accessories, with the accessory view of the mode (at
    /// its own width) after them, before a reorder control. A row that does not indent while
    /// editing keeps its content where it would be without the leading control.
    func accessoryLayout(in size: CGSize) -> ListAccessoryLayout {
        var shown: [ListAccessoryLayout.Accessory?] = accessoryGlyphs.map {
            ListAccessoryLayout.Accessory(kind: $0.accessory.accessoryType, width: $0.accessory.width(of: $0.label, in: size.height))
        }
        if let view = shownAccessoryView {
            shown.append(ListAccessoryLayout.Accessory(kind: .label, width: max(0, view.bounds.width)))
        }
        let level = CGFloat(max(0, indentationLevel))
        let indentation = (indentationWidth.isFinite ? max(0, level * indentationWidth) : 0) + editingIndentation
        func layout(_ accessories: [ListAccessoryLayout.Accessory?]) -> ListAccessoryLayout {
            ListAccessoryLayout(
                accessories: accessories, size: size, indentation: indentation, indentsAccessories: true,
                rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }
        var result = layout(shown)
        if editing, !(editingParts.indents && shouldIndentWhileEditing), shown.contains(where: { $0?.kind == .delete }) {
            result.content = layout(shown.map { $0?.kind == .delete ? nil : $0 }).content
        }
        return result
    }

    /// Where the content view goes: between the indentation and the accessories.
    func contentViewFrame(in size: CGSize) -> CGRect { accessoryLayout(in: size).content }

    /// Places every part for the bounds: background, content view and its legacy content,
    /// accessories, separator.
    func layoutCellParts() {
        let size = bounds.size
        let layout = accessoryLayout(in: size)
        placeContentView(at: layout.content)
        for (index, glyph) in accessoryGlyphs.enumerated() {
            glyph.label.frame = layout.accessories[index] ?? .zero
            glyph.label.textColor = glyph.accessory.glyphColor(cellTint: tintColor ?? .tintColor)
        }
        if let view = shownAccessoryView, let frame = layout.accessories[accessoryGlyphs.count] {
            let height = view.bounds.height
            view.frame = CGRect(x: frame.minX, y: ((size.height - height) / 2).rounded(), width: frame.width, height: height)
        }
        if usesLegacyContent {
            let legacy = legacyLayout(width: contentView.bounds.width, height: contentView.bounds.height)
            legacyImage?.frame = legacy.image
            legacyText?.frame = legacy.text
            legacyDetail?.frame = legacy.secondaryText
        }
        backgroundHost.frame = CGRect(origin: .zero, size: size)
        if let (separator, color) = tableSeparator {
            separatorView.isHidden = false
            separatorView.backgroundColor = color ?? .separator
            separatorView.frame = separator.frame(inRow: CGRect(origin: .zero, size: size))
            bringSubviewToFront(separatorView)
        } else {
            separatorView.isHidden = true
        }
    }

    /// The height the legacy labels and image need in a cell of `targetSize` when the height
    /// is free and no constraints in the content view decide it; nil otherwise.
    func legacyContentHeight(fitting targetSize: CGSize, verticalFittingPriority: UILayoutPriority) -> CGFloat? {
        guard usesLegacyContent, verticalFittingPriority < .required, !contentView.subtreeUsesAutoLayout else { return nil }
        return legacyLayout(width: contentViewFrame(in: targetSize).width, height: nil).height
    }

    /// The legacy labels' and image's layout in a content view `width` wide: the list content
    /// rule with the style's configuration metrics, the side margins at least the layout
    /// margin of the cell's width (as a list content view keeps them, docs/REFERENCE.md §19.2).
    func legacyLayout(width: CGFloat, height: CGFloat?) -> ListContentLayout {
        let configuration = cellStyle.listConfiguration
        var margins = configuration.directionalLayoutMargins
        let system = ListMetrics.layoutMargin(forWidth: bounds.width)
        margins.leading = max(margins.leading, system)
        margins.trailing = max(margins.trailing, system)
        func measure(_ label: UILabel?) -> ((CGFloat?) -> CGSize)? {
            guard let label, !label.isHidden, let text = label.text, !text.isEmpty else { return nil }
            return { width in label.sizeThatFits(width.map { CGSize(width: $0, height: .greatestFiniteMagnitude) } ?? .zero) }
        }
        let image = legacyImage?.image
        let content = ListContentLayout.Content(
            margins: margins, imageBox: image.map { configuration.imageProperties.layoutSize(of: $0) } ?? .zero,
            imageShown: image.map { configuration.imageProperties.displayedSize(of: $0) } ?? .zero,
            imageToTextPadding: configuration.imageToTextPadding, verticalPadding: configuration.textToSecondaryTextVerticalPadding,
            horizontalPadding: configuration.textToSecondaryTextHorizontalPadding,
            prefersSideBySide: configuration.prefersSideBySideTextAndSecondaryText, measureText: measure(legacyText),
            measureSecondaryText: measure(legacyDetail))
        let scale = traitCollection.displayScale.isFinite && traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        return ListContentLayout(
            content, width: width, height: height, scale: scale, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// Runs a requested configuration update: the content and background configurations for
    /// the state taken now, then ``updateConfiguration(using:)`` and the handler.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        UITraitCollection.withCurrent(state.traitCollection) {
            if automaticallyUpdatesContentConfiguration { showContentConfiguration(for: state) }
            showBackground()
            updateConfiguration(using: state)
            configurationUpdateHandler?(self, state)
        }
    }

    /// Draws the background for the current state: the background configuration (updated
    /// for the state when it updates automatically); else the background views; else, with
    /// no background colour of its own, the table's list style. The selected look shows only
    /// when ``selectionStyle`` is not `.none`.
    func showBackground() {
        for view in backgroundHost.subviews { view.removeFromSuperview() }
        var state = configurationState
        let selectedLook = selectionStyle != .none && (state.isSelected || state.isHighlighted)
        let configuration =
            backgroundConfiguration ?? (backgroundView == nil && backgroundColor == nil ? defaultBackgroundConfiguration() : nil)
        // A selected background view of your own draws the selected look over the normal one.
        if !selectedLook || (backgroundConfiguration == nil && selectedBackgroundView != nil) {
            state.isSelected = false
            state.isHighlighted = false
        }
        var views: [UIView] = []
        if let configuration {
            let shown = automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: state) : configuration
            views.append(
                shown.makeView(
                    in: bounds.size, layoutMargins: directionalLayoutMargins, direction: effectiveUserInterfaceLayoutDirection,
                    tintColor: tintColor ?? .tintColor, traits: traitCollection))
        } else if let backgroundView {
            views.append(backgroundView)
        }
        if selectedLook, backgroundConfiguration == nil {
            if let selectedBackgroundView {
                views.append(selectedBackgroundView)
            } else if configuration == nil {
                views.append(Self.systemSelectedBackground())
            }
        }
        for view in views {
            view.frame = CGRect(origin: .zero, size: bounds.size)
            backgroundHost.addSubview(view)
        }
    }

    /// The selected look over a cell's own background colour or view: `systemGray4`, the list
    /// cells' selected colour (docs/REFERENCE.md §20).
    private static func systemSelectedBackground() -> UIView {
        let view = UIView(frame: .zero)
        view.backgroundColor =
            UIBackgroundConfiguration.listPlainCell().updated(
                for: {
                    var state = UICellConfigurationState(traitCollection: UITraitCollection())
                    state.isSelected = true
                    return state
                }()
            ).backgroundColor
        return view
    }
}
