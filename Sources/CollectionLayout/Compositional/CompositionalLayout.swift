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
/// offset, and where it rests after a release: CompositionalLayout+OrthogonalScrolling.swift),
/// item- and group-anchored supplementary items (badges), the visible-items handler and
/// list sections (List/ListSection.swift). In a right-to-left collection view it mirrors
/// leading and trailing (CompositionalLayout+RightToLeft.swift).
///
/// Estimated dimensions start at their estimate; an item whose dimension along the scroll
/// direction is estimated then takes its view's preferred length (CompositionalSection+SelfSizing.swift).
open class CompositionalLayout: CollectionViewLayout {
    /// Returns the section at an index for an environment; nil shows an empty section.
    public typealias SectionProvider = (Int, LayoutEnvironment) -> LayoutSection?

    /// The layout-wide settings; setting them invalidates the layout.
    open var configuration: CompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    private let sectionProvider: SectionProvider
    /// The computed sections, in order.
    private(set) var sections: [CompositionalSection] = []
    /// The layout-wide boundary items, placed on the whole content.
    private(set) var layoutBoundary = SectionBoundary.none
    /// What of the prepared layout depends on the scroll position (found once per prepare,
    /// so queries do not scan every section).
    private(set) var scrollDependence = (hasPinnedItems: false, hasVisibleItemsHandlers: false)
    /// The farthest any section's badges stick out of it along the scroll direction.
    private(set) var badgeOverhang: CGFloat = 0
    /// What the sections' visible-items handlers made of their visible items, and the
    /// bounds they ran for (nil: not run since the last prepare).
    var visibleItemChanges: (bounds: CGRect, items: [ElementKey: LayoutAttributes])?
    /// Each orthogonal section's own scroll offset, by section index.
    private var orthogonalOffsets: [Int: CGFloat] = [:]
    private var contentSize = CGSize.zero
    /// Whether the collection view read right to left at the last prepare
    /// (CompositionalLayout+RightToLeft.swift).
    private(set) var preparedRightToLeft = false
    /// Preferred lengths along the scroll direction, by section then item, and the
    /// cross-axis length they were measured at (CompositionalLayout+SelfSizing.swift).
    var preferredLengths: [Int: [Int: CGFloat]] = [:]
    var preferredCrossLength: CGFloat?
    /// Self-sized boundary supplementary items' preferred lengths, by section and kind.
    var preferredBoundaryLengths: [Int: [String: CGFloat]] = [:]
    /// Self-sized layout-wide boundary items' preferred lengths, by kind.
    var preferredLayoutBoundaryLengths: [String: CGFloat] = [:]
    /// The item counts at the last prepare, to drop preferred lengths of changed sections.
    var preparedCounts: [Int] = []
    /// A batch update's item mapping, pending until the next prepare.
    var pendingItemMapping: ((IndexPath) -> IndexPath?)?
    /// What the next prepare may keep (CompositionalLayout+Reuse.swift).
    private var reuse = CompositionalReuse()

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
        preparedRightToLeft = collectionView?.layoutDirection == .rightToLeft
        let environment = self.environment
        let vertical = configuration.scrollDirection == .vertical
        let referenceInsets = [.none, .safeArea, .layoutMargins, .readableContent].map { contentInsets(for: $0) }
        let count = numberOfSections, spacing = configuration.interSectionSpacing
        let reused = reuse.plan(
            sectionCount: count, previousCount: sections.count, basis: .init(environment: environment, referenceInsets: referenceInsets))
        // Reused sections keep their index, so they are moved in place.
        var built = reused == nil ? [] : sections
        sections = []
        if reused == nil { built.reserveCapacity(count) } else if built.count > count { built.removeLast(built.count - count) }
        let container = environment.container.contentSize
        carryPreferredLengths(crossLength: vertical ? container.width : container.height)
        var boundary = SectionBoundary(
            lengthsOf: configuration.boundarySupplementaryItems, container: container, vertical: vertical,
            preferred: preferredLayoutBoundaryLengths)
        var position: CGFloat = boundary.head
        for index in 0..<count {
            if index > 0 { position += spacing }
            if reused?[index] != nil {
                built[index].move(to: position)
            } else {
                let section = makeSection(index, start: position, environment: environment, vertical: vertical)
                if index < built.count { built[index] = section } else { built.append(section) }
            }
            if built[index].orthogonal != .none, let offset = orthogonalOffsets[index] {
                built[index].orthogonalOffset = min(max(0, offset), built[index].maximumOrthogonalOffset)
            }
            position = built[index].end
        }
        sections = built
        registerListKindsIfNeeded()
        visibleItemChanges = nil
        position += boundary.tail
        preparedCounts = built.map(\.itemCount)
        contentSize = vertical ? CGSize(width: container.width, height: position) : CGSize(width: position, height: container.height)
        boundary.place(
            configuration.boundarySupplementaryItems, [], container: container, frame: CGRect(origin: .zero, size: contentSize),
            vertical: vertical, preferred: preferredLayoutBoundaryLengths)
        layoutBoundary = boundary
        badgeOverhang = built.reduce(0) { max($0, $1.badgeOverhang) }
        scrollDependence = (
            hasPinnedItems: boundary.supplementaries.contains { $0.pin != nil } || built.contains { $0.hasPinnedItems },
            hasVisibleItemsHandlers: built.contains { $0.visibleItemsHandler != nil }
        )
    }

    /// Asks the provider for section `index` and lays it out from `start`.
    private func makeSection(_ index: Int, start: CGFloat, environment: LayoutEnvironment, vertical: Bool) -> CompositionalSection {
        guard let definition = sectionProvider(index, environment) else { return .empty(start: start, vertical: vertical) }
        let reference =
            definition.contentInsetsReference == .automatic ? configuration.contentInsetsReference : definition.contentInsetsReference
        return CompositionalSection(
            definition, itemCount: numberOfItems(inSection: index), start: start, environment: environment, vertical: vertical,
            referenceInsets: contentInsets(for: reference), preferredLengths: preferredLengths[index] ?? [:],
            boundaryLengths: preferredBoundaryLengths[index] ?? [:])
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    /// Scrolls orthogonal section `section` to `offset` across the layout's direction
    /// (the content offset of UIKit's internal scroll view for that section), clamped to
    /// its content; invalidates the layout. Ignored for a section that does not scroll
    /// orthogonally or does not exist (after the next prepare).
    public func setOrthogonalScrollOffset(_ offset: CGFloat, forSection section: Int) {
        guard offset.isFinite else { return }
        orthogonalOffsets[section] = offset
        // Only positions change: every section is kept and its offset applied again.
        invalidateLayout(with: InvalidationContext())
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

    /// Where section `section` lies along the scroll direction at the last prepare, from its
    /// start to its end (boundary items and insets included); nil for a section it has not.
    public func span(ofSection section: Int) -> ClosedRange<CGFloat>? {
        guard sections.indices.contains(section) else { return nil }
        let start = sections[section].start
        return start...(start + max(0, sections[section].extent))
    }

    open override func invalidateLayout(with context: InvalidationContext) {
        reuse.record(context)
        if let mapping = context.newIndexPathForOld { pendingItemMapping = composed(pendingItemMapping, mapping) }
        super.invalidateLayout(with: context)
    }

    // MARK: Self-sizing (CompositionalLayout+SelfSizing.swift)

    open override func selfSizing(for attributes: LayoutAttributes) -> SelfSizing? {
        guard attributes.indexPath.count >= 1 else { return nil }
        let vertical = configuration.scrollDirection == .vertical
        if isLayoutBoundaryItem(attributes) {
            guard layoutBoundary.selfSizes(kind: attributes.representedElementKind) else { return nil }
            return SelfSizing(fitsWidth: !vertical, fitsHeight: vertical)
        }
        guard sections.indices.contains(attributes.indexPath.section) else { return nil }
        let section = sections[attributes.indexPath.section]
        switch attributes.representedElementCategory {
        case .cell:
            guard attributes.indexPath.count == 2, section.selfSizes(item: attributes.indexPath.item) else { return nil }
        case .supplementary:
            guard section.boundary.selfSizes(kind: attributes.representedElementKind) else { return nil }
        case .decoration:
            return nil
        }
        return SelfSizing(fitsWidth: !vertical, fitsHeight: vertical)
    }

    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes, withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool {
        guard selfSizing(for: originalAttributes) != nil, preferredAttributes.size != originalAttributes.size else { return false }
        // A uniform item shown at its siblings' length asks again with its own: only a new
        // preference changes the layout.
        let path = originalAttributes.indexPath
        guard originalAttributes.representedElementCategory == .cell, sections[path.section].isUniform(item: path.item),
            let known = preferredLengths[path.section]?[path.item]
        else {
            return true
        }
        let vertical = configuration.scrollDirection == .vertical
        return (vertical ? preferredAttributes.size.height : preferredAttributes.size.width) != known
    }

    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes, withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> InvalidationContext {
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        let vertical = configuration.scrollDirection == .vertical
        let length = vertical ? preferredAttributes.size.height : preferredAttributes.size.width
        switch originalAttributes.representedElementCategory {
        case .cell: recordPreferredLength(length, at: originalAttributes.indexPath)
        case .supplementary:
            if let kind = originalAttributes.representedElementKind {
                if isLayoutBoundaryItem(originalAttributes) {
                    recordPreferredLayoutBoundaryLength(length, kind: kind)
                } else {
                    recordPreferredBoundaryLength(length, kind: kind, section: originalAttributes.indexPath.section)
                }
            }
        case .decoration: break
        }
        return context
    }

    /// Bytes the layout keeps for its computed sections (for the benchmarks; not API).
    package var storageByteCount: Int {
        sections.reduce(sections.capacity * MemoryLayout<CompositionalSection>.stride) {
            $0 + $1.cells.capacity * MemoryLayout<GroupCell>.stride + $1.badges.capacity * MemoryLayout<GroupBadge>.stride
        }
    }

    /// True when the size across the scroll direction changes (fractional dimensions
    /// depend on it), or on any scroll while a section pins a boundary item or has a
    /// visible-items handler.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if scrollDependence.hasPinnedItems || scrollDependence.hasVisibleItemsHandlers { return newBounds != bounds }
        return configuration.scrollDirection == .vertical ? newBounds.width != bounds.width : newBounds.height != bounds.height
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        guard preparedRightToLeft else { return elements(in: rect) }
        return elements(in: layoutSpace(rect)).map(shown)
    }

    /// The elements in `rect`, left to right.
    private func elements(in rect: CGRect) -> [LayoutAttributes] {
        guard !sections.isEmpty else { return [] }
        let vertical = configuration.scrollDirection == .vertical
        // Widened by how far badges stick out of their sections.
        let low = (vertical ? rect.minY : rect.minX) - badgeOverhang, high = (vertical ? rect.maxY : rect.maxX) + badgeOverhang
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
                if let separator = section.separatorAttributes(item: item, cell: cell, section: index), separator.frame.overlaps(rect) {
                    attributes.append(separator)
                }
            }
            for badge in section.badges(in: rect) {
                attributes.append(badgeAttributes(badge, section: index))
            }
            for supplementary in section.boundary.supplementaries {
                let frame = pinned(supplementary, start: section.start, end: section.end)
                guard frame.overlaps(rect) else { continue }
                attributes.append(boundaryAttributes(.supplementary, supplementary.kind, frame, supplementary.zIndex, section: index))
            }
            index += 1
        }
        for item in layoutBoundary.supplementaries {
            let frame = pinned(item, start: 0, end: vertical ? contentSize.height : contentSize.width)
            if frame.overlaps(rect) { attributes.append(boundaryAttributes(.supplementary, item.kind, frame, item.zIndex, section: 0)) }
        }
        return applyingVisibleItemChanges(attributes)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        if sections.indices.contains(indexPath.section),
            let badge = sections[indexPath.section].badge(ofKind: elementKind, item: indexPath.item)
        {
            return shown(applyingVisibleItemChanges([badgeAttributes(badge, section: indexPath.section)])[0])
        }
        guard indexPath.item == 0 else { return nil }
        if indexPath.section == 0, let item = layoutBoundary.supplementary(ofKind: elementKind) {
            let length = configuration.scrollDirection == .vertical ? contentSize.height : contentSize.width
            return shown(boundaryAttributes(.supplementary, elementKind, pinned(item, start: 0, end: length), item.zIndex, section: 0))
        }
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard let item = section.boundary.supplementary(ofKind: elementKind) else { return nil }
        let element = boundaryAttributes(
            .supplementary, elementKind, pinned(item, start: section.start, end: section.end), item.zIndex, section: indexPath.section)
        return shown(applyingVisibleItemChanges([element])[0])
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        if elementKind == ListConfiguration.separatorElementKind { return listSeparatorAttributes(at: indexPath).map(shown) }
        guard indexPath.count == 2, indexPath.item == 0, sections.indices.contains(indexPath.section),
            let item = sections[indexPath.section].boundary.decorations.first(where: { $0.kind == elementKind })
        else { return nil }
        return shown(boundaryAttributes(.decoration, elementKind, item.frame, item.zIndex, section: indexPath.section))
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count,
            let cell = sections[indexPath.section].cell(at: indexPath.item)
        else { return nil }
        var element = LayoutAttributes(cellAt: indexPath, frame: cell.frame)
        element.zIndex = cell.zIndex
        return shown(applyingVisibleItemChanges([element])[0])
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
