import Foundation
import ReelFuzzing
import Testing

/// Every input the fuzzer ever crashed on (`Tests/Fixtures/fuzz/<target>/`), replayed through
/// the harness the fuzzer runs, forever: no trap, no broken invariant, and a scene either
/// plays or is refused with an error.
@Suite struct FuzzReplayTests {
    /// The repository's root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Where crash inputs live, one folder per target.
    static let fixtures = root.appendingPathComponent("Tests/Fixtures/fuzz")

    static func harness() throws -> FuzzHarness {
        try FuzzHarness(sandbox: root.appendingPathComponent("Samples/Scenes"))
    }

    /// One folder per target, and no other: a misspelt folder would never be replayed.
    @Test func fixtureFoldersAreTheTargets() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).filter { !$0.hasPrefix(".") }
        #expect(Set(folders) == Set(FuzzTarget.allCases.map(\.rawValue)), "fixture folders: \(folders.sorted())")
    }

    @Test(arguments: fuzzFixtures) func crashInputReplays(_ input: FuzzCase) throws {
        let data = try Data(contentsOf: input.file)
        let outcome = try Self.harness().run(input.target, data)
        if case let .skipped(reason) = outcome {
            Issue.record("\(input) is skipped by the harness (\(reason)); a fixture must run")
        }
        if case let .rejected(stage, message) = outcome {
            #expect(!stage.isEmpty && !message.isEmpty, "\(input): an error without a message")
        }
    }
}

/// The crash inputs of `Tests/Fixtures/fuzz`.
let fuzzFixtures = FuzzCase.all(in: FuzzReplayTests.fixtures)

/// One input file of one target.
struct FuzzCase: Sendable, CustomTestStringConvertible {
    let target: FuzzTarget
    let file: URL
    var testDescription: String { "\(target)/\(file.lastPathComponent)" }

    /// The files of `folder/<target>/` for every target, hidden files left out.
    static func all(in folder: URL) -> [FuzzCase] {
        FuzzTarget.allCases.flatMap { target in
            let targetFolder = folder.appendingPathComponent(target.rawValue)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: targetFolder.path)) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted().map {
                FuzzCase(target: target, file: targetFolder.appendingPathComponent($0))
            }
        }
    }
}
