import CairoRendering
import Testing
import UIKit

/// The README's Auto Layout cell (`ContactCell`) sized in a compositional list of
/// `.estimated` rows, with the fonts the renderer draws with, worked by hand:
///
/// - The content view's layout margins are UIKit's default, 8 on each edge
///   (docs/REFERENCE.md §21.3); the cell, 390 wide, is the whole row (`fractionalWidth(1)`).
/// - A label is as tall as its text rounded up to whole points (§21.3, UILabel). DejaVu Sans
///   (standing in for San Francisco) has 2048 units per em, ascender 1901, descender −483,
///   no line gap: a line is 2384 / 2048 em. Body (17 pt): 19.7890625 → 20. Subheadline
///   (15 pt): 17.4609375 → 18; two lines 34.921875 → 35. The texts are far shorter than the
///   labels' 390 − 16 − 44 − 12 = 318 points, so only the explicit line break wraps.
/// - The column stack is 20 + 3 + 18 = 41, or 20 + 3 + 35 = 58; the row, centring both,
///   is as tall as the taller of it and the 44-point photo (§21.4, the spanning guide).
/// - The cell: 8 + 44 + 8 = 60, and 8 + 58 + 8 = 74.
@Suite struct StackViewCellSelfSizingTests {
    @Test func aStackViewCellTakesTheHeightOfItsTallerColumnInsideItsMargins() throws {
        try UIFont.withTextMeasurer(PangoContentMeasurer()) {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
            let item = NSCollectionLayoutItem(layoutSize: size)
            let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
            view.register(ContactCell.self, forCellWithReuseIdentifier: "contact")
            let source = ContactSource([("Ada Lovelace", "Analyst"), ("Charles Babbage", "Engines\nDifference and analytical")])
            view.dataSource = source
            view.layoutIfNeeded()

            let cells = (0..<2).map { view.cellForItem(at: IndexPath(item: $0, section: 0)) as? ContactCell }
            #expect(cells.map { $0?.frame } == [CGRect(x: 0, y: 0, width: 390, height: 60), CGRect(x: 0, y: 60, width: 390, height: 74)])
            // Inside the second: the photo centred on the 58-point column (y 8 + 7), the
            // labels 20 and 35 high, 3 apart, in the column at x 8 + 44 + 12 = 64.
            let second = try #require(cells[1])
            #expect(second.photoView.convert(second.photoView.bounds, to: second.contentView) == CGRect(x: 8, y: 15, width: 44, height: 44))
            #expect(
                second.nameLabel.convert(second.nameLabel.bounds, to: second.contentView) == CGRect(x: 64, y: 8, width: 318, height: 20))
            #expect(
                second.detailLabel.convert(second.detailLabel.bounds, to: second.contentView)
                    == CGRect(x: 64, y: 31, width: 318, height: 35))
            withExtendedLifetime(source) {}
        }
    }
}
