import Testing
import UIKit

/// A collection view shares its traits with its cells and its compositional layout, and its
/// scroll view adjusts its content inset by the safe area as UIKit's behaviours say.
@Suite struct CollectionViewTraitsTests {
    @Test func cellsAndTheLayoutEnvironmentSeeTheCollectionViewsTraits() throws {
        var seen: [UIUserInterfaceSizeClass] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            seen.append(environment.traitCollection.horizontalSizeClass)
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.traitOverrides.horizontalSizeClass = .regular
        view.overrideUserInterfaceStyle = .dark
        let counts = Counts([2])
        view.dataSource = counts
        view.layoutIfNeeded()
        #expect(seen.last == .regular)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.traitCollection.userInterfaceStyle == .dark && cell.contentView.traitCollection.userInterfaceStyle == .dark)
        #expect(cell.configurationState.traitCollection.horizontalSizeClass == .regular)
        withExtendedLifetime(counts) {}
    }

    /// A 320 × 200 flow layout of 50 × 50 items, 10 apart, with a 40-point top and 30-point
    /// bottom safe area: 6 items per 310-wide line need 1 line (50 high, not scrollable); 30
    /// items need 5 lines, 50·5 + 10·4 = 290 > 200 (scrollable).
    private func scrollView(_ counts: Counts, behavior: UIScrollView.ContentInsetAdjustmentBehavior) -> UICollectionView {
        let view = makeView(flowLayout(), counts: counts, size: CGSize(width: 320, height: 200))
        view.contentInsetAdjustmentBehavior = behavior
        view.simulatedSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0)
        view.layoutIfNeeded()
        return view
    }

    @Test func theSafeAreaAdjustsTheScrollableAxis() {
        let many = Counts([30]), few = Counts([4])
        let long = scrollView(many, behavior: .automatic)
        #expect(long.adjustedContentInset == UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0))
        // At rest at the top, the content stays below the adjusted top: offset −40.
        #expect(long.contentOffset.y == -40)
        let short = scrollView(few, behavior: .scrollableAxes)
        #expect(short.adjustedContentInset == .zero && short.contentOffset.y == 0)
        #expect(scrollView(few, behavior: .always).adjustedContentInset.top == 40)
        #expect(scrollView(many, behavior: .never).adjustedContentInset == .zero)
        let bouncing = scrollView(few, behavior: .automatic)
        bouncing.alwaysBounceVertical = true
        bouncing.layoutIfNeeded()
        #expect(bouncing.adjustedContentInset.top == 40)
        withExtendedLifetime((many, few)) {}
    }
}
