import CollectionRendering

/// A shape layer's line cap (`CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The cap's name.
    public let rawValue: String

    /// A cap by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Square at the end point (`butt`), the default.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle beyond the end point (`round`).
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// A half square beyond the end point (`square`).
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    /// The renderer's cap (an unknown name draws as butt).
    var lineCap: LineCap { self == .round ? .round : self == .square ? .square : .butt }
}
