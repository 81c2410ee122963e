import CollectionAnimation
import CollectionLayout
import Foundation
import Testing

// Section fixture (source: uikit-rule): a 200 × 400 view over the list with 50-pt headers
// (zIndex 10) and 100-pt rows. Sections S0 [A, B], S1 [C]:
// H0 0…50, A 50…150, B 150…250, H1 250…300, C 300…400 — all on screen (visible 0…400).
@Suite struct UpdateAnimationSectionTests {
    let header = ElementKind.sectionHeader

    func makeHost() -> TestHost {
        let layout = ListLayout()
        layout.headerHeight = 50
        return TestHost([["A", "B"], ["C"]], layout: layout, size: CGSize(width: 200, height: 400))
    }

    @Test func insertedSectionFadesInWithItsHeader() throws {
        let host = makeHost()
        // Insert section 1 [X]: S0 [A, B], S1 [X], S2 [C]. New: H1 250…300, X 300…400,
        // H2 400…450, C 450…550. Sections 0 → 0, 1 → 2; C [1, 0] → [2, 0].
        let batch = try host.commit(
            [["A", "B"], ["X"], ["C"]], items: [.init(action: .insert, before: nil, after: IndexPath(index: 1))],
            itemMapping: [path(0, 0): path(0, 0), path(0, 1): path(0, 1), path(1, 0): path(2, 0)],
            sectionMapping: [0: 0, 1: 2])
        let animation = try UpdateAnimation(collectionView: host.view, batch: batch, curve: .linear)
        for p in progressPoints {
            let state = animation.state(atProgress: p)
            // The new header H1 fades in at 250; the old H1 (now H2) slides 250 → 400.
            let newHeader = try #require(state.element(.supplementary(header, path(1, 0))))
            #expect(newHeader.role == .appearing && close(newHeader.attributes.alpha, p))
            #expect(newHeader.attributes.frame == rect(0, 250, 200, 50))
            let oldHeader = try #require(state.element(.supplementary(header, path(2, 0))))
            #expect(oldHeader.role == .surviving && close(oldHeader.attributes.frame.minY, 250 + 150 * p))
            // It keeps the view it had, showing "H1" (UIKit does not reconfigure moved views).
            #expect(state.text(.supplementary(header, path(2, 0))) == "H1")
            // X fades in at 300; C slides 300 → 450 = 300 + 150p (starts on screen).
            let x = try #require(state.element(.cell(path(1, 0))))
            #expect(x.role == .appearing && close(x.attributes.alpha, p) && x.attributes.frame.minY == 300)
            #expect(close(try #require(state.element(.cell(path(2, 0)))).attributes.frame.minY, 300 + 150 * p))
            // H0, A, B, new H1, X, old H1, C; headers (zIndex 10) draw last.
            #expect(state.elements.count == 7)
            #expect(state.elements.suffix(3).allSatisfy { $0.attributes.zIndex == 10 })
        }
    }

    @Test func deletedSectionFadesOutWithItsHeader() throws {
        let host = makeHost()
        // Delete section 0: S0' = old S1 [C]: H0' 0…50, C 50…150; content 150. Section 1 → 0.
        let batch = try host.commit(
            [["C"]], items: [.init(action: .delete, before: IndexPath(index: 0), after: nil)],
            itemMapping: [path(1, 0): path(0, 0)], sectionMapping: [1: 0])
        let animation = try UpdateAnimation(collectionView: host.view, batch: batch, curve: .linear)
        for p in progressPoints {
            let state = animation.state(atProgress: p)
            // Old H0, A, B fade out in place (1 − p) with their old content.
            let h0 = try #require(state.element(.supplementary(header, path(0, 0)), outgoing: true))
            #expect(h0.role == .disappearing && close(h0.attributes.alpha, 1 - p) && h0.attributes.frame.minY == 0)
            #expect(state.text(.supplementary(header, path(0, 0)), outgoing: true) == "H0")
            #expect(close(try #require(state.element(.cell(path(0, 0)), outgoing: true)).attributes.alpha, 1 - p))
            #expect(close(try #require(state.element(.cell(path(0, 1)), outgoing: true)).attributes.alpha, 1 - p))
            // Old H1 → H0': 250 → 0 = 250 − 250p; C: 300 → 50 = 300 − 250p.
            let h1 = try #require(state.element(.supplementary(header, path(0, 0))))
            #expect(h1.role == .surviving && close(h1.attributes.frame.minY, 250 - 250 * p))
            #expect(close(try #require(state.element(.cell(path(0, 0)))).attributes.frame.minY, 300 - 250 * p))
            #expect(state.elements.count == 5 && state.contentSize == CGSize(width: 200, height: 150))
        }
        let end = animation.state(at: 0.3)
        #expect(end.elements.count == 2) // H0', C
    }
}

// The same section fixture with the real FlowLayout and performBatchUpdates: 200 × 100
// items, line spacing 0, 50-pt headers (flow's zIndex 10), no insets — the same frames as
// the list: H0 0…50, A 50…150, B 150…250, H1 250…300, C 300…400.
@Suite struct FlowSectionUpdateTests {
    let header = ElementKind.sectionHeader

    func makeHost() -> TestHost {
        let flow = FlowLayout()
        flow.itemSize = CGSize(width: 200, height: 100)
        flow.minimumLineSpacing = 0
        flow.headerReferenceSize = CGSize(width: 0, height: 50)
        return TestHost([["A", "B"], ["C"]], layout: flow, size: CGSize(width: 200, height: 400))
    }

    @Test func insertSectionWithFlowLayout() throws {
        let host = makeHost()
        let animation = try host.animateUpdate([["A", "B"], ["X"], ["C"]]) { try $0.insertSections(IndexSet(integer: 1)) }
        for p in progressPoints {
            let state = animation.state(atProgress: p)
            // New H1 fades in at 250; old H1 → H2 slides 250 → 400; X fades in at 300; C 300 → 450.
            let newHeader = try #require(state.element(.supplementary(header, path(1, 0))))
            #expect(newHeader.role == .appearing && close(newHeader.attributes.alpha, p) && newHeader.attributes.frame.minY == 250)
            #expect(close(try #require(state.element(.supplementary(header, path(2, 0)))).attributes.frame.minY, 250 + 150 * p))
            #expect(close(try #require(state.element(.cell(path(1, 0)))).attributes.alpha, p))
            #expect(close(try #require(state.element(.cell(path(2, 0)))).attributes.frame.minY, 300 + 150 * p))
            #expect(state.elements.count == 7)
            #expect(state.elements.suffix(3).allSatisfy { $0.attributes.zIndex == 10 })
        }
    }

    @Test func deleteSectionWithFlowLayout() throws {
        let host = makeHost()
        let animation = try host.animateUpdate([["C"]]) { try $0.deleteSections(IndexSet(integer: 0)) }
        for p in progressPoints {
            let state = animation.state(atProgress: p)
            // H0, A, B fade out in place; old H1 → H0' 250 → 0; C 300 → 50.
            #expect(close(try #require(state.element(.supplementary(header, path(0, 0)), outgoing: true)).attributes.alpha, 1 - p))
            #expect(close(try #require(state.element(.cell(path(0, 1)), outgoing: true)).attributes.alpha, 1 - p))
            #expect(close(try #require(state.element(.supplementary(header, path(0, 0)))).attributes.frame.minY, 250 - 250 * p))
            #expect(close(try #require(state.element(.cell(path(0, 0)))).attributes.frame.minY, 300 - 250 * p))
            #expect(state.elements.count == 5)
            #expect(state.text(.cell(path(0, 1)), outgoing: true) == "B")
        }
    }
}

// Decoration views (source: uikit-rule, docs/REFERENCE.md §6: the hooks and the animation cover
// every element, decoration views included): the list with a background decoration per
// section (zIndex −1) in a 200 × 400 view. Sections [A, B], [C]: A 0…100, B 100…200,
// C 200…300; backgrounds 0…200 and 200…300.
@Suite struct DecorationUpdateTests {
    @Test func sectionBackgroundsFollowTheirSections() throws {
        let layout = ListLayout()
        layout.sectionBackgrounds = true
        let host = TestHost([["A", "B"], ["C"]], layout: layout, size: CGSize(width: 200, height: 400))
        // Insert X at [0, 1]: A 0, X 100, B 200, C 300…400; backgrounds 0…300 and 300…400.
        let animation = try host.animateUpdate([["A", "X", "B"], ["C"]]) { try $0.insertItems(at: [path(0, 1)]) }
        for p in progressPoints {
            let state = animation.state(atProgress: p)
            // Background 0: height 200 → 300 = 200 + 100p. Background 1: y 200 → 300.
            let bg0 = try #require(state.element(.decoration(ListLayout.backgroundKind, path(0, 0))))
            #expect(bg0.role == .surviving && close(bg0.attributes.frame, rect(0, 0, 200, 200 + 100 * p)))
            let bg1 = try #require(state.element(.decoration(ListLayout.backgroundKind, path(1, 0))))
            #expect(close(bg1.attributes.frame, rect(0, 200 + 100 * p, 200, 100)))
            // Decorations (zIndex −1) draw first.
            #expect(state.elements.prefix(2).allSatisfy { $0.id.key.category == .decoration })
            #expect(state.elements.count == 6) // 2 backgrounds, A, X, B, C
        }
        // Then delete section 0 (now A X B, background 0…300): it fades out in place; section
        // 1's background (300…400) slides to 0: y = 300 − 300p.
        let again = try host.animateUpdate([["C"]]) { try $0.deleteSections(IndexSet(integer: 0)) }
        for p in progressPoints {
            let state = again.state(atProgress: p)
            let gone = try #require(state.element(.decoration(ListLayout.backgroundKind, path(0, 0)), outgoing: true))
            #expect(gone.role == .disappearing && close(gone.attributes.alpha, 1 - p) && gone.attributes.frame == rect(0, 0, 200, 300))
            let moved = try #require(state.element(.decoration(ListLayout.backgroundKind, path(0, 0))))
            #expect(close(moved.attributes.frame.minY, 300 - 300 * p))
        }
    }
}
