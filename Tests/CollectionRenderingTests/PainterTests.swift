import CollectionLayout
import Foundation
import Testing

@testable import CollectionRendering

@Suite struct PainterTests {
    func list(_ elements: [DisplayElement], offset: CGPoint = .zero) -> DisplayList {
        DisplayList(
            elements: elements, viewport: .visible(contentOffset: offset, size: CGSize(width: 200, height: 100), background: .white))
    }

    func element(frame: CGRect, alpha: CGFloat = 1, content: ElementContent) -> DisplayElement {
        var attributes = cellAttributes(0, frame: frame)
        attributes.alpha = alpha
        return DisplayElement(id: "cell-0-0", attributes: attributes, content: content)
    }

    @Test func singleFillFoldsAlphaIntoColour() throws {
        let backend = RecordingBackend()
        let content = ElementContent(fill: .systemBlue, cornerRadius: 12, label: .none)
        try list([element(frame: CGRect(x: 10, y: 20, width: 100, height: 50), alpha: 0.5, content: content)]).draw(on: backend)
        // center (60, 45), size (100, 50): translate(−50, −25) then translate(60, 45) = translate(10, 20).
        // alpha 0.5 · 255 = 127.5 → 0x80.
        #expect(
            backend.calls == [
                "save", "fill rect(0,0,200,100) #FFFFFF",
                "element cell-0-0", "save", "concatenate 1 0 0 1 10 20",
                "fill rrect(0,0,100,50 r12) #007AFF80",
                "restore", "endelement", "restore",
            ])
    }

    @Test func severalPrimitivesUseGroupOpacity() throws {
        let backend = RecordingBackend()
        let content = ElementContent(
            fill: .systemBlue, cornerRadius: 12, borderWidth: 2, borderColor: .black, title: "Hi",
            font: FontDescription(size: 15, weight: 600), textColor: .white,
            padding: EdgeInsets(top: 5, left: 8, bottom: 5, right: 8), label: .title)
        try list(
            [element(frame: CGRect(x: 10, y: 20, width: 100, height: 50), alpha: 0.5, content: content)],
            offset: CGPoint(x: 0, y: 5)
        ).draw(on: backend)
        // Border inside the bounds: centre line inset by 1, radius 12 − 1 = 11.
        // Text area: (8, 5, 100 − 16, 50 − 10).
        #expect(
            backend.calls == [
                "save", "fill rect(0,0,200,100) #FFFFFF", "concatenate 1 0 0 1 0 -5",
                "element cell-0-0", "save", "concatenate 1 0 0 1 10 20",
                "group 0.5 rect(0,0,100,50)",
                "fill rrect(0,0,100,50 r12) #007AFF",
                "text \"Hi\" 15/600 #FFFFFF rect(8,5,84,40)",
                "stroke rrect(1,1,98,48 r11) #000000 2",
                "endgroup", "restore", "endelement", "restore",
            ])
    }

    @Test func layerOrderShadowFillSelectedImageTextBorder() throws {
        let backend = RecordingBackend()
        let content = ElementContent(
            fill: .systemBlue, cornerRadius: 10, borderWidth: 1, borderColor: .black,
            shadow: Shadow(color: .black, opacity: 0.5, offset: CGSize(width: 0, height: 2), radius: 4),
            title: "T", subtitle: "S", font: FontDescription(size: 16), subtitleFont: FontDescription(size: 12),
            textColor: .white, image: ImageSource(path: "/tmp/a.png"), contentMode: .scaleAspectFit, label: .title)
        var element = element(frame: CGRect(x: 0, y: 0, width: 100, height: 100), alpha: 0.8, content: content)
        element.selectedBackground = ElementContent(fill: .systemGreen, cornerRadius: 10, borderWidth: 3, borderColor: .black)
        try list([element]).draw(on: backend)
        // Group bounds: bounds ∪ (bounds offset (0, 2) grown by 3·4 = 12) = (−12, −10, 124, 124).
        // Text stack: title height ⌈16·1.25⌉ = 20, subtitle ⌈12·1.25⌉ = 15, gap 2 → 37 tall,
        // centred on midY 50 of the (unpadded) area: top = 50 − 18.5 = 31.5.
        #expect(
            backend.calls == [
                "save", "fill rect(0,0,200,100) #FFFFFF",
                "element cell-0-0", "save",
                "group 0.8 rect(-12,-10,124,124)",
                "shadow rrect(0,0,100,100 r10) #00000080 0,2 4",
                "fill rrect(0,0,100,100 r10) #007AFF",
                "fill rrect(0,0,100,100 r10) #34C759",
                "stroke rrect(1.5,1.5,97,97 r8.5) #000000 3",
                "save", "clip rrect(0,0,100,100 r10)", "image /tmp/a.png scaleAspectFit", "restore",
                "text \"T\" 16/400 #FFFFFF rect(0,31.5,100,20)",
                "text \"S\" 12/400 #FFFFFF rect(0,53.5,100,15)",
                "stroke rrect(0.5,0.5,99,99 r9.5) #000000 1",
                "endgroup", "restore", "endelement", "restore",
            ])
    }

    @Test func emptyAndOffscreenElementsDrawNothing() throws {
        let backend = RecordingBackend()
        let clear = element(frame: CGRect(x: 0, y: 0, width: 10, height: 10), content: ElementContent(label: .none))
        var offscreen = element(frame: CGRect(x: 500, y: 0, width: 10, height: 10), content: ElementContent(fill: .black))
        offscreen.id = "cell-9-9"
        try list([clear, offscreen]).draw(on: backend)
        #expect(backend.calls == ["save", "fill rect(0,0,200,100) #FFFFFF", "restore"])
    }

    /// The four local corners (0,0), (w,0), (w,h), (0,h) must land where
    /// `center + transformedCorners − contentOffset` says.
    func checkCorners(_ attributes: LayoutAttributes, offset: CGPoint, expectProjection: Bool) throws {
        let backend = RecordingBackend()
        let element = DisplayElement(id: "cell-0-0", attributes: attributes, content: ElementContent(fill: .black))
        try list([element], offset: offset).draw(on: backend)
        #expect(backend.calls.contains { $0.hasPrefix("projection") } == expectProjection)
        let fillIndex = try #require(backend.calls.lastIndex { $0.hasPrefix("fill rect(0,0,\(backend.fmt(attributes.size.width))") })
        let ctm = try #require(backend.ctmAtCall[fillIndex])
        let w = attributes.size.width, h = attributes.size.height
        let local = [CGPoint(x: 0, y: 0), CGPoint(x: w, y: 0), CGPoint(x: w, y: h), CGPoint(x: 0, y: h)]
        for (corner, expected) in zip(local, attributes.transformedCorners) {
            let landed = try #require(ctm.apply(to: corner))
            let want = CGPoint(x: attributes.center.x + expected.x - offset.x, y: attributes.center.y + expected.y - offset.y)
            #expect(isClose(landed, want, tolerance: 1e-9), "corner \(corner): \(landed) ≠ \(want)")
        }
    }

    @Test func affineTransformAboutTheCenter() throws {
        var attributes = cellAttributes(0, frame: CGRect(x: 70, y: 60, width: 60, height: 40))
        attributes.transform = Transform2D(rotationAngle: .pi / 6).scaledBy(x: 1.5, y: 0.5)
        try checkCorners(attributes, offset: CGPoint(x: 10, y: 20), expectProjection: false)

        // Hand check of one corner: rotation by 90° about the center (100, 80), size (60, 40):
        // the local top-left (0, 0) is (−30, −20) from the center; rotated clockwise by 90°
        // (x' = x·cos − y·sin, y' = x·sin + y·cos) → (20, −30); lands at (120, 50).
        var quarter = cellAttributes(0, frame: CGRect(x: 70, y: 60, width: 60, height: 40))
        quarter.transform = Transform2D(rotationAngle: .pi / 2)
        guard case .affine(let m) = ElementPlacement(quarter) else { Issue.record("not affine"); return }
        #expect(isClose(CGPoint(x: 0, y: 0).applying(m), CGPoint(x: 120, y: 50), tolerance: 1e-9))
    }

    @Test func rotationAboutYWithoutPerspectiveStaysAffine() throws {
        var attributes = cellAttributes(0, frame: CGRect(x: 20, y: 20, width: 80, height: 40))
        attributes.transform3D = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
        try checkCorners(attributes, offset: .zero, expectProjection: false)
    }

    @Test func perspectiveUsesProjection() throws {
        var attributes = cellAttributes(0, frame: CGRect(x: 50, y: 20, width: 80, height: 60))
        attributes.transform3D = Transform3D(perspectiveEyeDistance: 500).rotated(by: .pi / 4, x: 0, y: 1, z: 0)
        try checkCorners(attributes, offset: CGPoint(x: 5, y: 7), expectProjection: true)
        // Perspective makes the near and far vertical edges differ in length.
        let corners = attributes.transformedCorners
        #expect(abs((corners[3].y - corners[0].y) - (corners[2].y - corners[1].y)) > 1)
    }

    @Test func headerDefaultsDrawBoldLeadingText() throws {
        let backend = RecordingBackend()
        let key = ElementKey.supplementary(ElementKind.sectionHeader, IndexPath(item: 0, section: 0))
        var attributes = LayoutAttributes(forSupplementaryViewOfKind: ElementKind.sectionHeader, with: key.indexPath)
        attributes.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        let element = DisplayElement(id: "header-0-0", attributes: attributes, content: ElementStyle.default.content(for: key))
        try list([element]).draw(on: backend)
        // Bar #F2F2F7, "Section 0" bold 17 in the padded area (16, 4, 200 − 32, 40 − 8).
        #expect(backend.calls.contains("fill rect(0,0,200,40) #F2F2F7"))
        #expect(backend.calls.contains("text \"Section 0\" 17/700 #000000 rect(16,4,168,32)"))
    }
}
