import ReelTesting
import SnapshotTesting
import Testing
import UIKit

/// A header that paints itself blue with a 2-pt red border, as a UIKit header class would.
final class TintedHeader: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .blue
        layer.borderWidth = 2
        layer.borderColor = UIColor.red.cgColor
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A section background decoration painted green.
final class GreenBackground: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .green
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A flow layout with a green decoration view over the whole 100 × 100 content, below
/// everything (zIndex −1).
final class GreenBackgroundLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        register(GreenBackground.self, forDecorationViewOfKind: "green")
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let background = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "green", with: IndexPath(item: 0, section: 0))
        background.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        background.zIndex = -1
        return [background] + (super.layoutAttributesForElements(in: rect) ?? [])
    }
}

/// Supplementary and decoration views are drawn as they are configured, as cells are.
@Suite struct ReusableViewRenderingTests {
    @Test func aConfiguredHeaderIsDrawnWithItsColourAndBorder() throws {
        // A 100 × 20 header at the top, then one 40 × 40 cell at y 20 (centred alone in its line).
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 40)
        layout.headerReferenceSize = CGSize(width: 100, height: 20)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(
            TintedHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        let counts = Counts([1])
        view.dataSource = counts
        let image = try #require(snapshotValue(.image(scale: 1), view))
        #expect(view.raisedExceptions.isEmpty)
        pixel(image, 50, 10, is: (0, 0, 255)) // inside the border: the header's blue
        pixel(image, 50, 0, is: (255, 0, 0)) // the border's top 2 points
        pixel(image, 0, 10, is: (255, 0, 0))
        pixel(image, 50, 18, is: (255, 0, 0)) // its bottom 2 points: y 18–20
        pixel(image, 50, 21, is: (255, 0, 0), not: true)
        withExtendedLifetime(counts) {}
    }

    @Test func aConfiguredDecorationViewIsDrawnBelowTheCells() throws {
        let layout = GreenBackgroundLayout()
        layout.itemSize = CGSize(width: 40, height: 40)
        let cells = StyledCells(count: 1) { cell, _ in cell.backgroundColor = .blue }
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = cells
        view.layoutIfNeeded()
        #expect(view.raisedExceptions.isEmpty)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        let image = try #require(snapshotValue(.image(scale: 1), view))
        pixel(image, Int(cell.frame.midX), Int(cell.frame.midY), is: (0, 0, 255))
        pixel(image, 95, 95, is: (0, 255, 0)) // the decoration outside the cell
    }
}
