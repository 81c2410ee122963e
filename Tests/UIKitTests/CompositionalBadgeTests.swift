import Testing
import UIKit

/// Badges written as iOS code writes them (Apple's `NSCollectionLayoutAnchor` example),
/// against values worked by hand from docs/REFERENCE.md §14.2. Viewport 390 × 844.
@Suite struct CompositionalBadgeTests {
    @Test func applesBadgeOverlapsTheTopTrailingCorner() {
        // Items (fractionalWidth 0.25 → 97.5 × 97.5 by fractionalWidth) in a row group of
        // 97.5 points. Badge 20 × 20, [.top, .trailing], fractional (0.3, −0.3) → (6, −6):
        // item 1 (box x 97.5…195): x = 97.5 + 97.5 + 6 − 20 = 181, y = 0 − 6 = −6.
        let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge", containerAnchor: anchor)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        // As in UIKit, the badge's kind is registered (Counts dequeues every supplementary
        // with the identifier "header").
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "header")
        let counts = Counts([8])
        view.dataSource = counts
        view.layoutIfNeeded()
        #expect(view.visibleSupplementaryViews(ofKind: "badge").count == 8)
        let attributes = layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 1, section: 0))
        #expect(attributes?.frame == CGRect(x: 181, y: -6, width: 20, height: 20))
        #expect(attributes?.zIndex == 1)
        #expect(badge.zIndex == 1 && badge.itemAnchor == nil && anchor.isFractionalOffset && !anchor.isAbsoluteOffset)
        #expect(item.supplementaryItems.count == 1)
        #expect(view.raisedExceptions.isEmpty)
        withExtendedLifetime(counts) {}
    }

    @Test func aGroupsSupplementaryItemsAreSettableAndUseTheItemAnchor() {
        // The second group (items 2 and 3) has the box (0, 100, 390, 100). Container [.bottom]
        // c = (0.5, 1); item anchor [.top] i = (0.5, 0): x = 0 + 195 − 15 = 180,
        // y = 100 + 100 − 0 = 200: hanging below the group's middle, at [0, 1], the second
        // group's index in the section (§14.8, recorded on iOS 17).
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        group.supplementaryItems = [
            NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(30), heightDimension: .absolute(8)),
                elementKind: "tab", containerAnchor: NSCollectionLayoutAnchor(edges: .bottom),
                itemAnchor: NSCollectionLayoutAnchor(edges: .top))
        ]
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "tab", withReuseIdentifier: "header")
        let counts = Counts([4])
        view.dataSource = counts
        view.layoutIfNeeded()
        #expect(view.raisedExceptions.isEmpty)
        withExtendedLifetime(counts) {}
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: "tab", at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 180, y: 200, width: 30, height: 8))
    }

    @Test func aRightToLeftViewMirrorsTheCompositionalLayout() {
        // Two half-width items (195 wide) per 100-point row: left to right item 0 at x 0,
        // item 1 at 195; right to left item 0 at 390 − 195 = 195, item 1 at 0 (leading is right).
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = makeView(layout, counts: Counts([2]), size: CGSize(width: 390, height: 844))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
        view.semanticContentAttribute = .forceRightToLeft
        view.layoutIfNeeded()
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 195)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 0)
        #expect(view.indexPathForItem(at: CGPoint(x: 300, y: 50)) == IndexPath(item: 0, section: 0))
    }
}
