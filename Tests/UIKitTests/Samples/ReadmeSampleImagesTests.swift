import Foundation
import Testing

/// The README's "Sample layouts" table links the snapshot references directly: every image
/// it links under this folder exists, and every layout's two references are linked.
@Suite struct ReadmeSampleImagesTests {
    private static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    private static let root = samples.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let prefix = "Tests/UIKitTests/Samples/__Snapshots__/"

    private func linkedPaths() throws -> [String] {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        return readme.components(separatedBy: Self.prefix).dropFirst().compactMap { rest in
            rest.range(of: ".png").map { Self.prefix + rest[..<$0.upperBound] }
        }
    }

    @Test func everyLinkedReferenceExists() throws {
        let paths = try linkedPaths()
        #expect(paths.count >= 2 * 9)
        for path in paths {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "\(path)")
        }
    }

    @Test func everyReferenceIsLinked() throws {
        let linked = Set(try linkedPaths())
        let folder = Self.samples.appendingPathComponent("__Snapshots__")
        let suites = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        for suite in suites {
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(suite).path) {
                #expect(linked.contains(Self.prefix + suite + "/" + file), "README does not show \(suite)/\(file)")
            }
        }
    }
}
