import PNGCodec
import ReelTesting
import SnapshotTesting
import Testing
import UIKit

/// A list's background colour (`UICollectionLayoutListConfiguration.backgroundColor`, else
/// the appearance's system background) is painted behind its sections, over the collection
/// view's own `backgroundColor` (docs/REFERENCE.md §14.6.2).
@Suite struct ListBackgroundTests {
    /// Two sections of two rows, 200 × 400 pt: the rows end well above the bottom.
    private final class Rows: NSObject, UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            if let cell = cell as? UICollectionViewListCell {
                var content = cell.defaultContentConfiguration()
                content.text = "Row"
                cell.contentConfiguration = content
            }
            return cell
        }
    }

    private let rows = Rows()

    private func list(_ configuration: UICollectionLayoutListConfiguration) -> UICollectionView {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 400),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        view.dataSource = rows
        return view
    }

    /// The pixel at (`x`, `y`) of the view's `.image` at scale 1, as [r, g, b].
    private func pixel(_ view: UICollectionView, x: Int, y: Int) throws -> [Int] {
        var image: RGBAImage?
        Snapshotting<UICollectionView, RGBAImage>.image(scale: 1).snapshot(view).run { image = $0 }
        let rendered = try #require(image)
        let pixel = try #require(rendered.pixel(x: x, y: y))
        return [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
    }

    @Test func anInsetGroupedListShowsTheGroupedBackgroundBesideAndBelowItsRows() throws {
        let view = list(UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        view.layoutIfNeeded()
        let firstRow = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        // Inset-grouped rows start at the layout margin, so x 4 is beside them; y 396 is
        // below four rows. systemGroupedBackground is #F2F2F7 in the light appearance.
        #expect(firstRow.frame.minX > 4)
        #expect(try pixel(view, x: 4, y: Int(firstRow.frame.midY)) == [242, 242, 247])
        #expect(try pixel(view, x: 100, y: 396) == [242, 242, 247])
        // Over the collection view's own colour, as on iOS.
        view.backgroundColor = .systemBlue
        #expect(try pixel(view, x: 100, y: 396) == [242, 242, 247])
    }

    @Test func aPlainListShowsTheSystemBackgroundInEachAppearance() throws {
        let view = list(UICollectionLayoutListConfiguration(appearance: .plain))
        view.backgroundColor = .systemBlue
        #expect(try pixel(view, x: 100, y: 396) == [255, 255, 255])
        // systemBackground is #000000 in the dark appearance.
        view.overrideUserInterfaceStyle = .dark
        #expect(try pixel(view, x: 100, y: 396) == [0, 0, 0])
    }

    @Test func theConfigurationsColourReplacesTheSystemBackground() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(try pixel(list(configuration), x: 100, y: 396) == [255, 0, 0])
        // A clear list shows the collection view's own background colour.
        configuration.backgroundColor = .clear
        let clear = list(configuration)
        clear.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(try pixel(clear, x: 100, y: 396) == [0, 0, 255])
    }

    @Test func aSectionThatIsNotAListPaintsNoBackground() throws {
        // Section 0 a list, section 1 a plain compositional section of 50 pt rows: the list's
        // background reaches twice the bounds' height (800 pt) past its end, so it covers
        // the other section's area too; with no list section at all nothing is painted.
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout { _, _ in NSCollectionLayoutSection(group: group) }
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout)
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        view.dataSource = rows
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(try pixel(view, x: 100, y: 396) == [0, 0, 255])
        let mixed = UICollectionViewCompositionalLayout { index, environment in
            index == 0
                ? NSCollectionLayoutSection.list(
                    using: UICollectionLayoutListConfiguration(appearance: .insetGrouped), layoutEnvironment: environment)
                : NSCollectionLayoutSection(group: group)
        }
        view.collectionViewLayout = mixed
        #expect(try pixel(view, x: 100, y: 396) == [242, 242, 247])
    }
}
