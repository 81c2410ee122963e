#if os(Linux)
import CairoRendering
import CollectionRendering
import Foundation
import UIKit

/// The drawing benchmark's frame, built with UIKit's API: 1920 × 1080, 100 white cards
/// 150 × 90 rounded 12 with a shadow (opacity 0.25, radius 6, offset (0, 3)), each holding a
/// gradient layer (10, 10, 130, 30) rounded 6 from system blue to system purple and a shape
/// layer's ring of radius 12 at (120, 65) stroked 4 wide over three quarters of a turn — the
/// picture Benchmarks/c-baseline/baseline.c draws with `--cards`.
@MainActor private func cardsFrame() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    root.backgroundColor = .white
    for i in 0..<100 {
        let card = UIView(frame: CGRect(x: 25 + CGFloat(i % 10) * 180, y: 15 + CGFloat(i / 10) * 100, width: 150, height: 90))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.25
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 0, height: 3)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 10, y: 10, width: 130, height: 30)
        gradient.cornerRadius = 6
        gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemPurple.cgColor]
        let ring = CAShapeLayer()
        ring.path =
            UIBezierPath(arcCenter: CGPoint(x: 120, y: 65), radius: 12, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemGreen.cgColor
        ring.lineWidth = 4
        ring.strokeEnd = 0.75
        card.layer.addSublayer(gradient)
        card.layer.addSublayer(ring)
        root.addSubview(card)
    }
    return root
}

/// Targets of the drawing issue: the cards frame against plain C and Cairo, and shadows
/// kept between frames.
@MainActor func runDrawingBenchmarks() throws {
    let root = cardsFrame()
    var list = DisplayList(view: root, scale: 1)
    let build = Bench.median(runs: 15) { list = DisplayList(view: root, scale: 1) }
    Bench.report("cards frame: view tree → display list", build, unit: .milliseconds, target: 0.005)

    let renderer = try CairoRenderer()
    let surface = try renderer.renderImage(list)
    renderer.keepsShadows = false
    let blurred = try Bench.median(runs: 15) { try renderer.render(list, into: surface) }
    Bench.report("cards frame render, every shadow blurred", blurred, unit: .milliseconds, target: .infinity)
    renderer.keepsShadows = true
    try renderer.render(list, into: surface)
    let kept = try Bench.median(runs: 15) { try renderer.render(list, into: surface) }
    Bench.report("cards frame render, shadows kept from the last frame", kept, unit: .milliseconds, target: .infinity)

    // Shadows of unchanged layers are not blurred again: every frame after the first misses nothing.
    let animated = try CairoRenderer()
    let moving = cardsFrame()
    var misses: [Int] = []
    for frame in 0..<10 {
        // One card moves by whole points each frame: its mask is reused too.
        moving.subviews[0].center.x += CGFloat(frame)
        let before = animated.shadowCacheCounts.misses
        _ = try animated.renderImage(DisplayList(view: moving, scale: 2))
        misses.append(animated.shadowCacheCounts.misses - before)
    }
    Bench.report("shadows blurred in frame 1 (100 cards, one shape)", Double(misses[0]), unit: .ratio, target: 1)
    Bench.report("shadows blurred in frames 2–10 together", Double(misses.dropFirst().reduce(0, +)), unit: .ratio, target: 0)

    guard let c = try Bench.cBaseline(arguments: ["--cards"]) else { return }
    Bench.report("  the cards frame in plain C (cairo), every shadow blurred", c, unit: .milliseconds, target: .infinity)
    Bench.report("cards render relative to C, both blurring every shadow", blurred / c, unit: .ratio, target: 1.5)
    Bench.report("cards render with kept shadows relative to C", kept / c, unit: .ratio, target: 1.5)
}
#endif
