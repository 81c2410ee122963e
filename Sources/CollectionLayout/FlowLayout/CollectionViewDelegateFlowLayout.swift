import Foundation

/// Per-section and per-item metrics for ``FlowLayout``, as
/// `UICollectionViewDelegateFlowLayout`.
///
/// Each method returns nil to mean "not implemented": the layout then uses its own
/// property. A section whose first item gets nil from `sizeForItemAt` is sized by
/// `itemSize` alone and costs nothing per item (positions come from the index).
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of one item (`sizeForItemAt`).
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize?
    /// The section's insets (`insetForSectionAt`).
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets?
    /// The section's line spacing (`minimumLineSpacingForSectionAt`).
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat?
    /// The section's interitem spacing (`minimumInteritemSpacingForSectionAt`).
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat?
    /// The header's reference size (`referenceSizeForHeaderInSection`).
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> CGSize?
    /// The footer's reference size (`referenceSizeForFooterInSection`).
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> CGSize?
}

extension CollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize? { nil }
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? { nil }
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, minimumLineSpacingForSectionAt section: Int)
        -> CGFloat?
    { nil }
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int)
        -> CGFloat?
    { nil }
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, referenceSizeForHeaderInSection section: Int)
        -> CGSize?
    { nil }
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, referenceSizeForFooterInSection section: Int)
        -> CGSize?
    { nil }
}
