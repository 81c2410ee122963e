import CollectionRendering
import Foundation
import PNGCodec
import Testing
import UIKit

/// Content configurations on cells (`contentConfiguration`,
/// `automaticallyUpdatesContentConfiguration`), Apple's sample code compiling unchanged,
/// a list cell drawn by the renderer, and `UIImage` / `UIImageView`.
@Suite struct ContentConfigurationTests {
    /// A configuration recording whether the state it was updated for was selected.
    struct Probe: UIContentConfiguration {
        var selected = false
        func makeContentView() -> UIView & UIContentView { ProbeView(configuration: self) }
        func updated(for state: UIConfigurationState) -> Probe {
            var updated = self
            updated.selected = (state as? UICellConfigurationState)?.isSelected ?? false
            return updated
        }
    }

    final class ProbeView: UIView, UIContentView {
        var configuration: UIContentConfiguration
        init(configuration: UIContentConfiguration) {
            self.configuration = configuration
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        required convenience init() { self.init(configuration: Probe()) }
    }

    private func probeCell(automatic: Bool) throws -> (UICollectionView, UICollectionViewCell) {
        let cells = StyledCells(count: 1) { cell, _ in
            cell.automaticallyUpdatesContentConfiguration = automatic
            cell.contentConfiguration = Probe()
        }
        let view = styledView(cells)
        return (view, try #require(view.cellForItem(at: IndexPath(item: 0, section: 0))))
    }

    private func shownProbe(_ cell: UICollectionViewCell) -> Probe? {
        (cell.contentView.subviews.first as? ProbeView)?.configuration as? Probe
    }

    @Test func aConfigurationsViewFillsTheContentViewAndFollowsTheState() throws {
        let (view, cell) = try probeCell(automatic: true)
        #expect(cell.contentView.subviews.first?.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(shownProbe(cell)?.selected == false)
        view.simulateTap(at: IndexPath(item: 0, section: 0))
        view.layoutIfNeeded()
        #expect(shownProbe(cell)?.selected == true)
        // The cell keeps the configuration it was given; its view shows the updated one.
        #expect((cell.contentConfiguration as? Probe)?.selected == false)
        cell.contentConfiguration = nil
        #expect(cell.contentView.subviews.isEmpty)
    }

    @Test func withoutAutomaticUpdatesTheViewShowsTheConfigurationAsSet() throws {
        let (view, cell) = try probeCell(automatic: false)
        view.simulateTap(at: IndexPath(item: 0, section: 0))
        view.layoutIfNeeded()
        #expect(cell.isSelected)
        #expect(shownProbe(cell)?.selected == false)
    }

    nonisolated struct Item: Hashable {
        let title: String
        let subtitle: String
    }

    @Test func applesModernListSampleCompilesAndDraws() throws {
        // As in "Implementing Modern Collection Views", unchanged.
        let reg = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            content.secondaryText = item.subtitle
            content.image = UIImage(systemName: "star")
            content.textProperties.color = .secondaryLabel
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator(), .outlineDisclosure()]
        }
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let dataSource = UICollectionViewDiffableDataSource<Int, Item>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: reg, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
        snapshot.appendSections([0])
        snapshot.appendItems([Item(title: "Title", subtitle: "Subtitle")])
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(listContent(cell)?.textProperties.color.color == .secondaryLabel)
        // The renderer draws the texts and the glyphs inside the cell.
        let list = try DisplayList(collectionView: view, background: .white, scale: 1)
        let element = try #require(list.elements.first { $0.key.category == .cell })
        let texts = titles(element.content)
        #expect(texts.contains("Title") && texts.contains("Subtitle") && texts.contains("›"))
    }

    /// Every title in `content` and its sublayers, depth first.
    private func titles(_ content: ElementContent) -> [String] {
        [content.title].compactMap { $0 } + content.sublayers.flatMap { titles($0.content) }
    }

    /// Every image path in `content` and its sublayers, depth first.
    /// The image files a layer tree draws: scene images and layer contents.
    private func images(_ content: ElementContent) -> [String] {
        let contents = content.drawing.compactMap { operation -> String? in
            if case let .image(source, _, _) = operation { source.path } else { nil }
        }
        return [content.image?.path].compactMap { $0 } + contents + content.sublayers.flatMap { images($0.content) }
    }

    @Test func aPNGFileIsAnImageOfItsSizeAndIsDrawn() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = directory.appendingPathComponent("dot@2x.png")
        try PNGEncoder().write(RGBAImage(width: 6, height: 4, pixels: [UInt8](repeating: 255, count: 6 * 4 * 4)), to: png)
        let image = try #require(UIImage(contentsOfFile: png.path))
        // 6 × 4 pixels at @2x: 3 × 2 points.
        #expect(image.size == CGSize(width: 3, height: 2) && image.scale == 2 && !image.isSymbolImage)
        let text = directory.appendingPathComponent("note.txt")
        try Data("not an image".utf8).write(to: text)
        #expect(UIImage(contentsOfFile: text.path) == nil)
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("missing.png").path) == nil)
        #expect(UIImage(systemName: "star")?.size == CGSize(width: 20, height: 20))
        let imageView = UIImageView(image: image)
        #expect(imageView.frame.size == CGSize(width: 3, height: 2) && imageView.intrinsicContentSize == image.size)
        let cells = StyledCells(count: 1) { cell, _ in
            let view = UIImageView(image: image)
            view.contentMode = .scaleAspectFit
            cell.contentView.addSubview(view)
            cell.contentView.addSubview(UIImageView(image: UIImage(systemName: "star")))
        }
        let list = try DisplayList(collectionView: styledView(cells), background: .white, scale: 1)
        let element = try #require(list.elements.first { $0.key.category == .cell })
        // The PNG is drawn; the symbol, without pixels, is not.
        #expect(images(element.content) == [png.path])
    }

    @Test func anImageViewSubclassOverridesInitWithImageAsOnIOS() {
        // UIKit's init(image:) is designated: an avatar view written for iOS overrides it.
        final class AvatarView: UIImageView {
            override init(image: UIImage?) {
                super.init(image: image)
                layer.cornerRadius = 10
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        let avatar = AvatarView(image: UIImage(systemName: "person"))
        // A 20 × 20 symbol image sizes the view; the override ran.
        #expect(avatar.frame.size == CGSize(width: 20, height: 20) && avatar.layer.cornerRadius == 10)
        #expect(!avatar.isUserInteractionEnabled)
    }
}
