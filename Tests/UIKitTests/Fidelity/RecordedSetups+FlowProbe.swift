import UIKit

/// The flow-layout probes of Vercantez/openuikit (Tools/oracle/flowprobe, the battery
/// `FlowLayoutMeasuredTests` replays): a plain flow layout with some settings changed, a
/// collection view outside any window, plain cells, headers and footers.
extension RecordedSetups {
    /// Answers the probe's sizes by index path, else the layout's `itemSize` (the probe's
    /// `sizeFor?(indexPath) ?? layout.itemSize`).
    final class ProbeSizes: NSObject, UICollectionViewDelegateFlowLayout {
        let sizes: [IndexPath: CGSize]

        init(_ sizes: [IndexPath: CGSize]) { self.sizes = sizes }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            sizes[indexPath] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
        }
    }

    static func flowProbe(_ settings: RecordedFixture.FlowSettings, frame: CGRect, sections: [Int]) -> Built {
        let layout = UICollectionViewFlowLayout()
        if settings.horizontal { layout.scrollDirection = .horizontal }
        if let size = settings.itemSize { layout.itemSize = size }
        if let spacing = settings.minimumLineSpacing { layout.minimumLineSpacing = spacing }
        if let spacing = settings.minimumInteritemSpacing { layout.minimumInteritemSpacing = spacing }
        if let inset = settings.sectionInset {
            layout.sectionInset = UIEdgeInsets(top: inset[0], left: inset[1], bottom: inset[2], right: inset[3])
        }
        if let size = settings.headerReferenceSize { layout.headerReferenceSize = size }
        if let size = settings.footerReferenceSize { layout.footerReferenceSize = size }
        var built = collectionView(
            layout, cell: UICollectionViewCell.self, supplementary: UICollectionReusableView.self, frame: frame, sections: sections)
        if settings.delegate {
            let sizes = ProbeSizes(settings.sizes)
            built.view.delegate = sizes
            built.keep.append(sizes)
        }
        return built
    }
}
