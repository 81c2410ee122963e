/// UIKit's `UICollectionViewCompositionalLayout` (docs/REFERENCE.md §14): sections built
/// from items and groups, each section one root group repeated along the scroll
/// direction until its items are placed.
///
/// Implemented: every dimension kind, items with content insets and edge spacing, horizontal,
/// vertical and custom groups (`subitems:`, `subitem:count:`, `repeatingSubitem:count:`),
/// fixed and flexible spacing, nested groups, section content insets and inter-group
/// spacing, boundary supplementary items (extending, overlapping, pinned) and background
/// decorations, a section provider, and the configuration's scroll direction and
/// inter-section spacing, orthogonal sections (one band of groups scrolled by its own
/// offset) and the visible-items handler. Not yet: where an orthogonal section comes to
/// rest after a fling (the paging behaviours), item-anchored supplementary items,
/// layout-wide boundary items, list configurations and right-to-left mirroring (see the
/// README).
///
/// Estimated dimensions resolve to their estimate: nothing measures content yet.
open class CompositionalLayout: CollectionViewLayout {
    /// Returns the section at an index for an environment; nil shows an empty section.
    public typealias SectionProvider = (Int, LayoutEnvironment) -> LayoutSection?

    /// The layout-wide settings; setting them invalidates the layout.
    open var configuration: CompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    private let sectionProvider: SectionProvider
    /// The computed sections, in order.
    private(set) var sections: [CompositionalSection] = []
    /// What the sections' visible-items handlers made of their visible items, and the
    /// bounds they ran for (nil: not run since the last prepare).
    var visibleItemChanges: (bounds: CGRect, items: [ElementKey: LayoutAttributes])?
    /// Each orthogonal section's own scroll offset, by section index.
    private var orthogonalOffsets: [Int: CGFloat] = [:]
    private var contentSize = CGSize.zero

    /// A layout whose every section is `section` (`init(section:)`).
    public convenience init(section: LayoutSection, configuration: CompositionalLayoutConfiguration = .init()) {
        self.init(configuration: configuration) { _, _ in section }
    }

    /// A layout that asks `sectionProvider` for each section on every prepare
    /// (`init(sectionProvider:)`).
    public init(configuration: CompositionalLayoutConfiguration = .init(), sectionProvider: @escaping SectionProvider) {
        self.configuration = configuration
        self.sectionProvider = sectionProvider
        super.init()
    }

    /// The environment sections are laid out in: the bounds less the content inset, with
    /// the insets of the configuration's content insets reference.
    public var environment: LayoutEnvironment {
        let bounds = self.bounds, inset = contentInset
        let size = CGSize(width: max(0, bounds.width - inset.horizontal), height: max(0, bounds.height - inset.vertical))
        let insets = contentInsets(for: configuration.contentInsetsReference)
        return LayoutEnvironment(container: .init(contentSize: size, contentInsets: insets), displayScale: screenScale)
    }

    /// The insets a content insets reference adds inside the content area, across the
    /// scroll direction (UIKit: the part of the safe area or layout margins beyond the
    /// adjusted content inset). The core host has no safe area or margins: zero. The
    /// `UIKit` module's layout answers from its view.
    open func contentInsets(for reference: LayoutSection.ContentInsetsReference) -> DirectionalEdgeInsets { .zero }

    open override func prepare() {
        let environment = self.environment
        let vertical = configuration.scrollDirection == .vertical
        var built: [CompositionalSection] = []
        built.reserveCapacity(numberOfSections)
        var position: CGFloat = 0
        for index in 0..<numberOfSections {
            if index > 0 { position += configuration.interSectionSpacing }
            let items = numberOfItems(inSection: index)
            var section =
                sectionProvider(index, environment).map {
                    let reference =
                        $0.contentInsetsReference == .automatic ? configuration.contentInsetsReference : $0.contentInsetsReference
                    return CompositionalSection(
                        $0, itemCount: items, start: position, environment: environment, vertical: vertical,
                        referenceInsets: contentInsets(for: reference))
                } ?? CompositionalSection.empty(start: position, vertical: vertical)
            position = section.end
            if section.orthogonal != .none, let offset = orthogonalOffsets[index] {
                section.orthogonalOffset = min(max(0, offset), section.maximumOrthogonalOffset)
            }
            built.append(section)
        }
        sections = built
        visibleItemChanges = nil
        let container = environment.container.contentSize
        contentSize = vertical ? CGSize(width: container.width, height: position) : CGSize(width: position, height: container.height)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    /// Scrolls orthogonal section `section` to `offset` across the layout's direction
    /// (the content offset of UIKit's internal scroll view for that section), clamped to
    /// its content; invalidates the layout. Ignored for a section that does not scroll
    /// orthogonally or does not exist (after the next prepare).
    public func setOrthogonalScrollOffset(_ offset: CGFloat, forSection section: Int) {
        guard offset.isFinite else { return }
        orthogonalOffsets[section] = offset
        invalidateLayout()
    }

    /// Orthogonal section `section`'s scroll offset (0 for any other section).
    public func orthogonalScrollOffset(forSection section: Int) -> CGFloat {
        sections.indices.contains(section) ? sections[section].orthogonalOffset : 0
    }

    /// How far orthogonal section `section` can scroll: its content across the layout's
    /// direction less the band it shows (0 for any other section).
    public func maximumOrthogonalScrollOffset(forSection section: Int) -> CGFloat {
        sections.indices.contains(section) && sections[section].orthogonal != .none ? sections[section].maximumOrthogonalOffset : 0
    }

    /// Bytes the layout keeps for its computed sections (for the benchmarks; not API).
    package var storageByteCount: Int {
        sections.reduce(sections.capacity * MemoryLayout<CompositionalSection>.stride) {
            $0 + $1.cells.capacity * MemoryLayout<GroupCell>.stride
        }
    }

    /// True when the size across the scroll direction changes (fractional dimensions
    /// depend on it), or on any scroll while a section pins a boundary item or has a
    /// visible-items handler.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if sections.contains(where: { $0.hasPinnedItems || $0.visibleItemsHandler != nil }) { return newBounds != bounds }
        return configuration.scrollDirection == .vertical ? newBounds.width != bounds.width : newBounds.height != bounds.height
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        guard !sections.isEmpty else { return [] }
        let vertical = configuration.scrollDirection == .vertical
        let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
        // The first section that ends after the rect begins (sections are in order).
        var lower = 0, upper = sections.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if sections[middle].end < low { lower = middle + 1 } else { upper = middle }
        }
        var attributes: [LayoutAttributes] = []
        var index = lower
        while index < sections.count, sections[index].start <= high {
            let section = sections[index]
            for decoration in section.boundary.decorations where decoration.frame.overlaps(rect) {
                attributes.append(boundaryAttributes(.decoration, decoration.kind, decoration.frame, decoration.zIndex, section: index))
            }
            for (item, cell) in section.cells(in: rect) {
                var element = LayoutAttributes(cellAt: IndexPath(item: item, section: index), frame: cell.frame)
                element.zIndex = cell.zIndex
                attributes.append(element)
            }
            for supplementary in section.boundary.supplementaries {
                let frame = pinned(supplementary, in: section)
                guard frame.overlaps(rect) else { continue }
                attributes.append(boundaryAttributes(.supplementary, supplementary.kind, frame, supplementary.zIndex, section: index))
            }
            index += 1
        }
        return applyingVisibleItemChanges(attributes)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.count == 2, indexPath.item == 0, sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard let item = section.boundary.supplementaries.first(where: { $0.kind == elementKind }) else { return nil }
        let element = boundaryAttributes(.supplementary, elementKind, pinned(item, in: section), item.zIndex, section: indexPath.section)
        return applyingVisibleItemChanges([element])[0]
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.count == 2, indexPath.item == 0, sections.indices.contains(indexPath.section),
            let item = sections[indexPath.section].boundary.decorations.first(where: { $0.kind == elementKind })
        else { return nil }
        return boundaryAttributes(.decoration, elementKind, item.frame, item.zIndex, section: indexPath.section)
    }

    func boundaryAttributes(_ category: ElementCategory, _ kind: String, _ frame: CGRect, _ zIndex: Int, section: Int)
        -> LayoutAttributes
    {
        var element = LayoutAttributes(category: category, kind: kind, indexPath: IndexPath(item: 0, section: section))
        element.frame = frame
        element.zIndex = zIndex
        return element
    }

    /// A pinned item's frame, held inside the visible range (the bounds less the content
    /// inset) while its section is on screen, as a flow layout's pinned header is (§4):
    /// at the start, `max(natural, min(max(natural, visible.min), section.end − length))`;
    /// at the end, `min(natural, max(min(natural, visible.max − length), section.start))`.
    func pinned(_ item: SectionBoundary.Element, in section: CompositionalSection) -> CGRect {
        guard let pin = item.pin else { return item.frame }
        let vertical = section.vertical
        let visible = bounds.inset(by: contentInset)
        let natural = vertical ? item.frame.minY : item.frame.minX, length = vertical ? item.frame.height : item.frame.width
        let position =
            pin < 0
            ? max(natural, min(max(natural, vertical ? visible.minY : visible.minX), section.end - length))
            : min(natural, max(min(natural, (vertical ? visible.maxY : visible.maxX) - length), section.start))
        return vertical
            ? CGRect(origin: CGPoint(x: item.frame.minX, y: position), size: item.frame.size)
            : CGRect(origin: CGPoint(x: position, y: item.frame.minY), size: item.frame.size)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count,
            let cell = sections[indexPath.section].cell(at: indexPath.item)
        else { return nil }
        var element = LayoutAttributes(cellAt: indexPath, frame: cell.frame)
        element.zIndex = cell.zIndex
        return applyingVisibleItemChanges([element])[0]
    }
}

extension CompositionalSection {
    /// A section the provider left out: no items, no length.
    static func empty(start: CGFloat, vertical: Bool) -> CompositionalSection {
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)), subitems: [])
        let environment = LayoutEnvironment(container: .init(contentSize: .zero, contentInsets: .zero), displayScale: 1)
        return CompositionalSection(LayoutSection(group: group), itemCount: 0, start: start, environment: environment, vertical: vertical)
    }
}
