import Foundation
import Testing
@testable import CollectionLayout

/// The README's Swift example, kept honest.
@Suite struct ReadmeExampleTests {
    final class Photos: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
        func collectionView(_ cv: CollectionView, numberOfItemsInSection section: Int) -> Int { 100 }
        func collectionView(_ cv: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
            try cv.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        }
    }

    @Test func thePhotoGridExample() throws {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 128, height: 128)
        layout.minimumInteritemSpacing = 3
        layout.minimumLineSpacing = 3
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        let photos = Photos()
        view.dataSource = photos
        try view.layoutIfNeeded()
        // perLine = floor(393 / 131) = 3, gap (390 − 384)/2 = 3; lines every 131 pt: 7 of
        // them start above 844 (6 · 131 = 786) → 21 cells. Item 4: line 1, column 1.
        #expect(view.indexPathsForVisibleItems.count == 21)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 131, y: 131, width: 128, height: 128))
        withExtendedLifetime(photos) {}
    }
}
