import CollectionLayout
import CollectionRendering
import Foundation

/// Benchmarks of the drawing model: building display lists, painting them on a backend
/// that does nothing (the painter's own cost), and writing SVG documents.
func runDisplayListBenchmarks() {
    func median(_ runs: Int, _ body: () throws -> Void) rethrows -> Duration {
        let clock = ContinuousClock()
        var times: [Duration] = []
        for _ in 0..<runs { times.append(try clock.measure { try body() }) }
        return times.sorted()[runs / 2]
    }
    func report(_ name: String, _ duration: Duration, per count: Int) {
        let ms = Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1000
        let each = ms * 1000 / Double(count)
        print("display list: \(name): \(String(format: "%.3f", ms)) ms median (\(String(format: "%.3f", each)) µs per element)")
    }

    // A 100 × 100 grid of 80 × 80 cells with 10 pt gaps, every fifth one translucent, every
    // seventh rotated: 10,000 elements.
    let attributes: [LayoutAttributes] = (0..<10_000).map { index in
        var a = LayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
        a.frame = CGRect(x: CGFloat(index % 100) * 90 + 10, y: CGFloat(index / 100) * 90 + 10, width: 80, height: 80)
        if index % 5 == 0 { a.alpha = 0.6 }
        if index % 7 == 0 { a.transform = Transform2D(rotationAngle: 0.1) }
        return a
    }
    let whole = Viewport.wholeContent(size: CGSize(width: 9010, height: 9010))
    let screen = Viewport.visible(contentOffset: CGPoint(x: 0, y: 1000), size: CGSize(width: 390, height: 844))

    var list = DisplayList(attributes: [], viewport: whole)
    report("build 10k", median(7) { list = DisplayList(attributes: attributes, viewport: whole) }, per: 10_000)

    let backend = NullBackend()
    report("paint 10k on a null backend", median(7) { try? list.draw(on: backend) }, per: 10_000)

    let screenList = DisplayList(attributes: attributes.filter { $0.frame.intersects(screen.rect) }, viewport: screen)
    let layout = ApproximateTextLayout()
    report(
        "SVG of one screen (\(screenList.elements.count) elements)",
        median(7) { _ = try? screenList.svgDocument(textLayout: layout) }, per: screenList.elements.count)
    report("SVG of 10k", median(3) { _ = try? list.svgDocument(textLayout: layout) }, per: 10_000)
}

/// A backend that draws nothing, to time the painter alone.
private final class NullBackend: RenderBackend {
    var calls = 0
    func withSavedState(_ body: () throws -> Void) rethrows { calls += 1; try body() }
    func concatenate(_ transform: Transform2D) { calls += 1 }
    func clip(to path: Path, rule: FillRule) { calls += 1 }
    func fill(_ path: Path, with paint: Paint, rule: FillRule) { calls += 1 }
    func stroke(_ path: Path, with paint: Paint, style: StrokeStyle) { calls += 1 }
    func drawShadow(_ shadow: Shadow, of operations: [DrawingOperation], bounds: CGRect) throws { calls += 1 }
    func drawText(_ block: TextBlock, in rect: CGRect) { calls += 1 }
    func drawImage(_ image: ImageSource, in rect: CGRect, contentMode: ContentMode) throws { calls += 1 }
    func withGroupOpacity(_ alpha: Double, bounds: CGRect, _ body: () throws -> Void) rethrows { calls += 1; try body() }
    func withMask(bounds: CGRect, mask: () throws -> Void, _ body: () throws -> Void) rethrows { calls += 1; try body() }
    func withProjection(_ homography: Homography, contentBounds: CGRect, _ body: () throws -> Void) rethrows {
        calls += 1; try body()
    }
    func withBackdropFilter(_ filter: BackdropFilter, bounds: CGRect, _ body: () throws -> Void) rethrows { calls += 1; try body() }
}
