// Written exactly as it would be in an iOS app: it compiles unchanged in Xcode.
import UIKit

/// Tags aligned to the leading edge: flow layout's lines, with every item after the first
/// placed `minimumInteritemSpacing` after the previous one.
class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect)?
            .map({ $0.copy() as! UICollectionViewLayoutAttributes }) else { return nil }
        var leftMargin = sectionInset.left
        var maxY: CGFloat = -1.0
        for layoutAttribute in attributes where layoutAttribute.representedElementCategory == .cell {
            if layoutAttribute.frame.origin.y >= maxY {
                leftMargin = sectionInset.left
            }
            layoutAttribute.frame.origin.x = leftMargin
            leftMargin += layoutAttribute.frame.width + minimumInteritemSpacing
            maxY = max(layoutAttribute.frame.maxY, maxY)
        }
        return attributes
    }
}

/// Tag widths from the model, with UIKit's exact delegate signature.
final class TagSizes: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var widths: [CGFloat]
    var sizeCalls = 0

    init(widths: [CGFloat]) { self.widths = widths }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        widths.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
        cell.backgroundColor = .systemBlue
        cell.layer.cornerRadius = 8
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizeCalls += 1
        return CGSize(width: widths[indexPath.row], height: 40)
    }
}
