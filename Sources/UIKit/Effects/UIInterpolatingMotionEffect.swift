import Foundation

/// A motion effect that maps the device's tilt along one axis onto a range of values for one
/// key path (`UIInterpolatingMotionEffect`): ``minimumRelativeValue`` at a viewer offset of −1,
/// ``maximumRelativeValue`` at 1, and in between along a straight line (docs/REFERENCE.md
/// §22.18). Numbers (`CGFloat`, `Double`, `Float`, `Int`, `NSNumber`), `CGPoint`, `CGSize` and
/// `UIOffset` interpolate; the answer is of the minimum's type (a `CGFloat` for an `Int`).
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// Which tilt an interpolating effect follows (`UIInterpolatingMotionEffect.EffectType`),
    /// with UIKit's raw values.
    public enum EffectType: Int, Sendable {
        /// Tilting left and right: the viewer offset's horizontal part (`tiltAlongHorizontalAxis`).
        case tiltAlongHorizontalAxis = 0
        /// Tilting up and down: the viewer offset's vertical part (`tiltAlongVerticalAxis`).
        case tiltAlongVerticalAxis = 1
    }

    /// The key path of the view the effect changes (`keyPath`), such as `"center.x"`.
    public let keyPath: String
    /// The tilt it follows (`type`).
    public let type: EffectType
    /// The value added at a viewer offset of −1 (`minimumRelativeValue`); nil at first.
    open var minimumRelativeValue: Any?
    /// The value added at a viewer offset of 1 (`maximumRelativeValue`); nil at first.
    open var maximumRelativeValue: Any?

    /// An effect on `keyPath` following `type`'s tilt (`init(keyPath:type:)`).
    /// - Parameters:
    ///   - keyPath: An animatable key path of the view, such as `"center.x"`.
    ///   - type: The tilt to follow.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// ``keyPath`` with the value at `viewerOffset`'s part along ``type`` (held to −1…1):
    /// minimum + (offset + 1) / 2 × (maximum − minimum). Nil while either value is unset, or
    /// when the two are not of one kind this effect interpolates [chosen: UIKit does not say].
    /// - Parameter viewerOffset: Where the device faces, relative to the viewer.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let along = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let fraction = along.isNaN ? 0.5 : (min(max(along, -1), 1) + 1) / 2
        guard let minimum = minimumRelativeValue, let maximum = maximumRelativeValue,
            let value = Self.interpolate(minimum, maximum, fraction)
        else { return nil }
        return [keyPath: value]
    }

    /// An effect on the same key path and tilt with the same values (`copy(with:)`).
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIInterpolatingMotionEffect(keyPath: keyPath, type: type)
        copy.minimumRelativeValue = minimumRelativeValue
        copy.maximumRelativeValue = maximumRelativeValue
        return copy
    }

    /// `a` + `fraction` × (`b` − `a`), of `a`'s type; nil for kinds that do not interpolate.
    private static func interpolate(_ a: Any, _ b: Any, _ fraction: CGFloat) -> Any? {
        combine(a, b) { x, y in x + fraction * (y - x) }
    }

    /// `combine` applied part by part to two values of one kind — numbers, `CGPoint`, `CGSize`,
    /// `UIOffset` — answered in `a`'s type (a `CGFloat` for an `Int`); nil for other kinds or
    /// two different ones. Interpolation here, and a group's sum of two effects' values.
    static func combine(_ a: Any, _ b: Any, _ combine: (CGFloat, CGFloat) -> CGFloat) -> Any? {
        switch (a, b) {
        case let (x as CGPoint, y as CGPoint): return CGPoint(x: combine(x.x, y.x), y: combine(x.y, y.y))
        case let (x as CGSize, y as CGSize): return CGSize(width: combine(x.width, y.width), height: combine(x.height, y.height))
        case let (x as UIOffset, y as UIOffset):
            return UIOffset(horizontal: combine(x.horizontal, y.horizontal), vertical: combine(x.vertical, y.vertical))
        default:
            guard let x = Double(anyNumber: a), let y = Double(anyNumber: b) else { return nil }
            let value = combine(CGFloat(x), CGFloat(y))
            // The exact type, not `is`: on Linux a `CGFloat` also passes `is NSNumber`, and an
            // `NSNumber` `is Double`.
            let kind = Swift.type(of: a)
            if kind == Double.self { return Double(value) }
            if kind == Float.self { return Float(value) }
            if kind == CGFloat.self || kind == Int.self { return value } // an Int's values between may be fractional
            return NSNumber(value: Double(value))
        }
    }
}
