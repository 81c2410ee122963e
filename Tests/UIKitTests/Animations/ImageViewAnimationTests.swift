import CollectionAnimation
import CollectionRendering
import Foundation
import PNGCodec
import Testing
import UIKit

/// An image view's frame animation (`animationImages`, `startAnimating()`) and animated images
/// (`UIImage.animatedImage(with:duration:)`) on the clock, drawn at scale 1 over white
/// (docs/REFERENCE.md §24.9). Each frame is a 10 × 10 square of one colour; which one shows is
/// worked by hand: the pass lasts `animationDuration` (or 1/30 s an image when 0), each image
/// an equal share of it.
@Suite struct ImageViewAnimationTests {
    private let red = (255, 0, 0), green = (0, 255, 0), blue = (0, 0, 255), gray = (128, 128, 128), white = (255, 255, 255)

    private func square(_ color: UIColor) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    private var frames: [UIImage] { [square(.red), square(.green), square(.blue)] }

    /// The colour at the centre of `view` drawn over white.
    private func shown(_ view: UIImageView, is expected: (Int, Int, Int), sourceLocation: SourceLocation = #_sourceLocation) throws {
        let backdrop = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        backdrop.backgroundColor = .white
        view.frame = backdrop.bounds
        backdrop.addSubview(view)
        pixel(try OutputFormat.png.pixels(of: DisplayList(view: backdrop, scale: 1)), 5, 5, is: expected, sourceLocation: sourceLocation)
        view.removeFromSuperview()
    }

    @Test func withoutADurationEachImageShowsForAThirtiethOfASecondForEver() throws {
        try onFreshClock { clock in
            let view = UIImageView(frame: .zero)
            view.animationImages = frames
            #expect(!view.isAnimating)
            view.startAnimating()
            #expect(view.isAnimating)
            // A pass of 3 images takes 3/30 = 0.1 s: red [0, 1/30), green [1/30, 2/30), blue after.
            try shown(view, is: red)
            clock.advance(to: 0.05)
            try shown(view, is: green)
            clock.advance(to: 0.09)
            try shown(view, is: blue)
            clock.advance(to: 0.11)
            try shown(view, is: red)
            // Repeat count 0 repeats for ever: 100.05 s is half-way through a pass, green.
            clock.advance(to: 100.05)
            try shown(view, is: green)
            #expect(view.isAnimating)
        }
    }

    @Test func aRepeatCountEndsTheAnimationOnTheImage() throws {
        try onFreshClock { clock in
            let view = UIImageView(image: square(.gray))
            view.animationImages = frames
            view.animationDuration = 3
            view.animationRepeatCount = 2
            view.startAnimating()
            // 1 s an image, two passes of 3 s: red, green, blue, red, green, blue, then the image.
            for (time, colour) in [(0.5, red), (1.5, green), (2.5, blue), (3.5, red), (5.5, blue)] {
                clock.advance(to: time)
                try shown(view, is: colour)
            }
            #expect(view.isAnimating)
            clock.advance(to: 6)
            #expect(!view.isAnimating)
            try shown(view, is: gray)
        }
    }

    @Test func stoppingShowsTheImageAndStartingAgainBeginsWithTheFirstImage() throws {
        try onFreshClock { clock in
            let view = UIImageView(frame: .zero)
            view.animationImages = frames
            view.animationDuration = 3
            view.startAnimating()
            clock.advance(to: 1.5)
            try shown(view, is: green)
            view.stopAnimating()
            #expect(!view.isAnimating)
            // No image: nothing drawn over the white.
            try shown(view, is: white)
            clock.advance(to: 2)
            view.startAnimating()
            try shown(view, is: red)
            clock.advance(to: 3.2)
            try shown(view, is: green)
        }
    }

    @Test func aHighlightedViewCyclesItsHighlightedAnimationImages() throws {
        try onFreshClock { clock in
            let view = UIImageView(frame: .zero)
            view.animationImages = frames
            view.highlightedAnimationImages = [square(.gray), square(.white)]
            view.animationDuration = 2
            view.startAnimating()
            clock.advance(to: 0.5)
            try shown(view, is: red)
            view.isHighlighted = true
            // Two images over 2 s: gray for the first second.
            try shown(view, is: gray)
            clock.advance(to: 1.5)
            try shown(view, is: white)
        }
    }

    @Test func startingWithoutImagesDoesNothing() throws {
        try onFreshClock { _ in
            let view = UIImageView(image: square(.gray))
            view.startAnimating()
            #expect(!view.isAnimating)
            view.animationImages = []
            view.startAnimating()
            #expect(!view.isAnimating)
            try shown(view, is: gray)
        }
    }

    @Test func anAnimatedImageHasItsFramesAndCyclesInAnImageViewFromWhenItIsSet() throws {
        try onFreshClock { clock in
            let still = square(.gray)
            #expect(still.images == nil && still.duration == 0)
            #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
            let animated = try #require(UIImage.animatedImage(with: frames, duration: 0.3))
            #expect(animated.images?.count == 3 && animated.duration == 0.3)
            #expect(animated.size == CGSize(width: 10, height: 10) && animated.scale == 1)
            clock.advance(to: 1)
            let view = UIImageView(frame: .zero)
            view.image = animated
            // From 1 s, 0.1 s a frame: 1.05 red, 1.15 green, 1.25 blue, 1.35 red again.
            for (time, colour) in [(1.05, red), (1.15, green), (1.25, blue), (1.35, red)] {
                clock.advance(to: time)
                try shown(view, is: colour)
            }
            // init(image:) starts the cycle too, at 1.35 s: half a frame later, still red.
            let made = UIImageView(image: animated)
            clock.advance(to: 1.4)
            try shown(made, is: red)
            clock.advance(to: 1.5)
            try shown(made, is: green)
        }
    }

    @Test func anAnimatedImageNamedLoadsTheNumberedFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animated-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (number, image) in [square(.red), square(.green)].enumerated() {
            try #require(image.pngData()).write(to: folder.appendingPathComponent("spin\(number).png"))
        }
        let animated = try #require(UIImage.animatedImageNamed(folder.appendingPathComponent("spin").path, duration: 0.5))
        #expect(animated.images?.count == 2 && animated.duration == 0.5)
        #expect(animated.images?.map(\.size) == [CGSize(width: 10, height: 10), CGSize(width: 10, height: 10)])
        #expect(UIImage.animatedImageNamed(folder.appendingPathComponent("none").path, duration: 0.5) == nil)
    }
}
