/// A shape layer's fill rule (`CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The rule's name.
    public let rawValue: String

    /// A rule by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Non-zero winding (`nonZero`), the default.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Even-odd (`evenOdd`).
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
