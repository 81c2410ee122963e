import CollectionLayout
import CollectionRendering
import Foundation
import Testing

@testable import SceneFile

/// The `compositional` scene layout mirrors the API: the sample mosaic's frames worked by
/// hand, and located errors for malformed groups.
@Suite struct CompositionalLayoutSpecTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/Scenes")

    @Test func theMosaicSampleLaysOutAsWorkedByHand() throws {
        let scene = try Scene.load(contentsOf: Self.samples.appendingPathComponent("compositional-mosaic.yaml").path)
        let (view, source) = try scene.makeCollectionView()
        try view.layoutIfNeeded()
        let layout = view.collectionViewLayout
        func frame(_ item: Int) -> CGRect? { layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }
        // Section inset 8. Group 0 at y = 8: large (8, 8, 246, 240); the column at x = 8 +
        // 246 + 4 = 258, items (240 − 4)/2 = 118 tall at y = 8 and 130; the row of three at
        // y = 8 + 240 + 4 = 252, x = 8, 134, 260, 122 × 116. Group 1 at y = 8 + 360 + 4 = 372.
        #expect(frame(0) == CGRect(x: 8, y: 8, width: 246, height: 240))
        #expect(frame(1) == CGRect(x: 258, y: 8, width: 124, height: 118))
        #expect(frame(2) == CGRect(x: 258, y: 130, width: 124, height: 118))
        #expect(frame(3) == CGRect(x: 8, y: 252, width: 122, height: 116))
        #expect(frame(5) == CGRect(x: 260, y: 252, width: 122, height: 116))
        #expect(frame(6) == CGRect(x: 8, y: 372, width: 246, height: 240))
        // 14 items at 6 a group: 3 groups; 8 + 3 · 360 + 2 · 4 + 8 = 1104.
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 1104))
        withExtendedLifetime(source) {}
    }

    static func error(_ layout: String) -> String {
        do {
            _ = try Scene.decode("viewport: [390, 844]\nlayout:\n  compositional:\n\(layout)\nsections: [{items: 3}]\n", file: "s.yaml")
                .makeCollectionView()
            return "no error"
        } catch { return "\(error)" }
    }

    @Test func malformedLayoutsAreLocatedErrors() {
        let item = "{item: {layoutSize: {widthDimension: {absolute: 10}, heightDimension: {absolute: 10}}}}"
        let size = "layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 10}}"
        // An unknown dimension kind, with a suggestion.
        #expect(
            Self.error(
                "    section: {group: {horizontal: {layoutSize: {widthDimension: {fractionalWidht: 1}, heightDimension: {absolute: 1}}, subitems: [\(item)]}}}"
            )
            .contains("s.yaml:4:"))
        #expect(
            Self.error(
                "    section: {group: {horizontal: {layoutSize: {widthDimension: {fractionalWidht: 1}, heightDimension: {absolute: 1}}, subitems: [\(item)]}}}"
            )
            .contains("did you mean `fractionalWidth`"))
        // Both subitems and subitem.
        #expect(
            Self.error("    section: {group: {horizontal: {\(size), subitems: [\(item)], subitem: \(item), count: 2}}}")
                .contains("exactly one of `subitems`, `subitem`"))
        // A count out of range.
        #expect(
            Self.error("    section: {group: {vertical: {\(size), subitem: \(item), count: 0}}}").contains(
                "count must be between 1 and 10000"))
        // A group with two axes.
        #expect(
            Self.error("    section: {group: {horizontal: {\(size), subitems: [\(item)]}, vertical: {\(size), subitems: [\(item)]}}}")
                .contains("exactly one key"))
        // No section at all.
        #expect(Self.error("    interSectionSpacing: 4").contains("missing required key `section`"))
        // A negative or non-finite dimension.
        #expect(
            Self.error(
                "    section: {group: {horizontal: {layoutSize: {widthDimension: {absolute: -1}, heightDimension: {absolute: 1}}, subitems: [\(item)]}}}"
            )
            .contains("absolute must be in 0…100000"))
    }

    @Test func theHeadersSampleLaysOutAsWorkedByHand() throws {
        let scene = try Scene.load(contentsOf: Self.samples.appendingPathComponent("compositional-headers.yaml").path)
        let (view, source) = try scene.makeCollectionView()
        try view.layoutIfNeeded()
        let layout = view.collectionViewLayout
        func header(_ section: Int) -> LayoutAttributes? {
            layout.layoutAttributesForSupplementaryView(
                ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: section))
        }
        // Section 0: header (0, 0, 390, 40), zIndex 2; cells at y = 40 + 12 = 52, x = 12,
        // (390 − 24 − 8)/2 = 179 wide; three rows: 40 + 12 + 3 · 80 + 2 · 8 + 12 = 320 long.
        #expect(header(0)?.frame == CGRect(x: 0, y: 0, width: 390, height: 40) && header(0)?.zIndex == 2)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 12, y: 52, width: 179, height: 80))
        // Section 1 after 16 of inter-section spacing: header at 336.
        #expect(header(1)?.frame.minY == 336)
        // The background covers section 0's (0, 0, 390, 320) inset by 4, and its kind is
        // registered, so the host shows it.
        let card = layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 0))
        #expect(card?.frame == CGRect(x: 4, y: 4, width: 382, height: 312))
        #expect(layout.registeredDecorationKinds == ["card"])
        withExtendedLifetime(source) {}
    }

    @Test func theShelvesSampleLaysOutAsWorkedByHand() throws {
        let scene = try Scene.load(contentsOf: Self.samples.appendingPathComponent("compositional-shelves.yaml").path)
        let (view, source) = try scene.makeCollectionView()
        try view.layoutIfNeeded()
        let layout = view.collectionViewLayout
        func frame(_ item: Int, _ section: Int) -> CGRect? {
            layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }
        // Section 0, groupPagingCentered: cards 331.5 wide, 29.25 in, under a 44 header;
        // the next at 29.25 + 331.5 + 10 = 370.75; origins on the pixel grid at scale 1 (§14.8):
        // 29 and 371. The section is 44 + 220 + 16 = 280 long.
        #expect(frame(0, 0) == CGRect(x: 29, y: 44, width: 331.5, height: 220))
        #expect(frame(1, 0)?.minX == 371)
        // Section 1 starts at 280, its tiles at y = 280 + 44 = 324, x = 16.
        #expect(frame(0, 1)?.origin == CGPoint(x: 16, y: 324))
        withExtendedLifetime(source) {}
    }

    @Test func malformedBoundaryItemsAreLocatedErrors() {
        let group =
            "group: {horizontal: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 10}}, subitems: [{item: {layoutSize: {widthDimension: {absolute: 10}, heightDimension: {absolute: 10}}}}]}}"
        let size = "layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}"
        // An alignment that is not an NSRectAlignment case, with a suggestion.
        let alignment = Self.error("    section: {\(group), boundarySupplementaryItems: [{\(size), elementKind: h, alignment: topp}]}")
        #expect(alignment.contains("s.yaml:4:") && alignment.contains("did you mean `top`"))
        // A missing kind, an empty kind, an unknown key.
        #expect(
            Self.error("    section: {\(group), boundarySupplementaryItems: [{\(size), alignment: top}]}")
                .contains("missing required key `elementKind`"))
        #expect(
            Self.error("    section: {\(group), boundarySupplementaryItems: [{\(size), elementKind: '', alignment: top}]}")
                .contains("an element kind must not be empty"))
        #expect(Self.error("    section: {\(group), decorationItems: [{backgroud: bg}]}").contains("did you mean `background`"))
    }

    @Test func nestingIsBounded() {
        var group =
            "{horizontal: {layoutSize: {widthDimension: {absolute: 1}, heightDimension: {absolute: 1}}, subitems: [{item: {layoutSize: {widthDimension: {absolute: 1}, heightDimension: {absolute: 1}}}}]}}"
        for _ in 0..<20 {
            group =
                "{horizontal: {layoutSize: {widthDimension: {absolute: 1}, heightDimension: {absolute: 1}}, subitems: [{group: \(group)}]}}"
        }
        #expect(Self.error("    section: {group: \(group)}").contains("nest deeper than 16"))
    }

    @Test func theBadgesSampleLaysOutAsWorkedByHand() throws {
        let scene = try Scene.load(contentsOf: Self.samples.appendingPathComponent("compositional-badges.yaml").path)
        let (view, source) = try scene.makeCollectionView()
        try view.layoutIfNeeded()
        let layout = view.collectionViewLayout
        // Boxes (390 − 32) / 3 = 119.33, floored to the pixel grid (scale 1, §14.8): 119 wide
        // from x = 16, 100 high from y = 16. The 24 × 24 badge inside the top trailing corner,
        // moved by (7.2, −7.2): item 0 at (16 + 119 − 24 + 7.2, 16 − 7.2) = (118.2, 8.8); item 4
        // (row 1, column 1) at (16 + 2 · 119 − 24 + 7.2, 116 − 7.2) = (237.2, 108.8); origins
        // rounded to the grid: (118, 9) and (237, 109).
        func close(_ frame: CGRect?, _ x: CGFloat, _ y: CGFloat) -> Bool {
            guard let frame else { return false }
            return abs(frame.minX - x) < 1e-9 && abs(frame.minY - y) < 1e-9 && frame.size == CGSize(width: 24, height: 24)
        }
        let badge0 = layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame
        #expect(close(badge0, 118, 9))
        let badge4 = layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 4, section: 0))?.frame
        #expect(close(badge4, 237, 109))
        // The scene's items carry the badge text the data source hands the view.
        #expect(scene.sections[0].items.item(at: 1)?.badge == "12")
        // The attribute dump lists them: one badge per item, zIndex 1, over the cells.
        let dump = try scene.attributeDump(at: 0, rect: .content)
        let badges = dump.elements.filter { $0.representedElementKind == "badge" }
        #expect(badges.map(\.indexPath.item).sorted() == Array(0..<9) && badges.allSatisfy { $0.zIndex == 1 })
        // Drawn with style.supplementary over the red capsule, the item's badge text as title.
        let appearance = try SceneAppearance(scene: scene)
        let content = try appearance.content(
            for: ElementKey(category: .supplementary, kind: "badge", indexPath: IndexPath(item: 1, section: 0)), sections: scene.sections)
        #expect(
            content.displayedTitle(for: ElementKey(category: .supplementary, kind: "badge", indexPath: IndexPath(item: 1, section: 0)))
                == "12")
        #expect(content.fill == .systemRed && content.cornerRadius == 12)
        withExtendedLifetime(source) {}
    }

    @Test func malformedSupplementaryItemsAreLocatedErrors() {
        let size = "layoutSize: {widthDimension: {absolute: 20}, heightDimension: {absolute: 20}}"
        func scene(_ badge: String) -> String {
            Self.error(
                "    section: {group: {horizontal: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 10}}, subitems: [{item: {\(size), supplementaryItems: [\(badge)]}}]}}}"
            )
        }
        // An edge that is not one, with a suggestion, located on line 4.
        let edge = scene("{\(size), elementKind: b, containerAnchor: {edges: [top, trailng]}}")
        #expect(edge.contains("s.yaml:4:") && edge.contains("did you mean `trailing`"))
        // Both offsets; a fractional offset out of range; a missing anchor; an empty kind.
        #expect(
            scene("{\(size), elementKind: b, containerAnchor: {edges: [top], absoluteOffset: [1, 1], fractionalOffset: [0, 0]}}")
                .contains("either `absoluteOffset` or `fractionalOffset`"))
        #expect(
            scene("{\(size), elementKind: b, containerAnchor: {edges: [top], fractionalOffset: [0, 1000]}}").contains("must be in -100…100")
        )
        #expect(scene("{\(size), elementKind: b}").contains("missing required key `containerAnchor`"))
        #expect(scene("{\(size), elementKind: '', containerAnchor: {edges: []}}").contains("an element kind must not be empty"))
        #expect(scene("{\(size), elementKind: b, containerAnchor: {edges: [top], absoluteOfset: [1, 1]}}").contains("did you mean"))
    }

    @Test func aBadgeIsAStringOrAWholeNumber() {
        func decode(_ badge: String) -> String {
            do {
                let scene = try Scene.decode("viewport: [390, 844]\nsections: [{items: [{badge: \(badge)}]}]\n", file: "s.yaml")
                return scene.sections[0].items.item(at: 0)?.badge ?? "nil"
            } catch { return "\(error)" }
        }
        #expect(decode("3") == "3")
        #expect(decode("new") == "new")
        #expect(decode("2.5").contains("a badge is a string or a whole number"))
    }
}
