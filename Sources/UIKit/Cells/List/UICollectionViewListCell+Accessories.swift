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
        case .customView: ""
        }
    }

    /// The glyph's colour: ``tintColor``, else the accessory's default.
    func glyphColor(cellTint: UIColor) -> UIColor {
        if let tintColor { return tintColor }
        switch accessoryType {
        case .disclosureIndicator, .reorder: return .systemGray
        case .delete: return backgroundColor ?? .systemRed
        case .label: return .secondaryLabel
        case .outlineDisclosure, .checkmark, .detail, .customView: return cellTint
        }
    }

    /// The width it keeps: a custom width, the glyph's or view's own (`.actual`, and a
    /// label's or custom view's `.standard`), else its kind's standard width.
    func width(of view: UIView, in height: CGFloat) -> CGFloat {
        switch reservedLayoutWidth {
        case .custom(let width): return width.nonNegativeFinite
        case .actual, .standard:
            if let standard = accessoryType.standardWidth, reservedLayoutWidth == .standard { return standard }
            return customView == nil ? view.sizeThatFits(.zero).width : customViewSize(in: height).width
        }
    }
}

extension UICollectionViewListCell {
    /// Makes one view for each accessory: a custom view accessory's own view, else a glyph label.
    func rebuildAccessoryViews() {
        for view in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map { accessory in
            let view = accessory.customView?.customView ?? UILabel(frame: .zero)
            (view as? UILabel)?.textAlignment = .center
            addSubview(view)
            return view
        }
        refreshAccessoryViews()
        layoutCellContent()
    }

    /// Gives each glyph label its glyph, font and colour, and each custom view its tint colour.
    func refreshAccessoryViews() {
        for (accessory, view) in zip(accessories, accessoryViews) {
            if let custom = accessory.customView {
                if let tint = custom.tintColor { view.tintColor = tint }
                continue
            }
            guard let label = view as? UILabel else { continue }
            label.text = accessory.glyph(expanded: showsExpandedDisclosure)
            label.font = accessory.font
            label.textColor = accessory.glyphColor(cellTint: tintColor ?? .tintColor)
        }
    }

    /// Places the accessory views where `layout` says — a glyph label filling its slot, a
    /// custom view at its size centred in it; those not shown, or hidden, are hidden.
    func placeAccessoryViews(_ layout: ListAccessoryLayout) {
        for (index, (accessory, view)) in zip(accessories, accessoryViews).enumerated() {
            let frame = layout.accessories[index]
            view.isHidden = frame == nil || accessory.isHidden
            guard let frame else { continue }
            guard accessory.customView != nil else {
                view.frame = frame
                continue
            }
            let size = accessory.customViewSize(in: frame.height)
            view.frame = CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
        }
    }

    /// The content view's and accessories' frames in a cell of `size`: `ListAccessoryLayout`'s
    /// rule over the accessories shown now, each on its edge at its place.
    func accessoryLayout(in size: CGSize) -> ListAccessoryLayout {
        let level = CGFloat(max(0, indentationLevel))
        let shows = { (index: Int) in self.accessories[index].displayedState.shows(editing: self.showsEditingAccessories) }
        // Without a custom view every accessory takes its kind's edge and place, so the
        // placements (which allocate) are worked out only when there is one.
        let placements = accessories.contains { $0.customView != nil } ? accessories.placements(shows: shows) : nil
        let shown = zip(accessories, accessoryViews).enumerated().map { index, pair -> ListAccessoryLayout.Accessory? in
            let (accessory, view) = pair
            guard let placements else {
                return shows(index)
                    ? ListAccessoryLayout.Accessory(kind: accessory.accessoryType, width: accessory.width(of: view, in: size.height)) : nil
            }
            return placements[index].map {
                ListAccessoryLayout.Accessory(
                    kind: accessory.accessoryType, width: accessory.width(of: view, in: size.height), isLeading: $0.isLeading,
                    order: $0.order)
            }
        }
        return ListAccessoryLayout(
            accessories: shown, size: size, indentation: indentationWidth.isFinite ? max(0, level * indentationWidth) : 0,
            indentsAccessories: indentsAccessories, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
}
