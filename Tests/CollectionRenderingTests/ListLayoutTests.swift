import CollectionLayout
import Foundation
import Testing

@testable import CollectionRendering

/// The list-cell rules' one home: the text stack, the content layout and the accessory
/// layout, worked by hand from docs/REFERENCE.md §19.
@Suite struct ListLayoutTests {
    @Test func aStackIsCentredAboutTheMiddleWithTheGapOnlyBetweenTwoLines() {
        // 20 + 3 + 16 = 39 tall about y = 50: top 50 − 19.5 = 30.5; the second line at
        // 30.5 + 20 + 3 = 53.5.
        let both = TextStack(firstHeight: 20, secondHeight: 16, gap: 3, middle: 50)
        #expect(both == TextStack(firstTop: 30.5, secondTop: 53.5, height: 39))
        // At 2× the top rounds to the nearest half point (30.5 stays); at 1× to 31 (half up).
        #expect(TextStack(firstHeight: 20, secondHeight: 16, gap: 3, middle: 50, scale: 1).firstTop == 31)
        // One line: no gap; it is centred alone.
        let alone = TextStack(firstHeight: 20, secondHeight: nil, gap: 3, middle: 50)
        #expect(alone.firstTop == 40 && alone.height == 20)
        #expect(TextStack(firstHeight: nil, secondHeight: 16, gap: 3, middle: 50).secondTop == 42)
    }

    @Test func stackedTextsFollowTheImageAndTheHeightIsTheMarginsPlusTheTallerPart() {
        // Margins 11/16/11/16; image room 30 × 30 (shown 24 × 24); padding 10: the texts
        // start at 16 + 30 + 10 = 56 and are 300 − 56 − 16 = 228 wide. Text 20 tall,
        // secondary 16, gap 3: block 39 > image 30, height 11 + 39 + 11 = 61.
        let content = ListContentLayout.Content(
            margins: DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16), imageBox: CGSize(width: 30, height: 30),
            imageShown: CGSize(width: 24, height: 24), imageToTextPadding: 10, verticalPadding: 3,
            measureText: { _ in CGSize(width: 100, height: 20) }, measureSecondaryText: { _ in CGSize(width: 80, height: 16) })
        let layout = ListContentLayout(content, width: 300, height: 61, scale: 2, rightToLeft: false)
        #expect(layout.height == 61)
        // The middle is 11 + 39 / 2 = 30.5: block top 11, secondary at 11 + 23 = 34; the image
        // centred in its room: x 16 + 3 = 19, y 30.5 − 12 = 18.5.
        #expect(layout.text == CGRect(x: 56, y: 11, width: 228, height: 20))
        #expect(layout.secondaryText == CGRect(x: 56, y: 34, width: 228, height: 16))
        #expect(layout.image == CGRect(x: 19, y: 18.5, width: 24, height: 24))
        // Right to left: x′ = 300 − maxX.
        let mirrored = ListContentLayout(content, width: 300, height: 61, scale: 2, rightToLeft: true)
        #expect(mirrored.text == CGRect(x: 16, y: 11, width: 228, height: 20))
        #expect(mirrored.image == CGRect(x: 257, y: 18.5, width: 24, height: 24))
    }

    @Test func sideBySideTextsNeedToFitOnOneLine() {
        // 100 + 8 + 80 = 188 does not fit in 200 − 32 = 168: stacked. In 230 (198 for the
        // texts) they fit.
        let content = ListContentLayout.Content(
            margins: DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16), horizontalPadding: 8,
            prefersSideBySide: true, measureText: { _ in CGSize(width: 100, height: 20) },
            measureSecondaryText: { _ in CGSize(width: 80, height: 16) })
        let narrow = ListContentLayout(content, width: 200, height: nil, scale: 1, rightToLeft: false)
        let stackedHeight: CGFloat = 10 + 20 + 16 + 10 // stacked, no vertical padding given
        #expect(narrow.height == stackedHeight)
        let wide = ListContentLayout(content, width: 230, height: 40, scale: 1, rightToLeft: false)
        #expect(wide.height == 40)
        // Each centred about 20: the secondary text ends at the trailing margin, 230 − 16.
        #expect(wide.text == CGRect(x: 16, y: 10, width: 100, height: 20))
        #expect(wide.secondaryText == CGRect(x: 134, y: 12, width: 80, height: 16))
    }

    @Test func accessoriesRunFromTheMarginsInTheirOrder() {
        // A 390-wide cell: margin 16. Leading: delete (24) at 16; the content starts at 40.
        // Trailing, outermost last in order: disclosure (14) at 390 − 16 − 14 = 360, then
        // 8 apart the checkmark (24, order 20 < 30) at 360 − 8 − 24 = 328; the content ends
        // at 328. The hidden-now reorder control (nil) takes no room.
        let layout = ListAccessoryLayout(
            accessories: [
                .init(kind: .disclosureIndicator, width: 14), .init(kind: .checkmark, width: 24), nil,
                .init(kind: .delete, width: 24),
            ], size: CGSize(width: 390, height: 44), indentation: 0, indentsAccessories: true, rightToLeft: false)
        #expect(layout.accessories[3] == CGRect(x: 16, y: 0, width: 24, height: 44))
        #expect(layout.accessories[0] == CGRect(x: 360, y: 0, width: 14, height: 44))
        #expect(layout.accessories[1] == CGRect(x: 328, y: 0, width: 24, height: 44))
        #expect(layout.accessories[2] == nil)
        #expect(layout.content == CGRect(x: 40, y: 0, width: 288, height: 44))
        // At 414 points the margin is 20, and an indentation of 30 moves indented leading
        // accessories: the delete control at 50, the content from 74.
        let wide = ListAccessoryLayout(
            accessories: [.init(kind: .delete, width: 24)], size: CGSize(width: 414, height: 44), indentation: 30,
            indentsAccessories: true, rightToLeft: false)
        #expect(wide.accessories[0]?.minX == 50)
        #expect(wide.content == CGRect(x: 74, y: 0, width: 340, height: 44))
        // Without accessories the content starts at the indentation.
        let plain = ListAccessoryLayout(
            accessories: [], size: CGSize(width: 390, height: 44), indentation: 30, indentsAccessories: false, rightToLeft: true)
        #expect(plain.content == CGRect(x: 0, y: 0, width: 360, height: 44)) // (30, 360 wide) mirrored
    }

    @Test func standardWidthsAndOrdersAreUIKits() {
        #expect(ListAccessoryKind.disclosureIndicator.standardWidth == 14)
        #expect(ListAccessoryKind.outlineDisclosure.standardWidth == 14)
        #expect(ListAccessoryKind.checkmark.standardWidth == 24)
        #expect(ListAccessoryKind.label.standardWidth == nil)
        #expect(ListAccessoryKind.delete.isLeading && ListAccessoryKind.outlineDisclosure.isLeading)
        #expect(!ListAccessoryKind.reorder.isLeading)
        #expect(ListAccessoryKind.detail.order < ListAccessoryKind.checkmark.order)
    }
}
