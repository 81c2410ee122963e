import CollectionLayout
import Foundation

/// The data source and flow delegate a scene describes: counts, per-item sizes,
/// per-section overrides, and views whose content is a ``SceneItemContent``.
///
/// `CollectionView` holds its data source weakly: keep this object alive as long as the
/// view (``Scene/makeCollectionView(registry:measuring:)`` returns both). Out-of-range queries
/// answer 0 or nil, never crash.
public final class SceneDataSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    /// The reuse identifier cells are registered and dequeued with.
    public static let cellReuseIdentifier = "SceneCell"

    /// The sections served. To play an update step, replace them with
    /// `try step.resultingSections(from: dataSource.sections)` when the batch commits.
    public var sections: [SectionSpec] {
        didSet { sectionHasSizes = sections.map(\.items.hasItemSizes) }
    }

    /// The item size served for items without their own size in sections where other
    /// items have one, when the layout's `itemSize` cannot be read.
    public var fallbackItemSize: CGSize

    private var sectionHasSizes: [Bool]

    /// What the collection view measures self-sizing cells with (it holds it weakly); set
    /// by ``Scene/makeCollectionView(registry:measuring:)``.
    public var contentSizing: SceneContentSizing?
    /// What the edit menu's `cut` or `copy` last kept, for `paste` (see
    /// `SceneDataSource+EditMenu.swift`); nil until then.
    public internal(set) var pasteboard: ItemSpec?
    /// The outcome of the last edit action's data change: its batch's result (nil when
    /// the data did not change), or the error the batch threw.
    var lastEditChange: Result<BatchUpdateResult?, any Error>?

    /// A data source serving `sections`.
    /// - Parameters:
    ///   - sections: the scene's sections, as decoded.
    ///   - fallbackItemSize: see ``fallbackItemSize``; default UIKit's 50 × 50.
    public init(sections: [SectionSpec], fallbackItemSize: CGSize = CGSize(width: 50, height: 50)) {
        self.sections = sections
        self.fallbackItemSize = fallbackItemSize
        self.sectionHasSizes = sections.map(\.items.hasItemSizes)
    }

    /// Registers the cell identifier and installs this object as `collectionView`'s data
    /// source and delegate.
    public func attach(to collectionView: CollectionView) {
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: Self.cellReuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    // MARK: CollectionViewDataSource

    /// The number of sections.
    public func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    /// The section's item count; 0 out of range.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        self.section(section)?.items.count ?? 0
    }

    /// A cell carrying the item's ``SceneItemContent``.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellReuseIdentifier, for: indexPath)
        cell.contentConfiguration = SceneItemContent(element: .item(item(at: indexPath) ?? ItemSpec()), indexPath: indexPath)
        return cell
    }

    /// A header, footer or other supplementary view carrying its ``SceneItemContent``.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) throws -> ReusableView {
        let view = try collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: nil, for: indexPath)
        let section = indexPath.count > 0 ? self.section(indexPath[0]) : nil
        let element: SceneItemContent.Element
        switch kind {
        case ElementKind.sectionHeader: element = .header(section?.header)
        case ElementKind.sectionFooter: element = .footer(section?.footer)
        default: element = .supplementary(kind: kind, text: item(at: indexPath)?.badge)
        }
        view.contentConfiguration = SceneItemContent(element: element, indexPath: indexPath)
        return view
    }

    /// Moves the item (the end of an interactive movement): a listed item's spec moves; a
    /// counted section only changes its count when the item changes sections.
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    {
        guard sourceIndexPath.count == 2, destinationIndexPath.count == 2, sections.indices.contains(sourceIndexPath.section),
            sections.indices.contains(destinationIndexPath.section), let spec = item(at: sourceIndexPath)
        else { return }
        var updated = sections
        updated[sourceIndexPath.section].items = updated[sourceIndexPath.section].items.removing(at: sourceIndexPath.item)
        updated[destinationIndexPath.section].items = updated[destinationIndexPath.section].items.inserting(
            spec, at: destinationIndexPath.item)
        sections = updated
    }

    /// The item spec at `indexPath`, or nil out of range.
    public func item(at indexPath: IndexPath) -> ItemSpec? {
        guard indexPath.count == 2 else { return nil }
        return section(indexPath.section)?.items.item(at: indexPath.item)
    }

    /// The section spec at `index`, or nil out of range.
    public func section(_ index: Int) -> SectionSpec? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    // MARK: CollectionViewDelegateFlowLayout

    /// The item's own size; nil for every item of a section where no item has a size (so
    /// the section is uniform); the layout's `itemSize` for the others.
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize? {
        guard indexPath.count == 2, sectionHasSizes.indices.contains(indexPath.section), sectionHasSizes[indexPath.section] else {
            return nil
        }
        return item(at: indexPath)?.size ?? flowItemSize(of: layout) ?? fallbackItemSize
    }

    /// The section's `inset`.
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? {
        self.section(section)?.inset
    }

    /// The section's `minimumLineSpacing`.
    public func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat? {
        self.section(section)?.minimumLineSpacing
    }

    /// The section's `minimumInteritemSpacing`.
    public func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat? {
        self.section(section)?.minimumInteritemSpacing
    }

    /// The section's `headerSize`.
    public func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize? {
        self.section(section)?.headerSize
    }

    /// The section's `footerSize`.
    public func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize? {
        self.section(section)?.footerSize
    }
}
