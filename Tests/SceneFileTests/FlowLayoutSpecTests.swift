import CollectionLayout
import Foundation
import Testing

@testable import SceneFile

@Suite struct FlowLayoutSpecTests {
    static let parameters = """
        viewport: [390, 844]
        layout:
          flow:
            scrollDirection: horizontal
            itemSize: [10, 20]
            minimumLineSpacing: 1
            minimumInteritemSpacing: 2
            sectionInset: {left: 3}
            headerReferenceSize: [4, 5]
            footerReferenceSize: [6, 7]
            sectionHeadersPinToVisibleBounds: true
            sectionFootersPinToVisibleBounds: true
            estimatedItemSize: [8, 9]
        """

    @Test func decodesEveryProperty() throws {
        let scene = try Scene.decode(Self.parameters)
        var expected = FlowLayoutSpec()
        expected.scrollDirection = .horizontal
        expected.itemSize = CGSize(width: 10, height: 20)
        expected.minimumLineSpacing = 1
        expected.minimumInteritemSpacing = 2
        expected.sectionInset = EdgeInsets(left: 3)
        expected.headerReferenceSize = CGSize(width: 4, height: 5)
        expected.footerReferenceSize = CGSize(width: 6, height: 7)
        expected.sectionHeadersPinToVisibleBounds = true
        expected.sectionFootersPinToVisibleBounds = true
        expected.estimatedItemSize = CGSize(width: 8, height: 9)
        #expect(try FlowLayoutSpec(from: scene.layout.parameters) == expected)
    }

    @Test func negativeSpacingIsRejected() throws {
        let scene = try Scene.decode("viewport: [1, 1]\nlayout: {flow: {minimumLineSpacing: -1}}")
        #expect(throws: SceneError.self) { try FlowLayoutSpec(from: scene.layout.parameters) }
    }

    @Test func appliesToFlowLayout() throws {
        let scene = try Scene.decode(Self.parameters)
        let layout = try FlowLayoutSpec(from: scene.layout.parameters).makeLayout()
        #expect(layout.scrollDirection == .horizontal)
        #expect(layout.itemSize == CGSize(width: 10, height: 20))
        #expect(layout.minimumLineSpacing == 1)
        #expect(layout.minimumInteritemSpacing == 2)
        #expect(layout.sectionInset == EdgeInsets(left: 3))
        #expect(layout.headerReferenceSize == CGSize(width: 4, height: 5))
        #expect(layout.footerReferenceSize == CGSize(width: 6, height: 7))
        #expect(layout.sectionHeadersPinToVisibleBounds)
        #expect(layout.sectionFootersPinToVisibleBounds)
        #expect(layout.estimatedItemSize == CGSize(width: 8, height: 9))
    }

    @Test func dataSourceReadsTheLiveItemSize() throws {
        let dataSource = SceneDataSource(sections: [SectionSpec(items: .list([ItemSpec(), ItemSpec(size: CGSize(width: 1, height: 1))]))])
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 33, height: 44)
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        #expect(
            dataSource.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0))
                == CGSize(width: 33, height: 44))
    }
}
