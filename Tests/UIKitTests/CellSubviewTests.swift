import Testing
import UIKit

/// A cell's own views are its subviews, as in UIKit (docs/REFERENCE.md §1): the background
/// view at the back, the selected background view above it while the cell is selected or
/// highlighted, the content view, then the views added to the cell itself.
@Suite struct CellSubviewTests {
    private func ids(_ views: [UIView]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }

    @Test func theContentViewIsTheCellsSubviewTheCellsSize() {
        let cell = UICollectionViewCell(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(cell.contentView.superview === cell)
        #expect(ids(cell.subviews) == ids([cell.contentView]))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        cell.frame.size = CGSize(width: 150, height: 60)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 150, height: 60))
        // A view added to the cell goes in front of the content view.
        let badge = UIView()
        cell.addSubview(badge)
        #expect(ids(cell.subviews) == ids([cell.contentView, badge]))
    }

    @Test func theBackgroundViewIsTheBackmostSubviewAndAReplacedOneLeaves() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let first = UIView(), second = UIView()
        cell.backgroundView = first
        #expect(ids(cell.subviews) == ids([first, cell.contentView]))
        #expect(first.frame == cell.bounds)
        cell.backgroundView = second
        #expect(first.superview == nil)
        #expect(ids(cell.subviews) == ids([second, cell.contentView]))
        // A background configuration takes its place: the view leaves the cell.
        cell.backgroundConfiguration = .clear()
        #expect(cell.backgroundView == nil && second.superview == nil)
        #expect(ids(cell.subviews) == ids([cell.contentView]))
    }

    @Test func theSelectedBackgroundViewIsASubviewOnlyWhileSelectedOrHighlighted() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let background = UIView(), selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        #expect(selected.superview == nil)
        cell.isHighlighted = true
        #expect(ids(cell.subviews) == ids([background, selected, cell.contentView]))
        cell.isSelected = true
        cell.isHighlighted = false
        #expect(ids(cell.subviews) == ids([background, selected, cell.contentView]))
        cell.isSelected = false
        #expect(selected.superview == nil)
        #expect(ids(cell.subviews) == ids([background, cell.contentView]))
        // Set while selected, it is shown at once, the cell's size.
        cell.isSelected = true
        let other = UIView()
        cell.selectedBackgroundView = other
        #expect(selected.superview == nil && other.frame == cell.bounds)
        #expect(ids(cell.subviews) == ids([background, other, cell.contentView]))
    }

    @Test func aContentViewsSubviewInheritsTheCellsTraitsAndTint() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let label = UILabel()
        cell.contentView.addSubview(label)
        cell.traitOverrides.userInterfaceStyle = .dark
        cell.tintColor = .systemRed
        #expect(label.traitCollection.userInterfaceStyle == .dark)
        #expect(label.tintColor == .systemRed)
    }

    @Test func aTouchOnTheContentFindsTheContentViewsSubview() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let button = UIButton(frame: CGRect(x: 10, y: 5, width: 30, height: 30))
        cell.contentView.addSubview(button)
        #expect(cell.hitTest(CGPoint(x: 20, y: 20), with: nil) === button)
        #expect(cell.hitTest(CGPoint(x: 80, y: 20), with: nil) === cell.contentView)
    }

    @Test func aListCellsContentViewLeavesRoomForItsAccessories() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        cell.accessories = [.disclosureIndicator()]
        cell.layoutIfNeeded()
        // It ends where the disclosure indicator (14 pt wide) starts, inside the list's
        // trailing layout margin, 16 pt below 414 pt wide (docs/REFERENCE.md §19.3, §14).
        for width: CGFloat in [390, 320] {
            cell.frame.size.width = width
            cell.layoutIfNeeded()
            #expect(cell.contentView.superview === cell)
            #expect(cell.contentView.frame.minX == 0 && cell.contentView.frame.height == 44)
            #expect(cell.contentView.frame.maxX == width - 16 - 14)
        }
    }
}
