import CollectionLayout
import Foundation
import Testing

@testable import CollectionRendering

@Suite struct SVGWriterTests {
    func tinyList() -> DisplayList {
        let first = DisplayElement(
            id: "cell-0-0", attributes: cellAttributes(0, frame: CGRect(x: 10, y: 10, width: 40, height: 30)),
            content: ElementContent(fill: .systemBlue, cornerRadius: 8, label: .none))
        var attributes = cellAttributes(1, frame: CGRect(x: 60, y: 10, width: 50, height: 30))
        attributes.alpha = 0.5
        let second = DisplayElement(
            id: "cell-0-1", attributes: attributes,
            content: ElementContent(
                fill: .systemOrange, title: "A&B", font: FontDescription(size: 10),
                textColor: .black, alignment: .center, label: .title))
        return DisplayList(
            elements: [first, second],
            viewport: .visible(contentOffset: .zero, size: CGSize(width: 120, height: 80), background: .white))
    }

    @Test func goldenTinyList() throws {
        let svg = try tinyList().svgDocument(textLayout: ApproximateTextLayout())
        // Worked by hand: cell 0 at origin (10, 10) → matrix(1 0 0 1 10 10); a lone fill at
        // alpha 1. Cell 1 at (60, 10), alpha 0.5 with fill and text → group opacity.
        // Text "A&B" at 10 pt: advance 6, line height 12, 3 chars = 18 wide → x = (50 − 18)/2
        // = 16; one line centred: top = (30 − 12)/2 = 9, baseline 9 + 0.9·10 = 18.
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="80" viewBox="0 0 120 80">
              <rect x="0" y="0" width="120" height="80" fill="#FFFFFF"/>
              <g id="cell-0-0" class="cell" transform="matrix(1 0 0 1 10 10)">
                <rect x="0" y="0" width="40" height="30" rx="8" fill="#007AFF"/>
              </g>
              <g id="cell-0-1" class="cell" transform="matrix(1 0 0 1 60 10)" opacity="0.5">
                <rect x="0" y="0" width="50" height="30" fill="#FF9500"/>
                <text xml:space="preserve" font-family="DejaVu Sans" font-size="10" fill="#000000"><tspan x="16" y="18">A&amp;B</tspan></text>
              </g>
            </svg>

            """
        #expect(svg == expected)
    }

    @Test func deterministicAcrossRuns() throws {
        let attributes = (0..<40).map { index -> LayoutAttributes in
            var a = cellAttributes(index % 7, frame: CGRect(x: CGFloat(index) * 3.3, y: CGFloat(index % 5) * 11.1, width: 30, height: 20))
            a.alpha = CGFloat(index % 4 + 1) / 4
            a.transform = Transform2D(rotationAngle: CGFloat(index) * 0.1)
            return a
        }
        var style = ElementStyle()
        style.cell.shadowOpacity = 0.3
        let list = DisplayList(attributes: attributes, viewport: .wholeContent(size: CGSize(width: 200, height: 100)), style: style)
        let first = try list.svgDocument(textLayout: ApproximateTextLayout())
        let second = try list.svgDocument(textLayout: ApproximateTextLayout())
        #expect(first == second)
        #expect(first.contains("id=\"cell-0-3_2\"")) // duplicate keys get unique ids
        #expect(first.contains("<filter id=\"shadow-1\""))
        #expect(!first.contains("-0 ") && !first.contains("\"-0\"") && !first.contains(/[0-9]e[-+]?[0-9]/))
    }

    @Test func escapesTextAndIDs() throws {
        let element = DisplayElement(
            id: "cell-0-0", attributes: cellAttributes(0, frame: CGRect(x: 0, y: 0, width: 200, height: 40)),
            content: ElementContent(title: "<\"x\" & 'y'>\u{1}", font: FontDescription(family: "A&B", size: 10), label: .title))
        let list = DisplayList(elements: [element], viewport: .wholeContent(size: CGSize(width: 200, height: 40)))
        let svg = try list.svgDocument(textLayout: ApproximateTextLayout())
        #expect(svg.contains(">&lt;&quot;x&quot; &amp; &apos;y&apos;&gt;</tspan>"))
        #expect(svg.contains("font-family=\"A&amp;B\""))
        #expect(!svg.contains("\u{1}"))
    }

    @Test func numbersAreDeterministic() {
        #expect(SVGNumber.format(-0.0) == "0")
        #expect(SVGNumber.format(-0.00001) == "0")
        #expect(SVGNumber.format(1.0) == "1")
        #expect(SVGNumber.format(0.5) == "0.5")
        #expect(SVGNumber.format(-2.25) == "-2.25")
        #expect(SVGNumber.format(1.0 / 3.0) == "0.3333")
        #expect(SVGNumber.format(0.00016) == "0.0002") // 1.6 ten-thousandths round up
        #expect(SVGNumber.format(1e-7) == "0")
        #expect(SVGNumber.format(123456.7) == "123456.7")
        #expect(SVGNumber.format(Double.nan) == "0")
    }

    @Test func clipShadowAndSelectedClass() throws {
        let png = try #require(
            Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reel-svg-test-\(getpid()).png").path
        try png.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let content = ElementContent(
            fill: .white, cornerRadius: 6,
            shadow: Shadow(color: .black, opacity: 0.5, offset: CGSize(width: 0, height: 2), radius: 4),
            image: ImageSource(path: path), contentMode: .scaleAspectFill, label: .none)
        let element = DisplayElement(
            id: "cell-0-0", attributes: cellAttributes(0, frame: CGRect(x: 0, y: 0, width: 20, height: 10)),
            content: content, isSelected: true)
        let list = DisplayList(elements: [element], viewport: .wholeContent(size: CGSize(width: 40, height: 40)))
        let svg = try list.svgDocument(textLayout: ApproximateTextLayout())
        // Shadow: the opaque rounded rect casts it (the image is clipped inside it); its alpha
        // blurred with σ = the radius 4, moved by (0, 2), flooded with black at 0.5; the region is
        // the rect moved by (0, 2) and grown by 3σ = 12 → (−12, −10, 44, 34).
        #expect(
            svg.contains(
                ##"<filter id="shadow-1" filterUnits="userSpaceOnUse" x="-12" y="-10" width="44" height="34">"##
                    + ##"<feGaussianBlur in="SourceAlpha" stdDeviation="4"/><feOffset dx="0" dy="2" result="cast"/>"##
                    + ##"<feFlood flood-color="#000000" flood-opacity="0.5"/><feComposite in2="cast" operator="in"/></filter>"##
            ))
        #expect(svg.contains(##"<g filter="url(#shadow-1)">"##))
        #expect(svg.contains(##"<rect x="0" y="0" width="20" height="10" rx="5" fill="#000000"/>"##))
        #expect(svg.contains(##"<clipPath id="clip-1"><rect x="0" y="0" width="20" height="10" rx="5"/></clipPath>"##))
        #expect(svg.contains(##"<g clip-path="url(#clip-1)">"##))
        #expect(svg.contains("preserveAspectRatio=\"xMidYMid slice\" xlink:href=\"data:image/png;base64,iVBORw0KGgo"))
        #expect(svg.contains(##"<g id="cell-0-0" class="cell selected">"##))
    }

    @Test func missingImageNamesThePath() {
        let element = DisplayElement(
            id: "cell-0-0", attributes: cellAttributes(0, frame: CGRect(x: 0, y: 0, width: 20, height: 10)),
            content: ElementContent(image: ImageSource(path: "/nonexistent/pic.png")))
        let list = DisplayList(elements: [element], viewport: .wholeContent(size: CGSize(width: 40, height: 40)))
        #expect(throws: SVGWriterError.unreadableImage(path: "/nonexistent/pic.png", reason: "no such file")) {
            try list.svgDocument(textLayout: ApproximateTextLayout())
        }
        #expect(SVGWriterError.unreadableImage(path: "/p.png", reason: "no such file").description.contains("/p.png"))
    }

    func perspectiveList() -> DisplayList {
        var attributes = cellAttributes(0, frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        attributes.transform3D = Transform3D(perspectiveEyeDistance: 300).rotated(by: .pi / 5, x: 0, y: 1, z: 0)
        let element = DisplayElement(id: "cell-0-0", attributes: attributes, content: ElementContent(fill: .systemRed))
        return DisplayList(elements: [element], viewport: .wholeContent(size: CGSize(width: 80, height: 80)))
    }

    @Test func projectionEmbedsTheRasterizersPNG() throws {
        let recorder = RecordingBackend()
        var seenBounds: CGRect?
        let svg = try perspectiveList().svgDocument(textLayout: ApproximateTextLayout()) { _, bounds, draw in
            seenBounds = bounds
            do { try draw(recorder) } catch { return nil }
            return ProjectedRaster(png: Data([1, 2, 3]), rect: CGRect(x: 18, y: 15, width: 44, height: 50))
        }
        #expect(seenBounds == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(recorder.calls == ["fill rect(0,0,40,40) #FF3B30"]) // content went to the rasterizer's backend
        #expect(
            svg.contains(
                ##"<image x="18" y="15" width="44" height="50" preserveAspectRatio="none" xlink:href="data:image/png;base64,AQID"/>"##))
        #expect(!svg.contains("#FF3B30"))
    }

    @Test func projectionFallsBackToAffineApproximation() throws {
        let list = perspectiveList()
        let writer = SVGWriter(size: list.viewport.size, textLayout: ApproximateTextLayout())
        try list.draw(on: writer)
        let svg = writer.document()
        #expect(svg.contains("data-note=\"affine-approximation\""))
        #expect(svg.contains("fill=\"#FF3B30\""))
        #expect(writer.notes.count == 1)
        // The approximation agrees with the homography at the top-left corner.
        let attributes = list.elements[0].attributes
        guard case .projective(let h) = ElementPlacement(attributes) else { Issue.record("expected perspective"); return }
        let approximation = try #require(h.affineApproximation(over: CGRect(x: 0, y: 0, width: 40, height: 40)))
        let corner = attributes.transformedCorners[0]
        #expect(isClose(CGPoint.zero.applying(approximation), CGPoint(x: 40 + corner.x, y: 40 + corner.y), tolerance: 1e-9))
    }
}

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite struct SVGWellFormednessTests {
    @Test func defaultStyledHostListIsWellFormedXML() throws {
        var attributes = (0..<6).map {
            cellAttributes($0, frame: CGRect(x: CGFloat($0 % 3) * 70 + 10, y: CGFloat($0 / 3) * 70 + 50, width: 60, height: 60))
        }
        var header = LayoutAttributes(forSupplementaryViewOfKind: ElementKind.sectionHeader, with: IndexPath(item: 0, section: 0))
        header.frame = CGRect(x: 0, y: 0, width: 230, height: 40)
        attributes.append(header)
        attributes[4].transform3D = Transform3D(perspectiveEyeDistance: 400).rotated(by: 0.6, x: 1, y: 0, z: 0)
        let list = DisplayList(attributes: attributes, viewport: .wholeContent(size: CGSize(width: 230, height: 200))) { attributes in
            attributes.indexPath.item == 2 && attributes.representedElementCategory == .cell
                ? ElementAppearance(
                    content: ElementStyle.default.content(for: attributes.key), isSelected: true,
                    selectedBackground: ElementStyle.default.selectedBackground(
                        for: attributes.key, cellContent: ElementStyle.default.content(for: attributes.key)))
                : nil
        }
        let svg = try list.svgDocument(textLayout: ApproximateTextLayout())
        if let path = ProcessInfo.processInfo.environment["REEL_SVG_DUMP"] {
            try svg.write(toFile: path, atomically: false, encoding: .utf8)
        }
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        #expect(svg.contains("Section 0"))
        #expect(svg.contains("0·5"))
    }
}
