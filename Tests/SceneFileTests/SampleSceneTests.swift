import CollectionLayout
import Foundation
import SampleLayoutSpecs
import Testing

@testable import SceneFile

/// Every sample scene decodes, names only registered layouts, and builds a host.
@Suite struct SampleSceneTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/Scenes")

    static var files: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test func theFolderHoldsTheExpectedSamples() {
        let names = Set(Self.files.map { $0.deletingPathExtension().lastPathComponent })
        #expect(names.count >= 10, "Samples/Scenes is missing samples: \(names.sorted())")
        for expected in [
            "photo-grid", "tags", "horizontal-strip", "sections-headers-footers", "sticky-headers",
            "selection", "update-animation",
        ] {
            #expect(names.contains(expected), "missing sample \(expected)")
        }
    }

    @Test(arguments: SampleSceneTests.files)
    func sampleDecodesAndBuilds(_ file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasPrefix("#"), "\(file.lastPathComponent) should open with a comment saying what it shows")
        let scene = try Scene.load(contentsOf: file.path)
        let layouts = LayoutRegistry.standard.merging(.sampleLayouts)
        try scene.validate(registry: layouts)
        let (collectionView, dataSource) = try scene.makeCollectionView(registry: layouts)
        #expect(collectionView.numberOfSections == scene.sections.count)
        #expect(dataSource.sections == scene.sections)
        #expect(collectionView.indexPathsForSelectedItems == scene.selected.sorted())
    }

    @Test func photoGridIsAUniformGrid() throws {
        let scene = try Scene.load(contentsOf: Self.folder.appendingPathComponent("photo-grid.yaml").path)
        let flow = try FlowLayoutSpec(from: scene.layout.parameters)
        // Three columns exactly fill 390 points: 3 × 128 + 2 × 3.
        #expect(3 * flow.itemSize.width + 2 * flow.minimumInteritemSpacing == scene.viewport.width)
        #expect(!scene.sections[0].items.hasItemSizes)
    }

    @Test func updateAnimationHasItsSteps() throws {
        let scene = try Scene.load(contentsOf: Self.folder.appendingPathComponent("update-animation.yaml").path)
        let updates = scene.timeline.compactMap { step -> UpdateStep? in
            if case let .update(update) = step.action { return update }
            return nil
        }
        #expect(updates.count == 2)
        #expect(updates[0].deleteItems.count == 2 && updates[0].insertItems.count == 1 && updates[0].moveItems.count == 1)
        #expect(updates[1].insertSections == [0] && updates[1].sections?.count == 2)
    }
}
