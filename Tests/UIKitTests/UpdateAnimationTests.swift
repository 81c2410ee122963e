import CollectionAnimation
import Testing
import UIKit
import UIKitSampleLayouts

/// What `performBatchUpdates` would animate, with a UIKit layout's appearing and
/// disappearing hooks asked in UIKit's order (prepare → hooks → finalize). Positions are
/// worked by hand from CircleLayout's rule: 300 × 300 view, centre (150, 150), radius
/// 300 / 2.5 = 120, item i of n at angle 2πi/n.
@Suite struct UpdateAnimationTests {
    private func element(_ state: AnimationState, _ item: Int) -> LayoutAttributes? {
        state.elements.first { $0.attributes.key == .cell(IndexPath(item: item, section: 0)) }?.attributes
    }

    @Test func anInsertedItemGrowsOutOfTheCircleCentre() throws {
        let counts = Counts([4])
        let view = makeView(CircleLayout(), counts: counts, size: CGSize(width: 300, height: 300))
        // Item 0 of 4 at angle 0: centre (270, 150).
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.center == CGPoint(x: 270, y: 150))
        var completed = false
        view.performBatchUpdates(
            {
                counts.sections[0] = 5
                view.insertItems(at: [IndexPath(item: 4, section: 0)])
            }, completion: { completed = $0 })
        #expect(view.raisedExceptions.isEmpty)
        let animation = try #require(view.lastUpdateAnimation)
        // Start: the circle's centre, alpha 0 (the hook ran before finalize cleared its list).
        let start = try #require(element(animation.state(atProgress: 0), 4))
        #expect(start.center == CGPoint(x: 150, y: 150))
        #expect(start.alpha == 0)
        // End: angle 2π·4/5 = 288°: (150 + 120·0.309017, 150 − 120·0.951057) = (187.082, 35.873).
        let end = try #require(element(animation.state(atProgress: 1), 4))
        #expect(abs(end.center.x - 187.082) < 0.001 && abs(end.center.y - 35.873) < 0.001)
        #expect(end.alpha == 1)
        // The completion runs when the animation ends on the clock.
        #expect(!completed)
        AnimationClock.current.advance(by: animation.duration)
        #expect(completed)
    }

    @Test func aDeletedItemShrinksIntoTheCentre() throws {
        let counts = Counts([4])
        let view = makeView(CircleLayout(), counts: counts, size: CGSize(width: 300, height: 300))
        counts.sections[0] = 3
        view.deleteItems(at: [IndexPath(item: 1, section: 0)])
        let animation = try #require(view.lastUpdateAnimation)
        // The deleted item 1 was at angle 90°: (150, 270); it ends at the centre, alpha 0,
        // scaled 0.1.
        let track = try #require(animation.tracks.first { $0.id.key == .cell(IndexPath(item: 1, section: 0)) && $0.id.isOutgoing })
        #expect(track.start.center == CGPoint(x: 150, y: 270))
        #expect(track.end.center == CGPoint(x: 150, y: 150))
        #expect(track.end.alpha == 0)
        #expect(track.end.transform3D.m11 == 0.1)
        #expect(view.raisedExceptions.isEmpty)
    }
}
