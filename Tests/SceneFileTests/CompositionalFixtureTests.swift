import CollectionLayout
import Foundation
import Testing

@testable import SceneFile

/// Compositional layouts as data (Fixtures/compositional): a scene in the scene format,
/// the rect to query, and every element the query must return, worked by hand from
/// docs/REFERENCE.md §14 (`source: uikit-rule`, arithmetic in `note`). Flow layout's
/// fixtures run in CollectionLayoutTests, on the layout alone; these run through the scene
/// decoder, so the scene spelling and the layout are checked together.
@Suite struct CompositionalFixtureTests {
    struct Fixture: CustomStringConvertible {
        struct Element: Hashable {
            var category: String
            var kind: String?
            var indexPath: [Int]
            var frame: [Double]
        }

        var name: String
        var source: String
        var note: String
        var scene: String
        var rect: CGRect?
        var contentSize: CGSize
        var elements: [Element]
        var description: String { name }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/compositional")

    static func all() throws -> [Fixture] {
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try files.map(load)
    }

    static func load(_ url: URL) throws -> Fixture {
        struct Malformed: Error, CustomStringConvertible { var description: String }
        guard let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any],
            let name = root["name"] as? String, let source = root["source"] as? String, let note = root["note"] as? String,
            let scene = root["scene"], let expected = root["expected"] as? [String: Any],
            let size = expected["contentSize"] as? [Double], size.count == 2, let elements = expected["elements"] as? [[String: Any]]
        else { throw Malformed(description: "\(url.lastPathComponent): missing name, source, note, scene or expected") }
        let sceneText = String(decoding: try JSONSerialization.data(withJSONObject: scene, options: [.sortedKeys]), as: UTF8.self)
        var rect: CGRect?
        if let r = root["rect"] as? [Double], r.count == 4 { rect = CGRect(x: r[0], y: r[1], width: r[2], height: r[3]) }
        return Fixture(
            name: name, source: source, note: note, scene: sceneText, rect: rect,
            contentSize: CGSize(width: size[0], height: size[1]),
            elements: try elements.map { element in
                guard let path = element["indexPath"] as? [Int], let frame = element["frame"] as? [Double], frame.count == 4 else {
                    throw Malformed(description: "\(url.lastPathComponent): an element needs indexPath and frame")
                }
                return Fixture.Element(
                    category: element["category"] as? String ?? "cell", kind: element["kind"] as? String, indexPath: path, frame: frame)
            })
    }

    @Test func theFolderHoldsTheHandWorkedCases() throws {
        let fixtures = try Self.all()
        #expect(fixtures.count >= 12)
        for fixture in fixtures {
            #expect(fixture.source == "uikit-rule", "\(fixture.name): expected values come from the rules")
            #expect(!fixture.note.isEmpty, "\(fixture.name): the arithmetic is in the note")
        }
    }

    @Test(arguments: try CompositionalFixtureTests.all())
    func theLayoutReturnsExactlyTheWorkedElements(_ fixture: Fixture) throws {
        let scene = try Scene.decode(fixture.scene, file: "\(fixture.name).json")
        let (view, source) = try scene.makeCollectionView()
        try view.layoutIfNeeded()
        let layout = view.collectionViewLayout
        #expect(layout.collectionViewContentSize == fixture.contentSize, "\(fixture.name): content size")
        let rect = fixture.rect ?? CGRect(origin: .zero, size: layout.collectionViewContentSize)
        let actual = layout.layoutAttributesForElements(in: rect).map { attributes in
            let category = attributes.representedElementCategory.rawValue
            let f = attributes.frame
            return Fixture.Element(
                category: category, kind: attributes.representedElementKind, indexPath: Array(attributes.indexPath),
                frame: [f.minX, f.minY, f.width, f.height].map(Double.init))
        }
        let missing = fixture.elements.filter { !actual.contains($0) }
        let unexpected = actual.filter { !fixture.elements.contains($0) }
        #expect(missing.isEmpty && unexpected.isEmpty, "\(fixture.name): missing \(missing), unexpected \(unexpected)")
        withExtendedLifetime(source) {}
    }
}
