import ArgumentParser
import Foundation
import PNGCodec
import TestTools

/// `ReelMeasure IMAGE.png [--scale 3] [--colour 808080 …]`: prints the rectangles of the
/// flat-coloured cells in a reference picture, in points, so a case of the recorded-fidelity
/// corpus (`Tests/UIKitTests/Fidelity`) is measured in minutes. `Scripts/measure` builds and
/// runs it.
@main
struct ReelMeasure: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the rectangles of flat-coloured cells in a PNG, in points.",
        discussion: """
            Without --colour, lists the colours covering the most pixels and measures each \
            but the first (the background). A rectangle is the bounding box of one region \
            of the colour: x y width height, in points (pixels ÷ scale).
            """)

    @Argument(help: "The PNG picture.")
    var image: String

    @Option(help: "Pixels per point of the device the picture was recorded on.")
    var scale: Double = 3

    @Option(name: .customLong("colour"), help: "A cell colour as six hexadecimal digits (repeatable).")
    var colours: [String] = []

    @Option(help: "Largest sum of the three channel differences that still matches a colour.")
    var tolerance: Int = 12

    @Option(name: .customLong("min-side"), help: "Regions with a side shorter than this many pixels are left out.")
    var minimumSide: Int = 6

    func validate() throws {
        guard scale > 0, scale.isFinite else { throw ValidationError("--scale must be a positive number, not \(scale)") }
        for colour in colours where CellRectangles.Colour(hex: colour) == nil {
            throw ValidationError("--colour \(colour): expected six hexadecimal digits, such as 808080")
        }
    }

    func run() throws {
        let picture: RGBAImage
        do {
            picture = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: image))
        } catch {
            throw ValidationError("\(image): \(error)")
        }
        print("\(image): \(picture.width) × \(picture.height) px = \(Double(picture.width) / scale) × \(Double(picture.height) / scale) pt")
        var wanted = colours.compactMap(CellRectangles.Colour.init(hex:))
        if wanted.isEmpty {
            let dominant = CellRectangles.dominantColours(in: picture)
            for (colour, pixels) in dominant { print("colour \(colour): \(pixels) px") }
            wanted = dominant.dropFirst().map(\.colour)
        }
        for colour in wanted {
            let found = CellRectangles.find(in: picture, colour: colour, scale: scale, tolerance: tolerance, minimumSide: minimumSide)
            print("\(colour): \(found.count) rectangles (x y width height, pt)")
            for rectangle in found { print("  \(rectangle)") }
        }
    }
}
