import Foundation
import Testing

/// `reel attributes --time T --rect content|X,Y,W,H`: the rect is honoured at every time,
/// not only the visible elements; during a transition the content rect spans both layouts.
@Suite struct DumpAtTimeTests {
    /// One 100 × 100 item per line, no gaps, in a 100 × 100 view: item i at y = 100 i.
    /// One linear 0.5 s update inserts an item at the front: 3 items become 4.
    private let update = """
        viewport: [100, 100]
        layout: {flow: {itemSize: [100, 100], minimumLineSpacing: 0}}
        sections: [{items: 3}]
        timeline:
          - update: {insertItems: [[0, 0]]}
            duration: 0.5
            curve: linear
        """

    private func dump(_ scene: String, _ arguments: [String]) throws -> [[String: Any]] {
        let dir = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("s.yaml")
        try scene.write(to: path, atomically: false, encoding: .utf8)
        let result = try Reel.run(["attributes", path.path] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return object?["elements"] as? [[String: Any]] ?? []
    }

    private func frames(_ elements: [[String: Any]]) -> [[Int]: [Double]] {
        var result: [[Int]: [Double]] = [:]
        for element in elements { result[element["indexPath"] as? [Int] ?? []] = element["frame"] as? [Double] ?? [] }
        return result
    }

    @Test func afterAnUpdateTheContentRectHoldsEveryElement() throws {
        // The final layout: items 0…3 at y 0, 100, 200, 300; only item 0 is visible.
        let content = try dump(update, ["--time", "99", "--rect", "content"])
        #expect(
            frames(content) == [
                [0, 0]: [0, 0, 100, 100], [0, 1]: [0, 100, 100, 100], [0, 2]: [0, 200, 100, 100], [0, 3]: [0, 300, 100, 100],
            ])
        #expect(content.count == 4)
        #expect(try dump(update, ["--time", "99"]).count == 1)
        // The rect y 150…250 meets items 1 (100…200) and 2 (200…300).
        let rect = try dump(update, ["--time", "99", "--rect", "0,150,100,100"])
        #expect(rect.map { $0["indexPath"] as? [Int] ?? [] } == [[0, 1], [0, 2]])
    }

    @Test func beforeTheFirstStepTheContentRectHoldsEveryElement() throws {
        let content = try dump(update, ["--time", "0", "--rect", "content"])
        #expect(frames(content) == [[0, 0]: [0, 0, 100, 100], [0, 1]: [0, 100, 100, 100], [0, 2]: [0, 200, 100, 100]])
    }

    @Test func duringAnUpdateTheContentRectHoldsTheAnimatingAndTheStillElements() throws {
        // At 0.25 s (half of the linear update): the inserted item 0 fades in at y 0; item 1
        // (the old item 0, visible at the start) moves from y 0 to y 100 and is at y 50;
        // items 2 and 3 were visible neither before nor after and stand at their final
        // places, y 200 and y 300.
        let content = try dump(update, ["--time", "0.25", "--rect", "content"])
        #expect(
            frames(content) == [
                [0, 0]: [0, 0, 100, 100], [0, 1]: [0, 50, 100, 100], [0, 2]: [0, 200, 100, 100], [0, 3]: [0, 300, 100, 100],
            ])
        #expect(content.count == 4)
        let inserted = content.first { ($0["indexPath"] as? [Int]) == [0, 0] }
        #expect((inserted?["alpha"] as? Double).map { abs($0 - 0.5) < 1e-9 } == true)
    }

    @Test func duringATransitionTheContentRectIsTheUnionOfBothLayouts() throws {
        // Before: items 100 × 100 in one column (content 100 × 300). After: 50 × 50, two per
        // line (content 100 × 100): item 2 ends at (0, 50, 50, 50), visible at the end, so
        // it animates from (0, 200, 100, 100). Halfway through the linear transition its centre is ((50 + 25) / 2, (250 + 75) / 2) = (37.5, 162.5) and
        // its size 75: frame (0, 125, 75, 75), outside the new content (height 100) but
        // inside the old (height 300).
        let scene = """
            viewport: [100, 100]
            layout: {flow: {itemSize: [100, 100], minimumLineSpacing: 0, minimumInteritemSpacing: 0}}
            sections: [{items: 3}]
            timeline:
              - transition:
                  layout: {flow: {itemSize: [50, 50], minimumLineSpacing: 0, minimumInteritemSpacing: 0}}
                  duration: 0.4
                  curve: linear
            """
        let content = try dump(scene, ["--time", "0.2", "--rect", "content"])
        let frame = frames(content)[[0, 2]]
        #expect(frame.map { zip($0, [0, 125, 75, 75]).allSatisfy { abs($0 - $1) < 1e-6 } } == true, "\(String(describing: frame))")
        #expect(content.count == 3)
    }
}
