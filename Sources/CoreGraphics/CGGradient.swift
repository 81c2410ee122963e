import CollectionRendering
import Foundation

/// A colour gradient's stops (`CGGradient`), drawn by `CGContext.drawLinearGradient` and
/// `drawRadialGradient`.
public final class CGGradient: @unchecked Sendable {
    /// The stops, as the renderer draws them.
    let stops: [Gradient.Stop]

    /// A gradient of `colors` (`CGColor`s) at `locations` (nil: evenly from 0 to 1)
    /// (`init(colorsSpace:colors:locations:)`); nil without colours.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let values = colors.compactMap { ($0 as? CGColor)?.renderColor }
        guard !values.isEmpty else { return nil }
        let given = locations.map { pointer in (0..<values.count).map { Double(pointer[$0]) } }
        stops = Gradient.stops(colors: values, locations: given)
    }

    /// A gradient of `count` colours given as components of `space` (alpha last)
    /// (`init(colorSpace:colorComponents:locations:count:)`); nil for a count below 1.
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>, locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let width = space.numberOfComponents + 1
        let values = (0..<count).map { index -> Color in
            let c = (0..<width).map { Double(components[index * width + $0]) }
            return width == 2
                ? Color(red: c[0], green: c[0], blue: c[0], alpha: c[1]) : Color(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        }
        let given = locations.map { pointer in (0..<count).map { Double(pointer[$0]) } }
        stops = Gradient.stops(colors: values, locations: given)
    }
}

/// Whether a gradient's end colours extend past its ends (`CGGradientDrawingOptions`).
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32

    /// Options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The first colour fills before the start (`drawsBeforeStartLocation`).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// The last colour fills after the end (`drawsAfterEndLocation`).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
