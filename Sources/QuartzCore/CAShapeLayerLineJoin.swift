import CollectionRendering

/// A shape layer's line join (`CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The join's name.
    public let rawValue: String

    /// A join by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A sharp corner, beveled past the miter limit (`miter`), the default.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner (`round`).
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A cut corner (`bevel`).
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    /// The renderer's join (an unknown name draws as miter).
    var lineJoin: LineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}
