import Foundation

/// A perspective-warped element rendered to a PNG, for the SVG writer to embed.
public struct ProjectedRaster: Hashable, Sendable {
    /// The PNG file's bytes.
    public var png: Data
    /// Where the image goes, in the user space current at `withProjection`.
    public var rect: CGRect

    /// A raster.
    public init(png: Data, rect: CGRect) { self.png = png; self.rect = rect }
}
