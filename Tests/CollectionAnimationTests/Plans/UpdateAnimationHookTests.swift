import CollectionAnimation
import CollectionLayout
import Foundation
import SampleLayouts
import Testing

// Circle fixture (source: uikit-rule + Apple's CircleLayout, Samples/Layouts): a 300 × 300
// view, centre (150, 150), radius 300 / 2.5 = 120, items 70 × 70. cos 120° = −0.5,
// sin 120° = √3/2 ≈ 0.866025. Updates go through the host's real performBatchUpdates, which
// finalizes before returning, so these tests also check that the animator re-runs
// prepare(forCollectionViewUpdates:) before asking the hooks.
@Suite struct UpdateAnimationHookTests {
    let s3 = CGFloat(3).squareRoot() / 2 // sin 120°

    @Test func circleLayoutInsertStartsAtTheCentre() throws {
        let host = TestHost([["A", "B", "C"]], layout: CircleLayout(), size: CGSize(width: 300, height: 300))
        // 3 → 4 items: insert D at [0, 3]. New angles 0°, 90°, 180°, 270°: centres (270, 150),
        // (150, 270), (30, 150), (150, 30). Old (3 items, 0°, 120°, 240°): (270, 150),
        // (150 − 60, 150 + 120·s3) = (90, 253.923), (90, 46.077).
        let animation = try host.animateUpdate([["A", "B", "C", "D"]]) { try $0.insertItems(at: [path(0, 3)]) }
        for p in progressPoints {
            let state = animation.state(atProgress: p)
            // D: centre (150, 150) → (150, 30): y = 150 − 120p; alpha p.
            let d = try #require(state.element(.cell(path(0, 3))))
            #expect(close(d.attributes.center.x, 150) && close(d.attributes.center.y, 150 - 120 * p, 1e-9))
            #expect(close(d.attributes.alpha, p) && d.role == .appearing)
            // B: (90, 150 + 120·s3) → (150, 270): the base hooks give the natural positions.
            let b = try #require(state.element(.cell(path(0, 1))))
            #expect(close(b.attributes.center.x, 90 + 60 * p, 1e-9))
            #expect(close(b.attributes.center.y, 150 + 120 * s3 + (120 - 120 * s3) * p, 1e-9))
            #expect(b.attributes.alpha == 1)
        }
        // finalizeCollectionViewUpdates ran after the hooks and cleared the records.
        #expect((host.layout as? CircleLayout)?.insertedIndexPaths.isEmpty == true)
    }

    @Test func circleLayoutDeleteEndsAtTheCentreScaledDown() throws {
        let host = TestHost([["A", "B", "C", "D"]], layout: CircleLayout(), size: CGSize(width: 300, height: 300))
        // 4 → 3: delete B [0, 1] (old centre (150, 270)). C [0, 2] at (30, 150) becomes [0, 1]
        // at 120°: (90, 150 + 120·s3).
        let animation = try host.animateUpdate([["A", "C", "D"]]) { try $0.deleteItems(at: [path(0, 1)]) }
        for p in progressPoints {
            let state = animation.state(atProgress: p)
            // B: (150, 270) → (150, 150): y = 270 − 120p; alpha 1 − p; scale 1 → 0.1: 1 − 0.9p.
            let b = try #require(state.element(.cell(path(0, 1)), outgoing: true))
            #expect(state.text(.cell(path(0, 1)), outgoing: true) == "B")
            #expect(close(b.attributes.center.y, 270 - 120 * p, 1e-9) && close(b.attributes.center.x, 150, 1e-9))
            #expect(close(b.attributes.alpha, 1 - p))
            #expect(close(b.attributes.transform3D.m11, 1 - 0.9 * p) && close(b.attributes.transform3D.m22, 1 - 0.9 * p))
            #expect(b.attributes.transform3D.m33 == 1)
            let c = try #require(state.element(.cell(path(0, 1))))
            #expect(close(c.attributes.center.x, 30 + 60 * p, 1e-9))
            #expect(close(c.attributes.center.y, 150 + 120 * s3 * p, 1e-9))
        }
        #expect(animation.state(at: 0.3).elements.count == 3)
    }
}

// The same rules through the host's real batch updates (docs/REFERENCE.md §5 mapping, §6 animation):
// the one-column list of 100-pt rows in a 200 × 300 view, items A…F.
@Suite struct UpdateAnimationHostTests {
    @Test func mixedBatchThroughPerformBatchUpdates() throws {
        let host = TestHost([["A", "B", "C", "D", "E", "F"]])
        // Delete A (before 0), move C (before 2 → after 0), insert X (after 1), reload D
        // (before 3). Deletes, then moves, then inserts; the free slots take the remaining old
        // items in order: C X B D' E F (D' = the reloaded D, at after 3).
        let animation = try host.animateUpdate([["C", "X", "B", "D2", "E", "F"]]) { view in
            try view.deleteItems(at: [path(0, 0)])
            try view.moveItem(at: path(0, 2), to: path(0, 0))
            try view.insertItems(at: [path(0, 1)])
            try view.reloadItems(at: [path(0, 3)])
        }
        for p in progressPoints {
            let state = animation.state(atProgress: p)
            // A fades out at 0; C 200 → 0; X fades in at 100; B 100 → 200. D (old y 300, new y
            // 300) is off screen before and after (touching), so neither copy animates.
            #expect(close(try #require(state.element(.cell(path(0, 0)), outgoing: true)).attributes.alpha, 1 - p))
            #expect(close(try #require(state.element(.cell(path(0, 0)))).attributes.frame.minY, 200 - 200 * p))
            #expect(close(try #require(state.element(.cell(path(0, 1)))).attributes.alpha, p))
            #expect(close(try #require(state.element(.cell(path(0, 2)))).attributes.frame.minY, 100 + 100 * p))
            #expect(state.element(.cell(path(0, 3))) == nil && state.element(.cell(path(0, 3)), outgoing: true) == nil)
            #expect(state.elements.count == 4)
            #expect(state.text(.cell(path(0, 0)), outgoing: true) == "A" && state.text(.cell(path(0, 1))) == "X")
        }
    }

    @Test func reloadThroughPerformBatchUpdatesCrossFades() throws {
        let host = TestHost([["A", "B", "C", "D", "E", "F"]])
        let animation = try host.animateUpdate([["A", "B2", "C", "D", "E", "F"]]) { try $0.reloadItems(at: [path(0, 1)]) }
        for p in progressPoints {
            let state = animation.state(atProgress: p)
            // Old copy "B" alpha 1 − p, new copy "B2" alpha p, both at y 100.
            #expect(close(try #require(state.element(.cell(path(0, 1)), outgoing: true)).attributes.alpha, 1 - p))
            #expect(close(try #require(state.element(.cell(path(0, 1)))).attributes.alpha, p))
            #expect(state.text(.cell(path(0, 1)), outgoing: true) == "B" && state.text(.cell(path(0, 1))) == "B2")
            #expect(state.elements.count == 4)
        }
    }
}
