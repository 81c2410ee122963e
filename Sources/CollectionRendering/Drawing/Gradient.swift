import CollectionLayout
import Foundation

/// A colour gradient: stops along a line, between two circles, or around a centre, as Core
/// Graphics draws `CGGradient`s and Core Animation a `CAGradientLayer`.
///
/// Colours are interpolated between neighbouring stops in sRGB with straight alpha, the way
/// Core Graphics interpolates a gradient's components in its colour space. Before the first
/// stop and after the last, the end colours extend when ``extendsBeforeStart`` /
/// ``extendsAfterEnd`` (`CGGradientDrawingOptions`), else nothing is painted there.
public struct Gradient: Hashable, Sendable {
    /// The geometry of a gradient, in its own space (mapped to user space by ``transform``).
    public enum Kind: Hashable, Sendable {
        /// Location 0 at `start`, 1 at `end`, constant along lines perpendicular to them.
        case linear(start: CGPoint, end: CGPoint)
        /// Location 0 on the circle (`startCenter`, `startRadius`), 1 on the circle
        /// (`endCenter`, `endRadius`), circles interpolated between them.
        case radial(startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)
        /// Location 0 along the direction `angle` (radians, increasing from +x towards +y)
        /// from `center`, growing with the angle to 1 a full turn later.
        case conic(center: CGPoint, angle: CGFloat)
    }

    /// A colour at a location, 0…1.
    public struct Stop: Hashable, Sendable {
        /// Where along the gradient, 0…1.
        public var location: Double
        /// The colour there.
        public var color: Color

        /// A stop.
        public init(location: Double, color: Color) {
            self.location = location; self.color = color
        }
    }

    /// The geometry.
    public var kind: Kind
    /// The stops, in increasing location.
    public var stops: [Stop]
    /// Maps the gradient's space to user space (a radial gradient scaled to an ellipse).
    public var transform: Transform2D
    /// Whether the first colour extends before location 0.
    public var extendsBeforeStart: Bool
    /// Whether the last colour extends after location 1.
    public var extendsAfterEnd: Bool

    /// A gradient; by default untransformed and extended at both ends.
    public init(
        _ kind: Kind, stops: [Stop], transform: Transform2D = .identity, extendsBeforeStart: Bool = true,
        extendsAfterEnd: Bool = true
    ) {
        self.kind = kind; self.stops = stops; self.transform = transform
        self.extendsBeforeStart = extendsBeforeStart; self.extendsAfterEnd = extendsAfterEnd
    }

    /// Stops for `colors` at `locations`, as `CGGradient(colorsSpace:colors:locations:)` and
    /// `CAGradientLayer` take them: without locations (or with a count that does not match)
    /// the colours spread evenly over 0…1; locations are clamped to 0…1 and made
    /// non-decreasing. One colour gives one stop, none gives none.
    public static func stops(colors: [Color], locations: [Double]?) -> [Stop] {
        guard !colors.isEmpty else { return [] }
        let even = colors.count == 1 ? [0.0] : colors.indices.map { Double($0) / Double(colors.count - 1) }
        let given = locations.flatMap { $0.count == colors.count && $0.allSatisfy(\.isFinite) ? $0 : nil } ?? even
        var previous = 0.0
        return zip(given, colors).map { location, color in
            previous = max(previous, min(max(location, 0), 1))
            return Stop(location: previous, color: color)
        }
    }

    /// The colour at `location`: interpolated between the neighbouring stops, the end
    /// colours beyond them (clear where the gradient does not extend).
    public func color(at location: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location < first.location { return extendsBeforeStart || location >= 0 ? first.color : .clear }
        if location > last.location { return extendsAfterEnd || location <= 1 ? last.color : .clear }
        for (lower, upper) in zip(stops, stops.dropFirst()) where location <= upper.location {
            let span = upper.location - lower.location
            let t = span > 0 ? (location - lower.location) / span : 1
            return Color(
                red: lower.color.red + (upper.color.red - lower.color.red) * t,
                green: lower.color.green + (upper.color.green - lower.color.green) * t,
                blue: lower.color.blue + (upper.color.blue - lower.color.blue) * t,
                alpha: lower.color.alpha + (upper.color.alpha - lower.color.alpha) * t)
        }
        return last.color
    }
}
