import Foundation
import Testing

@testable import SceneFile

/// Damaged input gives an error, never a crash.
@Suite struct RobustnessTests {
    @Test func everyTruncationOfEverySampleDecodesOrFails() throws {
        var failures = 0, successes = 0
        for file in SampleSceneTests.files {
            let whole = try String(contentsOf: file, encoding: .utf8)
            let full = try Scene.decode(whole, file: file.lastPathComponent)
            let scalars = Array(whole.unicodeScalars)
            for end in stride(from: 0, to: scalars.count, by: 5) {
                var text = ""
                text.unicodeScalars.append(contentsOf: scalars[0..<end])
                do {
                    let scene = try Scene.decode(text, file: file.lastPathComponent)
                    // A prefix that decodes holds the whole (flow-style) viewport, and what it
                    // decoded to is usable: its layouts are made or refused with a located error.
                    #expect(scene.viewport == full.viewport, "\(file.lastPathComponent) cut at \(end)")
                    do { try scene.validate() } catch {
                        #expect(error is SceneError, "\(file.lastPathComponent) cut at \(end): \(error)")
                    }
                    successes += 1
                } catch let error as SceneError {
                    #expect(error.file == file.lastPathComponent)
                    failures += 1
                }
            }
        }
        #expect(failures > 0 && successes > 0)
    }

    /// What an odd document must give: an error of a kind at a line, or a scene.
    enum Outcome {
        case error(SceneError.Kind, line: Int)
        case scene((Scene) -> Bool)
    }

    @Test func oddDocuments() {
        let documents: [(String, Outcome)] = [
            ("---\n", .error(.typeMismatch, line: 2)),
            ("viewport: [1, 1]\n---\nviewport: [2, 2]\n", .error(.syntax, line: 2)),
            (
                "viewport: &a [1, 1]\ncontentOffset: *a\n",
                .scene { $0.viewport == CGSize(width: 1, height: 1) && $0.contentOffset == CGPoint(x: 1, y: 1) }
            ),
            ("viewport: *nope\n", .error(.syntax, line: 1)),
            ("{", .error(.syntax, line: 2)),
            ("[", .error(.syntax, line: 2)),
            ("\"", .error(.syntax, line: 1)),
            ("viewport: [1, 1]\nsections: [{items: 99999999999999999999999}]", .error(.invalidValue, line: 2)),
            ("viewport: !!str 12", .error(.typeMismatch, line: 1)),
            ("\u{FEFF}viewport: [1, 1]", .scene { $0.viewport == CGSize(width: 1, height: 1) && $0.sections.isEmpty }),
            ("viewport: [1e400, 1]", .error(.invalidValue, line: 1)),
            ("viewport: [0x10, 1]", .error(.typeMismatch, line: 1)),
            ("viewport: [1, 1]\n<<: {scale: 2}", .error(.unknownKey, line: 2)),
            ("viewport: [1, 1]\nlayout: [flow]", .error(.typeMismatch, line: 2)),
            ("viewport: [1, 1]\nlayout: {}", .error(.invalidValue, line: 2)),
            ("viewport: [1, 1]\ntimeline: [{}]", .error(.missingKey, line: 2)),
            ("viewport: [1, 1]\nsections: [{items: [1, 2]}]", .error(.typeMismatch, line: 2)),
        ]
        for (text, expected) in documents {
            let result = Result { try Scene.decode(text) }
            switch (expected, result) {
            case let (.error(kind, line), .failure(error)):
                let error = error as? SceneError
                #expect(error?.kind == kind && error?.line == line, "\(text.debugDescription): \(String(describing: error))")
            case let (.scene(check), .success(scene)):
                #expect(check(scene), "\(text.debugDescription) decoded to \(scene)")
            case (.error, .success):
                Issue.record("\(text.debugDescription) decoded; expected an error")
            case let (.scene, .failure(error)):
                Issue.record("\(text.debugDescription) failed: \(error)")
            }
        }
    }

    @Test func anchorsAndAliasesResolve() throws {
        let scene = try Scene.decode("viewport: &size [100, 200]\ncontentOffset: *size\n")
        #expect(scene.contentOffset == CGPoint(x: 100, y: 200))
    }

    @Test func multipleDocumentsAreAnError() throws {
        let error = try #require(decodingError("viewport: [1, 1]\n---\nviewport: [2, 2]\n"))
        #expect(error.kind == .syntax && error.line == 2)
    }
}
