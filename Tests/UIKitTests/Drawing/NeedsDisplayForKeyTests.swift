import CollectionRendering
import Foundation
import Testing
import UIKit

/// `CALayer.needsDisplay(forKey:)`: a layer class that answers true for a key draws again
/// when the key changes — a property of Core Animation's or a value set with
/// `setValue(_:forKey:)` — as Core Animation's documentation says; false by default.
@Suite struct NeedsDisplayForKeyTests {
    /// A layer that fills itself with grey at its `progress` (white 0…1) and redraws when the
    /// progress or its bounds change, as custom progress layers are written.
    nonisolated final class ProgressLayer: CALayer {
        override class func needsDisplay(forKey key: String) -> Bool {
            key == "progress" || key == "bounds" || super.needsDisplay(forKey: key)
        }
        override func draw(in ctx: CGContext) {
            let progress = (value(forKey: "progress") as? Double) ?? 0
            ctx.setFillColor(CGColor(red: progress, green: progress, blue: progress, alpha: 1))
            ctx.fill(bounds)
        }
    }

    @Test func theDefaultAnswersFalseAndAChangeDoesNotMarkTheLayer() {
        #expect(!CALayer.needsDisplay(forKey: "bounds"))
        let layer = CALayer()
        layer.displayIfNeeded()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!layer.needsDisplay())
    }

    @Test func aPropertyTheClassNamesMarksTheLayer() {
        let layer = ProgressLayer()
        layer.displayIfNeeded()
        #expect(!layer.needsDisplay())
        layer.position = CGPoint(x: 5, y: 5)
        #expect(!layer.needsDisplay())
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.needsDisplay())
    }

    @Test func aValueSetByKeyMarksTheLayerAndIsDrawn() throws {
        let layer = ProgressLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.addSublayer(layer)
        layer.setValue(1.0, forKey: "progress")
        #expect(layer.needsDisplay())
        // Progress 1: white, over a black background.
        expectPixel(try OutputFormat.png.pixels(of: DisplayList(layer: root, background: .black)), 5, 5, (255, 255, 255))
    }
}
