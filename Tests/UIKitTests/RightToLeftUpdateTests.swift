import CollectionAnimation
import Testing
import UIKit

/// Batch updates in a flipped layout: UIKit's default appearing and disappearing attributes
/// are the layout's own (left to right) and are flipped with everything else, so an
/// inserted item fades in where it is shown and a deleted one fades out where it was.
/// 320-wide view, 100 × 50 items 10 apart, left aligned: LTR x 0, 110, 220; shown in
/// right to left at 320 − 100 = 220, 320 − 210 = 110, 320 − 320 = 0.
@Suite struct RightToLeftUpdateTests {
    private func rightToLeftView(_ counts: Counts) -> UICollectionView {
        let layout = LeftAligningFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.semanticContentAttribute = .forceRightToLeft
        view.dataSource = counts
        view.layoutIfNeeded()
        return view
    }

    @Test func anInsertedItemFadesInWhereItIsShown() throws {
        let counts = Counts([2])
        let view = rightToLeftView(counts)
        counts.sections[0] = 3
        view.insertItems(at: [IndexPath(item: 2, section: 0)])
        #expect(view.raisedExceptions.isEmpty)
        let animation = try #require(view.lastUpdateAnimation)
        let key = ElementKey.cell(IndexPath(item: 2, section: 0))
        // Item 2 is shown at x 0…100: centre (50, 25), from alpha 0 to 1 in place.
        let start = try #require(animation.state(atProgress: 0).elements.first { $0.attributes.key == key }?.attributes)
        let end = try #require(animation.state(atProgress: 1).elements.first { $0.attributes.key == key }?.attributes)
        #expect(start.center == CGPoint(x: 50, y: 25))
        #expect(start.alpha == 0)
        #expect(end.center == CGPoint(x: 50, y: 25))
        #expect(end.alpha == 1)
    }

    @Test func aDeletedItemFadesOutWhereItWasShown() throws {
        let counts = Counts([3])
        let view = rightToLeftView(counts)
        counts.sections[0] = 2
        view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        #expect(view.raisedExceptions.isEmpty)
        let animation = try #require(view.lastUpdateAnimation)
        let track = try #require(animation.tracks.first { $0.id.key == .cell(IndexPath(item: 0, section: 0)) && $0.id.isOutgoing })
        // Item 0 was shown at x 220…320: centre (270, 25); it stays there and fades out.
        #expect(track.start.center == CGPoint(x: 270, y: 25))
        #expect(track.end.center == CGPoint(x: 270, y: 25))
        #expect(track.end.alpha == 0)
    }
}
