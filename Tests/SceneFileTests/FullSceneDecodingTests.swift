import CollectionLayout
import CollectionRendering
import Foundation
import Testing

@testable import SceneFile

/// Every field of the schema, written once in YAML and once in JSON.
@Suite struct FullSceneDecodingTests {
    static let yaml = """
        # every key
        viewport: [390, 844]
        scale: 2
        contentOffset: [0, 120.5]
        contentInset: [1, 2, 3, 4]
        layoutDirection: rightToLeft
        background: "#FFFFFF"
        layout:
          flow:
            scrollDirection: horizontal
            itemSize: [100, 90]
            minimumLineSpacing: 8
            minimumInteritemSpacing: 6
            sectionInset: [10, 11, 12, 13]
            headerReferenceSize: [0, 44]
            footerReferenceSize: [0, 20]
            sectionHeadersPinToVisibleBounds: true
            sectionFootersPinToVisibleBounds: false
            estimatedItemSize: [0, 0]
        sections:
          - items: 12
            header: "Today"
            footer: "End"
            inset: [0, 16, 0, 16]
            minimumLineSpacing: 4
            minimumInteritemSpacing: 2
            headerSize: [0, 60]
            footerSize: [0, 30]
          - items:
              - {size: [120, 80], title: "A", subtitle: "first", color: "#FF9500", image: "img/a.png"}
              - {}
              - title: 'B'
        selected: [[0, 2], [1, 0]]
        style:
          cell: {color: "#DDD", cornerRadius: 8, borderWidth: 1, borderColor: "#999", label: indexPath,
                 shadow: {color: "#000", opacity: 0.25, offset: [0, 2], radius: 4},
                 font: {family: "DejaVu Sans", size: 13, weight: semibold}, textColor: "#111", alignment: center}
          header: {color: "#F2F2F7", alignment: leading, label: title}
          footer: {label: none}
          decoration: {color: "#EEE"}
          selected: {borderColor: "#007AFF", borderWidth: 3}
        timeline:
          - update:
              deleteItems: [[0, 1]]
              insertItems: [[0, 0]]
              moveItems: [[[0, 3], [0, 5]]]
              reloadItems: [[0, 4]]
              insertSections: [1]
              deleteSections: []
              moveSections: [[2, 0]]
              reloadSections: [3]
            sections: [{items: 3}]
            duration: 0.5
            curve: easeInEaseOut
          - transition: {layout: {flow: {itemSize: [60, 60]}}, duration: 0.4, curve: [0.25, 0.1, 0.25, 1]}
          - scroll: {to: [0, 400], duration: 0.5, curve: {spring: {damping: 0.8, velocity: 0.5}}}
          - wait: 0.25
        """

    static let json = #"""
        {
          "viewport": [390, 844], "scale": 2, "contentOffset": [0, 1.205e2], "contentInset": [1, 2, 3, 4],
          "layoutDirection": "rightToLeft",
          "background": "#FFFFFF",
          "layout": {"flow": {
            "scrollDirection": "horizontal", "itemSize": [100, 90], "minimumLineSpacing": 8,
            "minimumInteritemSpacing": 6, "sectionInset": [10, 11, 12, 13], "headerReferenceSize": [0, 44],
            "footerReferenceSize": [0, 20], "sectionHeadersPinToVisibleBounds": true,
            "sectionFootersPinToVisibleBounds": false, "estimatedItemSize": [0, 0]}},
          "sections": [
            {"items": 12, "header": "Today", "footer": "End", "inset": [0, 16, 0, 16], "minimumLineSpacing": 4,
             "minimumInteritemSpacing": 2, "headerSize": [0, 60], "footerSize": [0, 30]},
            {"items": [
              {"size": [120, 80], "title": "A", "subtitle": "first", "color": "#FF9500", "image": "img\/a.png"},
              {},
              {"title": "B"}]}
          ],
          "selected": [[0, 2], [1, 0]],
          "style": {
            "cell": {"color": "#DDD", "cornerRadius": 8, "borderWidth": 1, "borderColor": "#999", "label": "indexPath",
                     "shadow": {"color": "#000", "opacity": 0.25, "offset": [0, 2], "radius": 4},
                     "font": {"family": "DejaVu Sans", "size": 13, "weight": "semibold"}, "textColor": "#111",
                     "alignment": "center"},
            "header": {"color": "#F2F2F7", "alignment": "leading", "label": "title"},
            "footer": {"label": "none"},
            "decoration": {"color": "#EEE"},
            "selected": {"borderColor": "#007AFF", "borderWidth": 3}
          },
          "timeline": [
            {"update": {"deleteItems": [[0, 1]], "insertItems": [[0, 0]], "moveItems": [[[0, 3], [0, 5]]],
                        "reloadItems": [[0, 4]], "insertSections": [1], "deleteSections": [], "moveSections": [[2, 0]],
                        "reloadSections": [3]},
             "sections": [{"items": 3}], "duration": 0.5, "curve": "easeInEaseOut"},
            {"transition": {"layout": {"flow": {"itemSize": [60, 60]}}, "duration": 0.4, "curve": [0.25, 0.1, 0.25, 1]}},
            {"scroll": {"to": [0, 400], "duration": 0.5, "curve": {"spring": {"damping": 0.8, "velocity": 0.5}}}},
            {"wait": 0.25}
          ]
        }
        """#

    static let base = URL(fileURLWithPath: "/scenes")

    @Test func yamlDecodesEveryField() throws {
        let scene = try Scene.decode(Self.yaml, file: "full.yaml", baseDirectory: Self.base)
        #expect(scene.viewport == CGSize(width: 390, height: 844))
        #expect(scene.scale == 2)
        #expect(scene.contentOffset == CGPoint(x: 0, y: 120.5))
        #expect(scene.contentInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(scene.layoutDirection == .rightToLeft)
        #expect(scene.background?.text == "#FFFFFF")
        #expect(scene.background?.location.line == 7)
        #expect(scene.layout.name == "flow")
        #expect(scene.layout.location.line == 9)

        let flow = try FlowLayoutSpec(from: scene.layout.parameters)
        #expect(flow.scrollDirection == .horizontal)
        #expect(flow.itemSize == CGSize(width: 100, height: 90))
        #expect(flow.minimumLineSpacing == 8)
        #expect(flow.minimumInteritemSpacing == 6)
        #expect(flow.sectionInset == EdgeInsets(top: 10, left: 11, bottom: 12, right: 13))
        #expect(flow.headerReferenceSize == CGSize(width: 0, height: 44))
        #expect(flow.footerReferenceSize == CGSize(width: 0, height: 20))
        #expect(flow.sectionHeadersPinToVisibleBounds)
        #expect(!flow.sectionFootersPinToVisibleBounds)
        #expect(flow.estimatedItemSize == .zero)

        #expect(scene.sections.count == 2)
        let first = scene.sections[0]
        #expect(first.items == .count(12))
        #expect(first.header == "Today")
        #expect(first.footer == "End")
        #expect(first.inset == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(first.minimumLineSpacing == 4)
        #expect(first.minimumInteritemSpacing == 2)
        #expect(first.headerSize == CGSize(width: 0, height: 60))
        #expect(first.footerSize == CGSize(width: 0, height: 30))
        guard case let .list(items) = scene.sections[1].items else {
            Issue.record("section 1 should be a list")
            return
        }
        #expect(items.count == 3)
        #expect(items[0].size == CGSize(width: 120, height: 80))
        #expect(items[0].title == "A")
        #expect(items[0].subtitle == "first")
        #expect(items[0].color?.text == "#FF9500")
        #expect(items[0].image == "/scenes/img/a.png")
        #expect(items[1] == ItemSpec())
        #expect(items[2].title == "B")
        #expect(scene.sections[1].inset == nil)

        #expect(scene.selected == [IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1)])

        let cell = try #require(scene.style.cell)
        #expect(cell.color?.text == "#DDD")
        #expect(cell.cornerRadius == 8)
        #expect(cell.borderWidth == 1)
        #expect(cell.borderColor?.text == "#999")
        #expect(cell.label == .indexPath)
        let shadow = try #require(cell.shadow)
        #expect(shadow.color?.text == "#000")
        #expect(shadow.opacity == 0.25)
        #expect(shadow.offset == CGSize(width: 0, height: 2))
        #expect(shadow.radius == 4)
        #expect(cell.font == FontSpec(family: "DejaVu Sans", size: 13, weight: .semibold))
        #expect(cell.textColor?.text == "#111")
        #expect(cell.alignment == .center)
        #expect(scene.style.header?.alignment == .leading)
        #expect(scene.style.header?.label == .title)
        #expect(scene.style.footer?.label == ElementLabel.none)
        #expect(scene.style.decoration?.color?.text == "#EEE")
        #expect(scene.style.selected?.borderWidth == 3)

        #expect(scene.timeline.count == 4)
        guard case let .update(update) = scene.timeline[0].action else {
            Issue.record("step 0 should be an update")
            return
        }
        #expect(update.deleteItems == [IndexPath(item: 1, section: 0)])
        #expect(update.insertItems == [IndexPath(item: 0, section: 0)])
        #expect(update.moveItems == [.init(from: IndexPath(item: 3, section: 0), to: IndexPath(item: 5, section: 0))])
        #expect(update.reloadItems == [IndexPath(item: 4, section: 0)])
        #expect(update.insertSections == [1])
        #expect(update.deleteSections == [])
        #expect(update.moveSections == [.init(from: 2, to: 0)])
        #expect(update.reloadSections == [3])
        #expect(update.sections == [SectionSpec(items: .count(3))])
        #expect(update.duration == 0.5)
        #expect(update.curve == .easeInEaseOut)
        // moveItems: [[[0, 3], [0, 5]]] is on line 46 (43 `- update:`, 44 delete, 45 insert); its first entry starts at column 19.
        #expect(update.location(of: .moveItems, at: 0)?.line == 46)
        #expect(update.location(of: .moveItems, at: 0)?.column == 19)
        #expect(update.location(of: .moveItems, at: 0)?.keyPath.description == "timeline[0].update.moveItems[0]")

        guard case let .transition(transition) = scene.timeline[1].action else {
            Issue.record("step 1 should be a transition")
            return
        }
        #expect(transition.layout.name == "flow")
        #expect(try FlowLayoutSpec(from: transition.layout.parameters).itemSize == CGSize(width: 60, height: 60))
        #expect(transition.duration == 0.4)
        #expect(transition.curve == .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
        #expect(
            scene.timeline[2].action
                == .scroll(
                    ScrollStep(
                        to: CGPoint(x: 0, y: 400), duration: 0.5,
                        curve: .spring(damping: 0.8, velocity: 0.5))))
        #expect(scene.timeline[3].action == .wait(0.25))
        // `- wait: 0.25` is the last line, 57 (54 curve, 55 transition, 56 scroll); the step mapping starts after "  - ", column 5.
        #expect(scene.timeline[3].location?.line == 57)
        #expect(scene.timeline[3].location?.column == 5)
        #expect(scene.timeline[3].location?.keyPath.description == "timeline[3]")
    }

    @Test func jsonDecodesToTheSameScene() throws {
        let fromYAML = try Scene.decode(Self.yaml, file: "full.yaml", baseDirectory: Self.base)
        let fromJSON = try Scene.decode(Self.json, file: "full.json", baseDirectory: Self.base)
        #expect(fromJSON == fromYAML)
        // Locations come from the JSON text: "background" is on line 4, its value at column 17.
        #expect(
            fromJSON.background?.location
                == SceneLocation(
                    file: "full.json", line: 4, column: 17,
                    keyPath: SceneKeyPath([.key("background")])))
    }

    @Test func defaultsWhenOnlyTheViewportIsGiven() throws {
        let scene = try Scene.decode("viewport: [320, 480]")
        #expect(scene.scale == 1)
        #expect(scene.contentOffset == .zero)
        #expect(scene.contentInset == .zero)
        #expect(scene.layoutDirection == .leftToRight)
        #expect(scene.background == nil)
        #expect(scene.layout.name == "flow")
        #expect(scene.layout.parameters.isNull)
        #expect(scene.sections.isEmpty)
        #expect(scene.selected.isEmpty)
        #expect(scene.style == StyleSpec())
        #expect(scene.timeline.isEmpty)
        // UIKit's flow defaults: itemSize 50 × 50, spacings 10.
        let flow = try FlowLayoutSpec(from: scene.layout.parameters)
        #expect(flow == FlowLayoutSpec())
        #expect(flow.itemSize == CGSize(width: 50, height: 50))
        #expect(flow.minimumLineSpacing == 10 && flow.minimumInteritemSpacing == 10)
    }

    @Test func layoutShorthandsAndInsetMapping() throws {
        let bare = try Scene.decode("viewport: [10, 10]\nlayout: flow")
        #expect(bare.layout.name == "flow" && bare.layout.parameters.isNull)
        let empty = try Scene.decode("viewport: [10, 10]\nlayout:\n  flow:\ncontentInset: {top: 5, right: 2}")
        #expect(empty.layout.name == "flow" && empty.layout.parameters.isNull)
        #expect(empty.contentInset == EdgeInsets(top: 5, left: 0, bottom: 0, right: 2))
    }

    @Test func theMostItemsCostNothing() throws {
        // The most items a scene may hold (SceneLimits.maximumItemCount).
        let scene = try Scene.decode("viewport: [390, 844]\nsections: [{items: 100000}]")
        #expect(scene.sections[0].items == .count(100_000))
        #expect(scene.sections[0].items.item(at: 99_999) == ItemSpec())
        #expect(scene.sections[0].items.item(at: 100_000) == nil)
    }

    @Test func jsonEscapesAndNumbers() throws {
        let json = #"""
            {"viewport": [1E+2, 2.5e1], "sections": [{"items": [
              {"title": "caf\u00e9 \"q\" \\ \/ \t\n", "subtitle": "\ud83d\ude00!"}]}],
             "contentOffset": [-0.5, 0]}
            """#
        let scene = try Scene.decode(json)
        #expect(scene.viewport == CGSize(width: 100, height: 25))
        #expect(scene.contentOffset == CGPoint(x: -0.5, y: 0))
        #expect(scene.sections[0].items.item(at: 0)?.title == "café \"q\" \\ / \t\n")
        #expect(scene.sections[0].items.item(at: 0)?.subtitle == "😀!")
    }

    @Test func jsonWithTabIndentation() throws {
        let json = "{\n\t\"viewport\": [10, 20],\n\t\"sections\": [\n\t\t{\"items\": 3}\n\t]\n}\n"
        let scene = try Scene.decode(json)
        #expect(scene.sections == [SectionSpec(items: .count(3))])
    }

    @Test func quotedNumbersAreStrings() throws {
        #expect(throws: SceneError.self) { try Scene.decode("viewport: [\"390\", 844]") }
    }
}
