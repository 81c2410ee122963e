import Foundation

/// A radius that rounds one corner of a view (`UICornerRadius`, iOS 26): a fixed length, or
/// one worked out from the view's place in its container so the corner shares its centre
/// with the container's (docs/REFERENCE.md §22.17). A number literal is a fixed radius.
public struct UICornerRadius: Sendable, CustomStringConvertible, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// How the radius is found.
    enum Kind: Equatable {
        case fixed(Double)
        case containerConcentric(minimum: CGFloat?)
    }

    let kind: Kind

    /// A fixed radius of `radius` points (`fixed(_:)`).
    public static func fixed(_ radius: Double) -> UICornerRadius { UICornerRadius(kind: .fixed(radius)) }

    /// A radius concentric with the container's corner — its radius less the distance
    /// between the corners — and never below `minimum` (`containerConcentric(minimum:)`).
    public static func containerConcentric(minimum: CGFloat? = nil) -> UICornerRadius {
        UICornerRadius(kind: .containerConcentric(minimum: minimum))
    }

    init(kind: Kind) { self.kind = kind }

    /// A fixed radius from a floating-point literal (`init(floatLiteral:)`).
    public init(floatLiteral value: Double) { kind = .fixed(value) }

    /// A fixed radius from an integer literal (`init(integerLiteral:)`).
    public init(integerLiteral value: Int) { kind = .fixed(Double(value)) }

    /// The radius in words: `fixed(12.0)` or `containerConcentric(minimum: 8.0)`.
    public var description: String {
        switch kind {
        case .fixed(let radius): "fixed(\(radius))"
        case .containerConcentric(let minimum): minimum.map { "containerConcentric(minimum: \($0))" } ?? "containerConcentric"
        }
    }
}
