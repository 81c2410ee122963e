import CollectionRendering
import Testing
import UIKit

/// `UICollectionLayoutListConfiguration` written as iOS code writes it, against values
/// worked by hand from docs/REFERENCE.md §14.6 (its approximated metrics: rows
/// `.estimated(44)`, layout margin 16 below a width of 414, grouped section spacing 35,
/// grouped headers 38). Viewport 390 × 844, display scale 1 (the default trait): separators
/// are 1 point tall.
@Suite struct ListConfigurationTests {
    func frame(_ view: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func anInsetGroupedListThroughUIKitsSpelling() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.showsSeparators = true
        configuration.headerTopPadding = nil
        configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0)
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let view = makeView(layout, counts: Counts([3]), size: CGSize(width: 390, height: 844))
        // Header (16, 0, 358, 38); rows x 16, 358 wide, from y = 38. Row 0's separator from
        // 16 + 60 = 76 to the row's end: 358 − 60 = 298 wide, at 38 + 44 − 1 = 81.
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 16, y: 0, width: 358, height: 38))
        #expect(frame(view, 0) == CGRect(x: 16, y: 38, width: 358, height: 44))
        let separators = (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844)) ?? [])
            .filter { $0.representedElementCategory == .decorationView && $0.frame.height == 1 }
        #expect(separators.map(\.frame) == [CGRect(x: 76, y: 81, width: 298, height: 1), CGRect(x: 76, y: 125, width: 298, height: 1)])
        // The rounded background behind the rows: (16, 38, 358, 3 · 44 = 132).
        let backgrounds = (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844)) ?? [])
            .filter { $0.representedElementCategory == .decorationView && $0.frame.height > 1 }
        #expect(backgrounds.map(\.frame) == [CGRect(x: 16, y: 38, width: 358, height: 132)])
        // The list's decoration views need no registration by the app.
        #expect(view.raisedExceptions.isEmpty)
    }

    @Test func aListSectionFromASectionProviderCanBeChangedAfterwards() {
        // Section 0 plain without separators; section 1 grouped, its top inset changed from
        // 35 to 10 after `list(using:layoutEnvironment:)`: row at 3 · 44 + 10 = 142.
        let layout = UICollectionViewCompositionalLayout { index, environment in
            var configuration = UICollectionLayoutListConfiguration(appearance: index == 0 ? .plain : .grouped)
            configuration.showsSeparators = false
            let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            if index == 1 { section.contentInsets.top = 10 }
            return section
        }
        let view = makeView(layout, counts: Counts([3, 1]), size: CGSize(width: 390, height: 844))
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(frame(view, 0, 1) == CGRect(x: 0, y: 142, width: 390, height: 44))
        let decorations = (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844)) ?? [])
            .filter { $0.representedElementCategory == .decorationView }
        #expect(decorations.isEmpty)
    }

    @Test func defaultsFollowTheAppearance() {
        // UIKit: separators on by default except for the sidebar appearances; modes .none;
        // automatic separator insets and visibility.
        #expect(UICollectionLayoutListConfiguration(appearance: .plain).showsSeparators)
        #expect(UICollectionLayoutListConfiguration(appearance: .insetGrouped).showsSeparators)
        #expect(!UICollectionLayoutListConfiguration(appearance: .sidebar).showsSeparators)
        #expect(!UICollectionLayoutListConfiguration(appearance: .sidebarPlain).showsSeparators)
        let configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        #expect(configuration.showsSeparators)
        #expect(configuration.headerMode == .none && configuration.footerMode == .none)
        #expect(configuration.headerTopPadding == nil)
        #expect(configuration.separatorConfiguration.bottomSeparatorVisibility == .automatic)
        #expect(configuration.separatorConfiguration.bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
        let separators = UIListSeparatorConfiguration(listAppearance: .plain)
        #expect(separators.bottomSeparatorVisibility == .automatic)
    }

    @Test func theListsDecorationsDrawAsHairlinesAndRoundedBackgrounds() throws {
        // The separators and the section background are drawn with the renderer's list look:
        // a `separator` fill, square; a secondarySystemGroupedBackground fill rounded by 10.
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let view = makeView(layout, counts: Counts([2]), size: CGSize(width: 390, height: 844))
        let list = try DisplayList(collectionView: view, background: .white, scale: 1)
        let separators = list.elements.filter { $0.attributes.representedElementKind == ListConfiguration.separatorElementKind }
        #expect(separators.map(\.content.fill) == [.separator])
        #expect(separators.first?.content.cornerRadius == 0)
        let backgrounds = list.elements.filter { $0.attributes.representedElementKind == ListConfiguration.backgroundElementKind }
        #expect(backgrounds.map(\.content.fill) == [.secondarySystemGroupedBackground])
        #expect(backgrounds.first?.content.cornerRadius == 10)
        #expect(view.raisedExceptions.isEmpty)
    }

    @Test func theSeparatorColourIsDrawn() throws {
        // `separatorConfiguration.color` fills the separators (Apple's documentation example
        // sets `.tertiarySystemFill`; here `.systemRed`); the background keeps its look.
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.color = .systemRed
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let view = makeView(layout, counts: Counts([3]), size: CGSize(width: 390, height: 844))
        let list = try DisplayList(collectionView: view, background: .white, scale: 1)
        let separators = list.elements.filter { $0.attributes.representedElementKind == ListConfiguration.separatorElementKind }
        #expect(separators.map(\.content.fill) == [.systemRed, .systemRed])
        #expect(UIListSeparatorConfiguration(listAppearance: .plain).color.color == .separator)
    }
}
