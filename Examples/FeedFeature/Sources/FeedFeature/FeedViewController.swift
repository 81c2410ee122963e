import UIKit

/// The feed screen: an inset-grouped list of items, unread ones first, with no Auto Layout —
/// the list and its cells size themselves.
public final class FeedViewController: UIViewController {
    private enum Section: Hashable { case unread, earlier }

    private let items: [FeedItem]
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, FeedItem>!

    public init(items: [FeedItem]) {
        self.items = items
        super.init(nibName: nil, bundle: nil)
        title = "Feed"
    }

    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .clear
        // Pull to refresh, even when the feed is short. A scroll view keeps its content out of
        // the status bar only along the axes it scrolls (`contentInsetAdjustmentBehavior`
        // `.automatic`), so this also keeps a short feed below it.
        collectionView.alwaysBounceVertical = true
        view.addSubview(collectionView)

        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, FeedItem> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            content.secondaryText = item.detail
            content.textProperties.font = item.isUnread ? .preferredFont(forTextStyle: .headline) : .preferredFont(forTextStyle: .body)
            cell.contentConfiguration = content
            cell.backgroundConfiguration = cell.defaultBackgroundConfiguration()
            cell.accessories = [.disclosureIndicator()]
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [weak self] header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = self?.dataSource.sectionIdentifier(for: indexPath.section) == .unread ? "Unread" : "Earlier"
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, FeedItem>()
        snapshot.appendSections([.unread, .earlier])
        snapshot.appendItems(items.filter(\.isUnread), toSection: .unread)
        snapshot.appendItems(items.filter { !$0.isUnread }, toSection: .earlier)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
