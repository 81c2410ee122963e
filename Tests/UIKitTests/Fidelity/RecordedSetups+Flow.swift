import UIKit

/// The flow-layout setups of the recorded corpus.
extension RecordedSetups {
    // MARK: pointfreeco/swift-snapshot-testing (testCollectionViewsWithMultipleScreenSizes)

    /// Cells in one horizontal line 20 apart, each `min(width − 50, 300)` wide and as tall
    /// as the collection view.
    final class HorizontalFlowSizes: NSObject, UICollectionViewDelegateFlowLayout {
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            CGSize(width: min(collectionView.frame.width - 50, 300), height: collectionView.frame.height)
        }
    }

    static func horizontalFlow(frame: CGRect, sections: [Int]) -> Built {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 20
        return flow(layout, sizes: HorizontalFlowSizes(), frame: frame, sections: sections)
    }

    /// A flow-layout collection view of plain cells, `sections` items per section, sized by
    /// `sizes`.
    static func flow(
        _ layout: UICollectionViewFlowLayout, sizes: UICollectionViewDelegateFlowLayout, frame: CGRect, sections: [Int]
    ) -> Built {
        let view = UICollectionView(frame: frame, collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Counts(sections)
        view.dataSource = source
        view.delegate = sizes
        return Built(view: view, keep: [source, sizes])
    }

    // MARK: Instagram/IGListKit (IGListAdapterTests: a flow layout of 100 × 10 rows)

    /// Items 100 × 10 with no spacing (an IGList section controller's defaults).
    final class RowSizes: NSObject, UICollectionViewDelegateFlowLayout {
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            CGSize(width: 100, height: 10)
        }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            minimumLineSpacingForSectionAt section: Int
        ) -> CGFloat { 0 }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            minimumInteritemSpacingForSectionAt section: Int
        ) -> CGFloat { 0 }
    }

    static func rows(frame: CGRect, sections: [Int]) -> Built {
        flow(UICollectionViewFlowLayout(), sizes: RowSizes(), frame: frame, sections: sections)
    }
}
