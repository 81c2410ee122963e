import Foundation
import Testing

@testable import CollectionLayout

@Suite struct FlowFixtureTests {
    @Test func fixturesExist() throws {
        #expect(try FlowFixture.all().count >= 25, "Fixtures/flow must hold the hand-worked cases")
    }

    @Test(arguments: try FlowFixture.all())
    func fixture(_ fixture: FlowFixture) throws {
        #expect(fixture.source == "uikit-rule")
        let host = FixtureHost(fixture)
        let layout = host.layout
        layout.prepareIfNeeded()
        let rect: CGRect
        switch fixture.rect {
        case .content: rect = CGRect(origin: .zero, size: layout.collectionViewContentSize)
        case .visible: rect = host.view.bounds
        case let .explicit(r): rect = r
        }
        let actual = layout.layoutAttributesForElements(in: rect)
        let size = layout.collectionViewContentSize
        let expectedSize = CGSize(width: fixture.expected.contentSize[0], height: fixture.expected.contentSize[1])

        var problems: [String] = []
        if size != expectedSize { problems.append("contentSize: expected \(expectedSize), got \(size)") }
        let actualByKey = Dictionary(actual.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        if actualByKey.count != actual.count { problems.append("duplicate elements in the answer") }
        var table = ["element | expected | actual"]
        for element in fixture.expected.elements {
            let expectedFrame = CGRect(x: element.frame[0], y: element.frame[1], width: element.frame[2], height: element.frame[3])
            let got = actualByKey[element.key]
            let ok = got.map { close($0.frame, expectedFrame, 1e-9) && (element.zIndex == nil || $0.zIndex == element.zIndex) } ?? false
            table.append(
                "\(ok ? " " : "✘") \(element.key) | \(expectedFrame) z\(element.zIndex.map(String.init) ?? "-") | \(got.map { "\($0.frame) z\($0.zIndex)" } ?? "missing")"
            )
            if !ok { problems.append("\(element.key)") }
        }
        let expectedKeys = Set(fixture.expected.elements.map(\.key))
        for extra in actual where !expectedKeys.contains(extra.key) {
            table.append("✘ \(extra.key) | not expected | \(extra.frame)")
            problems.append("unexpected \(extra.key)")
        }
        if let count = fixture.diagnostics, host.diagnostics.count != count {
            problems.append("diagnostics: expected \(count), got \(host.diagnostics.count)")
        }
        #expect(
            problems.isEmpty,
            """
            \(fixture.file): \(fixture.name)
            note: \(fixture.note ?? "")
            viewport \(fixture.viewport) scale \(fixture.scale ?? 1) rect \(rect)
            \(problems.joined(separator: "; "))
            \(table.joined(separator: "\n"))
            """)
    }
}
