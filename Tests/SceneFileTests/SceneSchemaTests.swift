import CollectionLayout
import Foundation
import SampleLayoutSpecs
import TestTools
import Testing

@testable import SceneFile

/// `docs/scene.schema.json` against an off-the-shelf validator (check-jsonschema, which
/// `Scripts/setup` installs under `.build-tools/`) and against the decoder: every sample
/// validates, each broken scene is rejected by both, and the schema names exactly the keys
/// the decoder accepts.
@Suite struct SceneSchemaTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let schema = root.appendingPathComponent("docs/scene.schema.json")
    static let samples = root.appendingPathComponent("Samples/Scenes")
    static let header = "# yaml-language-server: $schema=../../docs/scene.schema.json"

    static var sampleFiles: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted().map { samples.appendingPathComponent($0) }
    }

    // MARK: Samples

    @Test func everySampleSceneValidatesAgainstTheSchema() throws {
        let files = Self.sampleFiles
        #expect(files.count >= 10, "Samples/Scenes holds \(files.count) scenes; expected the samples")
        let run = try Self.checkJSONSchema(files)
        #expect(run.status == 0, "check-jsonschema rejected a sample:\n\(run.output)")
        #expect(run.output.contains("ok -- validation done"), "unexpected check-jsonschema output:\n\(run.output)")
    }

    @Test(arguments: SceneSchemaTests.sampleFiles)
    func sampleOpensWithTheSchemaHeader(_ file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        let firstLine = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
        #expect(firstLine == Self.header, "\(file.lastPathComponent) should open with `\(Self.header)`")
    }

    // MARK: Broken scenes

    /// A valid scene; each broken scene changes one thing in it.
    static let base = """
        viewport: [390, 844]
        layout:
          flow: {itemSize: [100, 100], scrollDirection: vertical}
        sections:
          - items: 3
        style:
          cell: {alignment: center}
        timeline:
          - wait: 0.5
        """

    /// One broken scene: the text, and where the decoder and the schema must point.
    struct Broken: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        /// The decoder's error kind and key path.
        var kind: SceneError.Kind
        var keyPath: String
        /// check-jsonschema's JSON path of the error (its own or its best deep match).
        var schemaPath: String
        var testDescription: String { name }
    }

    static func replacing(_ old: String, with new: String) -> String {
        precondition(base.contains(old), "the base scene has no `\(old)`")
        return base.replacingOccurrences(of: old, with: new)
    }

    static let broken: [Broken] = [
        Broken(
            name: "unknown-key", text: base + "\nbackgroud: \"#FFFFFF\"", kind: .unknownKey, keyPath: "backgroud",
            schemaPath: "$"),
        Broken(name: "wrong-type", text: base + "\nscale: \"two\"", kind: .typeMismatch, keyPath: "scale", schemaPath: "$.scale"),
        Broken(
            name: "bad-enum-value", text: replacing("scrollDirection: vertical", with: "scrollDirection: diagonal"),
            kind: .invalidValue, keyPath: "layout.flow.scrollDirection", schemaPath: "$.layout.flow.scrollDirection"),
        Broken(
            name: "bad-style-enum-value", text: replacing("alignment: center", with: "alignment: centre"),
            kind: .invalidValue, keyPath: "style.cell.alignment", schemaPath: "$.style.cell.alignment"),
        Broken(
            name: "negative-size", text: replacing("itemSize: [100, 100]", with: "itemSize: [-100, 100]"),
            kind: .invalidValue, keyPath: "layout.flow.itemSize[0]", schemaPath: "$.layout.flow.itemSize[0]"),
        Broken(
            name: "missing-viewport", text: replacing("viewport: [390, 844]\n", with: ""), kind: .missingKey, keyPath: "",
            schemaPath: "$"),
        Broken(
            name: "unknown-step", text: replacing("- wait: 0.5", with: "- wiat: 0.5"), kind: .unknownKey,
            keyPath: "timeline[0].wiat", schemaPath: "$.timeline[0]"),
    ]

    @Test func theBaseOfTheBrokenScenesIsValid() throws {
        let scene = try Scene.decode(Self.base, file: "base.yaml")
        try scene.validate()
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("base.yaml")
        try Self.base.write(to: file, atomically: false, encoding: .utf8)
        let run = try Self.checkJSONSchema([file])
        #expect(run.status == 0, "check-jsonschema rejected the valid base scene:\n\(run.output)")
    }

    @Test(arguments: SceneSchemaTests.broken)
    func brokenSceneIsRejectedByTheDecoder(_ broken: Broken) throws {
        let error = #expect(throws: SceneError.self) {
            try Scene.decode(broken.text, file: "\(broken.name).yaml").validate()
        }
        #expect(error?.kind == broken.kind, "\(broken.name): \(String(describing: error))")
        #expect(error?.keyPath == broken.keyPath, "\(broken.name): \(String(describing: error))")
    }

    @Test func brokenScenesAreRejectedByTheSchema() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for broken in Self.broken {
            let file = folder.appendingPathComponent(broken.name + ".yaml")
            try broken.text.write(to: file, atomically: false, encoding: .utf8)
            files.append(file)
        }
        let run = try Self.checkJSONSchema(files, arguments: ["--output-format", "json"])
        #expect(run.status == 1, "check-jsonschema should reject every broken scene:\n\(run.output)")
        let report = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let errors = report?["errors"] as? [[String: Any]] ?? []
        #expect((report?["parse_errors"] as? [Any])?.isEmpty == true, "a broken scene did not parse:\n\(run.output)")
        for (broken, file) in zip(Self.broken, files) {
            let mine = errors.filter { error in
                (error["filename"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent } == file.lastPathComponent
            }
            let paths = mine.flatMap { error -> [String] in
                [error["path"] as? String, (error["best_deep_match"] as? [String: Any])?["path"] as? String].compactMap { $0 }
            }
            #expect(
                paths.contains(broken.schemaPath),
                "\(broken.name): the schema should reject it at \(broken.schemaPath); errors at \(paths)\n\(run.output)")
        }
    }

    // MARK: The schema and the decoder name the same keys

    @Test func theSchemaNamesExactlyTheKeysTheDecoderAccepts() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schema)) as? [String: Any])
        let definitions = try #require(schema["definitions"] as? [String: Any])
        func keys(_ object: Any?) -> Set<String> {
            Set(((object as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        }
        func definition(_ name: String) -> Any? { definitions[name] }
        #expect(keys(schema) == Set(Scene.keys))
        #expect(keys(definition("section")) == Set(SectionSpec.keys))
        #expect(keys(definition("item")) == Set(ItemSpec.keys))
        #expect(keys(definition("style")) == Set(StyleSpec.keys))
        #expect(keys(definition("elementStyle")) == Set(ElementStyleSpec.keys))
        #expect(keys(definition("flowLayout")) == Set(FlowLayoutSpec.keys))
        #expect(keys(definition("sectionBackgroundsLayout")) == Set(FlowLayoutSpec.keys + ["backgroundPadding"]))
        #expect(keys(definition("attributesLayout")) == Set(AttributesLayoutSpec.keys))
        #expect(keys(definition("attributesElement")) == Set(AttributesLayoutSpec.elementKeys))
        let updateStep = (definition("updateStep") as? [String: Any])?["properties"] as? [String: Any]
        #expect(keys(updateStep?["update"]) == Set(UpdateStep.Operation.allCases.map(\.rawValue)))
        let layoutForms = (definition("layout") as? [String: Any])?["oneOf"] as? [[String: Any]] ?? []
        let layoutNames = layoutForms.reduce(into: Set<String>()) { $0.formUnion(keys($1)) }
        #expect(
            layoutNames == Set(LayoutRegistry.standard.merging(.sampleLayouts).names),
            "the schema's layouts differ from reel's registry (the standard and the sample layouts)")
        let steps = ((definition("step") as? [String: Any])?["oneOf"] as? [[String: String]] ?? []).compactMap { $0["$ref"] }
        let stepKinds = Set(steps.flatMap { keys(definition(String($0.split(separator: "/").last ?? ""))) })
        #expect(stepKinds.isSuperset(of: SceneTimelineStep.kinds), "a timeline step the decoder accepts is missing from the schema")
        let curveForms = (definition("curve") as? [String: Any])?["oneOf"] as? [[String: Any]] ?? []
        let curveNames = Set(curveForms.compactMap { $0["enum"] as? [String] }.joined())
        #expect(curveNames == Set(CurveSpec.names + ["easeInOut"]), "the schema's curve names differ from the decoder's")
    }

    // MARK: Running check-jsonschema

    /// Runs the validator installed by `Scripts/setup` on `files`.
    /// - Throws: when it is not installed, naming the command that installs it.
    static func checkJSONSchema(_ files: [URL], arguments: [String] = []) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = try ExternalTool.checkJSONSchema.locate()
        process.arguments = ["--schemafile", schema.path] + arguments + files.map(\.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
