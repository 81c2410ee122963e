import CollectionAnimation
import CollectionRendering
import PNGCodec
import Testing
import UIKit

/// `CAReplicatorLayer` as Apple documents it (docs/REFERENCE.md §22.19): the sublayers drawn
/// `instanceCount` times, instance k under `instanceTransform` applied k times about the
/// centre, its colours multiplied by `instanceColor` plus k times the offsets, its animations
/// `instanceDelay` × k later. Expected pixels are worked by hand in each test.
@MainActor @Suite struct ReplicatorLayerRenderingTests {
    let white = (255, 255, 255), black = (0, 0, 0), red = (255, 0, 0)
    let redColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1), whiteColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    func image(_ size: CGSize, _ sublayers: [CALayer], background: CGColor? = nil) throws -> RGBAImage {
        try layerPixels(size, sublayers, background: background ?? whiteColor)
    }

    func layer(_ frame: CGRect, _ color: CGColor) -> CALayer { filledLayer(frame, color) }

    /// A replicator filling `frame` with one sublayer.
    func replicator(_ frame: CGRect, _ sublayer: CALayer) -> CAReplicatorLayer {
        let replicator = CAReplicatorLayer()
        replicator.frame = frame
        replicator.addSublayer(sublayer)
        return replicator
    }

    @Test func eachInstanceStepsByTheTransform() throws {
        // A red 10 × 10 square at x 0…10; instances moved by 20 each: 20…30, 40…50.
        let copies = replicator(CGRect(x: 0, y: 0, width: 60, height: 20), layer(CGRect(x: 0, y: 5, width: 10, height: 10), redColor))
        copies.instanceCount = 3
        copies.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        let three = try image(CGSize(width: 60, height: 20), [copies])
        for x in [5, 25, 45] { expectPixel(three, x, 10, red, tolerance: 3, "instance at x \(x)") }
        for x in [15, 35, 55] { expectPixel(three, x, 10, white, tolerance: 3, "gap at x \(x)") }
        copies.instanceCount = 1
        let one = try image(CGSize(width: 60, height: 20), [copies])
        expectPixel(one, 5, 10, red, tolerance: 3, "the sublayer itself")
        expectPixel(one, 25, 10, white, tolerance: 3, "one instance: no copy")
        copies.instanceCount = 0
        expectPixel(try image(CGSize(width: 60, height: 20), [copies]), 5, 10, white, tolerance: 3, "no instance")
        copies.instanceCount = -3
        expectPixel(try image(CGSize(width: 60, height: 20), [copies]), 5, 10, white, tolerance: 3, "a negative count")
    }

    @Test func theTransformTurnsAboutTheCentre() throws {
        // A 40 × 40 replicator, a dot at (20, 6): (0, −14) from the centre (20, 20). A quarter
        // turn takes (x, y) to (−y, x): (14, 0), (0, 14), (−14, 0) — dots at (34, 20),
        // (20, 34), (6, 20). About the origin the first turn would put it at (−6, 20), off the
        // picture.
        let dot = layer(CGRect(x: 16, y: 2, width: 8, height: 8), redColor)
        let spinner = replicator(CGRect(x: 0, y: 0, width: 40, height: 40), dot)
        spinner.instanceCount = 4
        spinner.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let picture = try image(CGSize(width: 40, height: 40), [spinner])
        for (x, y) in [(20, 6), (34, 20), (20, 34), (6, 20)] { expectPixel(picture, x, y, red, tolerance: 3, "dot at (\(x), \(y))") }
        expectPixel(picture, 20, 20, white, tolerance: 3, "the centre")
        expectPixel(picture, 34, 6, white, tolerance: 3, "a corner")
    }

    @Test func offsetsAccumulateFromTheInstanceColour() throws {
        // Apple's listing: white squares, 5 instances, green and blue offsets −1/5. Instance
        // k is (1, 1 − 0.2k, 1 − 0.2k): 255, 204, 153, 102, 51 in green and blue, over black.
        let square = layer(CGRect(x: 0, y: 0, width: 10, height: 10), whiteColor)
        let row = replicator(CGRect(x: 0, y: 0, width: 100, height: 10), square)
        row.instanceCount = 5
        row.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        row.instanceGreenOffset = -1 / 5
        row.instanceBlueOffset = -1 / 5
        let picture = try image(CGSize(width: 100, height: 10), [row], background: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        for (index, channel) in [255, 204, 153, 102, 51].enumerated() {
            expectPixel(picture, 5 + 20 * index, 5, (255, channel, channel), tolerance: 3, "instance \(index)")
        }
    }

    @Test func theInstanceColourMultipliesAndIsKeptInRange() throws {
        // Instance colour (0.5, 1, 1); red offset +0.3: red factors 0.5, 0.8, 1.1 → 1. A grey
        // (0.8, 0.8, 0.8) square: red 0.4, 0.64, 0.8 → 102, 163, 204; green and blue 204.
        // The alpha offset −0.25 fades the instances by 1, 0.75, 0.5 over black: red 102,
        // 122, 102; green and blue 204, 153, 102.
        let grey = CGColor(red: 0.8, green: 0.8, blue: 0.8, alpha: 1)
        let row = replicator(CGRect(x: 0, y: 0, width: 60, height: 10), layer(CGRect(x: 0, y: 0, width: 10, height: 10), grey))
        row.instanceCount = 3
        row.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        row.instanceColor = CGColor(red: 0.5, green: 1, blue: 1, alpha: 1)
        row.instanceRedOffset = 0.3
        let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        let opaque = try image(CGSize(width: 60, height: 10), [row], background: black)
        for (index, redChannel) in [102, 163, 204].enumerated() {
            expectPixel(opaque, 5 + 20 * index, 5, (redChannel, 204, 204), tolerance: 3, "instance \(index)")
        }
        row.instanceAlphaOffset = -0.25
        let faded = try image(CGSize(width: 60, height: 10), [row], background: black)
        for (index, expected) in [(102, 204, 204), (122, 153, 153), (102, 102, 102)].enumerated() {
            expectPixel(faded, 5 + 20 * index, 5, expected, tolerance: 3, "instance \(index) faded")
        }
    }

    @Test func eachInstanceSeesTheAnimationsLater() throws {
        // The spinner of docs/REFERENCE.md §22.19: dots at (20, 6), (34, 20), (20, 34), (6, 20),
        // each fading from opacity 1 to 0 over 1 s, repeating, model opacity 0, 0.2 s apart.
        // Red at opacity α over white is (255, 255(1 − α), 255(1 − α)).
        try onFreshClock { clock in
            let spinner = CAReplicatorLayer()
            spinner.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            startSpinner(spinner, delay: 0.2)
            let dot = try #require(spinner.sublayers?.first)
            @MainActor func expectOpacities(_ opacities: [Double], _ note: String) throws {
                let picture = try image(CGSize(width: 40, height: 40), [spinner])
                for ((x, y), alpha) in zip(spinnerDots, opacities) {
                    let other = Int((255 * (1 - alpha)).rounded())
                    expectPixel(picture, x, y, (255, other, other), tolerance: 3, "\(note): dot at (\(x), \(y))")
                }
            }
            // t 0.5: instances at 0.5, 0.3, 0.1 s show 0.5, 0.7, 0.9; instance 3 (−0.1 s) its model's 0.
            clock.advance(to: 0.5)
            try expectOpacities([0.5, 0.7, 0.9, 0], "t 0.5")
            // t 1.3: 0.3, 0.1, 0.9, 0.7 s into a pass show 0.7, 0.9, 0.1, 0.3.
            clock.advance(to: 1.3)
            try expectOpacities([0.7, 0.9, 0.1, 0.3], "t 1.3")
            #expect(dot.presentation()?.opacity == 0.7, "outside drawing the dot's own time is the replicator's")
        }
    }

    @Test func theLayersOwnContentIsDrawnOnce() throws {
        // A blue border 2 wide on a 60 × 20 replicator; the red sublayer copied 30 to the
        // right. A copied border would show at x 30…32.
        let copies = replicator(CGRect(x: 0, y: 0, width: 60, height: 20), layer(CGRect(x: 5, y: 5, width: 10, height: 10), redColor))
        copies.borderWidth = 2
        copies.borderColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        copies.instanceCount = 2
        copies.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        let picture = try image(CGSize(width: 60, height: 20), [copies])
        expectPixel(picture, 1, 10, (0, 0, 255), tolerance: 3, "the border")
        expectPixel(picture, 31, 10, white, tolerance: 3, "no copied border")
        expectPixel(picture, 40, 10, red, tolerance: 3, "the copied sublayer")
    }

    @Test func aHugeCountDrawsAtMostTheLimit() throws {
        // Int.max instances 1 apart of a 1 × 1 dot: 1,000 are drawn, x 0…999.
        let row = replicator(CGRect(x: 0, y: 0, width: 1_010, height: 1), layer(CGRect(x: 0, y: 0, width: 1, height: 1), redColor))
        row.instanceCount = .max
        row.instanceTransform = CATransform3DMakeTranslation(1, 0, 0)
        let picture = try image(CGSize(width: 1_010, height: 1), [row])
        expectPixel(picture, 999, 0, red, tolerance: 3, "instance 999")
        expectPixel(picture, 1_000, 0, white, tolerance: 3, "no instance 1000")
        #expect(CAReplicatorLayer.maximumDrawnInstances == 1_000)
    }
}
