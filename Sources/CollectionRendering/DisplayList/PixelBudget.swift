import CollectionLayout
import Foundation

/// A ceiling on the pixels of one raster surface, in megapixels: a render that would need
/// a larger surface fails before anything is allocated, with a message naming the size.
///
/// Cairo allows 32,767 pixels per side (a surface of 4 GiB); the budget keeps any accepted
/// scene's memory bounded well below that. Raise it where a caller really needs more (the
/// command line's `--max-megapixels`).
public struct PixelBudget: Hashable, Sendable {
    /// The most pixels one surface may hold, in millions.
    public var megapixels: Double

    /// The default: 100 megapixels (400 MB of ARGB pixels) per surface.
    public static let `default` = PixelBudget(megapixels: 100)

    /// A budget of `megapixels` million pixels per surface.
    public init(megapixels: Double) {
        self.megapixels = megapixels
    }

    /// Checks a surface of `size` points at `scale` pixels per point (sides rounded up, as
    /// surfaces are made).
    /// - Throws: ``PixelBudgetError`` when it holds more pixels than the budget (or its
    ///   size is not finite).
    public func check(size: CGSize, scale: CGFloat) throws(PixelBudgetError) {
        let width = (Double(size.width) * Double(scale)).rounded(.up)
        let height = (Double(size.height) * Double(scale)).rounded(.up)
        let pixels = max(0, width) * max(0, height)
        guard pixels.isFinite, pixels <= megapixels * 1_000_000 else {
            throw PixelBudgetError(width: width, height: height, budget: self)
        }
    }
}

/// A surface beyond the ``PixelBudget``.
public struct PixelBudgetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The surface's width in pixels.
    public var width: Double
    /// The surface's height in pixels.
    public var height: Double
    /// The budget it exceeds.
    public var budget: PixelBudget

    /// "a 30000 × 30000 pixel surface (900 megapixels) is beyond the budget of 100 megapixels".
    public var description: String {
        "a \(Self.format(width)) × \(Self.format(height)) pixel surface (\(Self.format((width * height / 1e5).rounded(.up) / 10))"
            + " megapixels) is beyond the budget of \(Self.format(budget.megapixels)) megapixels per surface"
    }

    private static func format(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return String(value) }
        return value == value.rounded() ? String(Int64(value)) : String(format: "%.1f", value)
    }
}
