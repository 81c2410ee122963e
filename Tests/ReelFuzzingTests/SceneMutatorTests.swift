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

    @Test func mutationsReachBigInputsWithinTheirBytes() throws {
        // Over a few hundred mutations of a small scene: some repeat a string into a long
        // unbroken one, some repeat a list's element, and none passes the size allowed.
        let text = "{viewport: [390, 844], layout: {flow: {}}, sections: [{header: Hi, items: [{title: Word}]}], selected: [[0, 0]]}"
        var longStrings = 0, longLists = 0
        for seed in 0..<400 {
            var mutator = SceneMutator(seed: UInt64(seed))
            guard let mutated = mutator.mutate(text, maximumBytes: 16 * 1024) else { continue }
            #expect(mutated.utf8.count <= 16 * 1024, "seed \(seed): \(mutated.utf8.count) bytes")
            // A renamed or added key may repeat one (on purpose: the decoder must say so).
            guard let value = try? SceneParser.parse(mutated, file: "m") else { continue }
            if Self.longestString(in: value) >= 4_000 { longStrings += 1 }
            if Self.longestList(in: value) >= 500 { longLists += 1 }
        }
        #expect(longStrings >= 10, "\(longStrings) long strings")
        #expect(longLists >= 10, "\(longLists) long lists")
    }

    private static func longestString(in value: SceneValue) -> Int {
        switch value.content {
        case let .string(text): return text.utf8.count
        case let .list(values): return values.map(longestString).max() ?? 0
        case let .mapping(entries): return entries.map { longestString(in: $0.value) }.max() ?? 0
        case .null, .bool, .number: return 0
        }
    }

    private static func longestList(in value: SceneValue) -> Int {
        switch value.content {
        case let .list(values): return max(values.count, values.map(longestList).max() ?? 0)
        case let .mapping(entries): return entries.map { longestList(in: $0.value) }.max() ?? 0
        case .null, .bool, .number, .string: return 0
        }
    }

    @Test func textThatDoesNotParseIsLeftToLibFuzzer() {
        var mutator = SceneMutator(seed: 1)
        #expect(mutator.mutate("{[}") == nil)
    }
}
