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
        #expect(end.elements.count == 2)  // H0', C
    }
}
