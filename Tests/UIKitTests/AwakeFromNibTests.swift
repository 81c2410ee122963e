import Testing
import UIKit

/// `awakeFromNib()` is for objects loaded from a nib or storyboard; UIKit never sends it to
/// objects made in code, and nothing is loaded from nibs here.
@Suite struct AwakeFromNibTests {
    final class SeparatorLayout: UICollectionViewFlowLayout {
        var awoken = false
        override func awakeFromNib() {
            super.awakeFromNib()
            awoken = true
            register(UICollectionReusableView.self, forDecorationViewOfKind: "separator")
        }
    }

    final class AwakeCell: UICollectionViewCell {
        nonisolated(unsafe) static var awoken = 0
        override func awakeFromNib() {
            super.awakeFromNib()
            Self.awoken += 1
        }
    }

    final class AwakeController: UIViewController {
        var awoken = false
        override func awakeFromNib() {
            super.awakeFromNib()
            awoken = true
        }
    }

    @Test func objectsMadeInCodeAreNeverAwoken() {
        let layout = SeparatorLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        view.register(AwakeCell.self, forCellWithReuseIdentifier: "cell")
        let counts = Counts([6])
        view.dataSource = counts
        view.layoutIfNeeded()
        #expect(view.visibleCells.count == 6)
        #expect(AwakeCell.awoken == 0)
        #expect(!layout.awoken)
        let controller = AwakeController()
        _ = controller.view
        #expect(!controller.awoken)
    }
}
