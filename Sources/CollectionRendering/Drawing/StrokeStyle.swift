import Foundation

/// How the end of an open stroke looks, as Core Graphics' `CGLineCap`.
public enum LineCap: String, Hashable, Sendable {
    /// Square, ending at the end point (`butt`).
    case butt
    /// A half circle beyond the end point (`round`).
    case round
    /// A half square beyond the end point (`square`).
    case square
}

/// How two stroked segments meet, as Core Graphics' `CGLineJoin`.
public enum LineJoin: String, Hashable, Sendable {
    /// A sharp corner, beveled past the miter limit (`miter`).
    case miter
    /// A rounded corner (`round`).
    case round
    /// A cut corner (`bevel`).
    case bevel
}

/// How a path's outline is stroked: width, caps, joins and dashes, with Core Graphics'
/// defaults.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width, centred on the path; default 1.
    public var lineWidth: CGFloat
    /// The ends of open subpaths; default `butt`.
    public var lineCap: LineCap
    /// The corners; default `miter`.
    public var lineJoin: LineJoin
    /// The miter length (over the line width) past which a miter join is beveled; default 10.
    public var miterLimit: CGFloat
    /// How far into the dash pattern the stroke starts; default 0.
    public var dashPhase: CGFloat
    /// Alternating lengths painted and skipped; empty (the default) is a solid line.
    public var dashPattern: [CGFloat]

    /// A stroke style; Core Graphics' defaults for anything not given.
    public init(
        lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
        dashPhase: CGFloat = 0, dashPattern: [CGFloat] = []
    ) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin; self.miterLimit = miterLimit
        self.dashPhase = dashPhase; self.dashPattern = dashPattern
    }

    /// Whether the dash pattern draws anything other than a solid line: some length is
    /// positive and every length is finite and not negative. Core Graphics draws a solid
    /// line otherwise.
    public var isDashed: Bool {
        !dashPattern.isEmpty && dashPattern.allSatisfy { $0.isFinite && $0 >= 0 } && dashPattern.contains { $0 > 0 }
    }
}
