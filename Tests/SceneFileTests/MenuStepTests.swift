import CollectionAnimation
import CollectionLayout
import Foundation
import Testing

@testable import SceneFile

/// The scene's `menu` step: the scene's delegate (SceneDataSource's edit-menu rules), the
/// batch each command makes, the data order after, the frames, and the errors.
@Suite struct MenuStepTests {
    /// Five 100-pt rows A…E in a 200 × 600 view.
    static func scene(_ steps: String) -> String {
        """
        viewport: [200, 600]
        layout: {flow: {itemSize: [200, 100], minimumLineSpacing: 0}}
        sections: [{items: [{title: A}, {title: B}, {title: C}, {title: D}, {title: E}]}]
        timeline:
        \(steps)
        """
    }

    private func titles(_ source: SceneDataSource) -> [String] {
        (0..<source.collectionView(CollectionView(frame: .zero, collectionViewLayout: FlowLayout()), numberOfItemsInSection: 0))
            .compactMap { source.item(at: IndexPath(item: $0, section: 0))?.title }
    }

    @Test func cutDeletesAndPasteInsertsAfterTheItemInOneBatchEach() throws {
        let scene = try Scene.decode(Self.scene("  - wait: 0"), file: "menu.yaml")
        let (view, source) = try scene.makeCollectionView()
        try view.layoutIfNeeded()
        // Before anything is cut, the menu offers Cut and Copy only.
        let first = try #require(view.showEditMenu(forItemAt: IndexPath(item: 1, section: 0)))
        #expect(first.actions == [.cut, .copy])
        #expect(view.performEditAction(.cut, from: first))
        // Cut B: one batch deleting [0, 1]; the data is A C D E; B is on the pasteboard.
        let cut = try #require(try source.lastEditChange?.get())
        #expect(cut.update.updateItems == [CollectionViewUpdateItem(action: .delete, before: IndexPath(item: 1, section: 0), after: nil)])
        #expect(titles(source) == ["A", "C", "D", "E"])
        #expect(source.pasteboard?.title == "B")
        // Paste on D ([0, 2] now): one batch inserting [0, 3]; the data is A C D B E.
        let second = try #require(view.showEditMenu(forItemAt: IndexPath(item: 2, section: 0)))
        #expect(second.actions == [.cut, .copy, .paste])
        #expect(view.performEditAction(.paste, from: second))
        let paste = try #require(try source.lastEditChange?.get())
        #expect(paste.update.updateItems == [CollectionViewUpdateItem(action: .insert, before: nil, after: IndexPath(item: 3, section: 0))])
        #expect(titles(source) == ["A", "C", "D", "B", "E"])
        #expect(view.numberOfItems(inSection: 0) == 5)
    }

    @Test func copyKeepsTheItemAndChangesNothing() throws {
        let scene = try Scene.decode(Self.scene("  - wait: 0"), file: "menu.yaml")
        let (view, source) = try scene.makeCollectionView()
        try view.layoutIfNeeded()
        let menu = try #require(view.showEditMenu(forItemAt: IndexPath(item: 4, section: 0)))
        view.performEditAction(.copy, from: menu)
        #expect(source.pasteboard?.title == "E")
        #expect(try source.lastEditChange?.get() == nil)
        #expect(titles(source) == ["A", "B", "C", "D", "E"])
    }

    @Test func theTimelineShowsThePressTheMenuThenTheCut() throws {
        // press 0.5, menu 0.75, cut 0.25 linear: (0, 0.5] pressed, (0.5, 1.25) menu, then
        // the delete animating to 1.5 (binary-exact times).
        let text = Self.scene("  - menu: {item: [0, 1], action: cut, shown: 0.75, duration: 0.25, curve: linear}")
        let timeline = try SceneTimelineSource(scene: try Scene.decode(text, file: "menu.yaml")).makeTimeline()
        #expect(timeline.duration == 1.5)
        // The current (not outgoing) copy of cell [0, 1]: B before the cut, C after it.
        let cellB: (AnimationState) -> AnimatedElement? = { state in
            state.elements.first { !$0.id.isOutgoing && $0.id.key == .cell(IndexPath(item: 1, section: 0)) }
        }
        let pressing = try timeline.state(at: 0.25)
        #expect(pressing.editMenu == nil && cellB(pressing)?.snapshot?.isHighlighted == true)
        let menuUp = try timeline.state(at: 1.0)
        #expect(menuUp.editMenu?.actions == [.cut, .copy] && cellB(menuUp)?.snapshot?.isHighlighted == true)
        #expect(menuUp.editMenu?.targetRect == CGRect(x: 0, y: 100, width: 200, height: 100))
        // Halfway through the delete (t 1.375, linear p 0.5): B fades out (alpha 0.5) at y
        // 100, unhighlighted; C slides from 200 to 100: y 150.
        let cutting = try timeline.state(at: 1.375)
        #expect(cutting.editMenu == nil)
        let fading = try #require(cutting.elements.first { $0.id.isOutgoing && $0.id.key == .cell(IndexPath(item: 1, section: 0)) })
        #expect(abs(fading.attributes.alpha - 0.5) < 1e-9 && fading.snapshot?.isHighlighted == false)
        let sliding = try #require(cellB(cutting))
        #expect(abs(sliding.attributes.frame.minY - 150) < 1e-9)
        #expect(timeline.finalState.elements.count == 4)
    }

    @Test func theCalloutIsDrawnInTheFrames() throws {
        let text = Self.scene("  - menu: {item: [0, 2], action: copy}")
        let scene = try Scene.decode(text, file: "menu.yaml")
        let timeline = try SceneTimelineSource(scene: scene).makeTimeline()
        let frames = AnimationFrames(appearance: try SceneAppearance(scene: scene), scale: 1)
        // t 1.0: the menu is up (0.5 … 1.3). Item 2 at y 200 has room above: the callout
        // points down at it.
        let list = try frames.displayList(try timeline.state(at: 1.0))
        guard case let .editMenu(callout)? = list.overlays.first else {
            Issue.record("no callout in \(list.overlays)")
            return
        }
        #expect(callout.titles == ["Cut", "Copy"] && callout.arrowDirection == .down)
        #expect(try frames.displayList(timeline.finalState).overlays.isEmpty)
    }

    @Test func aForbiddenActionIsALocatedError() throws {
        // Nothing was cut or copied: the scene's delegate does not offer Paste.
        let text = Self.scene("  - wait: 0.1\n  - menu: {item: [0, 1], action: paste}")
        let scene = try Scene.decode(text, file: "menu.yaml")
        let error = try #require(throws: SceneError.self) { try SceneTimelineSource(scene: scene).makeTimeline() }
        #expect(error.keyPath == "timeline[1]" && error.line == 6)
        #expect(error.message.contains("forbids `paste`") && error.message.contains("`cut`, `copy`"))
    }

    @Test func badSpellingsAreLocated() throws {
        let unknown = try #require(throws: SceneError.self) {
            try Scene.decode(Self.scene("  - menu: {item: [0, 1], action: cur}"), file: "menu.yaml")
        }
        #expect(unknown.keyPath == "timeline[0].menu.action" && unknown.message.contains("did you mean `cut`"))
        let missing = try #require(throws: SceneError.self) {
            try Scene.decode(Self.scene("  - menu: {item: [0, 1]}"), file: "menu.yaml")
        }
        #expect(missing.kind == .missingKey)
        let nan = try #require(throws: SceneError.self) {
            try Scene.decode(Self.scene("  - menu: {item: [0, 1], action: cut, shown: .nan}"), file: "menu.yaml")
        }
        #expect(nan.keyPath == "timeline[0].menu.shown")
    }
}
