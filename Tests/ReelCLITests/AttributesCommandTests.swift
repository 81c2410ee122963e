import Foundation
import Testing

@Suite struct AttributesCommandTests {
    private func write(_ text: String, as name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: false, encoding: .utf8)
        return url.path
    }

    private func elements(_ json: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return object?["elements"] as? [[String: Any]] ?? []
    }

    @Test func dumpsTheVisibleElementsInDrawOrder() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // avail = 320 − 20 = 300; perLine 2, gap 100 → x 10, 210; header 44, items from 54;
        // second line at 164; footer at 274 is below the 200-pt viewport.
        let scene = try write(
            """
            viewport: [320, 200]
            layout:
              flow: {itemSize: [100, 100], sectionInset: [10, 10, 10, 10], headerReferenceSize: [0, 44], footerReferenceSize: [0, 30]}
            sections:
              - items: 4
                header: "Today"
            """, as: "scene.yaml", in: dir)
        let result = try Reel.run(["attributes", scene])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["contentSize"] as? [Double] == [320, 304])
        #expect(object?["bounds"] as? [Double] == [0, 0, 320, 200])
        let list = try elements(result.stdout)
        #expect(
            list.map { $0["frame"] as? [Double] ?? [] } == [
                [10, 54, 100, 100], [210, 54, 100, 100], [10, 164, 100, 100], [210, 164, 100, 100], [0, 0, 320, 44],
            ])
        #expect(list.last?["kind"] as? String == "UICollectionElementKindSectionHeader")
        #expect(list.last?["zIndex"] as? Int == 10)
        #expect(list.first?["transform3D"] as? [Double] == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    }

    @Test func theRectOptionChoosesTheRegion() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try write(
            "viewport: [320, 200]\nlayout: {flow: {itemSize: [100, 100]}}\nsections: [{items: 9}]\n", as: "s.yaml", in: dir)
        // Lines at y 0, 110, 220: content shows all 9; the rect 0,215,320,10 meets the third line only.
        #expect(try elements(Reel.run(["attributes", scene, "--rect", "content"]).stdout).count == 9)
        let third = try elements(Reel.run(["attributes", scene, "--rect", "0,215,320,10"]).stdout)
        #expect(third.map { $0["indexPath"] as? [Int] ?? [] } == [[0, 6], [0, 7], [0, 8]])
    }

    @Test func theDumpFeedsBackInThroughTheAttributesLayout() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try write(
            "viewport: [320, 200]\nlayout: {flow: {itemSize: [100, 100]}}\nsections: [{items: 5}]\n", as: "s.yaml", in: dir)
        let first = try Reel.run(["attributes", scene])
        try first.stdout.write(to: dir.appendingPathComponent("dump.json"), atomically: false, encoding: .utf8)
        let again = try write(
            "viewport: [320, 200]\nlayout: {attributes: {file: dump.json}}\nsections: [{items: 5}]\n", as: "again.yaml", in: dir)
        let second = try Reel.run(["attributes", again])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout == first.stdout)
    }

    @Test(arguments: [
        // Line 3 is `  flow: {minimumLineSpacng: 4}`: the key starts at column 10.
        (
            "layout:\n  flow: {minimumLineSpacng: 4}\nsections: [{items: 1}]",
            "bad.yaml:3:10: error: layout.flow.minimumLineSpacng: unknown key"
        ),
        ("layout:\n  flow: {itemSize: [-100, 100]}\nsections: [{items: 1}]", "error: layout.flow.itemSize[0]: width must not be negative"),
        ("layout: {flow: {}}\nsections: [{items: \"many\"}]", "error: sections[0].items: expected an item count"),
    ])
    func malformedScenesFailWithALocatedMessage(body: String, expected: String) throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try write("viewport: [320, 200]\n" + body + "\n", as: "bad.yaml", in: dir)
        let result = try Reel.run(["attributes", scene])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(expected), "\(result.stderr)")
    }

    @Test(arguments: [
        ("viewport: [.nan, 200]", "viewport[0]: width must be a finite number"),
        ("viewport: [1000000, 200]", "exceeds the limit"),
        ("viewport: [320, -5]", "must not be negative"),
    ])
    func impossibleViewportsAreRejected(viewport: String, expected: String) throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try write(viewport + "\nlayout: {flow: {}}\nsections: [{items: 1}]\n", as: "v.yaml", in: dir)
        let result = try Reel.run(["attributes", scene])
        #expect(result.status == 2)
        #expect(result.stderr.contains("v.yaml:1:") && result.stderr.contains(expected), "\(result.stderr)")
    }

    @Test func aMissingSceneIsAnError() throws {
        let result = try Reel.run(["attributes", "/nonexistent/scene.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no such scene file"))
    }

    @Test func anOverlongItemWarnsOnStderrButSucceeds() throws {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try write(
            "viewport: [320, 200]\nlayout: {flow: {itemSize: [400, 50]}}\nsections: [{items: 1}]\n", as: "w.yaml", in: dir)
        let result = try Reel.run(["attributes", scene])
        #expect(result.status == 0)
        #expect(result.stderr.contains("w.yaml: warning: The behavior of the UICollectionViewFlowLayout is not defined because:"))
    }
}
