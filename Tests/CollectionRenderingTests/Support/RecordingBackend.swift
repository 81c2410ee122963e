import CollectionLayout
import Foundation

@testable import CollectionRendering

/// A backend that records every call as a line of text and tracks the current transform,
/// so tests can assert the sequence and where points land.
final class RecordingBackend: RenderBackend {
    var calls: [String] = []
    /// The current transform (row vectors, 3×3) from user space to the output.
    var ctm: Homography = .identity
    private var stack: [Homography] = []
    /// The CTM in force at each recorded fill, by call index.
    var ctmAtCall: [Int: Homography] = [:]

    func withSavedState(_ body: () throws -> Void) rethrows {
        calls.append("save")
        stack.append(ctm)
        defer { ctm = stack.removeLast(); calls.append("restore") }
        try body()
    }

    func concatenate(_ t: Transform2D) {
        calls.append("concatenate \(fmt(t.a)) \(fmt(t.b)) \(fmt(t.c)) \(fmt(t.d)) \(fmt(t.tx)) \(fmt(t.ty))")
        ctm = Homography(t).concatenating(ctm)
    }

    func clip(to path: Path, rule: FillRule) { calls.append("clip \(describe(path))" + (rule == .evenOdd ? " evenodd" : "")) }

    func fill(_ path: Path, with paint: Paint, rule: FillRule) {
        ctmAtCall[calls.count] = ctm
        calls.append("fill \(describe(path)) \(describe(paint))" + (rule == .evenOdd ? " evenodd" : ""))
    }

    func stroke(_ path: Path, with paint: Paint, style: StrokeStyle) {
        var line = "stroke \(describe(path)) \(describe(paint)) \(fmt(style.lineWidth))"
        if style.lineCap != .butt { line += " cap:\(style.lineCap.rawValue)" }
        if style.lineJoin != .miter { line += " join:\(style.lineJoin.rawValue)" }
        if style.isDashed { line += " dash:\(style.dashPattern.map(fmt).joined(separator: ","))" }
        calls.append(line)
    }

    /// `shadow <path> …` when a single fill casts it, else `shadow [n operations] …`.
    func drawShadow(_ shadow: Shadow, of operations: [DrawingOperation], bounds: CGRect) throws {
        let caster: String
        if operations.count == 1, case let .fill(path, _, _) = operations[0] {
            caster = describe(path)
        } else {
            caster = "[\(operations.count) operations]"
        }
        calls.append(
            "shadow \(caster) \(shadow.effectiveColor.hexString) \(fmt(shadow.offset.width)),\(fmt(shadow.offset.height)) \(fmt(shadow.radius))"
        )
    }

    func drawText(_ block: TextBlock, in rect: CGRect) {
        calls.append(
            "text \"\(block.string)\" \(fmt(block.font.size))/\(block.font.weight) \(block.color.hexString) \(describe(.rect(rect)))")
    }

    func drawImage(_ image: ImageSource, in rect: CGRect, contentMode: ContentMode) throws {
        calls.append("image \(image.path) \(contentMode.rawValue)")
    }

    func withGroupOpacity(_ alpha: Double, bounds: CGRect, _ body: () throws -> Void) rethrows {
        calls.append("group \(fmt(alpha)) \(describe(.rect(bounds)))")
        try body()
        calls.append("endgroup")
    }

    func withMask(bounds: CGRect, mask: () throws -> Void, _ body: () throws -> Void) rethrows {
        calls.append("mask \(describe(.rect(bounds)))")
        try mask()
        calls.append("masked")
        try body()
        calls.append("endmask")
    }

    func withBackdropFilter(_ filter: BackdropFilter, bounds: CGRect, _ body: () throws -> Void) rethrows {
        calls.append("backdrop σ\(fmt(filter.radius)) ×\(fmt(filter.saturation)) \(describe(.rect(bounds)))")
        try body()
        calls.append("endbackdrop")
    }

    func withProjection(_ homography: Homography, contentBounds: CGRect, _ body: () throws -> Void) rethrows {
        calls.append("projection \(describe(.rect(contentBounds)))")
        stack.append(ctm)
        ctm = homography.concatenating(ctm)
        try body()
        ctm = stack.removeLast()
        calls.append("endprojection")
    }

    func withGroup(named name: GroupName, _ body: () throws -> Void) rethrows {
        calls.append("element \(name.id)")
        try body()
        calls.append("endelement")
    }

    func describe(_ paint: Paint) -> String {
        switch paint {
        case .color(let color): return color.hexString
        case .gradient(let gradient): return "gradient(\(gradient.stops.map { $0.color.hexString }.joined(separator: ",")))"
        case .pattern(let tiles): return "pattern(\(fmt(tiles.tileSize.width))x\(fmt(tiles.tileSize.height)))"
        }
    }

    func describe(_ path: Path) -> String {
        switch path {
        case .rect(let r): return "rect(\(fmt(r.minX)),\(fmt(r.minY)),\(fmt(r.width)),\(fmt(r.height)))"
        case let .roundedRect(r, radius):
            return "rrect(\(fmt(r.minX)),\(fmt(r.minY)),\(fmt(r.width)),\(fmt(r.height)) r\(fmt(radius)))"
        case .ellipse(let r): return "ellipse(\(fmt(r.minX)),\(fmt(r.minY)),\(fmt(r.width)),\(fmt(r.height)))"
        case .polygon(let points): return "polygon(\(points.map { "\(fmt($0.x)),\(fmt($0.y))" }.joined(separator: " ")))"
        case .bezier(let elements): return "path(\(elements.count) elements)"
        }
    }

    func fmt(_ value: CGFloat) -> String { fmt(Double(value)) }
    func fmt(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// `|a − b| ≤ tolerance` for points (approximate, not transitive).
func isClose(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
