/// UIKit's `UICollectionViewCompositionalLayout` (docs/REFERENCE.md §14): sections built
/// from items and groups, each section one root group repeated along the scroll
/// direction until its items are placed.
///
/// Implemented: every dimension kind, items with content insets and edge spacing, horizontal,
/// vertical and custom groups (`subitems:`, `subitem:count:`, `repeatingSubitem:count:`),
/// fixed and flexible spacing, nested groups, section content insets and inter-group
/// spacing, a section provider, and the configuration's scroll direction and
/// inter-section spacing. Not yet: orthogonal scrolling, boundary and anchored
/// supplementary items, decoration items, the visible-items handler, list configurations
/// and right-to-left mirroring (see the README).
///
/// Estimated dimensions start at their estimate; an item whose dimension along the scroll
/// direction is estimated then takes its view's preferred length (CompositionalSection+SelfSizing.swift).
open class CompositionalLayout: CollectionViewLayout {
    /// Returns the section at an index for an environment; nil shows an empty section.
    public typealias SectionProvider = (Int, LayoutEnvironment) -> LayoutSection?

    /// The layout-wide settings; setting them invalidates the layout.
    open var configuration: CompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    private let sectionProvider: SectionProvider
    private var sections: [CompositionalSection] = []
    private var contentSize = CGSize.zero
    /// Preferred lengths along the scroll direction, by section then item, and the
    /// cross-axis length they were measured at (CompositionalLayout+SelfSizing.swift).
    var preferredLengths: [Int: [Int: CGFloat]] = [:]
    var preferredCrossLength: CGFloat?
    /// The item counts at the last prepare, to drop preferred lengths of changed sections.
    var preparedCounts: [Int] = []
    /// A batch update's item mapping, pending until the next prepare.
    var pendingItemMapping: ((IndexPath) -> IndexPath?)?

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

    /// The environment sections are laid out in: the bounds less the content inset.
    public var environment: LayoutEnvironment {
        let bounds = self.bounds, inset = contentInset
        let size = CGSize(width: max(0, bounds.width - inset.horizontal), height: max(0, bounds.height - inset.vertical))
        return LayoutEnvironment(container: .init(contentSize: size, contentInsets: .zero), displayScale: screenScale)
    }

    open override func prepare() {
        let environment = self.environment
        let vertical = configuration.scrollDirection == .vertical
        var built: [CompositionalSection] = []
        built.reserveCapacity(numberOfSections)
        var position: CGFloat = 0
        carryPreferredLengths(crossLength: vertical ? environment.container.contentSize.width : environment.container.contentSize.height)
        for index in 0..<numberOfSections {
            if index > 0 { position += configuration.interSectionSpacing }
            let items = numberOfItems(inSection: index)
            let section =
                sectionProvider(index, environment).map {
                    CompositionalSection(
                        $0, itemCount: items, start: position, environment: environment, vertical: vertical,
                        preferredLengths: preferredLengths[index] ?? [:])
                } ?? CompositionalSection.empty(start: position, vertical: vertical)
            position = section.end
            built.append(section)
        }
        sections = built
        preparedCounts = built.map(\.itemCount)
        let container = environment.container.contentSize
        contentSize = vertical ? CGSize(width: container.width, height: position) : CGSize(width: position, height: container.height)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func invalidateLayout(with context: InvalidationContext) {
        if let mapping = context.newIndexPathForOld { pendingItemMapping = composed(pendingItemMapping, mapping) }
        super.invalidateLayout(with: context)
    }

    // MARK: Self-sizing (CompositionalLayout+SelfSizing.swift)

    open override func selfSizing(for attributes: LayoutAttributes) -> SelfSizing? {
        guard attributes.representedElementCategory == .cell, attributes.indexPath.count == 2,
            sections.indices.contains(attributes.indexPath.section),
            sections[attributes.indexPath.section].selfSizes(item: attributes.indexPath.item)
        else { return nil }
        let vertical = configuration.scrollDirection == .vertical
        return SelfSizing(fitsWidth: !vertical, fitsHeight: vertical)
    }

    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes, withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool {
        selfSizing(for: originalAttributes) != nil && preferredAttributes.size != originalAttributes.size
    }

    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes, withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> InvalidationContext {
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        let vertical = configuration.scrollDirection == .vertical
        recordPreferredLength(vertical ? preferredAttributes.size.height : preferredAttributes.size.width, at: originalAttributes.indexPath)
        return context
    }

    /// Bytes the layout keeps for its computed sections (for the benchmarks; not API).
    package var storageByteCount: Int {
        sections.reduce(sections.capacity * MemoryLayout<CompositionalSection>.stride) {
            $0 + $1.cells.capacity * MemoryLayout<GroupCell>.stride
        }
    }

    /// True when the size across the scroll direction changes: fractional dimensions
    /// depend on it.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        configuration.scrollDirection == .vertical ? newBounds.width != bounds.width : newBounds.height != bounds.height
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
            for (item, cell) in sections[index].cells(in: rect) {
                var element = LayoutAttributes(cellAt: IndexPath(item: item, section: index), frame: cell.frame)
                element.zIndex = cell.zIndex
                attributes.append(element)
            }
            index += 1
        }
        return attributes
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count,
            let cell = sections[indexPath.section].cell(at: indexPath.item)
        else { return nil }
        var element = LayoutAttributes(cellAt: indexPath, frame: cell.frame)
        element.zIndex = cell.zIndex
        return element
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
