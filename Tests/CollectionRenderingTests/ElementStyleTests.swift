import CollectionLayout
import Foundation
import Testing

@testable import CollectionRendering

@Suite struct ElementStyleTests {
    let cell03 = ElementKey.cell(IndexPath(item: 3, section: 0))
    let header1 = ElementKey.supplementary(ElementKind.sectionHeader, IndexPath(item: 0, section: 1))
    let footer2 = ElementKey.supplementary(ElementKind.sectionFooter, IndexPath(item: 0, section: 2))

    @Test func defaultsLookLikeIOS() {
        let cell = ElementStyle.default.content(for: cell03)
        // item 3, section 0 → fills[3] = systemOrange; its label is black.
        #expect(cell.fill == .systemOrange)
        #expect(cell.cornerRadius == 12)
        #expect(cell.textColor == .label)
        #expect(cell.displayedTitle(for: cell03) == "0·3")

        let header = ElementStyle.default.content(for: header1)
        #expect(header.fill == .systemGroupedBackground)
        #expect(header.font.weight == 700)
        #expect(header.displayedTitle(for: header1) == "Section 1")
        #expect(ElementStyle.default.content(for: footer2).displayedTitle(for: footer2) == "Footer 2")

        let decoration = ElementKey.decoration("background", IndexPath(item: 0, section: 0))
        #expect(ElementStyle.default.content(for: decoration).displayedTitle(for: decoration) == nil)
    }

    @Test func aKeysRoleComesFromItsCategoryAndKind() {
        let path = IndexPath(item: 0, section: 0)
        #expect(ElementRole(.cell(path)) == .cell)
        #expect(ElementRole(header1) == .header)
        #expect(ElementRole(footer2) == .footer)
        #expect(ElementRole(.supplementary("badge", path)) == .supplementary)
        #expect(ElementRole(.decoration(ListConfiguration.separatorElementKind, path)) == .separator)
        #expect(ElementRole(.decoration(ListConfiguration.backgroundElementKind, path)) == .listBackground)
        #expect(ElementRole(.decoration("background", path)) == .decoration)
        // A header's kind on a decoration is still a decoration: the category decides first.
        #expect(ElementRole(.decoration(ElementKind.sectionHeader, path)) == .decoration)
    }

    @Test func itemOverridesBeatStyleBeatDefaults() {
        var style = ElementStyle()
        style.cell = ElementStyleEntry(color: .systemRed, cornerRadius: 4)
        style.cell.borderWidth = 2
        var item = ElementStyleEntry(color: .systemYellow, title: "A")
        item.fontSize = 20
        let content = style.content(for: cell03, overrides: item)
        #expect(content.fill == .systemYellow) // item beats style
        #expect(content.cornerRadius == 4) // style beats default 12
        #expect(content.borderWidth == 2)
        #expect(content.font.size == 20)
        #expect(content.font.weight == 600) // default kept
        #expect(content.textColor == .label) // readable on yellow
        #expect(content.displayedTitle(for: cell03) == "A")
    }

    @Test func labelModes() {
        var content = ElementContent(title: nil, label: .indexPath)
        #expect(content.displayedTitle(for: cell03) == "0·3")
        content.label = .title
        #expect(content.displayedTitle(for: cell03) == nil)
        content.title = "T"; content.subtitle = "S"
        #expect(content.displayedTitle(for: cell03) == "T")
        content.label = .none
        #expect(content.displayedTitle(for: cell03) == nil)
        #expect(content.displayedSubtitle == nil)
    }

    @Test func shadowKeyStartsFromCoreAnimationDefaults() {
        var entry = ElementStyleEntry()
        entry.shadowOpacity = 0.5
        let shadow = entry.applied(to: ElementContent()).shadow
        #expect(shadow == Shadow(color: .black, opacity: 0.5, offset: CGSize(width: 0, height: -3), radius: 3))
    }

    @Test func selectedBackgroundUsesTintAndCellRadius() {
        var style = ElementStyle()
        let cell = style.content(for: cell03)
        var selected = style.selectedBackground(for: cell03, cellContent: cell)
        #expect(selected.fill == Color.tintColor.multiplyingAlpha(by: 0.3))
        #expect(selected.borderWidth == 3)
        #expect(selected.cornerRadius == 12)
        style.selected.color = .systemGreen
        selected = style.selectedBackground(for: cell03, cellContent: cell)
        #expect(selected.fill == .systemGreen)
    }
}
