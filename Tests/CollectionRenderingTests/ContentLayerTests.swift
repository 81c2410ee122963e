import CollectionLayout
import Foundation
import Testing

@testable import CollectionRendering

/// Sublayers (a view's subviews' layers): Core Animation's order — background, sublayers,
/// border — each through its own placement about its anchor point and its group opacity,
/// clipped to the rounded bounds only with `masksToBounds`.
@Suite struct ContentLayerTests {
    private func draw(_ content: ElementContent, frame: CGRect = CGRect(x: 10, y: 20, width: 40, height: 40)) throws -> [String] {
        let backend = RecordingBackend()
        let element = DisplayElement(id: "cell-0-0", attributes: cellAttributes(0, frame: frame), content: content)
        let list = DisplayList(
            elements: [element], viewport: .visible(contentOffset: .zero, size: CGSize(width: 100, height: 100), background: .clear))
        try list.draw(on: backend)
        return backend.calls
    }

    @Test func sublayersDrawBetweenTheFillAndTheBorder() throws {
        let inner = ContentLayer(frame: CGRect(x: 0, y: 0, width: 40, height: 40), content: ElementContent(fill: .white, label: .none))
        let content = ElementContent(
            fill: .black, cornerRadius: 10, borderWidth: 2, borderColor: .black, label: .none,
            sublayers: [inner])
        // Element centre (30, 40), size 40: translate(−20, −20) then translate(30, 40) = (10, 20).
        // The sublayer at position (20, 20), anchor (0.5, 0.5): translate(−20, −20) then
        // translate(20, 20) = identity, so nothing is concatenated. Border: width 2 inside
        // the bounds, centre line inset by 1, radius 10 − 1 = 9.
        #expect(
            try draw(content) == [
                "save", "element cell-0-0", "save", "concatenate 1 0 0 1 10 20",
                "fill rrect(0,0,40,40 r10) #000000",
                "save", "fill rect(0,0,40,40) #FFFFFF", "restore",
                "stroke rrect(1,1,38,38 r9) #000000 2",
                "restore", "endelement", "restore",
            ])
    }

    @Test func masksToBoundsClipsSublayersToTheRoundedBounds() throws {
        let inner = ContentLayer(frame: CGRect(x: 0, y: 0, width: 40, height: 40), content: ElementContent(fill: .white, label: .none))
        let content = ElementContent(cornerRadius: 10, label: .none, sublayers: [inner], masksToBounds: true)
        #expect(
            try draw(content) == [
                "save", "element cell-0-0", "save", "concatenate 1 0 0 1 10 20",
                "save", "clip rrect(0,0,40,40 r10)", "save", "fill rect(0,0,40,40) #FFFFFF", "restore", "restore",
                "restore", "endelement", "restore",
            ])
    }

    @Test func aSublayerTransformsAboutItsAnchorPointWithItsOwnOpacity() throws {
        // A 40 × 40 layer at position (20, 20) anchored at (0, 0), scaled by 0.5: its bounds
        // origin sits at the position and shrinks towards it, covering (20, 20, 20, 20) of the
        // cell: translate(0, 0), scale 0.5, translate(20, 20) = (0.5, 0, 0, 0.5, 20, 20).
        // Two primitives (fill and border) at alpha 0.5 make a group over its bounds.
        let inner = ContentLayer(
            position: CGPoint(x: 20, y: 20), size: CGSize(width: 40, height: 40), anchorPoint: .zero,
            transform: Transform3D(scaleX: 0.5, y: 0.5), alpha: 0.5,
            content: ElementContent(fill: .white, borderWidth: 4, borderColor: .black, label: .none))
        let calls = try draw(ElementContent(label: .none, sublayers: [inner]))
        #expect(
            calls == [
                "save", "element cell-0-0", "save", "concatenate 1 0 0 1 10 20",
                "save", "concatenate 0.5 0 0 0.5 20 20", "group 0.5 rect(0,0,40,40)",
                "fill rect(0,0,40,40) #FFFFFF", "stroke rect(2,2,36,36) #000000 4", "endgroup", "restore",
                "restore", "endelement", "restore",
            ])
    }

    @Test func theGroupBoundsOfAnElementReachItsUnmaskedSublayers() throws {
        // A sublayer moved 30 right of a 40 × 40 cell reaches x = 70; masked it does not.
        let moved = ContentLayer(
            position: CGPoint(x: 20, y: 20), size: CGSize(width: 40, height: 40),
            transform: Transform3D(translationX: 30, y: 0), content: ElementContent(fill: .white, label: .none))
        var element = DisplayElement(
            id: "cell-0-0", attributes: cellAttributes(0, frame: CGRect(x: 0, y: 0, width: 40, height: 40)),
            content: ElementContent(fill: .black, label: .none, sublayers: [moved]))
        #expect(Painter.drawingBounds(of: element) == CGRect(x: 0, y: 0, width: 70, height: 40))
        element.content.masksToBounds = true
        #expect(Painter.drawingBounds(of: element) == CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    @Test func hiddenAndTransparentSublayersDrawNothing() throws {
        let clear = ContentLayer(
            frame: CGRect(x: 0, y: 0, width: 40, height: 40), alpha: 0, content: ElementContent(fill: .white, label: .none))
        let empty = ContentLayer(frame: CGRect(x: 0, y: 0, width: 40, height: 40), content: ElementContent(label: .none))
        #expect(
            try draw(ElementContent(fill: .black, label: .none, sublayers: [clear, empty])) == [
                "save", "element cell-0-0", "save", "concatenate 1 0 0 1 10 20",
                "fill rect(0,0,40,40) #000000", "restore", "endelement", "restore",
            ])
    }
}
