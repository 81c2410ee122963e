import CollectionLayout
import Foundation
import Testing

@testable import SceneFile

@Suite struct SceneDataSourceTests {
    static let text = """
        viewport: [390, 844]
        scale: 3
        contentOffset: [0, 40]
        contentInset: [10, 0, 20, 0]
        layoutDirection: rightToLeft
        layout: {flow: {itemSize: [70, 30]}}
        sections:
          - items: 5
            header: "First"
            inset: [1, 2, 3, 4]
            minimumLineSpacing: 7
            minimumInteritemSpacing: 9
            headerSize: [0, 44]
            footerSize: [0, 11]
          - items:
              - {title: "no size"}
              - {size: [120, 80], title: "sized"}
          - items:
              - {title: "a"}
              - {title: "b"}
        selected: [[0, 1], [1, 1]]
        """

    @Test func makeCollectionViewConfiguresTheHost() throws {
        let scene = try Scene.decode(Self.text)
        let (collectionView, dataSource) = try scene.makeCollectionView()
        #expect(collectionView.frameSize == CGSize(width: 390, height: 844))
        #expect(collectionView.screenScale == 3)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 40))
        #expect(collectionView.contentInset == EdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
        #expect(collectionView.layoutDirection == .rightToLeft)
        #expect(collectionView.collectionViewLayout is FlowLayout)
        #expect(collectionView.dataSource === dataSource)
        #expect(collectionView.delegate === dataSource)
        #expect(collectionView.sectionCounts == [5, 2, 2])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 1, section: 1)])
    }

    @Test func sizesAreUniformUnlessSomeItemHasOne() throws {
        let scene = try Scene.decode(Self.text)
        let (collectionView, dataSource) = try scene.makeCollectionView()
        let layout = try #require(collectionView.collectionViewLayout as? FlowLayout)
        // Section 0 is a count and section 2 has no sizes: nil, so the layout uses itemSize for all.
        #expect(dataSource.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0)) == nil)
        #expect(dataSource.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: 1, section: 2)) == nil)
        // Section 1: item 1 has its own size; item 0 gets the layout's itemSize (70 × 30 from the scene).
        #expect(
            dataSource.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: 1, section: 1))
                == CGSize(width: 120, height: 80))
        #expect(
            dataSource.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 1))
                == CGSize(width: 70, height: 30))
        // Out of range: nil, no crash.
        #expect(dataSource.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: 9, section: 9)) == nil)
    }

    @Test func perSectionOverrides() throws {
        let scene = try Scene.decode(Self.text)
        let (collectionView, dataSource) = try scene.makeCollectionView()
        let layout = FlowLayout()
        #expect(
            dataSource.collectionView(collectionView, layout: layout, insetForSectionAt: 0)
                == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(dataSource.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: 0) == 7)
        #expect(dataSource.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: 0) == 9)
        #expect(
            dataSource.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: 0) == CGSize(width: 0, height: 44))
        #expect(
            dataSource.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: 0) == CGSize(width: 0, height: 11))
        #expect(dataSource.collectionView(collectionView, layout: layout, insetForSectionAt: 1) == nil)
        #expect(dataSource.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: 1) == nil)
        #expect(dataSource.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: 7) == nil)
        #expect(dataSource.collectionView(collectionView, numberOfItemsInSection: 7) == 0)
    }

    @Test func viewsCarryTheirContent() throws {
        let scene = try Scene.decode(Self.text)
        let (collectionView, dataSource) = try scene.makeCollectionView()
        let path = IndexPath(item: 1, section: 1)
        let cell = try dataSource.collectionView(collectionView, cellForItemAt: path)
        let content = try #require(cell.contentConfiguration as? SceneItemContent)
        #expect(content.indexPath == path)
        #expect(content.element == .item(ItemSpec(size: CGSize(width: 120, height: 80), title: "sized")))
        #expect(content.title == "sized")
        let countCell = try dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: 4, section: 0))
        #expect((countCell.contentConfiguration as? SceneItemContent)?.element == .item(ItemSpec()))

        let header = try dataSource.collectionView(
            collectionView, viewForSupplementaryElementOfKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
        #expect((header.contentConfiguration as? SceneItemContent)?.element == .header("First"))
        let footer = try dataSource.collectionView(
            collectionView, viewForSupplementaryElementOfKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: 1))
        #expect((footer.contentConfiguration as? SceneItemContent)?.element == .footer(nil))
        let other = try dataSource.collectionView(
            collectionView, viewForSupplementaryElementOfKind: "badge", at: IndexPath(item: 0, section: 0))
        #expect((other.contentConfiguration as? SceneItemContent)?.element == .supplementary(kind: "badge", text: nil))
    }

    @Test func replacingSectionsRecomputesUniformity() {
        let dataSource = SceneDataSource(sections: [SectionSpec(items: .count(3))], fallbackItemSize: CGSize(width: 1, height: 2))
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), collectionViewLayout: FlowLayout())
        let path = IndexPath(item: 0, section: 0)
        #expect(dataSource.collectionView(collectionView, layout: FlowLayout(), sizeForItemAt: path) == nil)
        dataSource.sections = [SectionSpec(items: .list([ItemSpec(), ItemSpec(size: CGSize(width: 5, height: 5))]))]
        // The layout's live itemSize (UIKit's default 50 × 50) wins over the fallback.
        let expected = CGSize(width: 50, height: 50)
        #expect(dataSource.collectionView(collectionView, layout: FlowLayout(), sizeForItemAt: path) == expected)
    }

    @Test func unknownLayoutFailsToBuild() throws {
        let scene = try Scene.decode("viewport: [10, 10]\nlayout: {spiral: {}}")
        #expect(throws: SceneError.self) { try scene.makeCollectionView() }
    }
}
