import CollectionLayout
import CollectionRendering
import Foundation
import Testing

@testable import SceneFile

/// Self-sizing in scene files (docs/SCENE-FORMAT.md, "Self-sizing") and the `apply` step's
/// `reload` / `reconfigure` marks. Sizes are measured with `ApproximateTextLayout`'s fixed
/// metrics (no fonts): at the default cell font of 15 pt every character advances
/// 0.6 × 15 = 9 pt and a line is 1.2 × 15 = 18 pt; the default cell padding is 6 pt above
/// and below, 8 pt left and right.
@Suite struct SelfSizingSceneTests {
    private func cellFrames(_ scene: Scene, at time: Double = 0) throws -> [IndexPath: CGRect] {
        let dump = try scene.attributeDump(at: time, rect: .visible, measuring: ApproximateTextLayout())
        var frames: [IndexPath: CGRect] = [:]
        for element in dump.elements where element.representedElementCategory == .cell { frames[element.indexPath] = element.frame }
        return frames
    }

    @Test func flowEstimatedItemSizeReadsAutomatic() throws {
        let automatic = try FlowLayoutSpec(from: try SceneParser.parse("{estimatedItemSize: automatic}", file: "s.yaml"))
        #expect(automatic.estimatedItemSize == FlowLayout.automaticSize)
        #expect(
            try FlowLayoutSpec(from: try SceneParser.parse("{estimatedItemSize: [10, 20]}", file: "s.yaml")).estimatedItemSize
                == CGSize(width: 10, height: 20))
        let scene = try Scene.decode("viewport: [100, 100]\nlayout: {flow: {estimatedItemSize: big}}\n", file: "scene.yaml")
        let error = try #require(throws: SceneError.self) { try scene.validate() }
        #expect(error.description.contains("estimatedItemSize is a size [width, height] or `automatic`, not `big`"), "\(error)")
        #expect(error.line == 2)
    }

    @Test func flowCellsSizeFromTheirTitles() throws {
        let scene = try Scene.decode(
            """
            viewport: [200, 200]
            scale: 1
            layout: {flow: {estimatedItemSize: automatic}}
            sections:
              - items: [abcd, {title: ab, size: [70, 40]}, "abcdefghijklmnopqrstuvwxyz abcdefghij"]
            """, file: "scene.yaml")
        let frames = try cellFrames(scene)
        // "abcd": 4 × 9 + 16 = 52 by 18 + 12 = 30. The second keeps its own 70 × 40.
        // The third, unwrapped 37 × 9 + 16 = 349 > 200: it wraps at 200 − 16 = 184, 20
        // characters a line: "abcdefghijklmnopqrst" / "uvwxyz abcdefghij" → 20 × 9 + 16 = 196
        // by 2 × 18 + 12 = 48.
        // Line 1: 52 + 10 + 70 = 132, + 10 + 196 > 200: the third opens line 2. Line 1 is
        // justified: gap 200 − 122 = 78 → x 0 and 130; 40 tall, the first centred (y 5).
        // Line 2 at 40 + 10 = 50, left-aligned.
        #expect(frames[IndexPath(item: 0, section: 0)] == CGRect(x: 0, y: 5, width: 52, height: 30))
        #expect(frames[IndexPath(item: 1, section: 0)] == CGRect(x: 130, y: 0, width: 70, height: 40))
        #expect(frames[IndexPath(item: 2, section: 0)] == CGRect(x: 0, y: 50, width: 196, height: 48))
    }

    static let listScene = """
        viewport: [200, 300]
        scale: 1
        layout:
          compositional:
            section:
              group:
                horizontal:
                  layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {estimated: 44}}
                  subitems: [{item: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {estimated: 44}}}}]
        sections:
          - {id: s1, items: [a, b, c]}
        timeline:
          - apply:
              sections: [{id: s1, items: [c, a, {id: b, title: "bbbbbbbbbb bbbbbbbbbb bbbbb"}]}]
        """

    @Test func applyMarksReloadsAndReconfigures() throws {
        let scene = try Scene.decode(
            Self.listScene.replacingOccurrences(of: "bbbbb\"}]}]", with: "bbbbb\"}]}]\n      reload: [a]\n      reconfigure: [b]"),
            file: "scene.yaml")
        guard case let .update(update) = try #require(scene.timeline.first).action else {
            Issue.record("not an update")
            return
        }
        // a b c → c a b: a and b keep their order, c moves 2 → 0; a is reloaded where it
        // was; b is reconfigured, from [0, 1] to [0, 2], with no batch operation.
        #expect(update.moveItems == [UpdateStep.ItemMove(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))])
        #expect(update.reloadItems == [IndexPath(item: 0, section: 0)])
        #expect(update.reconfigureItems == [UpdateStep.ItemMove(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 2, section: 0))])
    }

    @Test func aReconfiguredCellShowsItsNewTextAndSizesAgain() throws {
        let plain = try Scene.decode(Self.listScene, file: "scene.yaml")
        let reconfigured = try Scene.decode(
            Self.listScene.replacingOccurrences(of: "bbbbb\"}]}]", with: "bbbbb\"}]}]\n      reconfigure: [b]"), file: "scene.yaml")
        // Before: one line each, 18 + 12 = 30 tall, at y 0, 30, 60 (width 200, fixed).
        let before = try cellFrames(plain)
        #expect(before[IndexPath(item: 1, section: 0)] == CGRect(x: 0, y: 30, width: 200, height: 30))
        // After c a b. b's new title (27 characters) wraps at 184 pt = 20 characters:
        // "bbbbbbbbbb" / "bbbbbbbbbb bbbbb" → 2 × 18 + 12 = 48 — when reconfigured. Without
        // the mark its cell keeps the content it was configured with, as in UIKit: 30.
        #expect(try cellFrames(reconfigured, at: 10)[IndexPath(item: 2, section: 0)] == CGRect(x: 0, y: 60, width: 200, height: 48))
        #expect(try cellFrames(plain, at: 10)[IndexPath(item: 2, section: 0)] == CGRect(x: 0, y: 60, width: 200, height: 30))
    }

    @Test func uniformAcrossSiblingsRowsTakeTheTallestRow() throws {
        let scene = try Scene.decode(
            Self.listScene.replacingOccurrences(
                of: "subitems: [{item: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {estimated: 44}}}}]",
                with:
                    "subitems: [{item: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {uniformAcrossSiblings: 44}}}}]"
            ).replacingOccurrences(of: "items: [a, b, c]", with: "items: [a, {id: b, title: \"bbbbbbbbbb bbbbbbbbbb bbbbb\"}, c]"),
            file: "scene.yaml")
        // b's title wraps at 200 − 16 = 184 pt (20 characters): "bbbbbbbbbb" /
        // "bbbbbbbbbb bbbbb" → 2 × 18 + 12 = 48; a and c need 18 + 12 = 30. Uniform across the
        // section: every row 48, at y 0, 48, 96.
        let frames = try cellFrames(scene)
        #expect(frames[IndexPath(item: 0, section: 0)] == CGRect(x: 0, y: 0, width: 200, height: 48))
        #expect(frames[IndexPath(item: 1, section: 0)] == CGRect(x: 0, y: 48, width: 200, height: 48))
        #expect(frames[IndexPath(item: 2, section: 0)] == CGRect(x: 0, y: 96, width: 200, height: 48))
    }

    @Test func aCompositionalHeaderWithAnEstimatedHeightWrapsItsTitle() throws {
        let scene = try Scene.decode(
            """
            viewport: [200, 300]
            scale: 1
            layout:
              compositional:
                section:
                  group:
                    horizontal:
                      layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 40}}
                      subitems: [{item: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 40}}}}]
                  boundarySupplementaryItems:
                    - layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {estimated: 30}}
                      elementKind: UICollectionElementKindSectionHeader
                      alignment: top
            sections:
              - {header: "aaaaaaaaaa aaaaaaaaaa", items: [a]}
            """, file: "scene.yaml")
        let dump = try scene.attributeDump(at: 0, rect: .visible, measuring: ApproximateTextLayout())
        let header = dump.elements.first { $0.representedElementCategory == .supplementary }
        // The default header: bold 17 pt (advance 0.6 × 17 = 10.2, line 1.2 × 17 = 20.4), 16 pt
        // side and 4 pt top and bottom padding. The width is fixed at 200: 168 pt of text, 16
        // characters a line → "aaaaaaaaaa" / "aaaaaaaaaa": 2 × 20.4 + 8 = 48.8, rounded up to
        // the pixel at scale 1: 49. The item follows at y 49.
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 200, height: 49))
        #expect(try cellFrames(scene)[IndexPath(item: 0, section: 0)] == CGRect(x: 0, y: 49, width: 200, height: 40))
    }

    @Test func listRowsSizeFromTheirTitlesAndHeadersKeepTheListsHeight() throws {
        func scene(header: String) throws -> Scene {
            try Scene.decode(
                """
                viewport: [200, 400]
                scale: 1
                layout: {list: {appearance: plain, headerMode: supplementary}}
                sections:
                  - {header: "\(header)", items: [a, "aaaaaaaaaa aaaaaaaaaa aaaaaaaaaa", b]}
                """, file: "scene.yaml")
        }
        func header(_ scene: Scene) throws -> CGRect? {
            try scene.attributeDump(at: 0, rect: .visible, measuring: ApproximateTextLayout()).elements
                .first { $0.representedElementCategory == .supplementary }?.frame
        }
        let short = try scene(header: "h")
        // A row raised to 44 asks again with its 30: the layout settles, with no warning of
        // passes that never end.
        let (view, data) = try short.makeCollectionView(measuring: ApproximateTextLayout())
        var warnings: [String] = []
        view.diagnosticHandler = { warnings.append($0) }
        try view.layoutIfNeeded()
        #expect(warnings.isEmpty, "\(warnings)")
        withExtendedLifetime(data) {}
        let frames = try cellFrames(short)
        let top = try #require(frames[IndexPath(item: 0, section: 0)]).minY
        // A list's rows are estimated, as UIKit's, so each sizes itself: "a" needs 18 + 12 = 30,
        // raised to a list row's 44; the second title wraps at 200 − 16 = 184 pt (20
        // characters), a word a line: 3 × 18 + 12 = 66; "b" 44 again.
        #expect(frames[IndexPath(item: 0, section: 0)]?.height == 44)
        #expect(frames[IndexPath(item: 1, section: 0)] == CGRect(x: 0, y: top + 44, width: 200, height: 66))
        #expect(frames[IndexPath(item: 2, section: 0)] == CGRect(x: 0, y: top + 110, width: 200, height: 44))
        // The header keeps the list's own height (UIKit's header metrics, not the scene
        // style's padding): a title that would wrap leaves it as a one-letter title does.
        let long = try scene(header: "aaaaaaaaaa aaaaaaaaaa aaaaaaaaaa aaaaaaaaaa")
        #expect(try header(long) == header(short))
        #expect(try header(short) != nil)
    }

    @Test func aMarkMustNameAnItemOfTheNewState() throws {
        let error = try #require(
            decodingError(
                """
                viewport: [100, 100]
                sections:
                  - {id: s1, items: [a, b]}
                timeline:
                  - apply: {sections: [{id: s1, items: [a, b]}], reconfigure: [bb]}
                """))
        // Line 5: "  - apply: {sections: [{id: s1, items: [a, b]}], reconfigure: [" is 63
        // characters: `bb` at column 64.
        #expect(
            error.description
                == "scene.yaml:5:64: error: timeline[0].apply.reconfigure[0]: `reconfigure` names item `bb`, which is not in "
                + "the `apply` step's sections; did you mean `b`?")
    }
}
