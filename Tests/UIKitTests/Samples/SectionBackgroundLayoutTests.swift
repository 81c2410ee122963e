import ReelTesting
import SnapshotTesting
import Testing
import UIKit
import UIKitSampleLayouts

/// The UIKit-idiom port of the core's `SectionBackgroundLayout`, values worked by hand: a
/// 310 × 300 view, items 60 × 60, 10 apart both ways, section insets 20, padding 8. The
/// available width 270 holds exactly 4 items (4·60 + 3·10), at x 20, 90, 160, 230.
/// Section 0 (5 items): lines at y 20 and 90, ends at 150 + 20 = 170. Section 1 (3 items):
/// one line at y 170 + 20 = 190, ends at 270.
@Suite(.snapshots(record: .never)) struct SectionBackgroundLayoutTests {
    private func makeSections(_ counts: Counts) -> UICollectionView {
        let layout = SectionBackgroundLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        return makeSampleView(layout, source: counts, size: CGSize(width: 310, height: 300))
    }

    private func background(_ view: UICollectionView, _ section: Int) -> UICollectionViewLayoutAttributes? {
        view.collectionViewLayout.layoutAttributesForDecorationView(
            ofKind: SectionBackgroundLayout.backgroundKind, at: IndexPath(item: 0, section: section))
    }

    @Test func eachSectionHasABackgroundBehindItsItems() throws {
        let counts = Counts([5, 3])
        let view = makeSections(counts)
        // Section 0: (20 − 8, 20 − 8, 310 − 40 + 16, 150 − 20 + 16) = (12, 12, 286, 146).
        let first = try #require(background(view, 0))
        #expect(first.frame == CGRect(x: 12, y: 12, width: 286, height: 146))
        #expect(first.zIndex == -1 && first.indexPath == IndexPath(item: 0, section: 0))
        // Section 1: (12, 190 − 8, 286, 60 + 16) = (12, 182, 286, 76).
        #expect(background(view, 1)?.frame == CGRect(x: 12, y: 182, width: 286, height: 76))
        #expect(background(view, 2) == nil)
        #expect(view.contentSize == CGSize(width: 310, height: 270))
        #expect(view.raisedExceptions.isEmpty)
        withExtendedLifetime(counts) {}
    }

    @Test func aBackgroundCountsWhereOnlyItsPaddingMeetsTheRect() {
        let counts = Counts([5, 3])
        let view = makeSections(counts)
        let layout = view.collectionViewLayout
        func kinds(_ rect: CGRect) -> [String] {
            (layout.layoutAttributesForElements(in: rect) ?? []).map { attributes in
                let kind = attributes.representedElementCategory == .cell ? "cell" : attributes.representedElementKind ?? ""
                return kind + String(attributes.indexPath.section)
            }
        }
        // y 0…15: no cell (they start at 20), section 0's background (from 12).
        #expect(kinds(CGRect(x: 0, y: 0, width: 310, height: 15)) == ["SectionBackground0"])
        // y 160…180: between the backgrounds (158 and 182): nothing.
        #expect(kinds(CGRect(x: 0, y: 160, width: 310, height: 20)).isEmpty)
        // y 175…185: section 1's background only.
        #expect(kinds(CGRect(x: 0, y: 175, width: 310, height: 10)) == ["SectionBackground1"])
        withExtendedLifetime(counts) {}
    }

    @Test func snapshots() {
        let counts = Counts([5, 3])
        let view = makeSections(counts)
        assertSnapshot(of: view, as: .image(scale: 2), named: "sections")
        view.performBatchUpdates({
            counts.sections = [9, 3]
            view.insertItems(at: (5..<9).map { IndexPath(item: $0, section: 0) })
        })
        assertSnapshot(of: view, as: .animation(), named: "update")
        withExtendedLifetime(counts) {}
    }
}
