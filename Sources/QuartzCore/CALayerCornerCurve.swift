/// The curve of a layer's rounded corners, as Core Animation's `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String

    /// A curve by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A quarter circle (`circular`), the default.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous curve (`continuous`, iOS 13), easing from the edge into the corner.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
