import Foundation
import ReelFuzzing
import SceneFile
import Testing

/// The scene mutator keeps scenes parseable (a repeated key aside) and changes them.
@Suite struct SceneMutatorTests {
    @Test(arguments: sampleSceneNames) func mutationsOfASampleParseAndDiffer(_ name: String) throws {
        let text = try String(contentsOf: SeedCorpusTests.samples.appendingPathComponent(name), encoding: .utf8)
        let original = try SceneParser.parse(text, file: name)
        var changed = 0
        for seed in 0..<20 {
            var mutator = SceneMutator(seed: UInt64(seed))
            let result = mutator.mutate(text)
            let mutated = try #require(result, "\(name), seed \(seed): the sample does not parse")
            do {
                let value = try SceneParser.parse(mutated, file: "\(name)#\(seed)")
                if value != original { changed += 1 }
            } catch let error as SceneError where error.kind == .duplicateKey {
                changed += 1 // a renamed or added key may repeat one: on purpose, the decoder must say so
            }
        }
        #expect(changed >= 15, "\(name): only \(changed) of 20 mutations changed the scene")
    }

    @Test func writtenTreesReadBackEqual() throws {
        let text = #"{"a": [1, -2.5, 1e300, .nan, .inf, true, null], "b\n\"": "x\ty\u0001", "c": {"d": -0.0}}"#
        let value = try SceneParser.parse(text, file: "t")
        let again = try SceneParser.parse(SceneMutator.write(value), file: "t")
        #expect(SceneMutator.write(again) == SceneMutator.write(value))
    }

    @Test func textThatDoesNotParseIsLeftToLibFuzzer() {
        var mutator = SceneMutator(seed: 1)
        #expect(mutator.mutate("{[}") == nil)
    }
}
