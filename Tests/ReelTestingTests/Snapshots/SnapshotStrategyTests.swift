import CollectionLayout
import Foundation
import PNGCodec
import ReelTesting
import SceneFile
import SnapshotTesting
import Testing

/// Every strategy through swift-snapshot-testing's own `assertSnapshot`, against references
/// in __Snapshots__ (recorded once, then compared; the library's record modes apply).
@Suite(.snapshots(record: .missing)) struct SnapshotStrategyTests {
    static let grid = """
        viewport: [200, 120]
        scale: 1
        layout: {flow: {itemSize: [60, 40], sectionInset: [10, 10, 10, 10]}}
        sections: [{items: 5}]
        timeline:
          - update: {insertItems: [[0, 0]]}
            duration: 0.4
            curve: linear
        """

    final class Source: CollectionViewDataSource {
        func collectionView(_ cv: CollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        func collectionView(_ cv: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
            try cv.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
    }

    private func collectionView() -> (CollectionView, Source) {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 40, height: 40)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let source = Source()
        view.dataSource = source
        return (view, source)
    }

    @Test func collectionViewAttributes() {
        let (view, source) = collectionView()
        assertSnapshot(of: view, as: .attributes)
        withExtendedLifetime(source) {}
    }

    @Test func collectionViewImage() {
        let (view, source) = collectionView()
        assertSnapshot(of: view, as: .image(scale: 1))
        withExtendedLifetime(source) {}
    }

    @Test func sceneAttributesImageAndAnimation() throws {
        let scene = try Scene.decode(Self.grid)
        assertSnapshot(of: scene, as: .attributes)
        assertSnapshot(of: scene, as: .image())
        assertSnapshot(of: scene, as: .animation(progress: [0, 0.5, 1]))
    }

    @Test func aMismatchNamesTheImagesItWrote() throws {
        // Compare a 4-item collection view with the recorded 5-item scene's image.
        assertSnapshot(of: try Scene.decode(Self.grid), as: .image(), named: "five")
        let (view, source) = collectionView()
        let failure = verifySnapshot(of: view, as: .image(scale: 1), named: "five", record: .never)
        withExtendedLifetime(source) {}
        let message = try #require(failure)
        #expect(message.contains("pixels differ") || message.contains("sizes differ"), "\(message)")
        for name in ["reference", "actual", "side-by-side"] {
            let line = try #require(message.split(separator: "\n").first { $0.hasPrefix("\(name): ") })
            let path = String(line.dropFirst(name.count + 2))
            #expect(FileManager.default.fileExists(atPath: path), "\(path)")
        }
    }

    /// A strategy that cannot make its value (here a missing image, or a cell identifier
    /// nobody registered) fails the test with the error and records nothing, even in the
    /// record modes that write missing or all references.
    @Test(arguments: [SnapshotTestingConfiguration.Record.missing, .all])
    func anErrorFailsTheTestAndIsNeverRecorded(_ record: SnapshotTestingConfiguration.Record) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-snapshot-error-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try Scene.decode("viewport: [50, 50]\nlayout: {flow: {}}\nsections:\n  - items: [{image: /nonexistent/x.png}]\n")
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: FlowLayout())
        let source = Source() // dequeues "c", which this view never registered
        view.dataSource = source
        var failures: [String?] = []
        withKnownIssue {
            failures.append(
                verifySnapshot(of: scene, as: .image(), named: "image", record: record, snapshotDirectory: directory.path, timeout: 0.2))
            failures.append(
                verifySnapshot(
                    of: scene, as: .animation(progress: [0]), named: "animation", record: record, snapshotDirectory: directory.path,
                    timeout: 0.2))
            failures.append(
                verifySnapshot(
                    of: view, as: .attributes, named: "attributes", record: record, snapshotDirectory: directory.path, timeout: 0.2))
            failures.append(
                verifySnapshot(of: view, as: .image(), named: "view", record: record, snapshotDirectory: directory.path, timeout: 0.2))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("could not make the snapshot") && (text.contains("no such file") || text.contains("could not dequeue"))
        }
        withExtendedLifetime(source) {}
        #expect(failures.count == 4 && failures.allSatisfy { $0 != nil }, "\(failures)")
        let written = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        #expect(written.isEmpty, "recorded \(written)")
    }
}
