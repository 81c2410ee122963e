import CollectionLayout

// How a list cell places its accessories (docs/REFERENCE.md §19): leading
// ones from the leading layout margin (plus the indentation when `indentsAccessories`),
// 16 points apart, the content view starting where the last ends; trailing ones from the
// trailing layout margin inwards, 8 points apart, the content view ending where the
// innermost starts. Each keeps its width (`reservedLayoutWidth`) and is as tall as the cell.

extension UICellAccessory {
    /// Whether it sits at the leading edge (delete, outline disclosure).
    var isLeading: Bool { accessoryType == .delete || accessoryType == .outlineDisclosure }

    /// Its place on its edge, smaller nearer the leading edge's margin or the content for a
    /// trailing one: delete, outline disclosure; label, detail, checkmark, disclosure
    /// indicator, reorder.
    var order: Int {
        switch accessoryType {
        case .delete, .label: 10
        case .detail: 15
        case .outlineDisclosure, .checkmark: 20
        case .disclosureIndicator: 30
        case .reorder: 40
        }
    }

    /// The glyph drawn, for an outline disclosure whose item is `expanded` or not.
    func glyph(expanded: Bool) -> String {
        switch accessoryType {
        case .disclosureIndicator: "›"
        case .outlineDisclosure: expanded ? "⌄" : "›"
        case .checkmark: "✓"
        case .delete: "⊖"
        case .reorder: "≡"
        case .label: text
        case .detail: "ⓘ"
        }
    }

    /// The glyph's colour: ``tintColor``, else the accessory's default.
    func glyphColor(cellTint: UIColor) -> UIColor {
        if let tintColor { return tintColor }
        switch accessoryType {
        case .disclosureIndicator, .reorder: return .systemGray
        case .delete: return backgroundColor ?? .systemRed
        case .label: return .secondaryLabel
        case .outlineDisclosure, .checkmark, .detail: return cellTint
        }
    }

    /// The width it keeps: a custom width, the glyph's own (`.actual`, and a label's
    /// `.standard`), else its standard width — 14 points for the chevrons, 24 for the others.
    func width(glyph label: UILabel) -> CGFloat {
        switch reservedLayoutWidth {
        case .custom(let width): return width.isFinite ? max(0, width) : 0
        case .actual: return label.sizeThatFits(.zero).width
        case .standard:
            switch accessoryType {
            case .disclosureIndicator, .outlineDisclosure: return 14
            case .label: return label.sizeThatFits(.zero).width
            case .checkmark, .delete, .reorder, .detail: return 24
            }
        }
    }
}

/// Where a list cell's content view and accessory views go.
struct ListCellAccessoryLayout {
    /// The content view's frame.
    var content: CGRect
    /// The frame of each shown accessory's view, by its index in `accessories`.
    var accessories: [Int: CGRect] = [:]
}

extension UICollectionViewListCell {
    /// Makes one glyph label for each accessory.
    func rebuildAccessoryViews() {
        for view in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map { _ in
            let label = UILabel(frame: .zero)
            label.textAlignment = .center
            addSubview(label)
            return label
        }
        refreshAccessoryViews()
        layoutCellContent()
    }

    /// Gives each accessory's label its glyph, font and colour.
    func refreshAccessoryViews() {
        for (accessory, label) in zip(accessories, accessoryViews) {
            label.text = accessory.glyph(expanded: showsExpandedDisclosure)
            label.font = accessory.font
            label.textColor = accessory.glyphColor(cellTint: tintColor ?? .tintColor)
        }
    }

    /// Places the accessory views where `layout` says; those not shown, or hidden, are hidden.
    func placeAccessoryViews(_ layout: ListCellAccessoryLayout) {
        for (index, (accessory, label)) in zip(accessories, accessoryViews).enumerated() {
            let frame = layout.accessories[index]
            label.isHidden = frame == nil || accessory.isHidden
            if let frame { label.frame = frame }
        }
    }

    /// The accessories shown now, with their indices, leading ones and trailing ones in order
    /// from the leading edge.
    private func shownAccessories() -> (leading: [Int], trailing: [Int]) {
        let shown = accessories.indices.filter { accessories[$0].displayedState.shows(editing: showsEditingAccessories) }
        // Sorted stably by order: equal orders keep the array's order.
        let sorted = shown.sorted { (accessories[$0].order, $0) < (accessories[$1].order, $1) }
        return (sorted.filter { accessories[$0].isLeading }, sorted.filter { !accessories[$0].isLeading })
    }

    /// The content view's and accessories' frames in a cell of `size` (see the file's notes),
    /// mirrored right to left.
    func accessoryLayout(in size: CGSize) -> ListCellAccessoryLayout {
        let margin = ListMetrics.layoutMargin(forWidth: size.width)
        let level = CGFloat(max(0, indentationLevel))
        let indent = indentationWidth.isFinite ? max(0, level * indentationWidth) : 0
        let (leading, trailing) = shownAccessories()
        var layout = ListCellAccessoryLayout(content: .zero)
        var cursor = margin + (indentsAccessories ? indent : 0)
        var contentStart = indent
        for index in leading {
            let width = accessories[index].width(glyph: accessoryViews[index])
            layout.accessories[index] = CGRect(x: cursor, y: 0, width: width, height: size.height)
            contentStart = cursor + width
            cursor += width + 16
        }
        var edge = size.width - margin
        var contentEnd = size.width
        for index in trailing.reversed() {
            let width = accessories[index].width(glyph: accessoryViews[index])
            layout.accessories[index] = CGRect(x: edge - width, y: 0, width: width, height: size.height)
            contentEnd = edge - width
            edge = contentEnd - 8
        }
        layout.content = CGRect(x: contentStart, y: 0, width: max(0, contentEnd - contentStart), height: size.height)
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return layout }
        layout.content = layout.content.mirrored(withinWidth: size.width)
        layout.accessories = layout.accessories.mapValues { $0.mirrored(withinWidth: size.width) }
        return layout
    }
}
