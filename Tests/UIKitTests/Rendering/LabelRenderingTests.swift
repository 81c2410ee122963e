import CollectionRendering
import PNGCodec
import ReelTesting
import Testing
import UIKit

/// A `UILabel` in a cell's content view is drawn as a text layer inside the content view's
/// layer, with its font, colour, alignment and line limit; a hidden label, or one with no
/// text, draws none.
@Suite struct LabelRenderingTests {
    /// Every title in `content` and its sublayers, depth first.
    private func titles(_ content: ElementContent) -> [String] {
        [content.title].compactMap { $0 } + content.sublayers.flatMap { titles($0.content) }
    }

    /// The first cell's content in a view of one 40 × 40 cell whose content view holds a
    /// label over its whole bounds, configured by `configure`.
    private func firstCell(_ configure: @escaping (UILabel) -> Void) throws -> (DisplayElement, ElementContent) {
        let cells = StyledCells(count: 1) { cell, _ in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            configure(label)
            cell.contentView.addSubview(label)
        }
        let list = try DisplayList(collectionView: styledView(cells), background: .white, scale: 1)
        let cell = try #require(list.elements.first { $0.key.category == .cell })
        return (cell, cell.content)
    }

    @Test func aLabelIsATextLayerInsideTheContentView() throws {
        let (cell, content) = try firstCell { label in
            label.text = "Hi"
            label.font = .boldSystemFont(ofSize: 12)
            label.textColor = .red
            label.textAlignment = .center
            label.numberOfLines = 2
        }
        #expect(content.displayedTitle(for: cell.key) == nil)
        let contentView = try #require(content.sublayers.last)
        let text = try #require(contentView.content.sublayers.first)
        #expect(text.position == CGPoint(x: 20, y: 20) && text.size == CGSize(width: 40, height: 40))
        #expect(text.content.title == "Hi")
        #expect(text.content.label == .title)
        #expect(text.content.font == FontDescription(family: "DejaVu Sans", size: 12, weight: 700))
        #expect(text.content.textColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(text.content.alignment == .center)
        #expect(text.content.maximumLines == 2)
        #expect(text.content.padding == .zero)
    }

    @Test func aHiddenOrEmptyLabelDrawsNoText() throws {
        let hidden = try firstCell { label in
            label.text = "Hi"
            label.isHidden = true
        }
        let none = try firstCell { $0.text = nil }
        let empty = try firstCell { $0.text = "" }
        for (_, content) in [hidden, none, empty] {
            #expect(titles(content).isEmpty)
            // Still a configured cell: no default look, so no automatic "0·0" label either.
            #expect(content.label == .none)
        }
        let shown = try firstCell { $0.text = "Hi" }
        #expect(titles(shown.1) == ["Hi"])
    }

    @Test func naturalAlignmentFollowsTheLayoutDirection() throws {
        func alignment(_ set: NSTextAlignment, rightToLeft: Bool) throws -> CollectionRendering.TextAlignment? {
            let (_, content) = try firstCell { label in
                label.text = "Hi"
                label.textAlignment = set
                if rightToLeft { label.semanticContentAttribute = .forceRightToLeft }
            }
            return content.sublayers.last?.content.sublayers.first?.content.alignment
        }
        #expect(try alignment(.natural, rightToLeft: false) == .leading)
        #expect(try alignment(.natural, rightToLeft: true) == .trailing)
        #expect(try alignment(.justified, rightToLeft: true) == .trailing)
        #expect(try alignment(.left, rightToLeft: true) == .leading)
        #expect(try alignment(.right, rightToLeft: false) == .trailing)
    }

    @Test func naturalTextInARightToLeftCollectionViewIsRightAligned() throws {
        let cells = StyledCells(count: 1) { cell, _ in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            label.text = "Hi"
            cell.contentView.addSubview(label)
        }
        let view = styledView(cells)
        view.semanticContentAttribute = .forceRightToLeft
        view.layoutIfNeeded()
        let list = try DisplayList(collectionView: view, background: .white, scale: 1)
        let cell = try #require(list.elements.first { $0.key.category == .cell })
        #expect(cell.content.sublayers.last?.content.sublayers.first?.content.alignment == .trailing)
    }

    @Test func theTextIsDrawnWhereTheLabelAlignsIt() throws {
        // "█" in 30-pt DejaVu Sans: a full block 1233/2048 em ≈ 18 pt wide, spanning the line,
        // which is centred vertically in the 40-pt label. Left-aligned it covers x 0–18 at
        // y 20; right-aligned x 22–40. Hidden, the cell is white (no default look).
        func render(_ alignment: NSTextAlignment, hidden: Bool = false) throws -> RGBAImage {
            let cells = StyledCells(count: 1) { cell, _ in
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                label.text = "█"
                label.font = .systemFont(ofSize: 30)
                label.textColor = .black
                label.textAlignment = alignment
                label.isHidden = hidden
                cell.contentView.addSubview(label)
            }
            return try #require(snapshotValue(.image(scale: 1), styledView(cells)))
        }
        let black = (0, 0, 0), white = (255, 255, 255)
        let expected = [
            (try render(.left), black, white), (try render(.right), white, black), (try render(.left, hidden: true), white, white),
        ]
        for (image, atLeft, atRight) in expected {
            pixel(image, 5, 20, is: atLeft)
            pixel(image, 35, 20, is: atRight)
        }
    }

    @Test func aHeadersLabelIsDrawn() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 40)
        layout.headerReferenceSize = CGSize(width: 100, height: 20)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        view.register(
            LabelHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Counts([1])
        view.dataSource = source
        view.layoutIfNeeded()
        let list = try DisplayList(collectionView: view, background: .white, scale: 1)
        let header = try #require(list.elements.first { $0.key.kind == UICollectionView.elementKindSectionHeader })
        #expect(titles(header.content) == ["Section title"])
    }
}

/// A header with a label and nothing else configured.
final class LabelHeader: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Section title"
        addSubview(label)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}
