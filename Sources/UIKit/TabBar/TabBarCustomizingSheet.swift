/// The "Configure" sheet a tab bar shows while customizing (docs/REFERENCE.md §20.12): a
/// header with the title "Configure" and a "Done" button on the right, over a grid of the
/// items that may be on the bar, each its image over its title, four to a row. Done ends the
/// customizing; an item dragged from the grid and let go over a tab of the bar goes there
/// (§20.15).
final class TabBarCustomizingSheet: UIView {
    /// The header's height [chosen: a navigation bar's 44 points].
    static let headerHeight: CGFloat = 44
    /// The height of a cell of the grid: a 30-point image, 2 points, a title line, padding
    /// [chosen].
    static let cellHeight: CGFloat = 70
    /// Cells in a row [chosen].
    static let columns = 4

    let titleLabel = UILabel()
    let doneButton = UIButton(type: .system)
    /// One view an item: its image over its title.
    private(set) var cells: [UIView] = []
    /// The items shown, one a cell.
    private let items: [UITabBarItem]
    /// The bar customized.
    private weak var bar: UITabBar?

    /// A sheet showing `items`; Done ends `bar`'s customizing, and a cell dragged onto `bar` is
    /// dropped there.
    init(items: [UITabBarItem], bar: UITabBar) {
        self.items = items
        self.bar = bar
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        titleLabel.text = "Configure"
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        doneButton.setTitle("Done", for: .normal)
        doneButton.addAction(UIAction { [weak bar] _ in _ = bar?.endCustomizing(animated: true) }, for: .primaryActionTriggered)
        cells = items.map(Self.cell)
        for view in [titleLabel, doneButton] + cells { addSubview(view) }
        let pan = UIPanGestureRecognizer()
        pan.addHandler { [weak self, weak pan] _ in
            guard let self, let pan, pan.state == .ended else { return }
            self.dropped(pan)
        }
        addGestureRecognizer(pan)
    }

    /// A drag that began on a cell ended: the bar is told where its item was let go.
    private func dropped(_ pan: UIPanGestureRecognizer) {
        guard let bar else { return }
        let start = pan.dragStart(in: self)
        guard let index = cells.firstIndex(where: { $0.frame.contains(start) }), items.indices.contains(index) else { return }
        bar.userDropped(items[index], at: pan.location(in: bar))
    }

    /// Sheets are not decoded.
    required init?(coder: NSCoder) { nil }

    /// A cell showing `item`: its image 30 points square, centred, its 10-point title under it.
    private static func cell(_ item: UITabBarItem) -> UIView {
        let cell = UIView()
        let image = UIImageView(image: item.image)
        image.templatesAutomaticImages = true
        image.frame = CGRect(x: 0, y: 8, width: ControlMetrics.tabImageSize, height: ControlMetrics.tabImageSize)
        let title = UILabel()
        title.text = item.title
        title.font = .systemFont(ofSize: ControlMetrics.tabTitleFontSize, weight: .medium)
        title.textAlignment = .center
        for view in [image, title] { cell.addSubview(view) }
        return cell
    }

    /// The header along the top, the title centred and Done 16 points from the trailing
    /// edge; the cells in rows under it, each an equal share of the width.
    override func layoutSubviews() {
        super.layoutSubviews()
        let header = Self.headerHeight
        titleLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header)
        let done = doneButton.intrinsicContentSize.width
        doneButton.frame = CGRect(x: bounds.width - 16 - done, y: 0, width: done, height: header)
        let width = bounds.width / CGFloat(Self.columns)
        for (index, cell) in cells.enumerated() {
            let row = index / Self.columns, column = index % Self.columns
            cell.frame = CGRect(
                x: CGFloat(column) * width, y: header + CGFloat(row) * Self.cellHeight, width: width, height: Self.cellHeight)
            guard cell.subviews.count == 2 else { continue }
            let image = cell.subviews[0], title = cell.subviews[1]
            image.frame.origin.x = (width - image.frame.width) / 2
            title.frame = CGRect(x: 0, y: image.frame.maxY + 2, width: width, height: title.intrinsicContentSize.height)
        }
    }
}
