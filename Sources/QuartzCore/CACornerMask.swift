/// Which corners a layer's `cornerRadius` rounds, as Core Animation's `CACornerMask`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The raw bits (`kCALayerMinXMinYCorner` = 1 …).
    public let rawValue: UInt

    /// Corners from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at minimum x and y: the top left on iOS (`layerMinXMinYCorner`).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top right on iOS (`layerMaxXMinYCorner`).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom left on iOS (`layerMinXMaxYCorner`).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom right on iOS (`layerMaxXMaxYCorner`).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
