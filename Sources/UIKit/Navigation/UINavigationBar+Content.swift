import QuartzCore

/// The views a navigation bar shows for its top item.
struct NavigationBarContent {
    /// The title, when the item has no title view.
    var titleLabel: UILabel?
    /// The item's title view.
    var titleView: UIView?
    /// The large title under the bar.
    var largeTitleLabel: UILabel?
    /// The back button: a chevron and the item below's back title.
    var backButton: UIButton?
    /// The back button's chevron, on its leading edge.
    var backChevron: CAShapeLayer?
    /// The leading items' views, leading first.
    var leadingViews: [UIView] = []
    /// The trailing items' views, trailing-most first.
    var trailingViews: [UIView] = []
    /// How far the title moves from its place (the appearance's `titlePositionAdjustment`).
    var titleOffset = UIOffset.zero
    /// The top item's search controller's search bar, under the title (Search/).
    var searchBar: UISearchBar?

    /// Every view, for adding and removing.
    var all: [UIView] {
        [searchBar, titleLabel, titleView, largeTitleLabel, backButton].compactMap { $0 } + leadingViews + trailingViews
    }
}

extension UINavigationBar {
    /// Something the bar shows changed: its content is made again at the next layout, and its
    /// navigation controller lays it out again (its height may change).
    func contentDidChange() {
        needsNewContent = true
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// Whether a large title shows: with ``prefersLargeTitles`` outside a compact height, as the
    /// top item's `largeTitleDisplayMode` says — `.automatic` takes the mode of the item below,
    /// and the bottom item's `.automatic` is large (Apple's documentation of the modes).
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, !isCompactHeight, let items, !items.isEmpty else { return false }
        for item in items.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The bar's height: 44 points, 32 in a compact height, 52 more with a large title, and the
    /// room the top item's search field takes (Search/UINavigationBar+Search.swift).
    var barHeight: CGFloat {
        (isCompactHeight ? ControlMetrics.compactNavigationBarHeight : ControlMetrics.navigationBarHeight)
            + (showsLargeTitle ? ControlMetrics.largeTitleHeight : 0) + visibleSearchHeight
    }

    /// Lays out the content, making it first when it changed: the back button from 8 points in,
    /// then the leading items; the trailing items from the margin in (16 points, 20 on a bar at
    /// least 414 wide, plus the safe area); the title centred in the bar, moved in to clear the
    /// items; the large title in the 52 points under the bar, from the margin. Mirrored in a
    /// right-to-left layout.
    func layOutContent() {
        if needsNewContent { makeContent() }
        let row = isCompactHeight ? ControlMetrics.compactNavigationBarHeight : ControlMetrics.navigationBarHeight
        let margin: CGFloat = bounds.width >= 414 ? 20 : 16
        let safe = safeAreaInsets
        var frames: [(UIView, CGRect)] = []
        func fitted(_ view: UIView) -> CGSize {
            let intrinsic = view.intrinsicContentSize
            return CGSize(
                width: intrinsic.width >= 0 ? intrinsic.width : view.bounds.width,
                height: min(row, intrinsic.height >= 0 ? intrinsic.height : view.bounds.height))
        }
        var leading = safe.left + margin
        let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if let back = contentViews.backButton, let chevron = contentViews.backChevron {
            var size = fitted(back)
            size.height = max(size.height, ControlMetrics.backChevronSize.height)
            frames.append(
                (
                    back,
                    CGRect(
                        x: safe.left + ControlMetrics.backChevronInset, y: (row - size.height) / 2, width: size.width, height: size.height)
                ))
            leading = safe.left + ControlMetrics.backChevronInset + size.width + ControlMetrics.toolbarSpacing
            let glyph = ControlMetrics.backChevronSize
            chevron.frame = CGRect(
                x: mirrored ? size.width - glyph.width : 0, y: (size.height - glyph.height) / 2, width: glyph.width, height: glyph.height)
        }
        for view in contentViews.leadingViews {
            let size = fitted(view)
            frames.append((view, CGRect(x: leading, y: (row - size.height) / 2, width: size.width, height: size.height)))
            leading += size.width + ControlMetrics.toolbarSpacing
        }
        var trailing = bounds.width - safe.right - margin
        for view in contentViews.trailingViews {
            let size = fitted(view)
            trailing -= size.width
            frames.append((view, CGRect(x: trailing, y: (row - size.height) / 2, width: size.width, height: size.height)))
            trailing -= ControlMetrics.toolbarSpacing
        }
        if let title = contentViews.titleView ?? contentViews.titleLabel {
            let size = fitted(title)
            let room = max(0, trailing - leading)
            // A search bar as the title view spans the room between the items (Search/).
            let width = title is UISearchBar ? room : min(size.width, room)
            let x = min(max(bounds.midX - width / 2, leading), trailing - width) + contentViews.titleOffset.horizontal
            let y = (row - size.height) / 2 + contentViews.titleOffset.vertical
            frames.append((title, CGRect(x: x, y: y, width: width, height: size.height)))
        }
        if let large = contentViews.largeTitleLabel {
            let x = safe.left + margin
            frames.append(
                (
                    large,
                    CGRect(x: x, y: row, width: max(0, bounds.width - safe.right - margin - x), height: ControlMetrics.largeTitleHeight)
                ))
        }
        if let searchBar = contentViews.searchBar {
            frames.append(
                (searchBar, frame(of: searchBar, top: row + (showsLargeTitle ? ControlMetrics.largeTitleHeight : 0), margin: margin)))
        }
        for (view, frame) in frames {
            view.frame = mirrored ? CGRect(x: bounds.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
        }
    }

    /// Makes the views for the top item: its title (hidden under a large title) or title view,
    /// the back button unless the item hides it or has leading items that do not supplement
    /// it, and the items' views.
    private func makeContent() {
        needsNewContent = false
        for view in contentViews.all where view.superview === self { view.removeFromSuperview() }
        contentViews = NavigationBarContent()
        guard let top = topItem else { return }
        let appearance = drawnAppearance.appearance
        contentViews.titleOffset = appearance.titlePositionAdjustment
        let compact = isCompactHeight
        let leadingItems = (top.leftBarButtonItems ?? []).filter { !$0.isHidden }
        let trailingItems = (top.rightBarButtonItems ?? []).filter { !$0.isHidden }
        for item in leadingItems + trailingItems { item.isShown(by: self) }
        if let titleView = top.titleView {
            contentViews.titleView = titleView
        } else if let title = top.title {
            if showsLargeTitle {
                contentViews.largeTitleLabel = label(
                    title, size: ControlMetrics.largeTitleFontSize, weight: .bold,
                    attributes: appearance.largeTitleTextAttributes.merging(largeTitleTextAttributes ?? [:]) { drawn, _ in drawn })
            } else {
                contentViews.titleLabel = label(
                    title, size: ControlMetrics.navigationTitleFontSize, weight: .semibold,
                    attributes: appearance.titleTextAttributes.merging(titleTextAttributes ?? [:]) { drawn, _ in drawn })
            }
        }
        if let back = backItem, !top.hidesBackButton, leadingItems.isEmpty || top.leftItemsSupplementBackButton {
            (contentViews.backButton, contentViews.backChevron) = backButton(to: back)
            contentViews.backButton?.applyTitleAttributes(of: appearance.backButtonAppearance)
        }
        let view = { (item: UIBarButtonItem) in
            item.barView(compactHeight: compact, buttons: appearance.buttonAppearance, doneButtons: appearance.doneButtonAppearance)
        }
        contentViews.leadingViews = leadingItems.map(view)
        contentViews.trailingViews = trailingItems.map(view)
        contentViews.searchBar = top.searchController?.searchBar
        for view in contentViews.all { addSubview(view) }
    }

    /// A one-line label for a title, with the font and colour of `attributes` when they set them; else white in a black-style bar.
    private func label(_ text: String, size: CGFloat, weight: UIFont.Weight, attributes: [NSAttributedString.Key: Any]) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: size, weight: weight)
        label.textColor = attributes[.foregroundColor] as? UIColor ?? (barStyle == .default ? .label : .white)
        return label
    }

    /// The back button to `item`: a chevron (pointing to the leading edge) and the item's back
    /// title — its `backBarButtonItem`'s title, else its `backButtonTitle`, else its title,
    /// else "Back"; "Back" alone in the `.generic` mode and no title in `.minimal` — in the
    /// tint colour. A tap pops the navigation controller's top controller, or on a bar no
    /// controller manages the top item, as the delegate allows (§20.22).
    private func backButton(to item: UINavigationItem) -> (UIButton, CAShapeLayer) {
        let button = UIButton(type: .system)
        let chevron = ControlMetrics.backChevronSize
        switch topItem?.backButtonDisplayMode ?? .default {
        case .default: button.setTitle(item.backBarButtonItem?.title ?? item.backButtonTitle ?? item.title ?? "Back", for: .normal)
        case .generic: button.setTitle("Back", for: .normal)
        case .minimal: break
        }
        button.titleLabel?.font = .systemFont(ofSize: ControlMetrics.navigationTitleFontSize)
        let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let room = chevron.width + ControlMetrics.backTitleGap
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: mirrored ? 0 : room, bottom: 0, right: mirrored ? room : 0)
        let shape = CAShapeLayer()
        shape.path = ChevronPath.path(in: CGRect(origin: .zero, size: chevron).insetBy(dx: 1.5, dy: 1.5), pointingRight: mirrored)
        shape.fillColor = nil
        shape.strokeColor = tintColor.resolvedColor(with: traitCollection).cgColor
        shape.lineWidth = 2.5
        shape.lineCap = .round
        shape.lineJoin = .round
        button.layer.addSublayer(shape)
        let bar = itemReference
        button.addAction(
            UIAction { _ in
                guard let bar = bar.view as? UINavigationBar else { return }
                if let controller = bar.navigationController {
                    controller.popViewController(animated: true)
                } else {
                    bar.popItem(animated: true)
                }
            },
            for: .primaryActionTriggered)
        return (button, shape)
    }
}
