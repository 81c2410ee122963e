import Foundation
import Testing

@testable import CollectionLayout

/// The rect query's cell loops (FlowLayout+RectQuery.swift) against UIKit's contract for
/// `layoutAttributesForElements(in:)`: every element whose frame intersects the rectangle
/// (touching edges do not, `CGRectIntersectsRect`), each with the frame
/// `layoutAttributesForItem(at:)` gives (UIKit's equality), in both scroll directions, both
/// reading directions, at scales 1, 2 and 3, with uniform and differing sizes, negative
/// sizes and an item longer than its line.
@Suite struct FlowRectQueryTests {
    /// One layout to query: the scroll direction, the reading direction, the scale, and
    /// whether the delegate sizes the items.
    struct Setup: CustomTestStringConvertible, Sendable {
        var vertical: Bool
        var rightToLeft: Bool
        var scale: CGFloat
        var variable: Bool
        var testDescription: String {
            "\(vertical ? "vertical" : "horizontal") \(rightToLeft ? "RTL" : "LTR") @\(scale)x \(variable ? "variable" : "uniform")"
        }

        static let all: [Setup] = [true, false].flatMap { vertical in
            [false, true].flatMap { rightToLeft in
                [1, 2, 3].flatMap { scale in
                    [false, true].map { Setup(vertical: vertical, rightToLeft: rightToLeft, scale: CGFloat(scale), variable: $0) }
                }
            }
        }

        /// A host of 3 sections: 40 items (sizes differing by the index when `variable`, one
        /// negative; the first item of section 1 longer than its line), with fractional
        /// insets and spacings so that frames fall between pixels, a header on section 0 and
        /// a footer on section 2.
        func host() -> IndependentFlowHost {
            func sizes(_ section: Int) -> [CGSize?]? {
                guard variable else { return nil }
                return (0..<40).map { item in
                    if section == 1 && item == 0 { return CGSize(width: 500, height: 500) }
                    if item == 7 { return CGSize(width: -12.5, height: 20) }
                    return CGSize(width: 20 + CGFloat((item * 37) % 53) + 0.3, height: 15 + CGFloat((item * 11) % 17) + 0.45)
                }
            }
            let inset = EdgeInsets(top: 3.3, left: 5.25, bottom: 2.2, right: 4.1)
            let sections = (0..<3).map { section in
                IndependentFlowDataSource.Section(
                    count: 40, sizes: sizes(section), inset: inset, minimumLineSpacing: 7.7, minimumInteritemSpacing: 3.35,
                    headerSize: section == 0 ? CGSize(width: 33.3, height: 33.3) : nil,
                    footerSize: section == 2 ? CGSize(width: 21.7, height: 21.7) : nil)
            }
            let layout = FlowLayout()
            layout.scrollDirection = vertical ? .vertical : .horizontal
            layout.itemSize = CGSize(width: 41.3, height: 27.6)
            let host = IndependentFlowHost(viewport: CGSize(width: 320, height: 320), layout: layout, sections: sections)
            host.view.screenScale = scale
            host.view.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
            host.layout.prepareIfNeeded()
            return host
        }
    }

    @Test(arguments: Setup.all)
    func cellsAreTheItemsWhoseFramesMeetTheRectWithTheItemAttributes(_ setup: Setup) {
        let host = setup.host()
        let layout = host.layout
        let size = layout.collectionViewContentSize
        var items: [IndexPath: LayoutAttributes] = [:]
        var order: [IndexPath] = []
        for section in 0..<3 {
            for item in 0..<40 {
                let path = IndexPath(item: item, section: section)
                if let attributes = layout.layoutAttributesForItem(at: path) {
                    items[path] = attributes
                    order.append(path)
                }
            }
        }
        #expect(items.count == 120)
        // Windows sliding along the scroll direction and across it, some cutting cells.
        for step in 0..<12 {
            let along = CGFloat(step) * (setup.vertical ? size.height : size.width) / 11 - 15.5
            let across = CGFloat(step % 4) * 61.7 - 20
            let rect =
                setup.vertical
                ? CGRect(x: across, y: along, width: 150.3, height: 97.9) : CGRect(x: along, y: across, width: 97.9, height: 150.3)
            let cells = layout.layoutAttributesForElements(in: rect).filter { $0.representedElementCategory == .cell }
            #expect(cells.map(\.indexPath) == order.filter { items[$0]?.frame.overlaps(rect) == true }, "\(rect)")
            for cell in cells {
                // UIKit's isEqual: centre and size within 1.19e-7, defaults for the rest.
                #expect(items[cell.indexPath] == cell, "\(cell)")
                #expect(cell.alpha == 1 && cell.zIndex == 0 && !cell.isHidden && cell.transform3D == .identity)
                #expect(cell.representedElementKind == nil)
            }
        }
        withExtendedLifetime(host) {}
    }

    /// A prepared vertical flow layout of one section of `items` items of `size`, inset `leftInset`
    /// on the left, in a view of `viewport` at `scale`.
    private func oneSection(items: Int, of size: CGSize, leftInset: CGFloat, in viewport: CGSize, scale: CGFloat)
        -> IndependentFlowHost
    {
        let layout = FlowLayout()
        layout.itemSize = size
        layout.sectionInset = EdgeInsets(top: 0, left: leftInset, bottom: 0, right: 0)
        let host = IndependentFlowHost(viewport: viewport, layout: layout, sections: [.init(count: items)])
        host.view.screenScale = scale
        layout.prepareIfNeeded()
        return host
    }

    @Test func framesAreRoundedToThirdsAndMirroredByHand() {
        // 100 wide at scale 3, 30 × 20 items, interitem 10, line spacing 10, left inset 0.25:
        // perLine = ⌊(99.75 + 10) / 40⌋ = 2, pitch = 30 + (99.75 − 60) / 1 = 69.75.
        // Column 0 at 0.25 → round(0.75) / 3 = 1/3; column 1 at 70 → 70. Line 1 at 30.
        let host = oneSection(
            items: 4, of: CGSize(width: 30, height: 20), leftInset: 0.25, in: CGSize(width: 100, height: 200), scale: 3)
        let layout = host.layout
        let frames = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 100, height: 200)).map(\.frame)
        // Frames are read back from centre and size, so within a few units in the last place.
        func close(_ a: [CGFloat], _ b: [CGFloat]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-12 } }
        let third: CGFloat = 1.0 / 3
        #expect(close(frames.map(\.minX), [third, 70, third, 70]))
        #expect(frames.map(\.minY) == [0, 0, 30, 30])
        // Touching is not meeting: [30, 70) ends at column 1's left edge and meets column 0
        // alone; [20, 30) lies between the lines and meets nothing.
        let touching = layout.layoutAttributesForElements(in: CGRect(x: 30, y: 0, width: 40, height: 10))
        #expect(touching.map(\.indexPath) == [IndexPath(item: 0, section: 0)])
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 20, width: 100, height: 10)).isEmpty)
        // Right to left: mirrored within 100, then rounded again: column 0 at
        // 100 − 30.333… = 69.666… → round(209) / 3; column 1 at 100 − 100 = 0.
        host.view.layoutDirection = .rightToLeft
        layout.prepareIfNeeded()
        let mirrored = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 100, height: 200)).map(\.frame)
        let column0: CGFloat = 209.0 / 3
        #expect(close(mirrored.map(\.minX), [column0, 0, column0, 0]))
        withExtendedLifetime(host) {}
    }

    @Test func rightToLeftACellIsFoundByItsFinalFrame() {
        // 41.3-point items at scale 1 in a 320-point view, left inset 5.25: column 0 at
        // round(5.25) = 5, mirrored to 320 − 5 − 41.3 = 273.7, rounded again to 274 — so it
        // spans [274, 315.3). A rect ending at 273.9 misses it, though the plain mirror
        // [273.7, 315) would meet it; one ending at 274.1 meets it.
        let host = oneSection(
            items: 1, of: CGSize(width: 41.3, height: 27.6), leftInset: 5.25, in: CGSize(width: 320, height: 200), scale: 1)
        let layout = host.layout
        host.view.layoutDirection = .rightToLeft
        layout.prepareIfNeeded()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 274)
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 200, y: 0, width: 73.9, height: 20)).isEmpty)
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 200, y: 0, width: 74.1, height: 20)).count == 1)
        withExtendedLifetime(host) {}
    }
}
