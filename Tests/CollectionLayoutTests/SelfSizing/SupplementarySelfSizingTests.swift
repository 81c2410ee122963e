import Foundation
import Testing

@testable import CollectionLayout

/// Self-sizing supplementary views: compositional boundary items with an estimated length
/// along the scroll direction are measured like cells; flow layout headers keep their
/// reference size, as in UIKit. Hosts are 320 × 480, vertical.
@Suite("Self-sizing supplementary views")
struct SupplementarySelfSizingTests {
    func frame(_ view: CollectionView, _ kind: String, section: Int = 0) -> CGRect? {
        view.visibleElements.first {
            $0.attributes.representedElementKind == kind && $0.attributes.indexPath.section == section
        }?.attributes.frame
    }

    @Test("a compositional header with an estimated height takes its content's height; the items move down")
    func compositionalHeaderSizesItself() throws {
        let row = size(.fractionalWidth(1), .absolute(50))
        var section = LayoutSection(group: .horizontal(layoutSize: row, subitems: [.item(LayoutItem(layoutSize: row))]))
        var header = BoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .estimated(44)), elementKind: "header", alignment: .top)
        header.contentInsets = DirectionalEdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0)
        section.boundarySupplementaryItems = [
            header,
            BoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "footer", alignment: .bottom),
        ]
        let host = SelfSizingHost(CompositionalLayout(section: section), sizes: [CGSize(width: 1, height: 1), CGSize(width: 1, height: 1)])
        host.source.supplementarySizes = ["header": CGSize(width: 10, height: 70), "footer": CGSize(width: 10, height: 99)]
        try host.view.layoutIfNeeded()
        // The header's view is asked with the width fixed (320) and the height free: 70. Its
        // box is 70 + 5 + 5 = 80, the view inset to y 5, 70 tall. Items follow at 80 and 130;
        // the absolute footer keeps 30 (its content's 99 is not asked for) at 180; content 210.
        #expect(frame(host.view, "header") == CGRect(x: 0, y: 5, width: 320, height: 70))
        #expect(host.cellFrames[0] == CGRect(x: 0, y: 80, width: 320, height: 50))
        #expect(host.cellFrames[1] == CGRect(x: 0, y: 130, width: 320, height: 50))
        #expect(frame(host.view, "footer") == CGRect(x: 0, y: 180, width: 320, height: 30))
        #expect(host.view.contentSize.height == 210)
        #expect(host.sizing.requests.map(\.0.category) == [.supplementary])
        #expect(host.sizing.requests.first?.1 == SelfSizing(fitsWidth: false, fitsHeight: true))
    }

    @Test("flow layout headers keep their reference size")
    func flowHeadersDoNotSelfSize() throws {
        let layout = FlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let host = SelfSizingHost(layout, sizes: [CGSize(width: 100, height: 20)])
        host.source.supplementarySizes = [ElementKind.sectionHeader: CGSize(width: 10, height: 70)]
        try host.view.layoutIfNeeded()
        // Header 320 × 40 (reference height, full width); the cell, sized 100 × 20, below it.
        #expect(frame(host.view, ElementKind.sectionHeader) == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(host.cellFrames[0] == CGRect(x: 0, y: 40, width: 100, height: 20))
        #expect(host.sizing.requests.map(\.0.category) == [.cell])
    }
}

/// Layout-wide boundary items (the configuration's) self-size like a section's.
@Suite("Self-sizing layout-wide boundary items")
struct LayoutBoundarySelfSizingTests {
    @Test("a layout-wide header with an estimated height takes its content's height; every section moves down")
    func layoutHeaderSizesItself() throws {
        let row = size(.fractionalWidth(1), .absolute(50))
        let layout = CompositionalLayout(
            section: LayoutSection(group: .horizontal(layoutSize: row, subitems: [.item(LayoutItem(layoutSize: row))])))
        var configuration = layout.configuration
        configuration.boundarySupplementaryItems = [
            BoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .estimated(44)), elementKind: "banner", alignment: .top)
        ]
        layout.configuration = configuration
        let host = SelfSizingHost(layout, sizes: [CGSize(width: 1, height: 1), CGSize(width: 1, height: 1)])
        host.source.supplementarySizes = ["banner": CGSize(width: 10, height: 90)]
        try host.view.layoutIfNeeded()
        // The banner is asked with the width fixed (320) and the height free: 90, at y 0.
        // The one section's two 50-pt rows follow at 90 and 140; content 90 + 100 = 190.
        let banner = host.view.visibleElements.first { $0.attributes.representedElementKind == "banner" }?.attributes.frame
        #expect(banner == CGRect(x: 0, y: 0, width: 320, height: 90))
        #expect(host.cellFrames[0] == CGRect(x: 0, y: 90, width: 320, height: 50))
        #expect(host.cellFrames[1] == CGRect(x: 0, y: 140, width: 320, height: 50))
        #expect(host.view.contentSize.height == 190)
        #expect(host.sizing.requests.map(\.0.category) == [.supplementary])
        #expect(host.sizing.requests.first?.1 == SelfSizing(fitsWidth: false, fitsHeight: true))
    }
}
