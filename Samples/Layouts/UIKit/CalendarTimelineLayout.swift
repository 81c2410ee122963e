// Written exactly as it would be in an iOS app: it compiles unchanged in Xcode.
import UIKit

/// A week-view calendar: each section is a day column, each item an event placed by its
/// hours, with a header per day and a decoration view behind every hour row.
///
/// With content width W (the bounds less `adjustedContentInset` left and right) and n
/// sections, a day column is `dayWidth = (W − timeColumnWidth) / n` wide; day d starts at
/// `x = timeColumnWidth + d·dayWidth`. Hour h (``firstHour`` ≤ h < ``lastHour``) starts at
/// `y = dayHeaderHeight + (h − firstHour)·hourHeight`.
/// - An event covering hours `s..<e` (the delegate's `hoursForItemAt`; without a delegate,
///   item i covers `firstHour + i ..< firstHour + i + 1`) has
///   `frame = (x + eventInset, y(s), dayWidth − 2·eventInset, (e − s)·hourHeight)`.
/// - Day d's header (`UICollectionView.elementKindSectionHeader`, index path [d, 0]) is
///   `(x, 0, dayWidth, dayHeaderHeight)`; none when the height is 0.
/// - Hour row i (decoration ``hourRowKind``, index path [0, i], a ``HourRowView``) is
///   `(timeColumnWidth, y(firstHour + i), W − timeColumnWidth, hourHeight − gridlineWidth)`
///   with zIndex −1: the gaps between rows are the gridlines.
/// - The content is W wide and `dayHeaderHeight + (lastHour − firstHour)·hourHeight` high.
/// - An inserted event grows down from its top edge (its first frame is 0 high).
///
/// Decoration views come from `layoutAttributesForElements(in:)` and
/// `layoutAttributesForDecorationView(ofKind:at:)` like any element (docs/REFERENCE.md §3);
/// the appearing hook runs between `prepare(forCollectionViewUpdates:)` and
/// `finalizeCollectionViewUpdates()` (docs/REFERENCE.md §6).
open class CalendarTimelineLayout: UICollectionViewLayout {
    /// The decoration kind of the hour rows.
    public static let hourRowKind = "HourRow"

    /// The first hour shown; default 8.
    open var firstHour = 8 { didSet { invalidateLayout() } }
    /// The hour after the last one shown; default 18.
    open var lastHour = 18 { didSet { invalidateLayout() } }
    /// The height of one hour; default 60.
    open var hourHeight: CGFloat = 60 { didSet { invalidateLayout() } }
    /// The width of the column on the left kept free for hour labels; default 40.
    open var timeColumnWidth: CGFloat = 40 { didSet { invalidateLayout() } }
    /// The height of the day headers; default 30.
    open var dayHeaderHeight: CGFloat = 30 { didSet { invalidateLayout() } }
    /// The space between an event and its column's sides; default 2.
    open var eventInset: CGFloat = 2 { didSet { invalidateLayout() } }
    /// The gap between hour rows, drawn as the gridline; default 1.
    open var gridlineWidth: CGFloat = 1 { didSet { invalidateLayout() } }

    private var events: [[UICollectionViewLayoutAttributes]] = []
    private var insertedIndexPaths: Set<IndexPath> = []

    /// A calendar from 8:00 to 18:00 with ``HourRowView`` registered for the hour rows.
    public override init() {
        super.init()
        register(HourRowView.self, forDecorationViewOfKind: Self.hourRowKind)
    }

    /// A calendar with the default metrics (nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        register(HourRowView.self, forDecorationViewOfKind: Self.hourRowKind)
    }

    private var contentWidth: CGFloat {
        guard let collectionView = collectionView else { return 0 }
        let insets = collectionView.adjustedContentInset
        return collectionView.bounds.width - insets.left - insets.right
    }

    private var dayWidth: CGFloat {
        (contentWidth - timeColumnWidth) / CGFloat(max(1, events.count))
    }

    private var hourCount: Int { max(0, lastHour - firstHour) }

    private func top(ofHour hour: CGFloat) -> CGFloat {
        dayHeaderHeight + (hour - CGFloat(firstHour)) * hourHeight
    }

    /// Places every event.
    open override func prepare() {
        super.prepare()
        events = []
        guard let collectionView = collectionView else { return }
        let delegate = collectionView.delegate as? CalendarTimelineLayoutDelegate
        events = Array(repeating: [], count: collectionView.numberOfSections)
        let width = dayWidth
        for day in 0..<events.count {
            for item in 0..<collectionView.numberOfItems(inSection: day) {
                let indexPath = IndexPath(item: item, section: day)
                let start = CGFloat(firstHour + item)
                let hours = delegate?.collectionView(collectionView, layout: self, hoursForItemAt: indexPath) ?? start..<start + 1
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(
                    x: timeColumnWidth + CGFloat(day) * width + eventInset, y: top(ofHour: hours.lowerBound),
                    width: max(0, width - 2 * eventInset),
                    height: (hours.upperBound - hours.lowerBound) * hourHeight)
                events[day].append(attributes)
            }
        }
    }

    /// The content width by the day headers and every hour.
    open override var collectionViewContentSize: CGSize {
        CGSize(width: contentWidth, height: dayHeaderHeight + CGFloat(hourCount) * hourHeight)
    }

    /// The hour rows, day headers and events that meet `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let rows = (0..<hourCount).compactMap {
            layoutAttributesForDecorationView(ofKind: Self.hourRowKind, at: IndexPath(item: $0, section: 0))
        }
        let headers = (0..<events.count).compactMap {
            layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: $0))
        }
        return (rows + headers + events.flatMap { $0 }).filter { $0.frame.intersects(rect) }
    }

    /// The event at `indexPath`; nil for an index path the layout does not hold.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < events.count,
            indexPath.item >= 0, indexPath.item < events[indexPath.section].count
        else { return nil }
        return events[indexPath.section][indexPath.item]
    }

    /// Day `indexPath.section`'s header; nil for another kind, another day or a zero height.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard elementKind == UICollectionView.elementKindSectionHeader, dayHeaderHeight > 0,
            indexPath.section >= 0, indexPath.section < events.count
        else { return nil }
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: elementKind,
            with: IndexPath(item: 0, section: indexPath.section))
        attributes.frame = CGRect(
            x: timeColumnWidth + CGFloat(indexPath.section) * dayWidth, y: 0,
            width: dayWidth, height: dayHeaderHeight)
        return attributes
    }

    /// Hour row `indexPath.item`, behind the events; nil for another kind or hour.
    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard elementKind == Self.hourRowKind, indexPath.item >= 0, indexPath.item < hourCount else { return nil }
        let attributes = UICollectionViewLayoutAttributes(
            forDecorationViewOfKind: elementKind,
            with: IndexPath(item: indexPath.item, section: 0))
        attributes.frame = CGRect(
            x: timeColumnWidth, y: top(ofHour: CGFloat(firstHour + indexPath.item)),
            width: contentWidth - timeColumnWidth, height: max(0, hourHeight - gridlineWidth))
        attributes.zIndex = -1
        return attributes
    }

    /// A width change moves the columns; a scroll needs nothing.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }

    // MARK: Updates

    /// Records the inserted events.
    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        insertedIndexPaths = Set(
            updateItems.compactMap { update in
                guard update.updateAction == .insert, let path = update.indexPathAfterUpdate, path.item != NSNotFound else { return nil }
                return path
            })
    }

    /// Forgets the inserted events.
    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedIndexPaths = []
    }

    /// An inserted event starts 0 high at its top edge; others get the base class's answer.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        guard insertedIndexPaths.contains(itemIndexPath),
            let start = (attributes ?? layoutAttributesForItem(at: itemIndexPath))?.copy() as? UICollectionViewLayoutAttributes
        else { return attributes }
        start.frame.size.height = 0
        return start
    }
}
