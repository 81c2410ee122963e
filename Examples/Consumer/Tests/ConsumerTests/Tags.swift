#if os(Linux)
import UIKit

/// The data source the README's UIKit example calls `tags`: tags one line high whose
/// first is 108 points wide, so the second starts at 108 + 10 (flow layout's default
/// interitem spacing) = 118 when both fit on the first line (108 + 10 + 80 ≤ 320).
final class Tags: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let widths: [CGFloat] = [108, 80, 140, 96, 120]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { widths.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: widths[indexPath.item], height: 30)
    }
}

/// The README's `tags`, held here for the view's weak references: main-actor isolated, as the
/// data source is (UICollectionViewDataSource is `@MainActor`, as in Apple's SDK).
@MainActor let tags = Tags()
#endif
