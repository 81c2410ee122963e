import Foundation

/// Which corners of a layer its corner radius rounds, as Core Animation's `CACornerMask`
/// (the same bits).
public struct Corners: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Corners from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at minimum x and y: top left, as UIKit draws (`layerMinXMinYCorner`).
    public static let minXMinY = Corners(rawValue: 1 << 0)
    /// The corner at maximum x, minimum y: top right (`layerMaxXMinYCorner`).
    public static let maxXMinY = Corners(rawValue: 1 << 1)
    /// The corner at minimum x, maximum y: bottom left (`layerMinXMaxYCorner`).
    public static let minXMaxY = Corners(rawValue: 1 << 2)
    /// The corner at maximum x and y: bottom right (`layerMaxXMaxYCorner`).
    public static let maxXMaxY = Corners(rawValue: 1 << 3)
    /// All four, Core Animation's default.
    public static let all: Corners = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
}

/// The curve of a rounded corner, as Core Animation's `CALayerCornerCurve`.
public enum CornerCurve: String, Hashable, Sendable {
    /// A quarter circle (`circular`), Core Animation's default.
    case circular
    /// Apple's continuous curve (`continuous`), which eases from the straight edge into the
    /// corner (docs/REFERENCE.md §22).
    case continuous
}
