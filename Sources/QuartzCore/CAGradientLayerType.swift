/// The kind of gradient a gradient layer draws (`CAGradientLayerType`).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The kind's name.
    public let rawValue: String

    /// A kind by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Along the line from the start point to the end point (`axial`), the default.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// An ellipse centred on the start point, its half-axes the end point's distance from it
    /// on each axis (`radial`).
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point, from the direction of the end point, increasing from +x
    /// towards +y (`conic`, iOS 12).
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
