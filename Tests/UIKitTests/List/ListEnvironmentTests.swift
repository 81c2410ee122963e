import Testing
import UIKit

/// A list cell's default styles follow the appearance of the list section it is dequeued in
/// (its list environment; docs/REFERENCE.md §19.2, §20.2): the sidebar styles in `.sidebar`
/// and `.sidebarPlain` lists, the grouped background in `.grouped` and `.insetGrouped`
/// ones, the plain styles in `.plain` lists and outside any list. Of the fields, the content
/// styles differ only in `imageToTextPadding` (`cell()` 16, `sidebarCell()` 10) and the
/// backgrounds in their normal colour (plain `systemBackground`, grouped
/// `secondarySystemGroupedBackground`, sidebar clear).
@Suite struct ListEnvironmentTests {
    /// The default configurations of the first cell of a list of `appearance`.
    private func defaults(
        in appearance: UICollectionLayoutListConfiguration.Appearance
    ) throws -> (content: UIListContentConfiguration, background: UIBackgroundConfiguration) {
        let fixture = ListCellFixture(appearance: appearance) { cell, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        fixture.apply(["a"])
        let cell = try #require(fixture.cell(0))
        return (cell.defaultContentConfiguration(), cell.defaultBackgroundConfiguration())
    }

    /// The expected image-to-text padding and normal background colour per appearance, with
    /// the styles they identify (from the table in docs/REFERENCE.md §19.2 and §20.2).
    private static let expected: [UICollectionLayoutListConfiguration.Appearance: (padding: CGFloat, color: UIColor)] = [
        .plain: (16, .systemBackground), // cell(), listPlainCell()
        .grouped: (16, .secondarySystemGroupedBackground), // cell(), listGroupedCell()
        .insetGrouped: (16, .secondarySystemGroupedBackground), // cell(), listGroupedCell()
        .sidebar: (10, .clear), // sidebarCell(), listSidebarCell()
        .sidebarPlain: (10, .clear), // sidebarCell(), listSidebarCell()
    ]

    @Test(arguments: [UICollectionLayoutListConfiguration.Appearance.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain])
    func listCellsTakeTheirListsStyles(_ appearance: UICollectionLayoutListConfiguration.Appearance) throws {
        let (content, background) = try defaults(in: appearance)
        let expected = try #require(Self.expected[appearance])
        #expect(content.imageToTextPadding == expected.padding)
        #expect(background.backgroundColor == expected.color)
        let sidebar = appearance == .sidebar || appearance == .sidebarPlain
        let grouped = appearance == .grouped || appearance == .insetGrouped
        #expect(content == (sidebar ? .sidebarCell() : .cell()))
        #expect(background == (sidebar ? .listSidebarCell() : grouped ? .listGroupedCell() : .listPlainCell()))
    }

    @Test func aListCellOutsideAListKeepsThePlainStyles() throws {
        let counts = Counts([2])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: flowLayout())
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = counts
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(cell.defaultContentConfiguration().imageToTextPadding == 16)
        #expect(cell.defaultContentConfiguration() == .cell())
        #expect(cell.defaultBackgroundConfiguration().backgroundColor == .systemBackground)
        #expect(cell.defaultBackgroundConfiguration() == .listPlainCell())
    }

    @Test func eachSectionGivesItsOwnAppearance() throws {
        // Section 0 a sidebar list, section 1 a compositional section of groups (no list).
        let layout = UICollectionViewCompositionalLayout { section, environment in
            guard section == 1 else {
                return .list(using: UICollectionLayoutListConfiguration(appearance: .sidebar), layoutEnvironment: environment)
            }
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
            return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        }
        let counts = Counts([1, 1])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = counts
        view.layoutIfNeeded()
        let sidebar = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let grouped = try #require(view.cellForItem(at: IndexPath(item: 0, section: 1)) as? UICollectionViewListCell)
        #expect(sidebar.defaultContentConfiguration() == .sidebarCell())
        #expect(sidebar.defaultBackgroundConfiguration() == .listSidebarCell())
        #expect(grouped.defaultContentConfiguration() == .cell())
        #expect(grouped.defaultBackgroundConfiguration() == .listPlainCell())
    }
}
