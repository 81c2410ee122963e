import CollectionLayout
import Foundation
import Testing

/// One fixture file of Tests/CollectionLayoutTests/Fixtures/flow: input, and the expected
/// content size and elements worked by hand from docs/REFERENCE.md (`source: uikit-rule`).
struct IndependentFlowFixture: Decodable, CustomTestStringConvertible, Sendable {
    struct Layout: Decodable, Sendable {
        var scrollDirection: FlowLayout.ScrollDirection?
        var itemSize: [Double]?
        var estimatedItemSize: EstimatedSize?
        var minimumLineSpacing: Double?
        var minimumInteritemSpacing: Double?
        var sectionInset: [Double]?
        var headerReferenceSize: [Double]?
        var footerReferenceSize: [Double]?
        var sectionHeadersPinToVisibleBounds: Bool?
        var sectionFootersPinToVisibleBounds: Bool?
    }

    /// `[w, h]` or `"automatic"`.
    enum EstimatedSize: Decodable, Sendable {
        case size([Double]), automatic
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self), text == "automatic" { self = .automatic; return }
            self = .size(try container.decode([Double].self))
        }
    }

    /// A count, or a list of `[w, h]` sizes where `null` means "not sized by the delegate".
    enum Items: Decodable, Sendable {
        case count(Int), sizes([[Double]?])
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let count = try? container.decode(Int.self) { self = .count(count); return }
            self = .sizes(try container.decode([[Double]?].self))
        }
    }

    struct Section: Decodable, Sendable {
        var items: Items
        var inset: [Double]?
        var minimumLineSpacing: Double?
        var minimumInteritemSpacing: Double?
        var headerSize: [Double]?
        var footerSize: [Double]?
    }

    struct Element: Decodable, Sendable, CustomStringConvertible {
        var category: String
        var kind: String?
        var indexPath: [Int]
        var frame: [Double]
        var zIndex: Int?

        var description: String {
            let k = kind.map { $0 == ElementKind.sectionHeader ? "header" : $0 == ElementKind.sectionFooter ? "footer" : $0 } ?? ""
            let z = zIndex.map { " z\($0)" } ?? ""
            return "\(category)\(k.isEmpty ? "" : " " + k) \(indexPath) \(frame)\(z)"
        }
    }

    struct Expected: Decodable, Sendable {
        var contentSize: [Double]
        var elements: [Element]
        var diagnostics: [String]?
    }

    var name: String
    var source: String
    var note: String
    var viewport: [Double]
    var contentInset: [Double]?
    var scale: Double?
    var contentOffset: [Double]?
    var layoutDirection: String?
    var layout: Layout?
    var sections: [Section]
    /// The query rect `[x, y, w, h]`; default: the whole content (widened by 1 point).
    var rect: [Double]?
    var expected: Expected

    var testDescription: String { name }

    /// Loads every fixture in the bundle's Fixtures/flow folder, sorted by file name.
    static func all() -> [IndependentFlowFixture] {
        guard let root = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else { return [] }
        let folder = root.appendingPathComponent("flow-independent")
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
            .compactMap { url in
                do {
                    return try JSONDecoder().decode(IndependentFlowFixture.self, from: Data(contentsOf: url))
                } catch {
                    return IndependentFlowFixture.broken(url.lastPathComponent, error)
                }
            }
    }

    /// A fixture that fails, naming the file that did not decode.
    static func broken(_ file: String, _ error: any Error) -> IndependentFlowFixture {
        IndependentFlowFixture(
            name: "UNDECODABLE \(file): \(error)", source: "", note: "", viewport: [0, 0], sections: [],
            expected: Expected(contentSize: [-1, -1], elements: []))
    }

    init(name: String, source: String, note: String, viewport: [Double], sections: [Section], expected: Expected) {
        self.name = name; self.source = source; self.note = note; self.viewport = viewport
        self.sections = sections; self.expected = expected
    }

    // MARK: Building the host

    static func size(_ v: [Double]?) -> CGSize? { v.flatMap { $0.count == 2 ? CGSize(width: $0[0], height: $0[1]) : nil } }
    static func insets(_ v: [Double]?) -> EdgeInsets? {
        v.flatMap { $0.count == 4 ? EdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) : nil }
    }

    func makeHost() -> IndependentFlowHost {
        let flow = FlowLayout()
        if let l = layout {
            if let v = l.scrollDirection { flow.scrollDirection = v }
            if let v = Self.size(l.itemSize) { flow.itemSize = v }
            switch l.estimatedItemSize {
            case .automatic: flow.estimatedItemSize = FlowLayout.automaticSize
            case .size(let v): flow.estimatedItemSize = Self.size(v) ?? .zero
            case nil: break
            }
            if let v = l.minimumLineSpacing { flow.minimumLineSpacing = v }
            if let v = l.minimumInteritemSpacing { flow.minimumInteritemSpacing = v }
            if let v = Self.insets(l.sectionInset) { flow.sectionInset = v }
            if let v = Self.size(l.headerReferenceSize) { flow.headerReferenceSize = v }
            if let v = Self.size(l.footerReferenceSize) { flow.footerReferenceSize = v }
            if let v = l.sectionHeadersPinToVisibleBounds { flow.sectionHeadersPinToVisibleBounds = v }
            if let v = l.sectionFootersPinToVisibleBounds { flow.sectionFootersPinToVisibleBounds = v }
        }
        let sections = sections.map { section -> IndependentFlowDataSource.Section in
            let count: Int, sizes: [CGSize?]?
            switch section.items {
            case .count(let n): count = n; sizes = nil
            case .sizes(let list): count = list.count; sizes = list.map { Self.size($0) }
            }
            return IndependentFlowDataSource.Section(
                count: count, sizes: sizes, inset: Self.insets(section.inset),
                minimumLineSpacing: section.minimumLineSpacing.map { CGFloat($0) },
                minimumInteritemSpacing: section.minimumInteritemSpacing.map { CGFloat($0) },
                headerSize: Self.size(section.headerSize), footerSize: Self.size(section.footerSize))
        }
        let host = IndependentFlowHost(viewport: Self.size(viewport) ?? .zero, layout: flow, sections: sections)
        if let v = Self.insets(contentInset) { host.view.contentInset = v }
        if let scale { host.view.screenScale = scale }
        if layoutDirection == "rightToLeft" { host.view.layoutDirection = .rightToLeft }
        if let o = contentOffset, o.count == 2 { host.view.contentOffset = CGPoint(x: o[0], y: o[1]) }
        return host
    }

    /// The JSON-ish summary of the input, for failure messages.
    var inputSummary: String {
        var lines = [
            "viewport \(viewport) scale \(scale ?? 1) inset \(contentInset ?? [0, 0, 0, 0]) offset \(contentOffset ?? [0, 0]) \(layoutDirection ?? "leftToRight")"
        ]
        if let l = layout { lines.append("layout \(l)") }
        for (i, s) in sections.enumerated() { lines.append("section \(i): \(s)") }
        lines.append("rect \(rect ?? [])")
        lines.append("note: \(note)")
        return lines.joined(separator: "\n")
    }
}

extension IndependentFlowFixture.Element {
    /// The element as the layout produced it.
    init(_ attributes: LayoutAttributes) {
        let f = attributes.frame
        category = attributes.representedElementCategory.rawValue
        kind = attributes.representedElementKind
        indexPath = Array(attributes.indexPath)
        frame = [f.minX, f.minY, f.width, f.height].map(Double.init)
        zIndex = attributes.zIndex
    }

    /// Same identity and frame within 1e-9 (and zIndex when the expectation gives one).
    func matches(_ actual: IndependentFlowFixture.Element) -> Bool {
        guard category == actual.category, kind == actual.kind, indexPath == actual.indexPath,
            frame.count == 4, actual.frame.count == 4
        else { return false }
        if let zIndex, zIndex != actual.zIndex { return false }
        return zip(frame, actual.frame).allSatisfy { abs($0 - $1) <= 1e-9 }
    }

    var sortKey: String {
        "\(category)|\(kind ?? "")|" + indexPath.map { String(format: "%08d", $0) }.joined(separator: ".")
    }
}
