import CollectionLayout
import CollectionRendering

// How a list cell places its accessories is `ListAccessoryLayout`'s rule
// (CollectionRendering, docs/REFERENCE.md §19); here are the UIKit objects it is applied to.

extension UICellAccessory {
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
    /// `.standard`), else its kind's standard width.
    func width(glyph label: UILabel) -> CGFloat {
        switch reservedLayoutWidth {
        case .custom(let width): return width.nonNegativeFinite
        case .actual: return label.sizeThatFits(.zero).width
        case .standard: return accessoryType.standardWidth ?? label.sizeThatFits(.zero).width
        }
    }
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
    func placeAccessoryViews(_ layout: ListAccessoryLayout) {
        for (index, (accessory, label)) in zip(accessories, accessoryViews).enumerated() {
            let frame = layout.accessories[index]
            label.isHidden = frame == nil || accessory.isHidden
            if let frame { label.frame = frame }
        }
    }

    /// The content view's and accessories' frames in a cell of `size`: `ListAccessoryLayout`'s
    /// rule over the accessories shown now.
    func accessoryLayout(in size: CGSize) -> ListAccessoryLayout {
        let level = CGFloat(max(0, indentationLevel))
        let shown = zip(accessories, accessoryViews).map { accessory, label in
            accessory.displayedState.shows(editing: showsEditingAccessories)
                ? ListAccessoryLayout.Accessory(kind: accessory.accessoryType, width: accessory.width(glyph: label)) : nil
        }
        return ListAccessoryLayout(
            accessories: shown, size: size, indentation: indentationWidth.isFinite ? max(0, level * indentationWidth) : 0,
            indentsAccessories: indentsAccessories, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
}
