import ReelTesting
import SnapshotTesting
import Testing
import UIKit

/// A reference image of cells configured the ways UIKit code configures them, drawn by the
/// `.image` strategy (the recorded PNG is checked by eye: see each case's comment).
@Suite struct CellAppearanceSnapshotTests {
    /// Eight 50 × 50 cells in a 230 × 110 view, four per line, 10 apart.
    @Test func configuredCells() {
        let cells = StyledCells(count: 8) { cell, path in
            switch path.item {
            case 0: // red, rounded 10, a 2-pt blue border inside the bounds
                cell.backgroundColor = .red
                cell.layer.cornerRadius = 10
                cell.layer.borderWidth = 2
                cell.layer.borderColor = UIColor.blue.cgColor
            case 1: // a green content view rotated 15° about its centre, over a grey cell, unclipped
                cell.backgroundColor = .lightGray
                cell.contentView.backgroundColor = .systemGreen
                cell.contentView.transform = CGAffineTransform(rotationAngle: .pi / 12)
            case 2: // selected: the purple selected background over the yellow background view, under
                // the content view's 4-pt black border
                cell.backgroundView = UIView()
                cell.backgroundView?.backgroundColor = .systemYellow
                cell.selectedBackgroundView = UIView()
                cell.selectedBackgroundView?.backgroundColor = .systemPurple
                cell.contentView.layer.borderWidth = 4
                cell.contentView.layer.borderColor = UIColor.black.cgColor
            case 3: // a teal circle under a white content view at half alpha, clipped to the circle
                // (the cell's own alpha comes from its attributes, as in UIKit)
                cell.backgroundColor = .systemTeal
                cell.layer.cornerRadius = 25
                cell.layer.masksToBounds = true
                cell.contentView.backgroundColor = .white
                cell.contentView.alpha = 0.5
            case 5: // rounded 12 and clipped: the orange content view moved 20 right is cut at the edge
                cell.backgroundColor = .systemIndigo
                cell.layer.cornerRadius = 12
                cell.clipsToBounds = true
                cell.contentView.backgroundColor = .systemOrange
                cell.contentView.transform = CGAffineTransform(translationX: 20, y: 0)
            case 6: // the content view anchored at its top-left corner: its position stays the cell's
                // centre, so its bounds start there; scaled to half about it, it fills the
                // bottom-right quarter
                cell.backgroundColor = .systemGray5
                cell.contentView.backgroundColor = .systemPink
                cell.contentView.layer.anchorPoint = .zero
                cell.contentView.layer.transform = CATransform3DMakeScale(0.5, 0.5, 1)
            default: // 4 and 7: not configured, the default look (palette colour, index path)
                break
            }
        }
        let view = styledView(cells, size: CGSize(width: 230, height: 110))
        view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(view.raisedExceptions.isEmpty)
        withExtendedLifetime(cells) {
            assertSnapshot(of: view, as: .image(scale: 2))
        }
    }
}
