import CollectionRendering
import PNGCodec
import ReelTesting
import SnapshotTesting
import Testing
import UIKit

/// `UICollectionView.backgroundView`, as Apple's documentation has it: "positioned underneath
/// all of the other content and sized automatically to fill the entire bounds", and it "does
/// not scroll with the collection view's other content". The collection views here are 40 ×
/// 100 with 40 × 40 red cells 10 apart (at y 0, 50, 100…), so the gap at y 40…50 shows what is
/// under the cells; pixels worked by hand at scale 1.
@Suite struct CollectionViewBackgroundViewTests {
    private let white = (255, 255, 255), red = (255, 0, 0), blue = (0, 0, 255), green = (0, 255, 0)

    private func redCells(_ count: Int = 20) -> StyledCells {
        StyledCells(count: count) { cell, _ in cell.backgroundColor = .red }
    }

    private func blueView() -> UIView {
        let view = UIView()
        view.backgroundColor = .blue
        return view
    }

    @Test func itIsTheFirstSubviewSizedToTheBoundsAndReplacedWhole() {
        let cells = redCells()
        let collectionView = styledView(cells, size: CGSize(width: 40, height: 100))
        #expect(collectionView.backgroundView == nil)
        let first = blueView()
        collectionView.backgroundView = first
        #expect(collectionView.subviews.first === first && first.superview === collectionView)
        #expect(first.frame == CGRect(x: 0, y: 0, width: 40, height: 100))

        let second = blueView()
        collectionView.backgroundView = second
        #expect(first.superview == nil)
        #expect(collectionView.subviews.first === second)
        collectionView.backgroundView = nil
        #expect(second.superview == nil)
    }

    @Test func itStaysInPlaceWhileTheContentScrolls() throws {
        let collectionView = styledView(redCells(), size: CGSize(width: 40, height: 100))
        let background = blueView()
        collectionView.backgroundView = background
        collectionView.contentOffset = CGPoint(x: 0, y: 25)
        collectionView.layoutIfNeeded()
        #expect(background.frame == CGRect(x: 0, y: 25, width: 40, height: 100))

        // Shown bounds y 25…125: cells at 0…40, 50…90, 100…140 → on screen 0…15, 25…65, 75…100;
        // the gaps 15…25 and 65…75 show the background view.
        let image = try #require(snapshotValue(.image(scale: 1), collectionView))
        pixel(image, 20, 10, is: red)
        pixel(image, 20, 20, is: blue)
        pixel(image, 20, 45, is: red)
        pixel(image, 20, 70, is: blue)
    }

    @Test func itIsDrawnUnderTheCellsAndNotWhenHidden() throws {
        let collectionView = styledView(redCells(), size: CGSize(width: 40, height: 100))
        let background = blueView()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        badge.backgroundColor = .green
        background.addSubview(badge)
        collectionView.backgroundView = background
        collectionView.layoutIfNeeded()
        var image = try #require(snapshotValue(.image(scale: 1), collectionView))
        pixel(image, 5, 5, is: red) // the cell covers the background view's green subview
        pixel(image, 20, 20, is: red)
        pixel(image, 20, 45, is: blue)

        background.isHidden = true
        image = try #require(snapshotValue(.image(scale: 1), collectionView))
        pixel(image, 20, 45, is: white)
    }

    @Test func inAViewTreeItLiesBetweenTheCollectionViewsColourAndItsCells() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 100))
        let collectionView = styledView(redCells(), size: CGSize(width: 40, height: 100))
        collectionView.backgroundColor = .white
        root.addSubview(collectionView)
        let background = blueView()
        background.frame = CGRect(x: 0, y: 0, width: 20, height: 20) // sized to the bounds anyway
        collectionView.backgroundView = background
        // A subview added after it draws over the cells.
        let overlay = UIView(frame: CGRect(x: 30, y: 0, width: 10, height: 100))
        overlay.backgroundColor = .green
        collectionView.addSubview(overlay)
        root.layoutIfNeeded()

        let image = try OutputFormat.png.pixels(of: DisplayList(view: root, scale: 1))
        pixel(image, 10, 20, is: red)
        pixel(image, 10, 45, is: blue)
        pixel(image, 10, 95, is: blue)
        pixel(image, 35, 20, is: green)
        pixel(image, 35, 45, is: green)
    }

    @Test func touchesInTheGapsReachTheBackgroundViewAndOnCellsTheCells() throws {
        let collectionView = styledView(redCells(), size: CGSize(width: 40, height: 100))
        let background = blueView()
        collectionView.backgroundView = background
        collectionView.layoutIfNeeded()
        #expect(collectionView.hitTest(CGPoint(x: 20, y: 45), with: nil) === background)
        let hit = try #require(collectionView.hitTest(CGPoint(x: 20, y: 20), with: nil))
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(hit === cell || hit === cell.contentView)
    }
}
