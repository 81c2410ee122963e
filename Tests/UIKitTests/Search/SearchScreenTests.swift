import Foundation
import Testing
import UIKit

/// A list screen with search in its navigation bar, written as on iOS: a collection view
/// controller that filters its fruit by the search text in `updateSearchResults(for:)`.
final class FruitSearchViewController: UICollectionViewController, UISearchResultsUpdating {
    let fruit = ["Apple", "Banana", "Cherry", "Grape", "Lemon"]
    var shown: [String] = []
    let searchController = UISearchController(searchResultsController: nil)

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 44)
        layout.minimumLineSpacing = 0
        super.init(collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        shown = fruit
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search fruit"
        navigationItem.searchController = searchController
        definesPresentationContext = true
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        shown = text.isEmpty ? fruit : fruit.filter { $0.localizedCaseInsensitiveContains(text) }
        collectionView.reloadData()
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { shown.count }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// The screen above in the iPhone 13 window: the list starts under the 96-point bar (47 + 96
/// = 143, docs/REFERENCE.md §25.6), typing filters it through the updater, cancelling brings
/// every row back.
@MainActor @Suite struct SearchScreenTests {
    @Test func theListStartsUnderTheSearchFieldAndTypingFiltersIt() throws {
        let screen = FruitSearchViewController()
        let navigation = UINavigationController(rootViewController: screen)
        let window = phoneWindow(root: navigation)
        let list = screen.collectionView!
        #expect(list.adjustedContentInset.top == 143 && list.contentOffset.y == -143)
        // The first row, at the content's top, shows right under the bar: 143 in the window.
        let first = try #require(list.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(list.convert(first.frame, to: nil).minY == 143)

        screen.searchController.searchBar.becomeFirstResponder()
        for key in ["a", "p"] { screen.searchController.searchBar.searchTextField.insertText(key) }
        window.layoutIfNeeded()
        #expect(screen.shown == ["Apple", "Grape"] && list.numberOfItems(inSection: 0) == 2)

        let cancel = try #require(screen.searchController.searchBar.subviews.compactMap { $0 as? UIButton }.first)
        cancel.sendActions(for: .primaryActionTriggered)
        window.layoutIfNeeded()
        #expect(list.numberOfItems(inSection: 0) == 5 && !screen.searchController.isActive)
    }
}
