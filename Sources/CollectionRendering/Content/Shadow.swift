import CollectionLayout
import Foundation

/// A drop shadow, as `CALayer`'s `shadowColor`, `shadowOpacity`, `shadowOffset` and
/// `shadowRadius`.
public struct Shadow: Hashable, Sendable {
    /// The shadow colour (`shadowColor`); default black.
    public var color: Color
    /// The opacity (`shadowOpacity`); 0 draws no shadow, as in Core Animation.
    public var opacity: Double
    /// The offset (`shadowOffset`); Core Animation's default is (0, −3).
    public var offset: CGSize
    /// The blur radius (`shadowRadius`): the standard deviation of the Gaussian blur, in
    /// points (docs/REFERENCE.md §22); default 3.
    public var radius: CGFloat
    /// The outline that casts the shadow (`shadowPath`, non-zero rule), in the layer's
    /// coordinates; nil casts the layer's own alpha.
    public var path: Path?

    /// A shadow with Core Animation's defaults for anything not given.
    public init(
        color: Color = .black, opacity: Double = 0, offset: CGSize = CGSize(width: 0, height: -3),
        radius: CGFloat = 3, path: Path? = nil
    ) {
        self.color = color; self.opacity = opacity; self.offset = offset; self.radius = radius; self.path = path
    }

    /// Whether anything shows: opacity and colour alpha above zero.
    public var isVisible: Bool { opacity > 0 && color.alpha > 0 }

    /// The colour a backend paints: ``color`` with its alpha multiplied by ``opacity``.
    public var effectiveColor: Color { color.multiplyingAlpha(by: opacity) }

    /// How far the blurred shadow can reach beyond its shape: the offset plus three times
    /// the radius (a Gaussian's tail is below 0.14 % beyond 3σ).
    public func extent(of rect: CGRect) -> CGRect {
        rect.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -3 * radius, dy: -3 * radius)
    }
}
