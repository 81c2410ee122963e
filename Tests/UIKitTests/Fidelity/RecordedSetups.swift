import UIKit

/// The setups of the recorded corpus, rebuilt in plain UIKit code from the test sources
/// beside each recording (our own code: the layouts the tests describe, written against our
/// `UIKit` module as an iOS app would write them). A fixture names its setup; `make`
/// returns the collection view, not yet laid out, with its data source held by the caller.
enum RecordedSetups {
    /// A collection view and the data source and delegate it needs kept alive.
    struct Built {
        var view: UICollectionView
        var keep: [AnyObject]
    }

    /// The setup `name` for a fixture, or nil when there is none of that name.
    static func make(_ name: String, fixture: RecordedFixture) -> Built? {
        let frame = CGRect(origin: .zero, size: fixture.frame.size)
        let sections = fixture.sections
        switch name {
        case "compositionalLayoutDSL.innerGroups": return compositional(innerGroupsLayout(), frame: frame, sections: sections)
        case "compositionalLayoutDSL.supplementaryItem": return compositional(supplementaryLayout(), frame: frame, sections: sections)
        case "compositionalLayoutDSL.decorationItem": return compositional(decorationLayout(), frame: frame, sections: sections)
        case "compositionalLayoutDSL.listSection": return compositional(pinnedListLayout(), frame: frame, sections: sections)
        case "swiftSnapshotTesting.horizontalFlow": return horizontalFlow(frame: frame, sections: sections)
        case "igListKit.rows": return rows(frame: frame, sections: sections)
        case "openUIKit.flowProbe": return fixture.flow.map { flowProbe($0, frame: frame, sections: sections) }
        default: return nil
        }
    }

    // MARK: faberNovel/CompositionalLayoutDSL (LayoutTests: the "traditional" layouts)

    /// A grey cell, as the tests' `TestingCellView`.
    final class GreyCell: UICollectionViewCell {}
    /// A light grey supplementary view, as `TestingSupplementaryView`.
    final class LightView: UICollectionReusableView {}
    /// The bordered background, as `TestingDecorationView`.
    final class BorderedBackground: UICollectionReusableView {}

    /// Items per section (the tests' `Counts`), headers and footers light views.
    static func compositional(_ layout: UICollectionViewLayout, frame: CGRect, sections: [Int]) -> Built {
        collectionView(layout, cell: GreyCell.self, supplementary: LightView.self, frame: frame, sections: sections)
    }

    /// A collection view of `layout` showing `sections` items per section as `cell`s, and
    /// `supplementary` views for its headers and footers.
    static func collectionView(
        _ layout: UICollectionViewLayout, cell: UICollectionViewCell.Type, supplementary: UICollectionReusableView.Type, frame: CGRect,
        sections: [Int]
    ) -> Built {
        let view = UICollectionView(frame: frame, collectionViewLayout: layout)
        view.register(cell, forCellWithReuseIdentifier: "cell")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            view.register(supplementary, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
        }
        let source = Counts(sections)
        view.dataSource = source
        return Built(view: view, keep: [source])
    }

    static func fractional(_ width: CGFloat = 1, _ height: CGFloat = 1) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: .fractionalWidth(width), heightDimension: .fractionalHeight(height))
    }

    static func fullWidth(height: CGFloat) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
    }

    /// `testInnerGroups`: a 100-point row of a third-wide item and two thirds holding
    /// vertical `subitem:count:` groups of 2 and 3, with content insets; spacings of 8.
    static func innerGroupsLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: fractional(1.0 / 3))
        item.contentInsets.trailing = 4
        let pair = NSCollectionLayoutGroup.vertical(
            layoutSize: fractional(1.0 / 3), subitem: NSCollectionLayoutItem(layoutSize: fractional()), count: 2)
        pair.interItemSpacing = .fixed(8)
        pair.contentInsets.leading = 4
        pair.contentInsets.trailing = 4
        let triple = NSCollectionLayoutGroup.vertical(
            layoutSize: fractional(1.0 / 3), subitem: NSCollectionLayoutItem(layoutSize: fractional()), count: 3)
        triple.interItemSpacing = .fixed(8)
        triple.contentInsets.leading = 4
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: fullWidth(height: 100), subitems: [item, pair, triple])
        row.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 8
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 8
        return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    }

    /// `testSupplementaryItem`: four square-ish items `subitem:count:` 16 apart with a
    /// 15-point badge each, and a 20 × 60 tab on each group, anchored on its trailing edge.
    static func supplementaryLayout() -> UICollectionViewLayout {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(15), heightDimension: .absolute(15)),
            elementKind: UICollectionView.elementKindSectionHeader,
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)),
            supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: fullWidth(height: 80), subitem: item, count: 4)
        group.interItemSpacing = .fixed(16)
        group.supplementaryItems = [
            NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(60)),
                elementKind: UICollectionView.elementKindSectionFooter,
                containerAnchor: NSCollectionLayoutAnchor(edges: [.trailing], fractionalOffset: CGPoint(x: 1, y: 0)))
        ]
        group.contentInsets.trailing = 20
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 16
        section.contentInsets.bottom = 16
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// `testDecorationItem`: a continuously scrolling band of four-item groups, insets 16,
    /// over a bordered background decoration.
    static func decorationLayout() -> UICollectionViewLayout {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: fullWidth(height: 40), subitem: NSCollectionLayoutItem(layoutSize: fractional()), count: 4)
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.orthogonalScrollingBehavior = .continuous
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        section.decorationItems = [.background(elementKind: "background")]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(BorderedBackground.self, forDecorationViewOfKind: "background")
        return layout
    }

    /// `testListSection`: full-width 40-point rows 2 apart under a pinned 24-point header
    /// and over a pinned 24-point footer.
    static func pinnedListLayout() -> UICollectionViewLayout {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: fullWidth(height: 40), subitem: NSCollectionLayoutItem(layoutSize: fractional()), count: 1)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: fullWidth(height: 24), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: fullWidth(height: 24), elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        footer.pinToVisibleBounds = true
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 2
        section.boundarySupplementaryItems = [header, footer]
        return UICollectionViewCompositionalLayout(section: section)
    }
}
