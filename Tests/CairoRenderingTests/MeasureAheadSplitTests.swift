import CairoRendering
import CollectionLayout
import CollectionRendering
import Foundation
import Testing

/// Measuring ahead splits a batch: plain texts (measured from word widths) are measured on
/// this thread, texts that need a Pango layout shared with a helper thread when there are
/// enough of them (else measured when asked); either way every answer is the one measured one
/// by one.
@Suite struct MeasureAheadSplitTests {
    /// Item `index`: "mmm mmm <index>" (plain: measured from word widths) or, when `hyphen`,
    /// "mmm-mmm <index>" (a hyphen is a break opportunity: laid out by Pango), 15 pt, 8 pt
    /// padding each side, at a fixed width of 116 pt and a free height.
    static func item(_ index: Int, hyphen: Bool) -> ContentFitting.Item {
        let content = ElementContent(
            title: "mmm\(hyphen ? "-" : " ")mmm \(index)", font: FontDescription(size: 15), alignment: .leading,
            padding: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let key = ElementKey(category: .cell, kind: nil, indexPath: IndexPath(item: index, section: hyphen ? 1 : 0))
        let request = ContentFittingRequest(
            configuration: content, key: key, targetSize: CGSize(width: 116, height: 44),
            sizing: SelfSizing(fitsWidth: false, fitsHeight: true), scale: 2)
        return (content, request)
    }

    func check(plain: Int, layouts: Int) throws {
        let items = (0..<plain).map { Self.item($0, hyphen: false) } + (0..<layouts).map { Self.item($0, hyphen: true) }
        let ahead = try PangoContentMeasurer()
        ahead.measureAhead(items)
        let sizes = items.map { ContentFitting.fittingSize(of: $0, measuring: ahead) }
        let oneByOne = try PangoContentMeasurer()
        #expect(sizes == items.map { ContentFitting.fittingSize(of: $0, measuring: oneByOne) })
        // Every distinct text measured once; the plain ones from word widths, the others by Pango.
        #expect(ahead.textMeasurements == plain + layouts)
        #expect(ahead.textsMeasuredFromWords == plain)
        #expect(oneByOne.textsMeasuredFromWords == plain)
        // The plain texts were measured ahead, and the others when a helper took them (at
        // least `parallelThreshold` of them, on more than one processor); the rest are
        // measured when asked.
        let shared = layouts >= PangoContentMeasurer.parallelThreshold && ProcessInfo.processInfo.activeProcessorCount > 1
        #expect(ahead.textCacheHits == plain + (shared ? layouts : 0))
    }

    @Test func manyLayoutTextsAreSharedAndPlainOnesMeasuredHere() throws {
        try check(plain: 300, layouts: PangoContentMeasurer.parallelThreshold + 20)
    }

    @Test func fewLayoutTextsAreLeftToBeMeasuredWhenAsked() throws {
        try check(plain: 300, layouts: 10)
    }
}
