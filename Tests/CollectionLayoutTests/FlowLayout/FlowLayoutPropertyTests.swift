import Foundation
import PropertyBased
import TestTools
import Testing

@testable import CollectionLayout

/// A random flow layout, drawn from a seed so failures replay.
private struct RandomFlow {
    let host: FixtureHost
    var layout: FlowLayout { host.layout }

    init(seed: UInt64, width: Int, sections: [Int]) {
        var random = SplitMix64(seed: seed)
        let vertical = random.next() % 2 == 0
        let viewport: [CGFloat] = vertical ? [CGFloat(width), 700] : [700, CGFloat(width)]
        let spacing = CGFloat(random.next() % 21), line = CGFloat(random.next() % 21)
        let inset = CGFloat(random.next() % 21)
        let available = CGFloat(width) - 2 * inset
        // Item sizes that fit a line: overlong items legitimately leave the content.
        func fitting(_ random: inout SplitMix64) -> CGFloat { CGFloat(1 + random.next() % UInt64(max(1, min(60, available - 1)))) }
        var specs: [FlowFixture.Section] = []
        for count in sections {
            var section = FlowFixture.Section(count: count)
            if random.next() % 2 == 0, available > 12 {
                // Variable sizes that always fit a line (overlong items may leave the content).
                section.count = nil
                section.sizes = (0..<count).map { _ in
                    let along = CGFloat(10 + random.next() % UInt64(max(1, min(available - 10, 200))))
                    let across = CGFloat(10 + random.next() % 110)
                    return vertical ? [along, across] : [across, along]
                }
            }
            if random.next() % 3 == 0 { section.headerSize = [CGFloat(20 + random.next() % 40), CGFloat(20 + random.next() % 40)] }
            if random.next() % 3 == 0 { section.footerSize = [CGFloat(10 + random.next() % 30), CGFloat(10 + random.next() % 30)] }
            specs.append(section)
        }
        let json = """
            {"name": "random", "source": "uikit-rule", "viewport": [\(viewport[0]), \(viewport[1])], "scale": \(1 + random.next() % 3),
             "layout": {"scrollDirection": "\(vertical ? "vertical" : "horizontal")", "itemSize": [\(fitting(&random)), \(fitting(&random))],
                        "minimumInteritemSpacing": \(spacing), "minimumLineSpacing": \(line), "sectionInset": [\(inset), \(inset), \(inset), \(inset)]},
             "sections": [], "rect": "content", "expected": {"contentSize": [0, 0], "elements": []}}
            """
        var fixture = try! JSONDecoder().decode(FlowFixture.self, from: Data(json.utf8)) // test-only constant JSON
        fixture.sections = specs
        host = FixtureHost(fixture)
        host.layout.prepareIfNeeded()
    }

    var everything: [LayoutAttributes] {
        let size = layout.collectionViewContentSize
        return layout.layoutAttributesForElements(in: CGRect(x: -1, y: -1, width: size.width + 2, height: size.height + 2))
    }
}

@Suite struct FlowLayoutPropertyTests {
    private static let seeds = Gen.int(in: 0...Int(Int32.max))
    private static let widths = Gen.int(in: 40...800)
    private static let counts = Gen.int(in: 0...40).array(of: 1...5)

    @Test func rectQueriesAreTheFullSetFilteredByOverlap() async {
        await propertyCheck(count: 150, input: Self.seeds, Self.widths, Self.counts, Gen.int(in: 0...1000)) { seed, width, counts, cut in
            let flow = RandomFlow(seed: UInt64(seed), width: width, sections: counts)
            let all = flow.everything
            let size = flow.layout.collectionViewContentSize
            let rect = CGRect(
                x: CGFloat(cut % 97) - 10, y: CGFloat(cut) / 1000 * size.height - 20,
                width: size.width / 2 + 30, height: size.height / 3 + 30)
            let expected = Dictionary(all.filter { $0.frame.overlaps(rect) }.map { ($0.key, $0.frame) }, uniquingKeysWith: { a, _ in a })
            let actual = Dictionary(
                flow.layout.layoutAttributesForElements(in: rect).map { ($0.key, $0.frame) }, uniquingKeysWith: { a, _ in a })
            #expect(actual == expected)
        }
    }

    @Test func everyElementLiesInsideTheContent() async {
        await propertyCheck(count: 150, input: Self.seeds, Self.widths, Self.counts) { seed, width, counts in
            let flow = RandomFlow(seed: UInt64(seed), width: width, sections: counts)
            let content = CGRect(origin: .zero, size: flow.layout.collectionViewContentSize)
            for element in flow.everything {
                let f = element.frame
                #expect(
                    f.minX >= content.minX - 0.5 && f.maxX <= content.maxX + 0.5
                        && f.minY >= content.minY - 0.5 && f.maxY <= content.maxY + 0.5, "\(element) outside \(content)")
            }
        }
    }

    @Test func cellsOfUniformSectionsNeverOverlap() async {
        await propertyCheck(count: 100, input: Self.seeds, Self.widths, Self.counts) { seed, width, counts in
            let flow = RandomFlow(seed: UInt64(seed), width: width, sections: counts)
            for section in 0..<flow.layout.sections.count {
                guard case .uniform = flow.layout.sections[section].items else { continue }
                let cells = flow.everything.filter { $0.representedElementCategory == .cell && $0.indexPath.section == section }
                for (i, a) in cells.enumerated() {
                    for b in cells[(i + 1)...] {
                        // Pixel rounding at scale 3 leaves thirds: allow floating-point slack.
                        #expect(!a.frame.insetBy(dx: 1e-9, dy: 1e-9).overlaps(b.frame), "\(a) overlaps \(b)")
                    }
                }
            }
        }
    }

    @Test func itemQueriesAgreeWithTheRectQuery() async {
        await propertyCheck(count: 150, input: Self.seeds, Self.widths, Self.counts) { seed, width, counts in
            let flow = RandomFlow(seed: UInt64(seed), width: width, sections: counts)
            for element in flow.everything {
                let single: LayoutAttributes?
                switch element.representedElementCategory {
                case .cell: single = flow.layout.layoutAttributesForItem(at: element.indexPath)
                default:
                    single = flow.layout.layoutAttributesForSupplementaryView(
                        ofKind: element.representedElementKind ?? "", at: element.indexPath)
                }
                #expect(single == element)
            }
        }
    }
}
