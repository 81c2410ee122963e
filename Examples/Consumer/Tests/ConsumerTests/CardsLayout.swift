import CollectionLayout

/// The layout and data source that the README's snapshot-test example calls "yours": a
/// flow layout of full-width cards. Written by hand here; the test file beside it is
/// extracted from README.md.
final class CardsLayout: FlowLayout {
    override init() {
        super.init()
        itemSize = CGSize(width: 358, height: 120)
        minimumLineSpacing = 12
        sectionInset = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    }
}

/// `count` cards in one section.
final class CardsData: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ cv: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ cv: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try cv.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }
}
