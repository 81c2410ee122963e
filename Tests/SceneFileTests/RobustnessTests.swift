import Foundation
import Testing
@testable import SceneFile

/// Damaged input gives an error, never a crash.
@Suite struct RobustnessTests {
    @Test func everyTruncationOfEverySampleDecodesOrFails() throws {
        var failures = 0, successes = 0
        for file in SampleSceneTests.files {
            let scalars = Array(try String(contentsOf: file, encoding: .utf8).unicodeScalars)
            for end in stride(from: 0, to: scalars.count, by: 5) {
                var text = ""
                text.unicodeScalars.append(contentsOf: scalars[0..<end])
                do {
                    _ = try Scene.decode(text, file: file.lastPathComponent)
                    successes += 1
                } catch let error as SceneError {
                    #expect(error.file == file.lastPathComponent)
                    failures += 1
                }
            }
        }
        #expect(failures > 0 && successes > 0)
    }

    @Test func oddDocuments() {
        let documents = [
            "---\n", "viewport: [1, 1]\n---\nviewport: [2, 2]\n", "viewport: &a [1, 1]\ncontentOffset: *a\n",
            "viewport: *nope\n", "{", "[", "\"", "viewport: [1, 1]\nsections: [{items: 99999999999999999999999}]",
            "viewport: !!str 12", "\u{FEFF}viewport: [1, 1]", "viewport: [1e400, 1]", "viewport: [0x10, 1]",
            "viewport: [1, 1]\n<<: {scale: 2}", "viewport: [1, 1]\nlayout: [flow]", "viewport: [1, 1]\nlayout: {}",
            "viewport: [1, 1]\ntimeline: [{}]", "viewport: [1, 1]\nsections: [{items: [1, 2]}]",
        ]
        for text in documents {
            do {
                _ = try Scene.decode(text)
            } catch {
                #expect(error is SceneError, "\(text): \(error)")
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
