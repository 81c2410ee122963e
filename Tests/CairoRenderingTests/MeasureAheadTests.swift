import CairoRendering
import CollectionLayout
import CollectionRendering
import Foundation
import Testing

/// Measuring ahead (`PangoContentMeasurer.measureAhead(_:)`), which shares a large batch with
/// a second thread, changes no answer.
@Suite struct MeasureAheadTests {
    /// Item `index`: a label of `index % 7 + 1` words "mmm" plus its number, 15 pt, with
    /// 8 pt padding each side, at a fixed width of 116 pt (100 pt of text) and a free height.
    static func item(_ index: Int) -> ContentFitting.Item {
        let text = Array(repeating: "mmm", count: index % 7 + 1).joined(separator: " ") + " \(index)"
        let content = ElementContent(
            title: text, font: FontDescription(size: 15), alignment: .leading, padding: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let key = ElementKey(category: .cell, kind: nil, indexPath: IndexPath(item: index, section: 0))
        let request = ContentFittingRequest(
            configuration: content, key: key, targetSize: CGSize(width: 116, height: 44),
            sizing: SelfSizing(fitsWidth: false, fitsHeight: true), scale: 2)
        return (content, request)
    }

    @Test func aheadOnTwoThreadsGivesTheSizesMeasuredOneByOne() throws {
        let count = PangoContentMeasurer.parallelThreshold + 44
        let items = (0..<count).map(Self.item)
        let ahead = try PangoContentMeasurer()
        ahead.measureAhead(items)
        let sizes = items.map { ContentFitting.fittingSize(of: $0, measuring: ahead) }
        let oneByOne = try PangoContentMeasurer()
        let expected = items.map { ContentFitting.fittingSize(of: $0, measuring: oneByOne) }
        #expect(sizes == expected)
        // Each of the `count` distinct texts is laid out by Pango once, ahead or when asked.
        #expect(ahead.textMeasurements == count)
        #expect(oneByOne.textMeasurements == count)
        if ProcessInfo.processInfo.activeProcessorCount > 1 {
            // Measured ahead: every size asked afterwards came from the cache.
            #expect(ahead.textCacheHits == count)
        }
        // Item 0, "mmm 0", fits one 15 pt DejaVu line (17.4609375 pt) at 100 pt: 17.4609375 +
        // 16 = 33.4609375, rounded up to the half point: 33.5. Item 2, "mmm mmm mmm 2": "mmm
        // mmm" (92.44 pt) fits 100 pt, "mmm mmm mmm" (141.04) does not → two lines for the
        // three words and the number: "mmm mmm" / "mmm 2", 34.921875 + 16 = 50.921875 → 51.
        #expect(sizes[0] == CGSize(width: 116, height: 33.5))
        #expect(sizes[2] == CGSize(width: 116, height: 51))
    }

    @Test func aheadAgainMeasuresNothingNew() throws {
        let items = (0..<PangoContentMeasurer.parallelThreshold).map(Self.item)
        let measurer = try PangoContentMeasurer()
        measurer.measureAhead(items)
        let first = measurer.textMeasurements
        measurer.measureAhead(items)
        #expect(measurer.textMeasurements == first)
        // With measuring ahead turned off, nothing is measured until asked.
        let single = try PangoContentMeasurer()
        single.measuresAheadOnTwoThreads = false
        single.measureAhead(items)
        #expect(single.textMeasurements == 0)
    }
}
