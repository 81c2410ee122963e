import CollectionLayout
import Foundation
import Testing

@testable import SceneFile

/// The one reader of the attribute-dump format: the `attributes` layout's parameters.
@Suite struct AttributesLayoutSpecTests {
    func spec(_ parameters: String, baseDirectory: URL = URL(fileURLWithPath: "/")) throws -> AttributesLayoutSpec {
        let value = try SceneParser.parse(parameters, file: "spec.yaml")
        let context = LayoutContext(viewport: CGSize(width: 390, height: 844), scale: 1, baseDirectory: baseDirectory)
        return try AttributesLayoutSpec(from: value, context: context)
    }

    @Test func missingFieldsTakeUIKitsDefaults() throws {
        let read = try spec(
            #"{elements: [{indexPath: [0, 1], frame: [10, 20, 30, 40]}, {category: decoration, kind: bg, indexPath: [0], center: [5, 5], size: [10, 10], alpha: 0.5, zIndex: -1}]}"#
        )
        let cell = read.elements[0], decoration = read.elements[1]
        #expect(cell.representedElementCategory == .cell && cell.indexPath == IndexPath(item: 1, section: 0))
        #expect(cell.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(cell.alpha == 1 && cell.zIndex == 0 && !cell.isHidden && cell.transform3D == .identity)
        #expect(decoration.representedElementCategory == .decoration && decoration.representedElementKind == "bg")
        // center (5, 5) and size 10 × 10: the frame is (0, 0, 10, 10).
        #expect(decoration.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(decoration.alpha == 0.5 && decoration.zIndex == -1)
    }

    @Test func aDumpReadsBackAsTheAttributesItWasWrittenFrom() throws {
        var header = LayoutAttributes(category: .supplementary, kind: "header", indexPath: IndexPath(item: 0, section: 1))
        header.frame = CGRect(x: 0, y: 100, width: 390, height: 44.5)
        var cell = LayoutAttributes(category: .cell, kind: nil, indexPath: IndexPath(item: 2, section: 1))
        cell.frame = CGRect(x: 20.25, y: 150, width: 100, height: 80)
        cell.alpha = 0.25
        cell.zIndex = 3
        cell.isHidden = true
        cell.transform3D = Transform3D(rowMajor: [0.5, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1, -0.002, 4, 5, 0, 1]) ?? .identity
        let dump = AttributeDump(
            contentSize: CGSize(width: 390, height: 900), bounds: CGRect(x: 0, y: 0, width: 390, height: 844), elements: [header, cell])
        // A folder URL without a trailing slash: the file still resolves inside it.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dump-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(dump.json.utf8).write(to: folder.appendingPathComponent("dump.json"))
        let read = try spec("{file: dump.json}", baseDirectory: folder)
        #expect(read.elements == [header, cell])
        #expect(read.contentSize == CGSize(width: 390, height: 900))
    }

    @Test func anElementOtherThanACellNeedsAKind() throws {
        #expect(throws: SceneError.self) { try spec("{elements: [{category: supplementary, indexPath: [0, 0], frame: [0, 0, 1, 1]}]}") }
    }
}
