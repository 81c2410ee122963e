import Foundation
import ReelTesting
import Testing

/// `reel test`'s runner as a library: case expansion, recording and comparison without the
/// executable.
@Suite struct SceneTestSuiteTests {
    private func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("suite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        try "viewport: [60, 40]\nlayout: {flow: {itemSize: [20, 20]}}\nsections: [{items: 2}]\n"
            .write(to: dir.appendingPathComponent("scenes/still.yaml"), atomically: false, encoding: .utf8)
        try """
        viewport: [60, 40]
        layout: {flow: {itemSize: [20, 20]}}
        sections: [{items: 2}]
        timeline: [{update: {insertItems: [[0, 0]]}, duration: 0.2}]
        """.write(to: dir.appendingPathComponent("scenes/moving.yaml"), atomically: false, encoding: .utf8)
        return dir
    }

    @Test func aSceneWithATimelineAddsItsProgressPoints() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cases = try SceneTestSuite.cases(of: dir.appendingPathComponent("scenes/moving.yaml"))
        #expect(cases.map(\.name) == ["moving", "moving@t0.0", "moving@t0.25", "moving@t0.5", "moving@t0.75", "moving@t1.0"])
        #expect(cases.map(\.progress) == [nil, 0, 0.25, 0.5, 0.75, 1])
        #expect(try SceneTestSuite.cases(of: dir.appendingPathComponent("scenes/still.yaml")).map(\.name) == ["still"])
    }

    @Test func recordsMissingReferencesThenPasses() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let options = ComparisonOptions(threshold: 0.1, limit: .pixels(0), diffImage: .whenFailed)
        let references = dir.appendingPathComponent("refs")
        let scenes = dir.appendingPathComponent("scenes")
        let missing = try SceneTestSuite(referenceFolder: references, options: options).run(scenesIn: scenes)
        #expect(missing.count == 7 && missing.allSatisfy { $0.verdict == .missingReference })
        let recorded = try SceneTestSuite(referenceFolder: references, options: options, mode: .missing).run(scenesIn: scenes)
        #expect(recorded.allSatisfy { $0.verdict == .recorded })
        let passed = try SceneTestSuite(referenceFolder: references, options: options).run(scenesIn: scenes)
        #expect(passed.allSatisfy { $0.verdict == .passed })
        #expect(passed.map(\.name) == passed.map(\.name).sorted())
    }
}
