import UIKit

/// A list (`UICollectionViewCompositionalLayout.list`; plain unless told) of `UICollectionViewListCell`s
/// from a cell registration, fed by a diffable data source with one section "s". Rows are
/// the full width; list margins are 16 at widths below 414.
final class ListCellFixture {
    let view: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<String, String>

    init(
        width: CGFloat = 320, appearance: UICollectionLayoutListConfiguration.Appearance = .plain,
        configure: @escaping (UICollectionViewListCell, String) -> Void
    ) {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: appearance))
        view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 480), collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in configure(cell, item) }
        dataSource = UICollectionViewDiffableDataSource(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
    }

    /// Shows `items` in section "s", laid out.
    func apply(_ items: [String]) {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
    }

    /// The visible list cell of item `item`.
    func cell(_ item: Int) -> UICollectionViewListCell? {
        view.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
    }

    /// The glyph labels of a cell's accessories, in the order of its `accessories`.
    func accessoryLabels(_ item: Int) -> [UILabel] { cell(item)?.subviews.compactMap { $0 as? UILabel } ?? [] }
}

/// A cell's content configuration, as a list configuration.
func listContent(_ cell: UICollectionViewCell?) -> UIListContentConfiguration? {
    cell?.contentConfiguration as? UIListContentConfiguration
}
