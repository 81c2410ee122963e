import PNGCodec
import ReelTesting
import SnapshotTesting
import Testing
import UIKit

/// `UICollectionViewListCell.separatorLayoutGuide` and `UIListContentView`'s part guides:
/// a list section draws a row's separator from the guide's leading edge (Apple's
/// documentation of `separatorLayoutGuide`), here checked at its pixels.
@Suite struct SeparatorLayoutGuideTests {
    /// A list cell showing a list content view of its own (as Apple's custom list cell
    /// sample does); subclasses constrain the separator guide in `align()`.
    class Row: UICollectionViewListCell {
        let content = UIListContentView(configuration: .cell())

        override init(frame: CGRect) {
            super.init(frame: frame)
            content.frame = contentView.bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(content)
            var configuration = UIListContentConfiguration.cell()
            configuration.image = UIImage(systemName: "star")
            configuration.text = "Row"
            content.configuration = configuration
            align()
        }

        required init?(coder: NSCoder) { nil }

        /// Nothing: the separator where the layout puts it.
        func align() {}
    }

    /// Asks for the guide and constrains nothing.
    final class GuideRow: Row {
        override func align() { _ = separatorLayoutGuide }
    }

    /// The separator 60 points from the content view's leading edge.
    final class ConstantRow: Row {
        override func align() {
            separatorLayoutGuide.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 60).isActive = true
        }
    }

    /// The separator aligned with the text.
    final class TextRow: Row {
        override func align() {
            guard let text = content.textLayoutGuide else { return }
            separatorLayoutGuide.leadingAnchor.constraint(equalTo: text.leadingAnchor).isActive = true
        }
    }

    private final class Rows: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        }
    }

    private let rows = Rows()

    /// Which of the x positions are red on the first row's separator (y 43: the hairline
    /// inside the bottom of a 44-point row at scale 1), in a list of `row` cells.
    private func separatorIsRed(at xs: [Int], row: Row.Type) throws -> [Bool] {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.color = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        view.register(row, forCellWithReuseIdentifier: "row")
        view.dataSource = rows
        var image: RGBAImage?
        Snapshotting<UICollectionView, RGBAImage>.image(scale: 1).snapshot(view).run { image = $0 }
        let rendered = try #require(image)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 44)
        return try xs.map { x in
            let pixel = try #require(rendered.pixel(x: x, y: 43))
            return pixel.r > 200 && pixel.g < 60 && pixel.b < 60
        }
    }

    @Test func withoutAConstraintTheSeparatorStartsAtTheLayoutMargin() throws {
        #expect(try separatorIsRed(at: [10, 20, 190], row: Row.self) == [false, true, true])
        // Asking for the guide alone changes nothing.
        #expect(try separatorIsRed(at: [10, 20, 190], row: GuideRow.self) == [false, true, true])
    }

    @Test func theSeparatorStartsWhereItsGuideIsConstrained() throws {
        #expect(try separatorIsRed(at: [20, 58, 62, 190], row: ConstantRow.self) == [false, false, true, true])
    }

    @Test func aGuideAlignedWithTheTextGuideStartsTheSeparatorAtTheText() throws {
        // The text starts after the margin, the 20-point symbol and the image-to-text padding:
        // 16 + 20 + 16 = 52 (docs/REFERENCE.md §19).
        #expect(try separatorIsRed(at: [20, 50, 54, 190], row: TextRow.self) == [false, false, true, true])
        #expect(UIListContentView(configuration: .cell()).textLayoutGuide == nil, "no text, no guide")
    }
}
