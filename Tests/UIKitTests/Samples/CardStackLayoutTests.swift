import CollectionAnimation
import ReelTesting
import SnapshotTesting
import Testing
import UIKit
import UIKitSampleLayouts

/// `CardStackLayout`, values worked by hand: a 320 × 320 view (centre (160, 160)), cards
/// 200 × 100, 10 apart in depth, 5 % smaller each, 4 visible. Card i of 5 at depth
/// k = min(i, 3): centre (160, 160 − 10k), scale s = 1 − 0.05k, so its frame is
/// 200s × 100s about the centre.
@Suite(.snapshots(record: .never)) struct CardStackLayoutTests {
    private func makeStack(_ cards: Cards) -> UICollectionView {
        makeSampleView(CardStackLayout(), source: cards, size: CGSize(width: 320, height: 320))
    }

    @Test func cardsRecedeUpwardsSmallerAndBelow() throws {
        let cards = Cards(count: 5)
        let view = makeStack(cards)
        let attributes = (0..<5).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) as? CardLayoutAttributes }
        // k 0: (60, 110, 200, 100); k 1: 190 × 95 about (160, 150) → (65, 102.5);
        // k 2: 180 × 90 about (160, 140) → (70, 95); k 3: 170 × 85 about (160, 130) →
        // (75, 87.5); card 4 also at k 3, hidden.
        #expect(
            attributes.map { $0?.frame } == [
                CGRect(x: 60, y: 110, width: 200, height: 100), CGRect(x: 65, y: 102.5, width: 190, height: 95),
                CGRect(x: 70, y: 95, width: 180, height: 90), CGRect(x: 75, y: 87.5, width: 170, height: 85),
                CGRect(x: 75, y: 87.5, width: 170, height: 85),
            ])
        #expect(attributes.map { $0?.zIndex } == [5, 4, 3, 2, 1])
        #expect(attributes.map { $0?.cornerRadius } == [10, 11, 12, 13, 14])
        #expect(attributes.map { $0?.isHidden } == [false, false, false, false, true])
        #expect(attributes[2]?.transform3D.m11 == 0.9 && attributes[2]?.transform3D.m22 == 0.9)
        // The subclass reaches the cell's apply(_:).
        let cell = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)) as? CardCell)
        #expect(cell.appliedRadius == 12)
        #expect(view.raisedExceptions.isEmpty)
        withExtendedLifetime(cards) {}
    }

    @Test func aDeletedCardIsSwipedAwayToTheLeft() throws {
        let cards = Cards(count: 5)
        let view = makeStack(cards)
        view.performBatchUpdates({
            cards.count = 4
            view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        })
        #expect(view.raisedExceptions.isEmpty)
        let animation = try #require(view.lastUpdateAnimation)
        let track = try #require(animation.tracks.first { $0.id.key == .cell(IndexPath(item: 0, section: 0)) && $0.id.isOutgoing })
        // It ends one width (320) left of (160, 160), turned by −π/12 about z:
        // m11 = cos(π/12) = 0.965926, m12 = sin(−π/12) = −0.258819 (CATransform3DMakeRotation's
        // m11 = cos a, m12 = sin a for the z axis).
        #expect(track.end.center == CGPoint(x: -160, y: 160))
        #expect(abs(track.end.transform3D.m11 - 0.965926) < 1e-6)
        #expect(abs(track.end.transform3D.m12 + 0.258819) < 1e-6)
        #expect(track.end.alpha == 1)
        // The old card 1 comes to the front: (60, 110, 200, 100).
        #expect(itemFrames(view, count: 1) == [CGRect(x: 60, y: 110, width: 200, height: 100)])
        withExtendedLifetime(cards) {}
    }

    @Test func anInsertedCardSlidesInFromTheRight() throws {
        let cards = Cards(count: 3)
        let view = makeStack(cards)
        view.performBatchUpdates({
            cards.count = 4
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
        })
        let animation = try #require(view.lastUpdateAnimation)
        let start = animation.state(atProgress: 0).elements.first { $0.attributes.key == .cell(IndexPath(item: 0, section: 0)) }
        // Its place (160, 160), one width (320) to the right.
        #expect(start?.attributes.center == CGPoint(x: 480, y: 160))
        #expect(view.raisedExceptions.isEmpty)
        withExtendedLifetime(cards) {}
    }

    @Test func snapshots() {
        let cards = Cards(count: 5)
        let view = makeStack(cards)
        assertSnapshot(of: view, as: .image(scale: 2), named: "stack")
        view.performBatchUpdates({
            cards.count = 4
            view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        })
        assertSnapshot(of: view, as: .animation(), named: "update")
        withExtendedLifetime(cards) {}
    }
}
