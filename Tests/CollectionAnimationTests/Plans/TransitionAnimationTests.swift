import CollectionAnimation
import CollectionLayout
import Foundation
import Testing

/// Records the transition hooks of the layouts it is given, in call order.
final class HookLog {
    var calls: [String] = []
}

/// The list layout, logging its transition hooks as "<name>.to", "<name>.from", "<name>.finalize".
final class LoggingList: ListLayout {
    let name: String
    let log: HookLog
    init(_ name: String, log: HookLog, rowHeight: CGFloat, headerHeight: CGFloat = 0) {
        self.name = name
        self.log = log
        super.init()
        self.rowHeight = rowHeight
        self.headerHeight = headerHeight
    }
    override func prepareForTransition(to newLayout: CollectionViewLayout) { log.calls.append("\(name).to") }
    override func prepareForTransition(from oldLayout: CollectionViewLayout) { log.calls.append("\(name).from") }
    override func finalizeLayoutTransition() { log.calls.append("\(name).finalize") }
}

// Transition fixture (source: uikit-rule, docs/REFERENCE.md §8): a 200 × 300 view, items A…F.
// Old layout: 100-pt rows, row i at y = 100i, content 600.
// New layout: a 50-pt header (0…50) then 50-pt rows, row i at y = 50 + 50i, content
// 50 + 6·50 = 350. Linear timing: value = start + (end − start)·p.
@Suite struct TransitionAnimationTests {
    let letters = ["A", "B", "C", "D", "E", "F"]

    @Test func slidesFadesInAndCallsTheHooksInOrder() throws {
        let log = HookLog()
        let host = TestHost([letters], layout: LoggingList("old", log: log, rowHeight: 100))
        let new = LoggingList("new", log: log, rowHeight: 50, headerHeight: 50)
        let animation = try TransitionAnimation(collectionView: host.view, to: new, curve: .linear)
        // Anchor: no selection; the bounds' centre is (100, 150) = centre of row 1.
        #expect(animation.anchorItem == path(0, 1))
        // Target: row 1's new centre y = 50 + 50 + 25 = 125 → 125 − 150 = −25 → clamped to 0.
        #expect(animation.endBounds == rect(0, 0, 200, 300))
        #expect(log.calls == ["old.to", "new.from", "old.finalize", "new.finalize"])
        #expect(host.view.collectionViewLayout === new)
        for p in progressPoints {
            let state = animation.state(atProgress: p)
            // Visible before: rows 0–2; after (0…300): header and rows 0–4 (row 5 at 300 only
            // touches the bottom edge). The header exists only in the new layout: fades in.
            #expect(state.elements.count == 6)
            let header = try #require(state.element(.supplementary(ElementKind.sectionHeader, path(0, 0))))
            #expect(header.role == .appearing && close(header.attributes.alpha, p) && header.attributes.frame == rect(0, 0, 200, 50))
            // Row i: y 100i → 50 + 50i, height 100 → 50.
            for i in 0..<5 {
                let row = try #require(state.element(.cell(path(0, i))))
                let y = 100 * CGFloat(i) + (50 - 50 * CGFloat(i)) * p
                #expect(row.role == .surviving && close(row.attributes.frame, rect(0, y, 200, 100 - 50 * p)))
            }
            #expect(state.element(.cell(path(0, 5))) == nil)
            #expect(state.contentSize == CGSize(width: 200, height: 350) && state.bounds.minY == 0)
        }
        let end = animation.state(at: 0.3)
        #expect(end.elements.count == 6 && end.elements.allSatisfy { $0.role == .stationary })
    }

    @Test func centresTheAnchorAndClampsTheOffset() throws {
        let host = TestHost([letters], layout: ListLayout())
        host.view.contentOffset = CGPoint(x: 0, y: 300) // rows 3, 4, 5 on screen
        let new = ListLayout()
        new.rowHeight = 50
        new.headerHeight = 50
        let animation = try TransitionAnimation(collectionView: host.view, to: new, curve: .linear)
        // Centre y 450 = row 4's centre → anchor [0, 4]. New centre 50 + 200 + 25 = 275 →
        // 275 − 150 = 125 → clamped to 350 − 300 = 50.
        #expect(animation.anchorItem == path(0, 4))
        #expect(animation.endBounds.origin == CGPoint(x: 0, y: 50))
        for p in progressPoints {
            let state = animation.state(atProgress: p)
            // Bounds y 300 → 50 = 300 − 250p.
            #expect(close(state.bounds.minY, 300 - 250 * p))
            // After (50…350): rows 0–5; the header (0…50) only touches the top edge.
            #expect(state.elements.count == 6)
            #expect(state.element(.supplementary(ElementKind.sectionHeader, path(0, 0))) == nil)
            for i in 0..<6 {
                let y = 100 * CGFloat(i) + (50 - 50 * CGFloat(i)) * p
                #expect(close(try #require(state.element(.cell(path(0, i)))).attributes.frame.minY, y))
            }
        }
    }

    @Test func aSelectedVisibleItemIsTheAnchor() throws {
        let host = TestHost([letters], layout: ListLayout())
        host.view.contentOffset = CGPoint(x: 0, y: 300)
        host.view.selectItem(at: path(0, 5))
        host.view.selectItem(at: path(0, 0)) // single selection: [0, 0] replaces [0, 5]
        let new = ListLayout()
        new.rowHeight = 50
        // [0, 0] is selected but off screen (0…100 vs 300…600): the nearest-centre rule
        // applies → [0, 4].
        #expect(try TransitionAnimation(collectionView: host.view, to: new).anchorItem == path(0, 4))
        let again = TestHost([letters], layout: ListLayout())
        again.view.contentOffset = CGPoint(x: 0, y: 300)
        again.view.selectItem(at: path(0, 5))
        #expect(try TransitionAnimation(collectionView: again.view, to: ListLayout()).anchorItem == path(0, 5))
    }

    @Test func anElementOnlyInTheOldLayoutFadesOutInPlace() throws {
        let old = ListLayout()
        old.headerHeight = 50
        let host = TestHost([letters], layout: old)
        let new = ListLayout() // no header
        let animation = try TransitionAnimation(collectionView: host.view, to: new, curve: .linear)
        for p in progressPoints {
            let state = animation.state(atProgress: p)
            let header = try #require(state.element(.supplementary(ElementKind.sectionHeader, path(0, 0)), outgoing: true))
            #expect(header.role == .disappearing && close(header.attributes.alpha, 1 - p))
            #expect(header.attributes.frame == rect(0, 0, 200, 50))
        }
        #expect(animation.state(at: 0.3).element(.supplementary(ElementKind.sectionHeader, path(0, 0)), outgoing: true) == nil)
    }
}
