import CollectionLayout
import CollectionRendering
import Foundation
import Testing

@testable import SceneFile

/// The `list` scene layout and `{list: …}` sections of `compositional`: the settings sample
/// worked by hand from docs/REFERENCE.md §14.6, and located errors for bad values.
@Suite struct ListLayoutSpecTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/Scenes")

    @Test func theSettingsSampleLaysOutAsWorkedByHand() throws {
        let scene = try Scene.load(contentsOf: Self.samples.appendingPathComponent("settings-list.yaml").path)
        let (view, source) = try scene.makeCollectionView()
        try view.layoutIfNeeded()
        let layout = view.collectionViewLayout
        // insetGrouped at width 390: margin 16. Section 0's header (16, 0, 358, 38); row 0
        // ("Airplane Mode", one line, measured under 44 → 44) at (16, 38, 358, 44). Its
        // separator (scale 2: 0.5 tall) from 16 + 16 = 32, 358 − 16 = 342 wide, at
        // 38 + 44 − 0.5 = 81.5. The background starts with the rows at y = 38.
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 16, y: 0, width: 358, height: 38))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 16, y: 38, width: 358, height: 44))
        let separator = layout.layoutAttributesForDecorationView(
            ofKind: ListConfiguration.separatorElementKind, at: IndexPath(item: 0, section: 0))
        #expect(separator?.frame == CGRect(x: 32, y: 81.5, width: 342, height: 0.5))
        let background = layout.layoutAttributesForDecorationView(
            ofKind: ListConfiguration.backgroundElementKind, at: IndexPath(item: 0, section: 0))
        #expect(background?.frame.origin == CGPoint(x: 16, y: 38))
        #expect(background?.frame.width == 358)
        // The last row of section 0 (item 2) has no separator.
        #expect(
            layout.layoutAttributesForDecorationView(ofKind: ListConfiguration.separatorElementKind, at: IndexPath(item: 2, section: 0))
                == nil)
        withExtendedLifetime(source) {}
    }

    @Test func aListSectionInsideACompositionalLayoutIsBuiltForItsEnvironment() throws {
        // Section 0 grouped: 35 above, rows (0, 35, 390, 44). Section 1 (the last repeats)
        // likewise, after 35 + 2 · 44 = 123: its row at 123 + 35 = 158.
        let text = """
            viewport: [390, 844]
            layout:
              compositional:
                sections: [{list: {appearance: grouped}}]
            sections: [{items: 2}, {items: 1}]
            """
        let (view, source) = try Scene.decode(text, file: "s.yaml").makeCollectionView()
        try view.layoutIfNeeded()
        let layout = view.collectionViewLayout
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 35, width: 390, height: 44))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 158, width: 390, height: 44))
        withExtendedLifetime(source) {}
    }

    static func error(_ layout: String) -> String {
        do {
            _ = try Scene.decode("viewport: [390, 844]\nlayout:\n\(layout)\nsections: [{items: 3}]\n", file: "s.yaml").makeCollectionView()
            return "no error"
        } catch { return "\(error)" }
    }

    @Test func badListValuesAreLocatedErrors() {
        // A misspelt appearance: located at its line (4), with a suggestion.
        let misspelt = Self.error("  list:\n    appearance: insetGroupd")
        #expect(misspelt.contains("s.yaml:4:"))
        #expect(misspelt.contains("did you mean `insetGrouped`"))
        // No appearance.
        #expect(Self.error("  list:\n    headerMode: supplementary").contains("missing required key `appearance`"))
        // A header mode UIKit does not have.
        #expect(Self.error("  list: {appearance: plain, headerMode: sticky}").contains("s.yaml:3:41: error: layout.list.headerMode"))
        // A footer mode that exists only for headers.
        #expect(
            Self.error("  list: {appearance: plain, footerMode: firstItemInSection}").contains("expected one of `none` or `supplementary`"))
        // Negative and non-finite numbers.
        #expect(Self.error("  list: {appearance: plain, headerTopPadding: -1}").contains("headerTopPadding must be in 0…100000"))
        #expect(Self.error("  list: {appearance: plain, headerTopPadding: .nan}").contains("headerTopPadding must be a finite number"))
        #expect(
            Self.error("  list: {appearance: plain, separatorConfiguration: {bottomSeparatorInsets: {leading: 1e999}}}")
                .contains("bottomSeparatorInsets.leading: leading must be a finite number"))
        // Unknown keys, at every level.
        #expect(Self.error("  list: {appearance: plain, separatorColor: red}").contains("separatorColor"))
        #expect(Self.error("  list: {appearance: plain, separatorConfiguration: {color: red}}").contains("`color`"))
        #expect(
            Self.error("  list: {appearance: plain, separatorConfiguration: {bottomSeparatorInsets: {top: 1}}}").contains("`top`"))
        // A list section with other section keys.
        #expect(
            Self.error("  compositional:\n    section: {list: {appearance: plain}, interGroupSpacing: 4}")
                .contains("a list section takes no other keys"))
    }

    @Test func styleSeparatorColoursTheListSeparatorsOnly() throws {
        // `style.separator` fills the separators; `style.decoration` the section backgrounds
        // (over their 10-point rounding), not the separators.
        let text = """
            viewport: [390, 844]
            layout: {list: {appearance: insetGrouped}}
            sections: [{items: 2}]
            style:
              separator: {color: "#FF0000"}
              decoration: {color: "#00FF00"}
            """
        let appearance = try SceneAppearance(scene: try Scene.decode(text, file: "s.yaml"))
        let separator = ElementKey(
            category: .decoration, kind: ListConfiguration.separatorElementKind, indexPath: IndexPath(item: 0, section: 0))
        let background = ElementKey(
            category: .decoration, kind: ListConfiguration.backgroundElementKind, indexPath: IndexPath(item: 0, section: 0))
        #expect(appearance.style.content(for: separator).fill == Color(red: 1, green: 0, blue: 0))
        #expect(appearance.style.content(for: separator).cornerRadius == 0)
        #expect(appearance.style.content(for: background).fill == Color(red: 0, green: 1, blue: 0))
        #expect(appearance.style.content(for: background).cornerRadius == 10)
    }
}
