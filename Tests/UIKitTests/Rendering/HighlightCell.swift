import UIKit

// Test fixtures for drawing animations on the clock (FrameRecordingTests,
// AnimationFilmstripTests).

/// A cell whose content view holds a yellow highlight filling it.
final class HighlightCell: UICollectionViewCell {
    let highlight = UIView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        highlight.backgroundColor = .systemYellow
        contentView.addSubview(highlight)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
        super.layoutSubviews()
        highlight.frame = contentView.bounds
    }
}

/// A data source of `count` items (one by default), each a dequeued "cell".
final class OneItemSource: NSObject, UICollectionViewDataSource {
    var count = 1
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A laid-out collection view of `size` showing `source`'s items as `cells` ("cell") in a
/// flow layout of items that size.
func flowCollectionView(_ source: OneItemSource, cells: UICollectionViewCell.Type, size: CGSize) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = size
    let view = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    view.register(cells, forCellWithReuseIdentifier: "cell")
    view.dataSource = source
    view.layoutIfNeeded()
    return view
}
