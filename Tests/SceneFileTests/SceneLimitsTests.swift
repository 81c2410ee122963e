import Foundation
import SampleLayoutSpecs
import Testing

@testable import SceneFile

/// The limits of ``SceneLimits``: each value beyond one is refused where it is written,
/// naming its key path; values at a limit are accepted.
@Suite struct SceneLimitsTests {
    /// Nine levels of `[*a, *a, …]` (nine aliases each) under `key`, indented by `indent`:
    /// 9⁹ ≈ 387 million values once expanded.
    static func aliasBomb(indent: String) -> String {
        var lines = [indent + "- &a0 [1, 1, 1, 1, 1, 1, 1, 1, 1]"]
        for level in 1...9 {
            lines.append(indent + "- &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: [
        ("viewport: [40, 40]\nsections:\n" + aliasBomb(indent: "  "), "sections"),
        ("viewport: [40, 40]\nsections:\n  - items:\n" + aliasBomb(indent: "      "), "sections[0].items"),
        ("viewport: [40, 40]\ntimeline:\n" + aliasBomb(indent: "  "), "timeline"),
        (aliasBomb(indent: ""), "["),
    ])
    func aliasBombsStopAtTheBudget(text: String, pathPrefix: String) throws {
        let clock = ContinuousClock()
        let start = clock.now
        let error = try #require(decodingError(text))
        #expect(clock.now - start < .seconds(10))
        #expect(error.kind == .invalidValue && error.keyPath.hasPrefix(pathPrefix), "\(error)")
        #expect(error.message.contains("YAML aliases (`*name`) may add at most 100000 values"), "\(error)")
    }

    @Test func documentsBeyondTheValueOrSizeLimitFail() throws {
        // The root, the viewport list and its 2 numbers, the junk list: junk[k] is value
        // 6 + k, so junk[999995] is the 1,000,001st.
        let values = try #require(decodingError("viewport: [1, 1]\njunk: [" + String(repeating: "1,", count: 999_998) + "1]\n"))
        #expect(values.kind == .invalidValue && values.keyPath == "junk[999995]", "\(values)")
        #expect(values.message == "the document holds more than 1000000 values (YAML aliases expanded), beyond the limit")
        let text = "viewport: [1, 1]\n#" + String(repeating: "x", count: 8 << 20) + "\n"
        let size = try #require(decodingError(text))
        #expect(
            size.description == "scene.yaml: error: the document is \(text.utf8.count) bytes, beyond the limit of 8388608 bytes (8 MiB)")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("big-\(UUID().uuidString).yaml")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(
            throws: SceneError(
                kind: .unreadable, file: url.path, line: nil, column: nil, keyPath: "",
                message: "the file is \(text.utf8.count) bytes, beyond the limit of 8388608 bytes (8 MiB)")
        ) {
            try Scene.load(contentsOf: url.path)
        }
    }

    @Test func aliasesWithinTheBudgetExpand() throws {
        // An item list written once and used twice.
        let text = "viewport: [40, 40]\nstyle: {}\nsections:\n  - items: &row [{title: a}, {title: b}, {title: c}]\n  - items: *row\n"
        let scene = try Scene.decode(text)
        #expect(scene.sections.count == 2 && scene.sections[1].items.count == 3)
        #expect(scene.sections[1].items.item(at: 2)?.title == "c")
    }

    /// The error of decoding `text` and making its layouts (layout parameters are read by
    /// the registry: `reel`'s, with the sample layouts), or nil.
    func validationError(_ text: String) -> SceneError? {
        do {
            try Scene.decode(text, file: "scene.yaml").validate(registry: .standard.merging(.sampleLayouts))
            return nil
        } catch {
            return error as? SceneError
        }
    }

    @Test func lengthsBeyondTheLimitAreLocated() throws {
        let size = try #require(validationError("viewport: [390, 844]\nlayout:\n  flow: {itemSize: [100, 1e300]}\n"))
        #expect(
            size.description == "scene.yaml:3:26: error: layout.flow.itemSize[1]: height 1e300 is beyond the limit of 1000000000 points")
        let offset = try #require(decodingError("viewport: [390, 844]\ncontentOffset: [0, -1e300]\n"))
        #expect(offset.description == "scene.yaml:2:20: error: contentOffset[1]: y -1e300 is beyond the limit of ±1000000000 points")
        let inset = try #require(decodingError("viewport: [390, 844]\nsections:\n  - {items: 3, inset: {left: 2e9}}\n"))
        #expect(inset.keyPath == "sections[0].inset.left" && inset.line == 3 && inset.column == 30)
        let spacing = try #require(validationError("viewport: [390, 844]\nlayout: {flow: {minimumLineSpacing: 1e10}}\n"))
        #expect(spacing.keyPath == "layout.flow.minimumLineSpacing" && spacing.message.contains("beyond the limit"))
        // At the limit: accepted.
        let scene = try Scene.decode("viewport: [390, 844]\ncontentOffset: [-1e9, 1e9]\nlayout: {flow: {itemSize: [1e9, 1e9]}}\n")
        try scene.validate()
        #expect(scene.contentOffset == CGPoint(x: -1e9, y: 1e9))
    }

    @Test func textsBeyondTheLimitAreLocated() throws {
        let long = String(repeating: "W", count: 250_001)
        let header = try #require(decodingError("viewport: [390, 844]\nsections:\n  - {items: 1, header: \(long)}\n"))
        #expect(header.keyPath == "sections[0].header" && header.line == 3 && header.column == 24, "\(header)")
        #expect(header.message == "the text is 250001 bytes long; a shown text holds at most 250000 bytes", "\(header)")
        // Bytes, not characters: 125,001 two-byte characters are over the limit.
        let accents = String(repeating: "é", count: 125_001)
        let title = try #require(decodingError("viewport: [390, 844]\nsections:\n  - items: [{title: \(accents)}]\n"))
        #expect(title.keyPath == "sections[0].items[0].title", "\(title)")
        for key in ["subtitle", "badge"] {
            let error = try #require(decodingError("viewport: [390, 844]\nsections:\n  - items: [{\(key): \(long)}]\n"))
            #expect(error.keyPath == "sections[0].items[0].\(key)", "\(error)")
        }
        let footer = try #require(decodingError("viewport: [390, 844]\nsections:\n  - {items: 1, footer: \(long)}\n"))
        #expect(footer.keyPath == "sections[0].footer", "\(footer)")
        // At the limit: accepted.
        let scene = try Scene.decode("viewport: [390, 844]\nsections:\n  - {items: 1, header: \(long.dropLast())}\n")
        #expect(scene.sections.first?.header?.utf8.count == 250_000)
    }

    @Test func durationsBeyondTheLimitAreLocated() throws {
        let wait = try #require(decodingError("viewport: [40, 40]\ntimeline:\n  - wait: 1e15\n"))
        #expect(wait.description == "scene.yaml:3:11: error: timeline[0].wait: the wait 1e15 is beyond the limit of 3600 seconds")
        let scroll = try #require(decodingError("viewport: [40, 40]\ntimeline:\n  - scroll: {to: [0, 10], duration: 2147483648}\n"))
        #expect(scroll.keyPath == "timeline[0].scroll.duration" && scroll.line == 3)
        // Each step within the limit, the whole beyond it: at the step that passes it.
        let total = try #require(decodingError("viewport: [40, 40]\ntimeline:\n  - wait: 2000\n  - wait: 2000\n"))
        #expect(
            total.description
                == "scene.yaml:4:5: error: timeline[1]: the timeline lasts 4000 seconds up to this step, beyond the limit of 3600 seconds")
        #expect(try Scene.decode("viewport: [40, 40]\ntimeline: [{wait: 1800}, {wait: 1800}]\n").timeline.count == 2)
    }

    @Test func curveOvershootIsBounded() throws {
        let bezier = try #require(decodingError("viewport: [40, 40]\ntimeline:\n  - scroll: {to: [0, 10], curve: [0.5, 1e300, 0.5, 1]}\n"))
        #expect(bezier.keyPath == "timeline[0].scroll.curve[1]" && bezier.message == "y1 must be in -1000…1000, got 1e300")
        let spring = try #require(
            decodingError(
                "viewport: [40, 40]\ntimeline:\n  - scroll: {to: [0, 10], curve: {spring: {damping: 0.5, velocity: -2000}}}\n"))
        #expect(
            spring.keyPath == "timeline[0].scroll.curve.spring.velocity" && spring.message == "velocity must be in -1000…1000, got -2000")
        let radius = try #require(validationError("viewport: [40, 40]\nlayout: {circle: {radius: 1e300}}\n"))
        #expect(radius.keyPath == "layout.circle.radius" && radius.message == "radius 1e300 is beyond the limit of 1000000000 points")
    }

    @Test func stepCountBeyondTheLimitFailsBeforeDecodingSteps() throws {
        func timeline(_ steps: Int) -> String {
            "viewport: [40, 40]\ntimeline:\n" + String(repeating: "  - wait: 0.1\n", count: steps)
        }
        let error = try #require(decodingError(timeline(10_001)))
        #expect(error.description == "scene.yaml:3:3: error: timeline: the timeline has 10001 steps, beyond the limit of 10000")
        #expect(try Scene.decode(timeline(10_000)).timeline.count == 10_000)
    }

    @Test func itemsBeyondTheLimitAreLocated() throws {
        let error = try #require(decodingError("viewport: [40, 40]\nsections:\n  - items: 60000\n  - items: 40001\n"))
        #expect(error.keyPath == "sections[1].items" && error.line == 4 && error.column == 12)
        #expect(error.message.contains("more than 100000 items"))
        let update = try #require(
            decodingError(
                "viewport: [40, 40]\ntimeline:\n  - update: {}\n    sections: [{items: 100001}]\n"))
        #expect(update.keyPath == "timeline[0].sections[0].items")
        #expect(try Scene.decode("viewport: [40, 40]\nsections: [{items: 60000}, {items: 40000}]\n").sections.count == 2)
    }
}
