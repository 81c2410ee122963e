/// How a text layer cuts text that does not fit (`CATextLayerTruncationMode`).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String

    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not cut: clipped at the bounds (`none`), the default.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// Cut at the start (`start`).
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// Cut at the end (`end`).
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// Cut in the middle (`middle`).
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer aligns its lines (`CATextLayerAlignmentMode`).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String

    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The script's natural alignment (`natural`), the default: left here.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Left (`left`).
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Right (`right`).
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred (`center`).
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Justified (`justified`); drawn as natural here.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
