import CollectionLayout
import Foundation
import Testing

/// Runs every fixture in Fixtures/flow-independent: a second set of cases worked by hand
/// from docs/REFERENCE.md §4 by another engineer, in another format, without seeing this flow
/// layout — an independent oracle (each file's `note` holds the arithmetic).
@Suite("Flow layout fixtures written independently")
struct IndependentFlowFixtureTests {
    @Test("the fixture folder is not empty")
    func fixturesExist() {
        #expect(IndependentFlowFixture.all().count >= 25)
    }

    @Test("fixture", arguments: IndependentFlowFixture.all())
    func fixture(_ fixture: IndependentFlowFixture) {
        let host = fixture.makeHost()
        host.layout.prepareIfNeeded()
        let size = host.layout.collectionViewContentSize
        let rect: CGRect
        if let r = fixture.rect, r.count == 4 {
            rect = CGRect(x: r[0], y: r[1], width: r[2], height: r[3])
        } else {
            rect = CGRect(x: -1, y: -1, width: size.width + 2, height: size.height + 2)
        }
        let actual = host.layout.layoutAttributesForElements(in: rect).map(IndependentFlowFixture.Element.init)
            .sorted { $0.sortKey < $1.sortKey }
        let expected = fixture.expected.elements.sorted { $0.sortKey < $1.sortKey }
        let sizeMatches =
            fixture.expected.contentSize.count == 2
            && abs(Double(size.width) - fixture.expected.contentSize[0]) <= 1e-9
            && abs(Double(size.height) - fixture.expected.contentSize[1]) <= 1e-9
        let elementsMatch = expected.count == actual.count && zip(expected, actual).allSatisfy { $0.matches($1) }
        // This set words the warning on one line; ours is UIKit's three lines plus a detail:
        // compare the text with the line breaks folded, up to the detail.
        func folded(_ s: String) -> String {
            let text = s.replacingOccurrences(of: "\n", with: " ")
            return text.components(separatedBy: " Please check").first ?? text
        }
        let diagnosticsMatch =
            fixture.expected.diagnostics.map { Set($0.map(folded)) == Set(host.diagnostics.messages.map(folded)) } ?? true
        if !(sizeMatches && elementsMatch && diagnosticsMatch) {
            var report = [
                "\(fixture.name) (\(fixture.source))", fixture.inputSummary,
                "contentSize expected \(fixture.expected.contentSize) actual [\(size.width), \(size.height)]",
                String(repeating: "-", count: 40) + " expected | actual",
            ]
            for i in 0..<max(expected.count, actual.count) {
                let e = i < expected.count ? expected[i].description : "—"
                let a = i < actual.count ? actual[i].description : "—"
                let mark = (i < expected.count && i < actual.count && expected[i].matches(actual[i])) ? "  " : "≠ "
                report.append("\(mark)\(e.padding(toLength: 70, withPad: " ", startingAt: 0)) | \(a)")
            }
            report.append("diagnostics expected \(fixture.expected.diagnostics ?? []) actual \(host.diagnostics.messages)")
            Issue.record(Comment(rawValue: report.joined(separator: "\n")))
        }
    }
}
