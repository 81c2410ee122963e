// Written exactly as it would be in an iOS app: it compiles unchanged in Xcode.
import UIKit

/// Attributes with a corner radius that the cell applies.
class CardLayoutAttributes: UICollectionViewLayoutAttributes {
    var cornerRadius: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CardLayoutAttributes
        copy.cornerRadius = cornerRadius
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CardLayoutAttributes else { return false }
        return other.cornerRadius == cornerRadius && super.isEqual(object)
    }
}

/// Cards stacked at the centre: each one further back is 5 % smaller, drawn below, and
/// more rounded.
class CardStackLayout: UICollectionViewLayout {
    var cardSize = CGSize(width: 200, height: 100)

    override class var layoutAttributesClass: AnyClass {
        CardLayoutAttributes.self
    }

    override var collectionViewContentSize: CGSize {
        collectionView?.bounds.size ?? .zero
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView else { return nil }
        return (0..<collectionView.numberOfItems(inSection: 0)).compactMap {
            layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let collectionView = collectionView else { return nil }
        let count = collectionView.numberOfItems(inSection: indexPath.section)
        let attributes = CardLayoutAttributes(forCellWith: indexPath)
        attributes.size = cardSize
        attributes.center = CGPoint(x: collectionView.bounds.midX, y: collectionView.bounds.midY)
        let scale = 1 - 0.05 * CGFloat(indexPath.item)
        attributes.transform3D = CATransform3DMakeScale(scale, scale, 1)
        attributes.zIndex = count - indexPath.item
        attributes.cornerRadius = 10 + CGFloat(indexPath.item)
        return attributes
    }
}

/// A card that takes its corner radius from its attributes.
class CardCell: UICollectionViewCell {
    private(set) var appliedRadius: CGFloat?

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let attributes = layoutAttributes as? CardLayoutAttributes else { return }
        appliedRadius = attributes.cornerRadius
        layer.cornerRadius = attributes.cornerRadius
    }
}

/// Three cards.
final class Cards: NSObject, UICollectionViewDataSource {
    var count = 3

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }
}
