import Foundation

@testable import CollectionLayout

/// One flow-layout case as data: the input and the attributes expected, worked by hand
/// from docs/REFERENCE.md §4 (`source: uikit-rule`, arithmetic in `note`).
struct FlowFixture: Decodable, CustomStringConvertible {
    struct Layout: Decodable {
        var scrollDirection: FlowLayout.ScrollDirection?
        var itemSize: [CGFloat]?
        var estimatedItemSize: String?
        var minimumLineSpacing: CGFloat?
        var minimumInteritemSpacing: CGFloat?
        var sectionInset: [CGFloat]?
        var headerReferenceSize: [CGFloat]?
        var footerReferenceSize: [CGFloat]?
        var sectionHeadersPinToVisibleBounds: Bool?
        var sectionFootersPinToVisibleBounds: Bool?

        enum CodingKeys: String, CodingKey {
            case scrollDirection, itemSize, estimatedItemSize, minimumLineSpacing, minimumInteritemSpacing, sectionInset,
                headerReferenceSize, footerReferenceSize, sectionHeadersPinToVisibleBounds, sectionFootersPinToVisibleBounds
        }

        init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            scrollDirection = try c.decodeIfPresent(FlowLayout.ScrollDirection.self, forKey: .scrollDirection)
            itemSize = try c.decodeIfPresent([CGFloat].self, forKey: .itemSize)
            if let text = try? c.decodeIfPresent(String.self, forKey: .estimatedItemSize) {
                estimatedItemSize = text
            } else if let size = try c.decodeIfPresent([CGFloat].self, forKey: .estimatedItemSize) {
                estimatedItemSize = size.map { String(describing: $0) }.joined(separator: ",")
            }
            minimumLineSpacing = try c.decodeIfPresent(CGFloat.self, forKey: .minimumLineSpacing)
            minimumInteritemSpacing = try c.decodeIfPresent(CGFloat.self, forKey: .minimumInteritemSpacing)
            sectionInset = try c.decodeIfPresent([CGFloat].self, forKey: .sectionInset)
            headerReferenceSize = try c.decodeIfPresent([CGFloat].self, forKey: .headerReferenceSize)
            footerReferenceSize = try c.decodeIfPresent([CGFloat].self, forKey: .footerReferenceSize)
            sectionHeadersPinToVisibleBounds = try c.decodeIfPresent(Bool.self, forKey: .sectionHeadersPinToVisibleBounds)
            sectionFootersPinToVisibleBounds = try c.decodeIfPresent(Bool.self, forKey: .sectionFootersPinToVisibleBounds)
        }
    }

    struct Section: Decodable {
        var count: Int?
        var sizes: [[CGFloat]?]?
        var inset: [CGFloat]?
        var lineSpacing: CGFloat?
        var interitemSpacing: CGFloat?
        var headerSize: [CGFloat]?
        var footerSize: [CGFloat]?

        var itemCount: Int { count ?? sizes?.count ?? 0 }
    }

    struct Element: Decodable {
        var kind: String?
        var indexPath: [Int]
        var frame: [CGFloat]
        var zIndex: Int?

        var key: ElementKey {
            let path = IndexPath(indexes: indexPath)
            switch kind {
            case "header": return .supplementary(ElementKind.sectionHeader, path)
            case "footer": return .supplementary(ElementKind.sectionFooter, path)
            case let kind?: return .supplementary(kind, path)
            case nil: return .cell(path)
            }
        }
    }

    struct Expected: Decodable {
        var contentSize: [CGFloat]
        var elements: [Element]
    }

    enum RectSpec: Decodable {
        case content, visible, explicit(CGRect)
        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let text = try? c.decode(String.self) {
                self = text == "visible" ? .visible : .content
            } else {
                let v = try c.decode([CGFloat].self)
                self = .explicit(CGRect(x: v[0], y: v[1], width: v[2], height: v[3]))
            }
        }
    }

    var name: String
    var source: String
    var note: String?
    var viewport: [CGFloat]
    var scale: CGFloat?
    var contentOffset: [CGFloat]?
    var contentInset: [CGFloat]?
    var rightToLeft: Bool?
    var layout: Layout?
    var sections: [Section]
    var rect: RectSpec
    var diagnostics: Int?
    var expected: Expected
    var file = ""

    enum CodingKeys: String, CodingKey {
        case name, source, note, viewport, scale, contentOffset, contentInset, rightToLeft, layout, sections, rect, diagnostics, expected
    }

    var description: String { file }

    /// Every fixture in Fixtures/flow.
    static func all() throws -> [FlowFixture] {
        guard let folder = Bundle.module.url(forResource: "Fixtures/flow", withExtension: nil) else { return [] }
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try files.map { url in
            var fixture = try JSONDecoder().decode(FlowFixture.self, from: Data(contentsOf: url))
            fixture.file = url.lastPathComponent
            return fixture
        }
    }
}

/// Serves a fixture's sections: counts, per-item sizes (nil where the fixture says null)
/// and per-section overrides.
final class FixtureDataSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    private(set) var sections: [FlowFixture.Section]
    init(_ sections: [FlowFixture.Section]) { self.sections = sections }

    /// Changes the data (as a model change before a batch update).
    func replace(with sections: [FlowFixture.Section]) { self.sections = sections }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].itemCount }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize? {
        guard let sizes = sections[indexPath.section].sizes, let size = sizes[indexPath.item] else { return nil }
        return CGSize(width: size[0], height: size[1])
    }
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? {
        sections[section].inset.map { EdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) }
    }
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat? {
        sections[section].lineSpacing
    }
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat?
    {
        sections[section].interitemSpacing
    }
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> CGSize? {
        sections[section].headerSize.map { CGSize(width: $0[0], height: $0[1]) }
    }
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> CGSize? {
        sections[section].footerSize.map { CGSize(width: $0[0], height: $0[1]) }
    }
}

/// A collection view built from a fixture, holding everything it references weakly.
final class FixtureHost {
    let view: CollectionView
    let layout: FlowLayout
    let source: FixtureDataSource
    private(set) var diagnostics: [String] = []

    init(_ fixture: FlowFixture) {
        layout = FlowLayout()
        if let l = fixture.layout {
            if let v = l.scrollDirection { layout.scrollDirection = v }
            if let v = l.itemSize { layout.itemSize = CGSize(width: v[0], height: v[1]) }
            if let v = l.estimatedItemSize {
                if v == "automatic" {
                    layout.estimatedItemSize = FlowLayout.automaticSize
                } else {
                    let parts = v.split(separator: ",").compactMap { Double($0) }
                    layout.estimatedItemSize = CGSize(width: parts[0], height: parts[1])
                }
            }
            if let v = l.minimumLineSpacing { layout.minimumLineSpacing = v }
            if let v = l.minimumInteritemSpacing { layout.minimumInteritemSpacing = v }
            if let v = l.sectionInset { layout.sectionInset = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3]) }
            if let v = l.headerReferenceSize { layout.headerReferenceSize = CGSize(width: v[0], height: v[1]) }
            if let v = l.footerReferenceSize { layout.footerReferenceSize = CGSize(width: v[0], height: v[1]) }
            if let v = l.sectionHeadersPinToVisibleBounds { layout.sectionHeadersPinToVisibleBounds = v }
            if let v = l.sectionFootersPinToVisibleBounds { layout.sectionFootersPinToVisibleBounds = v }
        }
        view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: fixture.viewport[0], height: fixture.viewport[1]), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.screenScale = fixture.scale ?? 1
        if let i = fixture.contentInset { view.contentInset = EdgeInsets(top: i[0], left: i[1], bottom: i[2], right: i[3]) }
        if fixture.rightToLeft == true { view.layoutDirection = .rightToLeft }
        source = FixtureDataSource(fixture.sections)
        view.dataSource = source
        view.delegate = source
        if let o = fixture.contentOffset { view.contentOffset = CGPoint(x: o[0], y: o[1]) }
        view.diagnosticHandler = { [unowned self] in self.diagnostics.append($0) }
    }
}
