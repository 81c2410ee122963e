import CollectionAnimation
import CollectionLayout
import Foundation
import Testing

/// A cell's content in these tests: the item's name.
struct Label: ContentConfiguration, Equatable {
    var text: String
}

/// Sections of named items; cells show their name, headers show "H<section>".
final class NamedItems: CollectionViewDataSource {
    var sections: [[String]]
    init(_ sections: [[String]]) { self.sections = sections }
    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        cell.contentConfiguration = Label(text: sections[indexPath.section][indexPath.item])
        return cell
    }
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) throws -> ReusableView {
        let view = try collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: nil, for: indexPath)
        view.contentConfiguration = Label(text: "H\(indexPath.section)")
        return view
    }
}

/// A one-column list: rows `rowHeight` tall and as wide as the view, stacked with no gaps;
/// each section optionally starts with a header (`ListLayout.headerKind`, path [s, 0],
/// zIndex 10) `headerHeight` tall. Section s starts where section s − 1 ends.
class ListLayout: CollectionViewLayout {
    static let headerKind = ElementKind.sectionHeader
    static let backgroundKind = "background"
    var rowHeight: CGFloat = 100
    var headerHeight: CGFloat = 0
    /// Whether each section gets a decoration view (`backgroundKind`, path [s, 0], zIndex −1)
    /// covering the whole section.
    var sectionBackgrounds = false
    private var items: [[LayoutAttributes]] = []
    private var headers: [LayoutAttributes] = []
    private var backgrounds: [LayoutAttributes] = []
    private var height: CGFloat = 0

    override init() {
        super.init()
        register(decorationViewOfKind: Self.backgroundKind)
    }

    override func prepare() {
        let width = bounds.width
        var y: CGFloat = 0
        items = []; headers = []; backgrounds = []
        for section in 0..<numberOfSections {
            let sectionTop = y
            defer {
                if sectionBackgrounds {
                    var background = LayoutAttributes(
                        forDecorationViewOfKind: Self.backgroundKind, with: IndexPath(item: 0, section: section))
                    background.frame = CGRect(x: 0, y: sectionTop, width: width, height: y - sectionTop)
                    background.zIndex = -1
                    backgrounds.append(background)
                }
            }
            if headerHeight > 0 {
                var header = LayoutAttributes(forSupplementaryViewOfKind: Self.headerKind, with: IndexPath(item: 0, section: section))
                header.frame = CGRect(x: 0, y: y, width: width, height: headerHeight)
                header.zIndex = 10
                headers.append(header)
                y += headerHeight
            }
            var row: [LayoutAttributes] = []
            for item in 0..<numberOfItems(inSection: section) {
                var a = LayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                a.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                row.append(a)
                y += rowHeight
            }
            items.append(row)
        }
        height = y
    }
    override var collectionViewContentSize: CGSize { CGSize(width: bounds.width, height: height) }
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        (backgrounds + headers + items.flatMap { $0 }).filter { $0.frame.overlaps(rect) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return items[indexPath.section][indexPath.item]
    }
    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard elementKind == Self.headerKind, indexPath.item == 0 else { return nil }
        return headers.first { $0.indexPath.section == indexPath.section }
    }
    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard elementKind == Self.backgroundKind, indexPath.item == 0 else { return nil }
        return backgrounds.first { $0.indexPath.section == indexPath.section }
    }
}

/// A collection view with its data source and layout kept alive together.
struct TestHost {
    let view: CollectionView
    let data: NamedItems
    let layout: CollectionViewLayout

    init(_ sections: [[String]], layout: CollectionViewLayout = ListLayout(), size: CGSize = CGSize(width: 200, height: 300)) {
        self.layout = layout
        view = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "c")
        data = NamedItems(sections)
        view.dataSource = data
    }

    /// Runs a real batch (`performBatchUpdates`) that replaces the data with `sections` and
    /// calls `operations`, and builds its animation.
    func animateUpdate(
        _ sections: [[String]], duration: Double = 0.3, curve: TimingCurve = .linear,
        _ operations: (CollectionView) throws -> Void
    ) throws -> UpdateAnimation {
        try view.layoutIfNeeded()
        let snapshots = ElementSnapshot.visibleViews(of: view)
        let result = try view.performBatchUpdates {
            data.sections = sections
            try operations(view)
        }
        return try UpdateAnimation(
            collectionView: view, result: try #require(result), oldSnapshots: snapshots, duration: duration, curve: curve)
    }

    /// Commits an update the way `performBatchUpdates` does (old state recorded, data and
    /// counts replaced, `prepare(forCollectionViewUpdates:)`, content offset pulled back)
    /// and describes it for the animator. The mappings are written by hand in each test.
    func commit(
        _ sections: [[String]], items: [CollectionViewUpdateItem], itemMapping: [IndexPath: IndexPath],
        sectionMapping: [Int: Int]? = nil
    ) throws -> UpdateBatchDescription {
        try commitUpdate(view: view, data: data, sections, items: items, itemMapping: itemMapping, sectionMapping: sectionMapping)
    }
}

/// Commits an update the way `performBatchUpdates` does (old state recorded, data and
/// counts replaced, `prepare(forCollectionViewUpdates:)`, content offset pulled back) and
/// describes it for the animator. The mappings are written by hand in each test.
func commitUpdate(
    view: CollectionView, data: NamedItems, _ sections: [[String]], items: [CollectionViewUpdateItem],
    itemMapping: [IndexPath: IndexPath], sectionMapping: [Int: Int]? = nil
) throws -> UpdateBatchDescription {
    let layout = view.collectionViewLayout
    try view.layoutIfNeeded()
    let oldBounds = view.bounds, oldSize = view.contentSize
    var old: [ElementKey: LayoutAttributes] = [:]
    for a in layout.layoutAttributesForElements(in: CGRect(origin: .zero, size: oldSize)) { old[a.key] = a }
    let snapshots = ElementSnapshot.visibleViews(of: view)
    let oldSectionCount = data.sections.count
    data.sections = sections
    view.reloadData()
    layout.prepareIfNeeded()
    layout.prepare(forCollectionViewUpdates: items)
    view.contentOffset = view.clampedContentOffset(view.contentOffset)
    let sectionMap = sectionMapping ?? Dictionary(uniqueKeysWithValues: (0..<oldSectionCount).map { ($0, $0) })
    return UpdateBatchDescription(
        updateItems: items, itemMapping: itemMapping, sectionMapping: sectionMap, oldBounds: oldBounds,
        oldContentSize: oldSize, oldAttributes: old, oldSnapshots: snapshots)
}

func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

/// Approximate equality for worked values (not transitive; tests only).
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
        && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

extension AnimationState {
    /// The element with draw identity (`key`, outgoing?), or nil.
    func element(_ key: ElementKey, outgoing: Bool = false) -> AnimatedElement? {
        elements.first { $0.id == AnimatedElement.ID(key: key, isOutgoing: outgoing) }
    }
    /// The text the element's snapshot shows.
    func text(_ key: ElementKey, outgoing: Bool = false) -> String? {
        (element(key, outgoing: outgoing)?.snapshot?.configuration as? Label)?.text
    }
}

/// The five progress points every animation is checked at.
let progressPoints: [Double] = [0, 0.25, 0.5, 0.75, 1]
