import Testing
import UIKit

/// Highlighted images and a table cell's highlighted content, as UIKit documents them: an
/// image view shows its `highlightedImage` while `isHighlighted`; a table cell's highlight
/// and selection "affect the appearance of labels, image, and background" — its own labels
/// draw in their `highlightedTextColor` and its image view shows its highlighted image —
/// unless its selection style is `.none`. (A collection view cell's highlight "manages the
/// highlight state of the cell only".)
@Suite struct TableCellHighlightTests {
    private func image(_ width: CGFloat, _ height: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { _ in }
    }

    @Test func anImageViewShowsItsHighlightedImageWhileHighlighted() {
        let view = UIImageView(image: image(20, 10))
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 10))
        view.highlightedImage = image(30, 40)
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 10), "not highlighted yet")
        view.isHighlighted = true
        #expect(view.intrinsicContentSize == CGSize(width: 30, height: 40))
        view.highlightedImage = nil
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 10), "no highlighted image: the image")
    }

    @Test func aTableCellsLabelsAndImageFollowItsHighlightAndSelection() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        let parts: [() -> Bool] = [
            { cell.textLabel?.isHighlighted == true }, { cell.detailTextLabel?.isHighlighted == true },
            { cell.imageView?.isHighlighted == true },
        ]
        #expect(parts.allSatisfy { !$0() })
        cell.setHighlighted(true, animated: false)
        #expect(parts.allSatisfy { $0() })
        cell.setSelected(true, animated: false)
        cell.setHighlighted(false, animated: false)
        #expect(parts.allSatisfy { $0() }, "selected: still highlighted")
        cell.isSelected = false
        #expect(parts.allSatisfy { !$0() })
    }

    @Test func aLabelMadeWhileSelectedStartsHighlighted() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.isSelected = true
        #expect(cell.textLabel?.isHighlighted == true)
        #expect(cell.imageView?.isHighlighted == true)
    }

    @Test func aCellWithoutSelectionStyleKeepsItsContentPlain() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.selectionStyle = .none
        cell.isSelected = true
        #expect(cell.textLabel?.isHighlighted == false)
        cell.selectionStyle = .default
        #expect(cell.textLabel?.isHighlighted == true, "the style now shows the selection")
    }

    @Test func aCollectionViewCellHighlightsOnlyItself() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let label = UILabel()
        cell.contentView.addSubview(label)
        cell.isHighlighted = true
        #expect(!label.isHighlighted)
    }
}
