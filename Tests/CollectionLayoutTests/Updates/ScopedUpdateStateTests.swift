import Foundation
import Testing

@testable import CollectionLayout

/// The scoped state the animator steers the core with: `withDeferredUpdateFinalization` on
/// the host and `withUpdateContext` on the layout are balanced by construction — the state
/// holds inside the scope only, and is restored when the body returns or throws.
@Suite("Scoped update state")
@MainActor
struct ScopedUpdateStateTests {
    private struct Stop: Error {}

    @Test func deferredFinalizationHoldsOnlyInsideItsScope() throws {
        let model = ModelDataSource([[1, 2, 3]])
        let (view, layout) = try makeHost(model)
        layout.events.removeAll()
        try view.withDeferredUpdateFinalization {
            model.sections[0].append(4)
            try view.insertItems(at: [ip(0, 3)])
        }
        // Inside the scope the host leaves finalizing to its caller (docs/REFERENCE.md §5).
        #expect(layout.events == ["invalidate(updates)", "prepare", "prepareForUpdates"])
        #expect(!view.defersUpdateFinalization)
        layout.events.removeAll()
        model.sections[0].append(5)
        try view.insertItems(at: [ip(0, 4)])
        #expect(layout.events == ["invalidate(updates)", "prepare", "prepareForUpdates", "finalize"])
    }

    @Test func deferredFinalizationIsRestoredWhenTheBodyThrows() throws {
        let model = ModelDataSource([[1, 2]])
        let (view, layout) = try makeHost(model)
        #expect(throws: Stop.self) {
            try view.withDeferredUpdateFinalization {
                #expect(view.defersUpdateFinalization)
                throw Stop()
            }
        }
        #expect(!view.defersUpdateFinalization)
        layout.events.removeAll()
        model.sections[0].append(3)
        try view.insertItems(at: [ip(0, 2)])
        #expect(layout.events.last == "finalize")
    }

    @Test func nestedDeferralScopesRestoreTheOuterSetting() throws {
        let (view, _) = try makeHost(ModelDataSource([[1]]))
        view.withDeferredUpdateFinalization {
            view.withDeferredUpdateFinalization { #expect(view.defersUpdateFinalization) }
            #expect(view.defersUpdateFinalization)
        }
        #expect(!view.defersUpdateFinalization)
    }

    @Test func updateContextAnswersOnlyInsideItsScope() throws {
        // Rows 50 high: item 1 sits at y 50. Deleted under the context, it ends where it was
        // with alpha 0 (docs/REFERENCE.md §6); outside any scope the base hook answers nil.
        let (_, layout) = try makeHost(ModelDataSource([[1, 2, 3]]))
        layout.prepareIfNeeded()
        let before = try #require(layout.layoutAttributesForItem(at: ip(0, 1)))
        let context = LayoutUpdateContext(inserted: [.cell(ip(0, 0))], deleted: [.cell(ip(0, 1))], before: [.cell(ip(0, 1)): before])
        let (end, start) = layout.withUpdateContext(context) {
            (
                layout.finalLayoutAttributesForDisappearingItem(at: ip(0, 1)),
                layout.initialLayoutAttributesForAppearingItem(at: ip(0, 0))
            )
        }
        #expect(end?.frame == CGRect(x: 0, y: 50, width: 100, height: 50) && end?.alpha == 0)
        #expect(start?.frame == CGRect(x: 0, y: 0, width: 100, height: 50) && start?.alpha == 0)
        #expect(layout.finalLayoutAttributesForDisappearingItem(at: ip(0, 1)) == nil)
        #expect(layout.initialLayoutAttributesForAppearingItem(at: ip(0, 0)) == nil)
    }

    @Test func updateContextIsRestoredWhenTheBodyThrows() throws {
        let (_, layout) = try makeHost(ModelDataSource([[1, 2]]))
        layout.prepareIfNeeded()
        let before = try #require(layout.layoutAttributesForItem(at: ip(0, 0)))
        let outer = LayoutUpdateContext(inserted: [], deleted: [.cell(ip(0, 0))], before: [.cell(ip(0, 0)): before])
        let inner = LayoutUpdateContext(inserted: [], deleted: [], before: [:])
        layout.withUpdateContext(outer) {
            #expect(throws: Stop.self) {
                try layout.withUpdateContext(inner) {
                    #expect(layout.finalLayoutAttributesForDisappearingItem(at: ip(0, 0)) == nil)
                    throw Stop()
                }
            }
            // The outer context is back.
            #expect(layout.finalLayoutAttributesForDisappearingItem(at: ip(0, 0))?.alpha == 0)
        }
        #expect(layout.finalLayoutAttributesForDisappearingItem(at: ip(0, 0)) == nil)
    }
}
