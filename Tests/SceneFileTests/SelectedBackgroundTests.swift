import CollectionAnimation
import CollectionLayout
import CollectionRendering
import Foundation
import SceneFile
import Testing

/// One rule for the selected background on every path (issue 16): UIKit shows a cell's
/// `selectedBackgroundView` while the cell is selected or highlighted. A scene's still
/// display list (the host's views) and its animation frames (the animator's snapshots)
/// agree, and both draw the content the data source configured.
@Suite struct SelectedBackgroundTests {
    private let text = """
        viewport: [200, 60]
        layout: {flow: {itemSize: [50, 50]}}
        sections: [{items: [{title: A}, {title: B}, {title: C}]}]
        """

    @Test func theRuleShowsItForSelectedOrHighlightedCellsOnly() {
        let style = ElementStyle.default
        let cell = ElementKey(category: .cell, kind: nil, indexPath: IndexPath(item: 0, section: 0))
        let header = ElementKey(category: .supplementary, kind: ElementKind.sectionHeader, indexPath: IndexPath(item: 0, section: 0))
        let content = style.content(for: cell)
        let cases: [(ElementKey, Bool, Bool, Bool)] = [
            (cell, false, false, false), (cell, true, false, true), (cell, false, true, true), (cell, true, true, true),
            (header, true, true, false),
        ]
        for (key, selected, highlighted, shows) in cases {
            let appearance = ElementAppearance(key: key, content: content, isSelected: selected, isHighlighted: highlighted, style: style)
            #expect((appearance.selectedBackground != nil) == shows, "\(key) selected \(selected) highlighted \(highlighted)")
            #expect(appearance.isSelected == (selected && key.category == .cell))
        }
    }

    @Test func stillAndAnimationPathsAgree() throws {
        let scene = try Scene.decode(text)
        let (view, dataSource) = try scene.makeCollectionView()
        let appearance = try SceneAppearance(scene: scene)
        try view.layoutIfNeeded()
        view.selectItem(at: IndexPath(item: 0, section: 0))
        view.touchDown(at: IndexPath(item: 1, section: 0)) // highlighted, not selected
        let still = try appearance.displayList(for: view, sections: dataSource.sections)
        let frame = try AnimationFrames(appearance: appearance, scale: scene.scale).displayList(.still(of: view))
        for list in [still, frame] {
            let cells = list.elements.filter { $0.key.category == .cell }.sorted { $0.key.indexPath.item < $1.key.indexPath.item }
            #expect(cells.map { $0.selectedBackground != nil } == [true, true, false])
            #expect(cells.map(\.isSelected) == [true, false, false])
            #expect(cells.map(\.content.title) == ["A", "B", "C"])
        }
        #expect(still.elements == frame.elements)
    }

    @Test func theStillPathDrawsWhatTheDataSourceConfigured() throws {
        let scene = try Scene.decode(text)
        let (view, dataSource) = try scene.makeCollectionView()
        try view.layoutIfNeeded()
        // The cells were configured from the data; the sections passed serve only elements
        // without a view, so an out-of-date copy does not change what is drawn.
        var stale = dataSource.sections
        stale[0].items = .count(3)
        let list = try SceneAppearance(scene: scene).displayList(for: view, sections: stale)
        #expect(list.elements.filter { $0.key.category == .cell }.compactMap(\.content.title).sorted() == ["A", "B", "C"])
    }
}
