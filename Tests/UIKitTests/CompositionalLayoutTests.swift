import Testing
import UIKit

/// `UICollectionViewCompositionalLayout` written as iOS code writes it (Apple's
/// "Implementing Modern Collection Views" shapes), against values worked by hand from
/// docs/REFERENCE.md §14. Viewport 390 × 844 unless said.
@Suite struct CompositionalLayoutTests {
    func frame(_ view: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// §14.7 A: a two-column grid by `subitem:count:` inside insets of 16.
    func gridSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        section.interGroupSpacing = 10
        return section
    }

    @Test func workedExampleAThroughUIKitsTypes() {
        // (390 − 32 − 10)/2 = 174 wide; rows at y = 16, 126, 236; 5 items: 16 + 300 + 20 + 16 = 352.
        let layout = UICollectionViewCompositionalLayout(section: gridSection())
        let view = makeView(layout, counts: Counts([5]), size: CGSize(width: 390, height: 844))
        #expect(frame(view, 0) == CGRect(x: 16, y: 16, width: 174, height: 100))
        #expect(frame(view, 1) == CGRect(x: 200, y: 16, width: 174, height: 100))
        #expect(frame(view, 4) == CGRect(x: 16, y: 236, width: 174, height: 100))
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 352))
        #expect(view.raisedExceptions.isEmpty)
    }

    @Test func aSectionProviderSeesTheEnvironmentAndPinnedHeadersFollow() {
        // The provider is asked per section with the container: 390 wide, no reference insets.
        // A 44-point pinned header at the top of each section; cells below it: y = 44.
        var widths: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            widths.append(environment.container.effectiveContentSize.width)
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            header.zIndex = 2
            section.boundarySupplementaryItems = [header]
            return index == 1 ? nil : section
        }
        let view = makeView(layout, counts: Counts([4, 0, 4]), size: CGSize(width: 390, height: 300))
        #expect(widths.first == 390)
        #expect(frame(view, 0) == CGRect(x: 0, y: 44, width: 390, height: 50))
        // Section 0: 44 + 4 · 50 = 244; section 1 is empty (nil); section 2's header at 244.
        let header2 = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 2))
        #expect(header2?.frame == CGRect(x: 0, y: 244, width: 390, height: 44) && header2?.zIndex == 2)
        // Scrolled to 100: section 0's header is held at min(max(0, 100), 244 − 44) = 100.
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.layoutIfNeeded()
        let header0 = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header0?.frame.minY == 100)
        #expect(view.raisedExceptions.isEmpty)
    }

    @Test func aRegisteredBackgroundDecorationIsShown() {
        // The grid section with a background inset by 5: (5, 5, 380, 342) around 352.
        SectionBackgroundView.appliedFrames.removeAll()
        let section = gridSection()
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackgroundView.self, forDecorationViewOfKind: "background")
        let view = makeView(layout, counts: Counts([5]), size: CGSize(width: 390, height: 844))
        #expect(SectionBackgroundView.appliedFrames == [CGRect(x: 5, y: 5, width: 380, height: 342)])
        #expect(view.raisedExceptions.isEmpty)
    }

    @Test func contentInsetsReferencesReadTheSafeAreaAndMargins() {
        // With `contentInsetAdjustmentBehavior = .always`, a simulated safe area
        // of 20 left and right is already in `adjustedContentInset`, so the content area is
        // 390 − 40 = 350 wide and the default reference (.automatic → .safeArea) adds
        // nothing beyond it: items (350 − 32 − 10)/2 = 154 wide at x = 16 (content
        // coordinates). Without a safe area, `.layoutMargins` (8 each side) narrows the
        // container to 374: (374 − 32 − 10)/2 = 166 wide at x = 8 + 16 = 24; `.none` keeps
        // 390: 174 at 16.
        func grid(_ reference: UIContentInsetsReference, safeArea: CGFloat) -> UICollectionView {
            let section = gridSection()
            section.contentInsetsReference = reference
            let view = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            view.contentInsetAdjustmentBehavior = .always
            view.simulatedSafeAreaInsets = UIEdgeInsets(top: 0, left: safeArea, bottom: 0, right: safeArea)
            let counts = Counts([2])
            view.dataSource = counts
            view.layoutIfNeeded()
            return withExtendedLifetime(counts) { view }
        }
        #expect(frame(grid(.automatic, safeArea: 20), 0) == CGRect(x: 16, y: 16, width: 154, height: 100))
        #expect(frame(grid(.layoutMargins, safeArea: 0), 0) == CGRect(x: 24, y: 16, width: 166, height: 100))
        #expect(frame(grid(.none, safeArea: 0), 0) == CGRect(x: 16, y: 16, width: 174, height: 100))
        #expect(frame(grid(.safeArea, safeArea: 0), 0) == CGRect(x: 16, y: 16, width: 174, height: 100))
    }

    @Test func physicalMarginsStayPhysicalRightToLeft() {
        // `.layoutMargins` of 30 on the left and 10 on the right: the full-width item spans
        // x 30…380 (390 − 40 = 350 wide) both left to right and right to left, since the
        // margins are the view's own sides; only directional insets swap.
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsetsReference = .layoutMargins
        let view = makeView(
            UICollectionViewCompositionalLayout(section: section), counts: Counts([1]), size: CGSize(width: 390, height: 844))
        view.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
        view.collectionViewLayout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 30, y: 0, width: 350, height: 50))
        view.semanticContentAttribute = .forceRightToLeft
        view.layoutIfNeeded()
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 30, y: 0, width: 350, height: 50))
    }

    @Test func anOrthogonalSectionIsOneBand() {
        // §14.7 C through UIKit's types: groupPagingCentered, groups 390 · 0.85 = 331.5 wide,
        // centred: x = (390 − 331.5)/2 = 29.25, the next at 29.25 + 331.5 = 360.75, same row;
        // origins on the pixel grid at scale 1 (§14.8): 29 and 361.
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(200)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        let layout = UICollectionViewCompositionalLayout(section: section)
        let view = makeView(layout, counts: Counts([3]), size: CGSize(width: 390, height: 844))
        #expect(frame(view, 0) == CGRect(x: 29, y: 0, width: 331.5, height: 200))
        #expect(frame(view, 1) == CGRect(x: 361, y: 0, width: 331.5, height: 200))
        #expect(layout.collectionViewContentSize.height == 200)
    }

    @Test func theVisibleItemsHandlerChangesWhatShows() {
        // A continuous shelf of cards 390 · 0.8 = 312 wide, 10 apart; the handler fades every
        // visible item whose centre is more than 200 from the band's centre (offset.x +
        // 195): cards 0 (midX 156) and 1 (midX 478) are visible at offset 0; card 1 is 283
        // away and fades to 0.5; card 0 (39 away) keeps alpha 1.
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        var calls = 0
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            calls += 1
            let centre = offset.x + environment.container.contentSize.width / 2
            for item in items where abs(item.frame.midX - centre) > 200 { item.alpha = 0.5 }
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        let view = makeView(layout, counts: Counts([4]), size: CGSize(width: 390, height: 844))
        #expect(calls > 0)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.alpha == 1)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.alpha == 0.5)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.alpha == 0.5)
    }

    @Test func aCustomGroupGetsUIKitsEnvironment() {
        // Two boxes per group at custom frames; the provider sees the group's container.
        var seen: [CGSize] = []
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120))
        ) { environment in
            seen.append(environment.container.contentSize)
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 10, y: 10, width: 100, height: 100)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 200, y: 0, width: 50, height: 50), zIndex: 3),
            ]
        }
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = makeView(layout, counts: Counts([3]), size: CGSize(width: 390, height: 844))
        #expect(seen.first == CGSize(width: 390, height: 120))
        #expect(frame(view, 1) == CGRect(x: 200, y: 0, width: 50, height: 50))
        // Item 2 starts the second group, 120 below.
        #expect(frame(view, 2) == CGRect(x: 10, y: 130, width: 100, height: 100))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 3)
    }
}
