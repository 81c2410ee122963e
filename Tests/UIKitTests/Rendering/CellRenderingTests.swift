import CollectionRendering
import PNGCodec
import ReelTesting
import SnapshotTesting
import Testing
import UIKit

/// A data source of one section whose cells `configure` styles by index path.
final class StyledCells: NSObject, UICollectionViewDataSource {
    var count: Int
    let configure: (UICollectionViewCell, IndexPath) -> Void

    init(count: Int, configure: @escaping (UICollectionViewCell, IndexPath) -> Void) {
        self.count = count
        self.configure = configure
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        configure(cell, indexPath)
        return cell
    }
}

/// A collection view of `size` with 40 × 40 cells from `cells`, 10 apart, laid out. Its
/// first cell's frame is (0, 0, 40, 40).
func styledView(_ cells: StyledCells, size: CGSize = CGSize(width: 40, height: 40)) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 40, height: 40)
    let view = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = cells
    view.layoutIfNeeded()
    return view
}

/// Runs a snapshot strategy and returns its value (nil when it failed).
func snapshotValue<Value, Format>(_ strategy: Snapshotting<Value, Format>, _ view: Value) -> Format? {
    var result: Format?
    strategy.snapshot(view).run { result = $0 }
    return result
}

/// A pixel's colour, within 1 per channel of `expected` (Cairo rounds premultiplied values);
/// with `not`, anything but that colour.
func pixel(
    _ image: RGBAImage, _ x: Int, _ y: Int, is expected: (Int, Int, Int), not: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let p = image.pixel(x: x, y: y) else {
        Issue.record("no pixel at (\(x), \(y))", sourceLocation: sourceLocation)
        return
    }
    let actual = (Int(p.r), Int(p.g), Int(p.b))
    let close = abs(actual.0 - expected.0) <= 1 && abs(actual.1 - expected.1) <= 1 && abs(actual.2 - expected.2) <= 1
    #expect(
        close != not, "pixel (\(x), \(y)) is \(actual), expected \(not ? "not " : "")\(expected)",
        sourceLocation: sourceLocation)
}

/// What a cell configures is drawn: `.image` renders each cell's background colour, corner
/// radius, border, background views, content view (with its transform about its anchor
/// point), alpha and hidden state. Expected pixels are worked by hand at scale 1 on the
/// strategy's white background; pixel (x, y) covers the square [x, x + 1] × [y, y + 1].
@Suite struct CellRenderingTests {
    private let white = (255, 255, 255), red = (255, 0, 0), blue = (0, 0, 255), green = (0, 255, 0)

    @Test func backgroundCornerRadiusAndBorder() throws {
        let cells = StyledCells(count: 1) { cell, _ in
            cell.backgroundColor = .red
            cell.layer.cornerRadius = 10
            cell.layer.borderWidth = 2
            cell.layer.borderColor = UIColor.blue.cgColor
        }
        let image = try #require(snapshotValue(.image(scale: 1), styledView(cells)))
        #expect(image.width == 40 && image.height == 40)
        pixel(image, 20, 20, is: red) // the centre: the background
        pixel(image, 20, 2, is: red) // just inside the 2-pt border
        // The border covers the 2 pt inside each edge, above the background.
        pixel(image, 20, 0, is: blue)
        pixel(image, 20, 1, is: blue)
        pixel(image, 0, 20, is: blue)
        pixel(image, 39, 20, is: blue)
        pixel(image, 20, 39, is: blue)
        // The corner: the nearest point of pixel (1, 1) to the corner's centre (10, 10) is
        // (2, 2), 8√2 ≈ 11.3 > 10 away, so the rounded shape leaves it white.
        pixel(image, 1, 1, is: white)
        pixel(image, 0, 0, is: white)
    }

    @Test func contentViewTransformAboutItsAnchorPoint() throws {
        // The content view (green) anchored at (0, 0) keeps its position, the cell's centre
        // (20, 20), so its bounds start there; scaled by 0.5 about that point it covers
        // (20, 20)–(40, 40). About the centre it would have covered (10, 10)–(30, 30).
        let cells = StyledCells(count: 1) { cell, _ in
            cell.contentView.backgroundColor = .green
            cell.contentView.layer.anchorPoint = .zero
            cell.contentView.layer.transform = CATransform3DMakeScale(0.5, 0.5, 1)
        }
        let image = try #require(snapshotValue(.image(scale: 1), styledView(cells)))
        pixel(image, 30, 30, is: green)
        pixel(image, 15, 15, is: white) // no cell background: a configured cell drops the default look
        pixel(image, 30, 10, is: white)
    }

    @Test func masksToBoundsClipsTheContentViewNotTheBackground() throws {
        // The content view moved 20 down reaches y = 60 in an 80-pt-tall view; masked, it
        // stops at the cell's bottom edge, y = 40.
        func render(masked: Bool) throws -> RGBAImage {
            let cells = StyledCells(count: 1) { cell, _ in
                cell.contentView.backgroundColor = .green
                cell.contentView.transform = CGAffineTransform(translationX: 0, y: 20)
                cell.clipsToBounds = masked
            }
            return try #require(snapshotValue(.image(scale: 1), styledView(cells, size: CGSize(width: 40, height: 80))))
        }
        let open = try render(masked: false), masked = try render(masked: true)
        pixel(open, 20, 10, is: white)
        pixel(open, 20, 30, is: green)
        pixel(open, 20, 50, is: green)
        pixel(masked, 20, 30, is: green)
        pixel(masked, 20, 50, is: white)
        pixel(open, 20, 70, is: white)
    }

    @Test func backgroundViewsStackUnderTheContentViewAndSelectionShowsTheSelectedOne() throws {
        // backgroundView blue, selectedBackgroundView red, content view green at alpha 0.5:
        // green over blue = (0, 127.5, 127.5); over red = (127.5, 127.5, 0).
        let cells = StyledCells(count: 1) { cell, _ in
            cell.backgroundView = UIView()
            cell.backgroundView?.backgroundColor = .blue
            cell.selectedBackgroundView = UIView()
            cell.selectedBackgroundView?.backgroundColor = .red
            cell.contentView.backgroundColor = .green
            cell.contentView.alpha = 0.5
        }
        let view = styledView(cells)
        let plain = try #require(snapshotValue(.image(scale: 1), view))
        pixel(plain, 20, 20, is: (0, 128, 128))
        view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        let selected = try #require(snapshotValue(.image(scale: 1), view))
        pixel(selected, 20, 20, is: (128, 128, 0))
    }

    @Test func alphaAndHiddenOfTheCell() throws {
        let cells = StyledCells(count: 2) { cell, _ in cell.backgroundColor = .red }
        // Two cells in an 90-pt-wide view: (0, 0) and (50, 0).
        let view = styledView(cells, size: CGSize(width: 90, height: 40))
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(first.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(second.frame == CGRect(x: 50, y: 0, width: 40, height: 40))
        first.alpha = 0.5 // red at 50 % over white: (255, 127.5, 127.5)
        second.isHidden = true
        let image = try #require(snapshotValue(.image(scale: 1), view))
        pixel(image, 20, 20, is: (255, 128, 128))
        pixel(image, 70, 20, is: white)
    }

    @Test func unconfiguredCellsKeepTheDefaultLook() throws {
        let cells = StyledCells(count: 3) { _, _ in }
        let view = styledView(cells, size: CGSize(width: 140, height: 40))
        let uikit = try #require(snapshotValue(.image(scale: 1), view))
        let core = try #require(snapshotValue(Snapshotting<CollectionView, RGBAImage>.image(scale: 1), view.coreView))
        #expect(uikit == core)
        #expect(uikit.pixel(x: 20, y: 20).map { [$0.r, $0.g, $0.b] } != [255, 255, 255])
    }

    @Test func theFilmstripShowsTheLookEachViewHadWhenTheUpdateWasBuilt() throws {
        // Item 0 red, item 1 blue; deleting item 0 moves the blue cell into its place. At
        // progress 0 the red cell is still there at full alpha; at 1 the blue one took its place.
        let cells = StyledCells(count: 2) { cell, path in cell.backgroundColor = path.item == 0 ? .red : .blue }
        let view = styledView(cells, size: CGSize(width: 90, height: 40))
        cells.count = 1
        view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        #expect(view.raisedExceptions.isEmpty)
        let start = try #require(snapshotValue(.animation(progress: [0]), view))
        let end = try #require(snapshotValue(.animation(progress: [1]), view))
        pixel(start, 20, 20, is: red)
        pixel(start, 70, 20, is: blue)
        pixel(end, 20, 20, is: blue)
        pixel(end, 70, 20, is: white)
    }

    @Test func theTransitionFilmstripShowsTheConfiguredLook() throws {
        // Red 40 × 40 cells; the new layout has 20 × 20 items. At progress 1 the first cell
        // is red over (0, 0, 20, 20) and the rest of its old square is white.
        let cells = StyledCells(count: 1) { cell, _ in cell.backgroundColor = .red }
        let view = styledView(cells)
        let smaller = UICollectionViewFlowLayout()
        smaller.itemSize = CGSize(width: 20, height: 20)
        view.setCollectionViewLayout(smaller, animated: true)
        #expect(view.raisedExceptions.isEmpty)
        let start = try #require(snapshotValue(.animation(progress: [0]), view))
        let end = try #require(snapshotValue(.animation(progress: [1]), view))
        pixel(start, 30, 30, is: red)
        pixel(end, 10, 10, is: red)
        pixel(end, 30, 30, is: white)
    }

    @Test func theWholeContentDrawsViewsAsConfiguredAndOffScreenElementsInTheDefaultLook() throws {
        // Two red cells in a 40 × 40 view: the second (at y 50) is off screen, has no view
        // and keeps the default look.
        let cells = StyledCells(count: 2) { cell, _ in cell.backgroundColor = .red }
        let view = styledView(cells)
        let list = try DisplayList(collectionView: view, region: .wholeContent, background: .white, scale: 1)
        #expect(list.viewport.rect == CGRect(x: 0, y: 0, width: 40, height: 90))
        #expect(
            list.elements.map(\.content.fill) == [
                Color(red: 1, green: 0, blue: 0, alpha: 1), ElementStyle.defaultContent(for: .cell(IndexPath(item: 1, section: 0))).fill,
            ])
    }

    @Test func theEntryPointResolvesEachViewsLayerTree() throws {
        let cells = StyledCells(count: 1) { cell, _ in
            cell.backgroundColor = .red
            cell.layer.cornerRadius = 10
            cell.contentView.backgroundColor = .green
            cell.contentView.layer.cornerRadius = 4
        }
        let list = try DisplayList(collectionView: styledView(cells), background: .white, scale: 1)
        let element = try #require(list.elements.first)
        #expect(list.elements.count == 1)
        #expect(element.content.fill == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(element.content.cornerRadius == 10)
        #expect(element.content.label == .none)
        #expect(element.content.sublayers.count == 1) // the content view (no background views)
        let content = try #require(element.content.sublayers.first)
        #expect(content.position == CGPoint(x: 20, y: 20) && content.size == CGSize(width: 40, height: 40))
        #expect(content.content.fill == Color(red: 0, green: 1, blue: 0, alpha: 1) && content.content.cornerRadius == 4)
    }
}
