import CollectionLayout
import Foundation

/// What a blur effect does to what lies beneath it: a Gaussian blur of standard deviation
/// ``radius`` (points), then a change of saturation by ``saturation`` (1 keeps it, 0 greys,
/// above 1 strengthens colour) with the Rec. 709 luma weights — the model of Apple's
/// `UIImage+ImageEffects` sample (docs/REFERENCE.md §22.8).
public struct BackdropFilter: Hashable, Sendable {
    /// The blur's standard deviation, in points.
    public var radius: CGFloat
    /// The saturation factor.
    public var saturation: Double

    /// A backdrop filter.
    public init(radius: CGFloat, saturation: Double) {
        self.radius = radius; self.saturation = saturation
    }

    /// The colour matrix of the saturation change, row by row (red, green, blue), each row's
    /// weights of red, green and blue: the SVG `feColorMatrix` `saturate` matrix with Rec. 709
    /// weights (0.2126, 0.7152, 0.0722). It applies alike to premultiplied colour.
    public var saturationMatrix: [[Double]] {
        let s = saturation
        let (r, g, b) = (0.2126, 0.7152, 0.0722)
        return [
            [r + (1 - r) * s, g - g * s, b - b * s],
            [r - r * s, g + (1 - g) * s, b - b * s],
            [r - r * s, g - g * s, b + (1 - b) * s],
        ]
    }
}

/// A blur effect's drawing (``DrawingOperation/backdrop(_:)``): ``beneath`` — everything
/// drawn before it, in the space of the picture's root — drawn through ``filter`` and clipped
/// to ``shape``. The painter fills ``beneath`` in (``Painter/resolvingBackdrops(in:beneath:)``);
/// an unresolved backdrop draws nothing.
public struct BackdropDrawing: Hashable, Sendable {
    /// The blur and saturation.
    public var filter: BackdropFilter
    /// Where the effect shows, in the local space.
    public var shape: Path
    /// What lies beneath, in the root's space.
    public var beneath: [DrawingOperation]
    /// Maps the root's space into the local one (the inverse of the local space's placement
    /// in the root).
    public var beneathTransform: Transform2D

    /// A backdrop; by default unresolved (nothing beneath).
    public init(filter: BackdropFilter, shape: Path, beneath: [DrawingOperation] = [], beneathTransform: Transform2D = .identity) {
        self.filter = filter; self.shape = shape; self.beneath = beneath; self.beneathTransform = beneathTransform
    }
}
