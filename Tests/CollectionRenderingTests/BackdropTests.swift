import CollectionLayout
import Foundation
import Testing

@testable import CollectionRendering

/// Blur effects: the painter gives each backdrop what is drawn before it, in the root's
/// space, and the interpreter draws that through the backend's filter, clipped to the shape.
@Suite struct BackdropTests {
    let filter = BackdropFilter(radius: 20, saturation: 1.8)

    @Test func aBackdropSeesWhatIsDrawnBeforeItThroughTheGroupsHoldingIt() {
        let first = DrawingOperation.fill(.rect(CGRect(x: 0, y: 0, width: 100, height: 100)), .color(.white))
        let sibling = DrawingOperation.fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), .color(.black))
        let after = DrawingOperation.fill(.rect(CGRect(x: 5, y: 5, width: 10, height: 10)), .color(.black))
        let shape = Path.rect(CGRect(x: 0, y: 0, width: 50, height: 50))
        let group = DrawingGroup(
            placement: .affine(Transform2D(translationX: 10, y: 20)), alpha: 0.5, bounds: CGRect(x: 0, y: 0, width: 50, height: 50),
            operations: [sibling, .backdrop(BackdropDrawing(filter: filter, shape: shape)), after])
        let resolved = Painter.resolvingBackdrops(in: [first, .group(group)], beneath: [])
        guard case .group(let out) = resolved.last, case .backdrop(let backdrop) = out.operations[1] else {
            Issue.record("no resolved backdrop")
            return
        }
        // Beneath: the root's first fill, then the sibling inside a copy of the group (its
        // placement and opacity), nothing drawn after the backdrop.
        var shell = group
        shell.operations = [sibling]
        #expect(backdrop.beneath == [first, .group(shell)])
        #expect(backdrop.beneathTransform == Transform2D(translationX: -10, y: -20))
        #expect(out.operations[2] == after)
    }

    @Test func theInterpreterClipsToTheShapeAndDrawsBeneathThroughTheFilter() throws {
        let backend = RecordingBackend()
        let beneath = [DrawingOperation.fill(.rect(CGRect(x: 0, y: 0, width: 100, height: 100)), .color(.white))]
        let backdrop = BackdropDrawing(
            filter: filter, shape: .rect(CGRect(x: 0, y: 0, width: 50, height: 40)), beneath: beneath,
            beneathTransform: Transform2D(translationX: -10, y: -20))
        try backend.draw([.backdrop(backdrop)])
        #expect(
            backend.calls == [
                "save", "clip rect(0,0,50,40)", "backdrop σ20 ×1.8 rect(0,0,50,40)", "save", "concatenate 1 0 0 1 -10 -20",
                "fill rect(0,0,100,100) #FFFFFF", "restore", "endbackdrop", "restore",
            ])
        // Unresolved: nothing.
        let empty = RecordingBackend()
        try empty.draw([.backdrop(BackdropDrawing(filter: filter, shape: .rect(.zero)))])
        #expect(empty.calls.isEmpty)
    }

    @Test func aLayerWithABackdropDrawsItOverItsBackgroundWithItsTint() {
        var content = ElementContent(fill: .black, cornerRadius: 8, label: .none)
        content.backdrop = LayerBackdrop(filter: filter, tint: Color(red: 1, green: 1, blue: 1, alpha: 0.3))
        let operations = Painter.operations(for: content, size: CGSize(width: 40, height: 30))
        let shape = Painter.shapePath(CGRect(x: 0, y: 0, width: 40, height: 30), content)
        #expect(operations.count == 3)
        #expect(operations[0] == .fill(shape, .color(.black)))
        guard case .backdrop(let backdrop) = operations[1] else {
            Issue.record("no backdrop")
            return
        }
        #expect(backdrop.shape == shape && backdrop.beneath == [operations[0]])
        #expect(operations[2] == .fill(shape, .color(Color(red: 1, green: 1, blue: 1, alpha: 0.3))))
    }

    @Test func theSaturationMatrixKeepsGreyAndScalesChroma() {
        // Each row sums to 1, so a grey stays grey; c' = Y + s (c − Y).
        let m = filter.saturationMatrix
        for row in m { #expect(abs(row.reduce(0, +) - 1) < 1e-12) }
        let c = [0.6, 0.4, 0.2], y = 0.2126 * 0.6 + 0.7152 * 0.4 + 0.0722 * 0.2
        for i in 0..<3 {
            let mapped = (0..<3).map { m[i][$0] * c[$0] }.reduce(0, +)
            #expect(abs(mapped - (y + 1.8 * (c[i] - y))) < 1e-12)
        }
    }
}
