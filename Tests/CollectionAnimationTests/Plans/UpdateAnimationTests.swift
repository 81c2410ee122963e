import CollectionAnimation
import CollectionLayout
import Foundation
import Testing

// Fixture for every test here unless it says otherwise (source: uikit-rule, docs/REFERENCE.md §5–6):
// a 200 × 300 view over a one-column list of 100-pt rows, items A…F in one section.
// Row i has frame (0, 100·i, 200, 100). Visible rect (0, 0, 200, 300): rows 0, 1, 2; row 3
// starts at y = 300 and only touches the bottom edge, so it is not on screen.
// Linear timing: progress p = t / 0.3, so every value below is start + (end − start)·p.
@Suite struct UpdateAnimationTests {
    let letters = ["A", "B", "C", "D", "E", "F"]

    @Test func insertFadesInAndPushesTheRestDown() throws {
        let host = TestHost([letters])
        // Insert X at [0, 1]: A X B C D E F. Old i ≥ 1 → i + 1.
        let batch = try host.commit(
            [["A", "X", "B", "C", "D", "E", "F"]], items: [.init(action: .insert, before: nil, after: path(0, 1))],
            itemMapping: [
                path(0, 0): path(0, 0), path(0, 1): path(0, 2), path(0, 2): path(0, 3), path(0, 3): path(0, 4),
                path(0, 4): path(0, 5), path(0, 5): path(0, 6),
            ])
        let animation = try UpdateAnimation(collectionView: host.view, batch: batch, curve: .linear)
        for p in progressPoints {
            let state = animation.state(atProgress: p)
            // On screen before or after: A, B, C (before), A, X, B (after). C slides to y = 300
            // (off screen at the end) but starts on screen, so it animates; D (300 → 400)
            // never meets the visible rect.
            #expect(state.elements.count == 4)
            #expect(state.element(.cell(path(0, 4))) == nil) // D is new [0, 4]
            let x = try #require(state.element(.cell(path(0, 1))))
            // X: the default start is its final attributes with alpha 0 → alpha = p, y = 100.
            #expect(x.role == .appearing && x.content == .after && close(x.attributes.alpha, p))
            #expect(close(x.attributes.frame, rect(0, 100, 200, 100)))
            #expect(state.text(.cell(path(0, 1))) == "X")
            // B (now [0, 2]): y 100 → 200, so y = 100 + 100p; C (now [0, 3]) 200 → 300 = 200 + 100p.
            let b = try #require(state.element(.cell(path(0, 2))))
            #expect(b.role == .surviving && close(b.attributes.frame, rect(0, 100 + 100 * p, 200, 100)))
            #expect(close(try #require(state.element(.cell(path(0, 3)))).attributes.frame.minY, 200 + 100 * p))
            #expect(b.attributes.alpha == 1 && state.text(.cell(path(0, 2))) == "B")
            #expect(state.element(.cell(path(0, 0)))?.attributes.frame == rect(0, 0, 200, 100))
            // Content size 600 → 700 from the start; the offset stays 0.
            #expect(state.contentSize == CGSize(width: 200, height: 700) && state.bounds == rect(0, 0, 200, 300))
        }
        // Times: t = 0.075 is p = 0.25 → B at y = 125.
        let quarter = animation.state(at: 0.075)
        #expect(close(try #require(quarter.element(.cell(path(0, 2)))).attributes.frame.minY, 125))
        // At 0.3 s the animation is over: the still final state, A X B.
        let end = animation.state(at: 0.3)
        #expect(end.elements.map(\.id.key) == [.cell(path(0, 0)), .cell(path(0, 1)), .cell(path(0, 2))])
        #expect(end.elements.allSatisfy { $0.role == .stationary })
    }

    @Test func deleteFadesOutWithTheOldContentAndIsGoneAfter() throws {
        let host = TestHost([letters])
        // Delete B [0, 1]: A C D E F. Old i ≥ 2 → i − 1.
        let batch = try host.commit(
            [["A", "C", "D", "E", "F"]], items: [.init(action: .delete, before: path(0, 1), after: nil)],
            itemMapping: [
                path(0, 0): path(0, 0), path(0, 2): path(0, 1), path(0, 3): path(0, 2), path(0, 4): path(0, 3),
                path(0, 5): path(0, 4),
            ])
        let animation = try UpdateAnimation(collectionView: host.view, batch: batch, curve: .linear)
        for p in progressPoints {
            let state = animation.state(atProgress: p)
            // B: stays at y = 100, alpha 1 → 0 (the default end: old attributes, alpha 0), so 1 − p.
            let b = try #require(state.element(.cell(path(0, 1)), outgoing: true))
            #expect(b.role == .disappearing && b.content == .before)
            #expect(close(b.attributes.alpha, 1 - p) && b.attributes.frame == rect(0, 100, 200, 100))
            #expect(state.text(.cell(path(0, 1)), outgoing: true) == "B")
            // C (new [0, 1]): y 200 → 100 = 200 − 100p. D (new [0, 2]): 300 → 200 = 300 − 100p;
            // it starts off screen (touching) and ends on screen, so it animates.
            #expect(close(try #require(state.element(.cell(path(0, 1)))).attributes.frame.minY, 200 - 100 * p))
            #expect(close(try #require(state.element(.cell(path(0, 2)))).attributes.frame.minY, 300 - 100 * p))
            #expect(state.text(.cell(path(0, 1))) == "C" && state.text(.cell(path(0, 2))) == "D")
            // A, B (outgoing), C, D.
            #expect(state.elements.count == 4)
            #expect(state.contentSize == CGSize(width: 200, height: 500))
        }
        let end = animation.state(at: 0.3)
        #expect(end.elements.count == 3 && end.elements.allSatisfy { !$0.id.isOutgoing })
        // Before the start (and for NaN) the animation shows its start.
        #expect(animation.state(at: -1).element(.cell(path(0, 1)), outgoing: true)?.attributes.alpha == 1)
        #expect(animation.state(at: .nan).element(.cell(path(0, 1)), outgoing: true)?.attributes.alpha == 1)
    }

    @Test func contentOffsetIsPulledBackWhenTheContentShrinks() throws {
        let host = TestHost([letters])
        host.view.contentOffset = CGPoint(x: 0, y: 300) // showing D E F (y 300…600)
        // Delete F [0, 5]: content 500, so the offset is clamped to 500 − 300 = 200.
        let batch = try host.commit(
            [["A", "B", "C", "D", "E"]], items: [.init(action: .delete, before: path(0, 5), after: nil)],
            itemMapping: Dictionary(uniqueKeysWithValues: (0..<5).map { (path(0, $0), path(0, $0)) }))
        let animation = try UpdateAnimation(collectionView: host.view, batch: batch, curve: .linear)
        for p in progressPoints {
            let state = animation.state(atProgress: p)
            // Bounds y 300 → 200 = 300 − 100p.
            #expect(close(state.bounds.minY, 300 - 100 * p) && state.bounds.size == CGSize(width: 200, height: 300))
            // F fades out at y 500; C (200…300) is on screen after, still at y 200.
            #expect(close(try #require(state.element(.cell(path(0, 5)), outgoing: true)).attributes.alpha, 1 - p))
            #expect(state.element(.cell(path(0, 2)))?.attributes.frame == rect(0, 200, 200, 100))
            #expect(state.elements.count == 4) // C, D, E, F (outgoing)
        }
        #expect(animation.state(at: 1).bounds == rect(0, 200, 200, 300))
    }

    @Test func moveSlidesEveryDisplacedItem() throws {
        let host = TestHost([letters])
        // Move A [0, 0] → [0, 2]: B C A D E F.
        let batch = try host.commit(
            [["B", "C", "A", "D", "E", "F"]], items: [.init(action: .move, before: path(0, 0), after: path(0, 2))],
            itemMapping: [
                path(0, 0): path(0, 2), path(0, 1): path(0, 0), path(0, 2): path(0, 1), path(0, 3): path(0, 3),
                path(0, 4): path(0, 4), path(0, 5): path(0, 5),
            ])
        let animation = try UpdateAnimation(collectionView: host.view, batch: batch, curve: .linear)
        for p in progressPoints {
            let state = animation.state(atProgress: p)
            // A: 0 → 200 = 200p; B: 100 → 0 = 100 − 100p; C: 200 → 100 = 200 − 100p.
            #expect(close(try #require(state.element(.cell(path(0, 2)))).attributes.frame.minY, 200 * p))
            #expect(close(try #require(state.element(.cell(path(0, 0)))).attributes.frame.minY, 100 - 100 * p))
            #expect(close(try #require(state.element(.cell(path(0, 1)))).attributes.frame.minY, 200 - 100 * p))
            #expect(state.elements.count == 3 && state.elements.allSatisfy { $0.role == .surviving && $0.attributes.alpha == 1 })
            #expect(state.text(.cell(path(0, 2))) == "A")
        }
    }

    @Test func reloadCrossFadesOldAndNewContentInPlace() throws {
        let host = TestHost([letters])
        // Reload B [0, 1] with new content "B2"; nothing moves.
        let batch = try host.commit(
            [["A", "B2", "C", "D", "E", "F"]], items: [.init(action: .reload, before: path(0, 1), after: path(0, 1))],
            itemMapping: Dictionary(uniqueKeysWithValues: (0..<6).map { (path(0, $0), path(0, $0)) }))
        let animation = try UpdateAnimation(collectionView: host.view, batch: batch, curve: .linear)
        for p in progressPoints {
            let state = animation.state(atProgress: p)
            let out = try #require(state.element(.cell(path(0, 1)), outgoing: true))
            let new = try #require(state.element(.cell(path(0, 1))))
            // Old copy: alpha 1 − p with "B"; new copy: alpha p with "B2"; both at y = 100.
            #expect(out.role == .reloadOut && out.content == .before && close(out.attributes.alpha, 1 - p))
            #expect(new.role == .reloadIn && new.content == .after && close(new.attributes.alpha, p))
            #expect(out.attributes.frame == rect(0, 100, 200, 100) && new.attributes.frame == rect(0, 100, 200, 100))
            #expect(state.text(.cell(path(0, 1)), outgoing: true) == "B" && state.text(.cell(path(0, 1))) == "B2")
            // The incoming copy draws above the outgoing one (UIKit: newest view on top).
            let order = state.elements.map(\.id)
            #expect(try #require(order.firstIndex(of: out.id)) < (try #require(order.firstIndex(of: new.id))))
            #expect(state.elements.count == 4) // A, B out, B in, C
        }
    }

    @Test func mixedBatchFollowsTheIdentityMapping() throws {
        let host = TestHost([letters])
        // Delete A (before 0), move C (before 2) → after 0, insert X at after 1. After the
        // delete and the move, the free slots 2…5 take the remaining old items in order:
        // C X B D E F. Mapping: B 1 → 2, C 2 → 0, D/E/F stay at 3/4/5.
        let batch = try host.commit(
            [["C", "X", "B", "D", "E", "F"]],
            items: [
                .init(action: .delete, before: path(0, 0), after: nil),
                .init(action: .move, before: path(0, 2), after: path(0, 0)),
                .init(action: .insert, before: nil, after: path(0, 1)),
            ],
            itemMapping: [
                path(0, 1): path(0, 2), path(0, 2): path(0, 0), path(0, 3): path(0, 3), path(0, 4): path(0, 4),
                path(0, 5): path(0, 5),
            ])
        let animation = try UpdateAnimation(collectionView: host.view, batch: batch, curve: .linear)
        for p in progressPoints {
            let state = animation.state(atProgress: p)
            // A: fades out at y 0 (1 − p). C: 200 → 0 = 200 − 200p. X: alpha p at y 100.
            // B: 100 → 200 = 100 + 100p. D: 300 → 300, never on screen.
            let a = try #require(state.element(.cell(path(0, 0)), outgoing: true))
            #expect(a.role == .disappearing && close(a.attributes.alpha, 1 - p) && a.attributes.frame.minY == 0)
            #expect(close(try #require(state.element(.cell(path(0, 0)))).attributes.frame.minY, 200 - 200 * p))
            let x = try #require(state.element(.cell(path(0, 1))))
            #expect(x.role == .appearing && close(x.attributes.alpha, p) && x.attributes.frame.minY == 100)
            #expect(close(try #require(state.element(.cell(path(0, 2)))).attributes.frame.minY, 100 + 100 * p))
            #expect(state.elements.count == 4)
            #expect(state.text(.cell(path(0, 0)), outgoing: true) == "A" && state.text(.cell(path(0, 0))) == "C")
        }
    }

    @Test func easeInEaseOutAtAQuarterOfTheTime() throws {
        let host = TestHost([letters])
        let batch = try host.commit(
            [["A", "X", "B", "C", "D", "E", "F"]], items: [.init(action: .insert, before: nil, after: path(0, 1))],
            itemMapping: [
                path(0, 0): path(0, 0), path(0, 1): path(0, 2), path(0, 2): path(0, 3), path(0, 3): path(0, 4),
                path(0, 4): path(0, 5), path(0, 5): path(0, 6),
            ])
        // Default timing: 0.3 s ease-in-ease-out. t = 0.075 s is 1/4 of the time;
        // easeInEaseOut(0.25) = 0.129162 (docs/REFERENCE.md §7), so B is at 100 + 100·0.129162.
        let animation = try UpdateAnimation(collectionView: host.view, batch: batch)
        #expect(animation.duration == 0.3)
        let state = animation.state(at: 0.075)
        #expect(close(try #require(state.element(.cell(path(0, 2)))).attributes.frame.minY, 112.9162, 1e-4))
        #expect(close(try #require(state.element(.cell(path(0, 1)))).attributes.alpha, 0.129162, 1e-6))
        // A custom duration stretches it: 0.15 s of 0.6 s is still a quarter.
        let slow = try UpdateAnimation(collectionView: host.view, batch: batch, duration: 0.6)
        #expect(close(try #require(slow.state(at: 0.15).element(.cell(path(0, 1)))).attributes.alpha, 0.129162, 1e-6))
    }

    @Test func zIndexTakesTheNewValueAtTheStart() throws {
        let host = TestHost([letters], layout: ZIndexedList())
        // ZIndexedList gives row i zIndex = item index. Move A [0, 0] → [0, 2] (B C A …): A's
        // zIndex is 0 before and 2 after; from progress 0 on it draws with 2, above B and C.
        let batch = try host.commit(
            [["B", "C", "A", "D", "E", "F"]], items: [.init(action: .move, before: path(0, 0), after: path(0, 2))],
            itemMapping: [
                path(0, 0): path(0, 2), path(0, 1): path(0, 0), path(0, 2): path(0, 1), path(0, 3): path(0, 3),
                path(0, 4): path(0, 4), path(0, 5): path(0, 5),
            ])
        let animation = try UpdateAnimation(collectionView: host.view, batch: batch, curve: .linear)
        let start = animation.state(atProgress: 0)
        #expect(start.element(.cell(path(0, 2)))?.attributes.zIndex == 2)
        #expect(start.elements.last?.id.key == .cell(path(0, 2)))
        #expect(start.element(.cell(path(0, 2)))?.attributes.frame.minY == 0)
    }
}

/// The list with zIndex = item index.
final class ZIndexedList: CollectionViewLayout {
    let list = ListLayout()
    override func prepare() {}
    override var collectionViewContentSize: CGSize {
        CGSize(width: bounds.width, height: 100 * CGFloat(numberOfItems(inSection: 0)))
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        (0..<numberOfItems(inSection: 0)).compactMap { layoutAttributesForItem(at: path(0, $0)) }.filter { $0.frame.overlaps(rect) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < numberOfItems(inSection: 0) else { return nil }
        var a = LayoutAttributes(forCellWith: indexPath)
        a.frame = rect(0, 100 * CGFloat(indexPath.item), bounds.width, 100)
        a.zIndex = indexPath.item
        return a
    }
}

@Suite struct SpringUpdateTests {
    @Test func aSpringOvershootsPositionsButNotOpacity() throws {
        let host = TestHost([["A", "B", "C", "D", "E", "F"]])
        // Insert X at [0, 1] with an underdamped UIView spring (ζ = 0.3) over 0.5 s: B slides
        // 100 → 200 and overshoots past 200; X's alpha 0 → 1 would pass 1 but opacity is
        // clamped to 1 (Core Animation clamps a layer's opacity).
        let spring = TimingCurve.spring(dampingRatio: 0.3, duration: 0.5)
        let animation = try host.animateUpdate(
            [["A", "X", "B", "C", "D", "E", "F"]], duration: 0.5, curve: spring
        ) { try $0.insertItems(at: [path(0, 1)]) }
        let times = (1..<50).map { Double($0) / 100 }
        let peak = try #require(times.max { spring.progress(at: $0 / 0.5) < spring.progress(at: $1 / 0.5) })
        let overshoot = spring.progress(at: peak / 0.5)
        #expect(overshoot > 1)
        let state = animation.state(at: peak)
        // B at 100 + 100·progress, beyond 200.
        #expect(close(try #require(state.element(.cell(path(0, 2)))).attributes.frame.minY, 100 + 100 * overshoot, 1e-9))
        #expect(try #require(state.element(.cell(path(0, 1)))).attributes.alpha == 1)
    }
}
