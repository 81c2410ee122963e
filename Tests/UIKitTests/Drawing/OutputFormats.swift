import CairoRendering
import CollectionRendering
import Foundation
import PNGCodec
import TestTools
import Testing

/// The three outputs every drawing is checked in: PNG straight from Cairo, PDF rasterised
/// by poppler's `pdftocairo`, SVG rasterised by `rsvg-convert` — each at the list's scale.
nonisolated enum OutputFormat: String, CaseIterable, CustomStringConvertible, Sendable {
    case png, pdf, svg

    var description: String { rawValue }

    /// The pixels of `list` drawn in this format.
    func pixels(of list: DisplayList) throws -> RGBAImage {
        let renderer = try CairoRenderer()
        switch self {
        case .png:
            return try PNGDecoder.decode(renderer.renderPNG(list))
        case .pdf:
            return try Self.rasterise(renderer.renderPDF(list), extension: "pdf") { input, output in
                (try ExternalTool.pdftocairo.locate(), ["-png", "-singlefile", "-r", "\(72 * list.viewport.scale)", input, output])
            }
        case .svg:
            return try Self.rasterise(Data(renderer.renderSVG(list).utf8), extension: "svg") { input, output in
                (try ExternalTool.rsvgConvert.locate(), ["-z", "\(list.viewport.scale)", input, "-o", output + ".png"])
            }
        }
    }

    /// Writes `bytes`, runs the tool that the closure names on it, reads `<output>.png`.
    private static func rasterise(
        _ bytes: Data, extension ext: String, command: (_ input: String, _ output: String) throws -> (URL, [String])
    ) throws -> RGBAImage {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("drawing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in.\(ext)").path, output = directory.appendingPathComponent("out").path
        try bytes.write(to: URL(fileURLWithPath: input))
        let (tool, arguments) = try command(input, output)
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitWithoutTurningRunLoop()
        guard process.terminationStatus == 0 else {
            throw ToolFailed(description: "\(tool.lastPathComponent) exited with \(process.terminationStatus)")
        }
        return try PNGDecoder.decode(Data(contentsOf: URL(fileURLWithPath: output + ".png")))
    }

    struct ToolFailed: Error, CustomStringConvertible { var description: String }
}

/// Checks the pixel at (`x`, `y`) is within `tolerance` of `expected` on every channel.
func expectPixel(
    _ image: RGBAImage, _ x: Int, _ y: Int, _ expected: (Int, Int, Int), tolerance: Int = 2, _ note: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let p = image.pixel(x: x, y: y) else {
        Issue.record("no pixel at (\(x), \(y)) \(note)", sourceLocation: sourceLocation)
        return
    }
    let actual = (Int(p.r), Int(p.g), Int(p.b))
    let close =
        abs(actual.0 - expected.0) <= tolerance && abs(actual.1 - expected.1) <= tolerance && abs(actual.2 - expected.2) <= tolerance
    #expect(close, "pixel (\(x), \(y)) is \(actual), expected \(expected) ± \(tolerance) \(note)", sourceLocation: sourceLocation)
}
