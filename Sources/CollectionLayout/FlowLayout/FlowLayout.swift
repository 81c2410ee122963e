import Foundation

/// UIKit's `UICollectionViewFlowLayout`: items in lines that wrap across the scroll
/// direction, sections stacked along it, optional headers and footers, rule for rule as
/// docs/REFERENCE.md §4 describes.
///
/// The line-breaking and section math are pure functions of value types
/// (`FlowSectionBuilder`, `FlowLineBreaker`); this class caches their results per
/// section and answers queries by binary search over sections and lines. A section whose
/// items share one size stores nothing per item.
///
/// Deliberate behaviours, matching UIKit's quirks (see the README):
/// - An item longer than a line sits alone and is reported with UIKit's warning through
///   ``CollectionView/diagnosticHandler``. In a uniform section it is centred (at a negative
///   offset), as recorded on iOS 26.1; among items of different sizes it starts at the
///   line-start inset and, when it is the section's first item, UIKit's empty leading line
///   (one extra line spacing) precedes it.
/// - Horizontal scrolling with items of different sizes swaps the spacings as UIKit does:
///   `minimumLineSpacing` between items in a column and `minimumInteritemSpacing` between
///   columns. Uniform sections use them the documented way round.
/// - `estimatedItemSize`: items start at the delegate's `sizeForItemAt`, else the estimate
///   (with ``automaticSize``: the average of the sized items, else 50 × 50); a visible cell
///   then takes the size its view prefers (FlowLayout+SelfSizing.swift), which the layout
///   keeps until the item count of its section changes outside a batch update or the line
///   length changes. A free width is capped at the section's line length (CollectionReel's
///   choice, see docs/REFERENCE.md "Self-sizing").
open class FlowLayout: CollectionViewLayout {
    /// The scroll direction (`UICollectionView.ScrollDirection`).
    public enum ScrollDirection: String, Sendable, Codable, CaseIterable {
        case vertical, horizontal
    }

    /// UIKit's `automaticSize` sentinel for ``estimatedItemSize``.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The scroll direction; default vertical.
    open var scrollDirection: ScrollDirection = .vertical { didSet { if scrollDirection != oldValue { invalidateLayout() } } }
    /// The size of items the delegate does not size; default 50 × 50.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { if itemSize != oldValue { invalidateLayout() } } }
    /// The estimate for self-sizing items; zero (the default) turns estimation off.
    open var estimatedItemSize = CGSize.zero { didSet { if estimatedItemSize != oldValue { invalidateLayout() } } }
    // Each property invalidates the layout only when its value changes, as UIKit's setters
    // do, so a subclass that sets one in `prepare()` settles after one more pass.

    /// Space between lines; default 10.
    open var minimumLineSpacing: CGFloat = 10 { didSet { if minimumLineSpacing != oldValue { invalidateLayout() } } }
    /// Minimum space between items in a line; default 10.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } } }
    /// Insets of every section's items; default zero.
    open var sectionInset = EdgeInsets.zero { didSet { if sectionInset != oldValue { invalidateLayout() } } }
    /// Header size: only the height is used when vertical, the width when horizontal.
    open var headerReferenceSize = CGSize.zero { didSet { if headerReferenceSize != oldValue { invalidateLayout() } } }
    /// Footer size, like the header's.
    open var footerReferenceSize = CGSize.zero { didSet { if footerReferenceSize != oldValue { invalidateLayout() } } }
    /// Whether headers stick to the top of the visible bounds while their section is on
    /// screen.
    open var sectionHeadersPinToVisibleBounds = false { didSet { if sectionHeadersPinToVisibleBounds != oldValue { invalidateLayout() } } }
    /// Whether footers stick to the bottom of the visible bounds.
    open var sectionFootersPinToVisibleBounds = false { didSet { if sectionFootersPinToVisibleBounds != oldValue { invalidateLayout() } } }

    /// The computed sections.
    private(set) var sections: [FlowSection] = []
    /// Each section's start along the scroll direction.
    private(set) var sectionStarts: ContiguousArray<CGFloat> = []
    private(set) var contentSize = CGSize.zero
    private var pending = PendingInvalidation()
    /// Sizes self-sizing cells preferred, by section then item (FlowLayout+SelfSizing.swift).
    var preferredSizes: [Int: [Int: CGSize]] = [:]
    private var preparedGeometry: PreparedGeometry?
    /// The screen scale and reading direction at the last prepare (the host invalidates
    /// the layout when either changes); cached because every query uses them per element
    /// and reading the weak collection-view reference is costly.
    private(set) var preparedScale: CGFloat = 1
    private(set) var preparedRightToLeft = false

    /// Whether the layout mirrors its frames and query rects itself in a right-to-left
    /// view (true). A host that flips the layout's coordinate space after it, as UIKit does
    /// for `flipsHorizontallyInOppositeLayoutDirection`, sets false: frames and queries stay
    /// left to right.
    package var mirrorsFramesForRightToLeft = true
    /// With ``mirrorsFramesForRightToLeft`` false: whether the host flips the layout's
    /// coordinate space now, so the visible bounds (for pinning) are flipped into it.
    package var hostFlipsCoordinateSpace = false

    /// A flow layout with UIKit's defaults.
    public override init() { super.init() }

    // MARK: Preparing

    /// What the invalidations since the last prepare asked for.
    private struct PendingInvalidation {
        /// Everything must be recomputed.
        var everything = true
        /// Batch updates pending, and the reusable sections of the last one.
        var updates = 0
        var reusableSources: [Int?]?
        /// The last batch update's item mapping.
        var itemMapping: ((IndexPath) -> IndexPath?)?
        /// Sections with a cell that took its preferred size.
        var resized: Set<Int> = []

        /// Nothing was invalidated.
        var isEmpty: Bool { !everything && updates == 0 && resized.isEmpty }

        /// For each of `count` sections, the section of the last pass (of `previousCount`)
        /// it was, when nothing it depends on was invalidated: after one batch update, the
        /// sections it left alone; after self-sizing alone, every section but the resized.
        func sectionSources(count: Int, previousCount: Int) -> [Int?]? {
            guard !everything else { return nil }
            if updates == 1 { return reusableSources.flatMap { $0.count == count ? $0 : nil } }
            guard updates == 0, previousCount == count else { return nil }
            return (0..<count).map { resized.contains($0) ? nil : $0 }
        }
    }

    private struct PreparedGeometry: Equatable {
        var dimension: CGFloat
        var vertical: Bool
        var sectionCount: Int
    }

    /// The sections of the last pass this one may keep: the cache around the rule, which
    /// gives the same sections either way.
    private struct ReusableSections {
        var previous: [FlowSection]
        /// For each section, the previous section it was (nil: none, or nothing kept).
        var sources: [Int?]?

        /// The previous section that `section` was, when it had the same metrics and item count.
        func section(_ section: Int, metrics: FlowSectionMetrics, itemCount: Int) -> FlowSection? {
            guard let source = sources?[section], previous.indices.contains(source) else { return nil }
            let old = previous[source]
            return old.metrics == metrics && old.itemCount == itemCount ? old : nil
        }
    }

    open override func invalidateLayout(with context: InvalidationContext) {
        if let sources = context.reusableSectionSources {
            // A batch update: sections it left untouched can be reused, if it is the only one.
            pending.updates += 1
            pending.reusableSources = sources
            pending.itemMapping = composed(pending.itemMapping, context.newIndexPathForOld)
        } else if context.invalidateEverything || context.invalidateDataSourceCounts || context.invalidateFlowLayoutDelegateMetrics {
            pending.everything = true
        } else if let items = context.invalidatedItemIndexPaths {
            for path in items where path.count == 2 { pending.resized.insert(path[0]) }
        }
        super.invalidateLayout(with: context)
    }

    /// See `pinningAwareInvalidation(forBoundsChange:)`: UIKit's rule.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        pinningAwareInvalidation(forBoundsChange: newBounds)
    }

    open override func prepare() {
        // 1. The space the lines fill: across the scroll direction, the bounds less the
        //    content insets; the scale frames are rounded to and the reading direction.
        let axis = FlowAxis(vertical: scrollDirection == .vertical)
        let dimension = self.dimension(axis: axis)
        let count = numberOfSections
        let geometry = PreparedGeometry(dimension: dimension, vertical: axis.vertical, sectionCount: count)
        preparedScale = screenScale
        preparedRightToLeft = collectionView?.layoutDirection == .rightToLeft

        // Cache: with nothing invalidated in the same space, the last pass stands; otherwise
        // sections whose inputs are unchanged are kept, and the sizes cells preferred carried.
        let changes = pending
        pending = PendingInvalidation(everything: false, updates: 0, reusableSources: nil)
        if preparedGeometry == geometry && changes.isEmpty { return }
        let sameLines = preparedGeometry?.dimension == dimension && preparedGeometry?.vertical == axis.vertical
        let reusable = ReusableSections(
            previous: sections, sources: sameLines ? changes.sectionSources(count: count, previousCount: sections.count) : nil)
        carryPreferredSizes(sameDimension: sameLines, batch: changes.updates == 0 ? nil : changes.itemMapping, count: count)

        // 2. Each section: its metrics from the delegate or the layout's properties, then its
        //    items broken into lines (FlowSectionBuilder, docs/REFERENCE.md §4); UIKit's
        //    warning for an item longer than a line, once per pass.
        var newSections: [FlowSection] = []
        newSections.reserveCapacity(count)
        var warned = false
        for section in 0..<count {
            let metrics = self.metrics(for: section, axis: axis, dimension: dimension)
            let items = numberOfItems(inSection: section)
            if let kept = reusable.section(section, metrics: metrics, itemCount: items) {
                newSections.append(kept)
                continue
            }
            let built = build(section: section, count: items, metrics: metrics, axis: axis)
            if built.hasOverlongItem && !warned {
                warned = true
                warnOverlong(section: section, axis: axis, available: metrics.available)
            }
            newSections.append(built)
        }

        // 3. Sections stacked along the scroll direction, each after the last; the content
        //    spans them along it and the line space across it.
        var starts = ContiguousArray<CGFloat>()
        starts.reserveCapacity(count)
        var v: CGFloat = 0
        for section in newSections {
            starts.append(v)
            v += section.length(axis: axis)
        }
        sections = newSections
        sectionStarts = starts
        contentSize = axis.vertical ? CGSize(width: dimension, height: v) : CGSize(width: v, height: dimension)
        preparedGeometry = geometry
    }

    /// The length a line can use before section insets: the bounds' cross-axis size minus
    /// the content insets on that axis, never negative.
    func dimension(axis: FlowAxis) -> CGFloat {
        let size = bounds.size, inset = contentInset
        let raw = axis.vertical ? size.width - inset.left - inset.right : size.height - inset.top - inset.bottom
        return raw.nonNegativeFinite
    }

    /// The bytes of layout data this layout keeps between passes: per-section records,
    /// per-line and per-item arrays (by capacity). Benchmarks divide it by the item count.
    package var storageByteCount: Int {
        var bytes = sections.capacity * MemoryLayout<FlowSection>.stride + sectionStarts.capacity * MemoryLayout<CGFloat>.stride
        for section in sections {
            guard case let .variable(storage) = section.items else { continue }
            let perItem = storage.positions.capacity + storage.lengths.capacity + storage.thicknesses.capacity
            let perLine = storage.lineStarts.capacity + storage.lineOffsets.capacity + storage.lineThicknesses.capacity
            bytes += (perItem + perLine) * MemoryLayout<CGFloat>.stride
        }
        return bytes
    }

    // MARK: Self-sizing (FlowLayout+SelfSizing.swift)

    open override func selfSizing(for attributes: LayoutAttributes) -> SelfSizing? { flowSelfSizing(for: attributes) }

    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes, withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool {
        estimatedItemSize != .zero && originalAttributes.representedElementCategory == .cell
            && preferredAttributes.size != originalAttributes.size
    }

    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes, withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> InvalidationContext {
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        recordPreferredSize(preferredAttributes.size, for: originalAttributes)
        return context
    }

    // MARK: Interactive movement

    /// The base context; when a section the item leaves or enters has per-item sizes, also
    /// `invalidateFlowLayoutDelegateMetrics`, because the delegate is asked for the sizes
    /// of the moved paths again (UIKit's flow layout re-asks `sizeForItemAt`; a uniform
    /// section's slots do not change, so nothing is recomputed for it).
    open override func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> InvalidationContext {
        let context = super.invalidationContext(
            forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition, previousIndexPaths: previousIndexPaths,
            previousPosition: previousPosition)
        if hasPerItemSizes(in: targetIndexPaths + previousIndexPaths) { context.invalidateFlowLayoutDelegateMetrics = true }
        return context
    }

    /// The base context, with `invalidateFlowLayoutDelegateMetrics` as for a change of target.
    open override func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> InvalidationContext {
        let context = super.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths, movementCancelled: movementCancelled)
        if hasPerItemSizes(in: indexPaths + previousIndexPaths) { context.invalidateFlowLayoutDelegateMetrics = true }
        return context
    }

    // MARK: Answers

    open override var collectionViewContentSize: CGSize { contentSize }

    /// The length across the scroll direction at the last prepare (0 before one).
    var preparedDimension: CGFloat { preparedGeometry?.dimension ?? 0 }
    var axis: FlowAxis { FlowAxis(vertical: preparedGeometry?.vertical ?? (scrollDirection == .vertical)) }
    var isRightToLeft: Bool { preparedRightToLeft && mirrorsFramesForRightToLeft }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            indexPath.item >= 0, indexPath.item < sections[indexPath.section].itemCount
        else { return nil }
        var attributes = LayoutAttributes(forCellWith: indexPath)
        attributes.frame = finish(itemFrame(section: indexPath.section, item: indexPath.item))
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section), indexPath.item == 0 else { return nil }
        return boundaryAttributes(kind: elementKind, section: indexPath.section)
    }

    /// The attributes of `section`'s header or footer (`kind`), above the cells (zIndex
    /// 10); nil when the section has none, or when its final frame (mirrored right to left)
    /// misses `rect` if one is given.
    func boundaryAttributes(kind: String, section: Int, overlapping rect: CGRect? = nil) -> LayoutAttributes? {
        guard let frame = supplementaryFrame(kind: kind, section: section) else { return nil }
        let final = finish(frame)
        guard rect.map(final.overlaps) ?? true else { return nil }
        var attributes = LayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = final
        attributes.zIndex = 10
        return attributes
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] { elements(in: rect) }

    /// The first section whose end lies after `v`.
    /// - Complexity: O(log sections).
    func firstSection(endingAfter v: CGFloat) -> Int {
        var low = 0, high = sections.count
        let axis = self.axis
        while low < high {
            let mid = (low + high) / 2
            if sectionStarts[mid] + sections[mid].length(axis: axis) <= v { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// An item's frame in unmirrored content space, origin rounded to the screen scale.
    private func itemFrame(section: Int, item: Int) -> CGRect {
        let flow = sections[section], axis = self.axis
        let placement = flow.itemPlacement(item)
        let u = axis.uStart(flow.metrics.inset) + placement.u
        let v = sectionStarts[section] + flow.metrics.headerLength + axis.vStart(flow.metrics.inset) + placement.v
        let scale = preparedScale
        return axis.rect(
            u: roundToPixel(u, scale: scale), v: roundToPixel(v, scale: scale),
            uLength: placement.length, vLength: placement.thickness)
    }

    /// Mirrors x within the content width for right-to-left layouts (an involution).
    func mirrored(_ rect: CGRect, rightToLeft: Bool? = nil) -> CGRect {
        guard rightToLeft ?? isRightToLeft else { return rect }
        return rect.mirrored(withinWidth: contentSize.width)
    }

    /// Mirrors for right-to-left, then re-rounds the origin.
    private func finish(_ frame: CGRect) -> CGRect {
        isRightToLeft ? Self.rightToLeftFrame(frame, width: contentSize.width, scale: preparedScale) : frame
    }

    /// A frame of a right-to-left layout: `frame` mirrored within the content `width`, its
    /// x then rounded to `scale` again.
    static func rightToLeftFrame(_ frame: CGRect, width: CGFloat, scale: CGFloat) -> CGRect {
        let m = frame.mirrored(withinWidth: width)
        return CGRect(x: roundToPixel(m.minX, scale: scale), y: m.minY, width: m.width, height: m.height)
    }
}
