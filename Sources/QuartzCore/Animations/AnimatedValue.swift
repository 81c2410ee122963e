import CollectionRendering

/// A value an animation moves a layer property through, typed: what Core Animation keeps
/// as `NSNumber`, `NSValue`, `CGColor` or arrays of them behind an animation's `Any` values.
enum AnimatedValue: Equatable {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor?)
    case flag(Bool)
    /// An array of values, as a gradient layer's `colors` and `locations`.
    case list([AnimatedValue])
    /// A path, as a shape layer's `path` and a layer's `shadowPath`.
    case path(CGPath?)
    /// An image, as a layer's `contents`.
    case image(CGImage?)
    /// Contents `progress` of the way through a cross-fade from one image to another.
    case imageFade(from: CGImage?, to: CGImage?, progress: Double)

    /// A value from what an animation holds: numbers of any kind (`NSNumber` included),
    /// `CGPoint`, `CGSize`, `CGRect`, `CATransform3D`, `CGAffineTransform` (bare or boxed in an
    /// `NSValue`), `CGColor`, or `Bool`, or an array of those; nil for anything else.
    init?(_ any: Any?) {
        // A Swift Boolean is a flag; every other number, an `NSNumber` made from a Boolean
        // included, is a number (Objective-C's `@0` and `@1` animate opacity).
        // The exact type: on Linux every number, a Boolean included, also passes `is NSNumber`.
        if let any, Swift.type(of: any) == Bool.self, let value = any as? Bool {
            self = .flag(value)
            return
        }
        if let number = Double(anyNumber: any) {
            self = .number(number)
            return
        }
        switch any {
        case let value as NSValue:
            guard let boxed = AnimatedValue(boxed: value) else { return nil }
            self = boxed
        case let value as CGPoint: self = .point(value)
        case let value as CGSize: self = .size(value)
        case let value as CGRect: self = .rect(value)
        case let value as CATransform3D: self = .transform(value)
        case let value as CGAffineTransform: self = .transform(CATransform3D(value))
        case let value as CGColor: self = .color(value)
        case let value as CGPath: self = .path(value)
        case let value as CGImage: self = .image(value)
        case let value as [Any]:
            var items: [AnimatedValue] = []
            for item in value {
                guard let typed = AnimatedValue(item) else { return nil }
                items.append(typed)
            }
            self = .list(items)
        default: return nil
        }
    }

    /// A value from geometry boxed in an `NSValue` (`NSValue(cgPoint:)`, `cgSize`, `cgRect`,
    /// `caTransform3D`, `cgAffineTransform`), as iOS code gives Core Animation; nil for
    /// anything else.
    init?(boxed value: NSValue) {
        switch String(cString: value.objCType) {
        case "{CGPoint=dd}": self = .point(value.pointValue)
        case "{CGSize=dd}": self = .size(value.sizeValue)
        case "{CGRect={CGPoint=dd}{CGSize=dd}}": self = .rect(value.rectValue)
        case BoxedGeometry.transform3D: self = .transform(value.caTransform3DValue)
        case BoxedGeometry.affineTransform:
            guard let n = value.boxedDoubles(ofType: BoxedGeometry.affineTransform) else { return nil }
            self = .transform(CATransform3D(CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])))
        default: return nil
        }
    }

    /// The value as a Boolean property takes it, as iOS's `BOOL` takes a number: a flag, or a
    /// number (non-zero is true); nil for anything else.
    private var flag: Bool? {
        switch self {
        case let .flag(value): value
        case let .number(value): value != 0
        default: nil
        }
    }

    /// The value as a property of `base`'s kind takes it: a number for a Boolean property is a
    /// flag (so it steps, as flags do), anything else as it is.
    func shaped(like base: AnimatedValue) -> AnimatedValue {
        guard case .flag = base, let flag else { return self }
        return .flag(flag)
    }

    /// The value as an animation's `Any` (numbers as `CGFloat`, no colour as clear).
    var any: Any? {
        switch self {
        case let .number(value): return CGFloat(value)
        case let .point(value): return value
        case let .size(value): return value
        case let .rect(value): return value
        case let .transform(value): return value
        case let .color(value): return value ?? CGColor.clear
        case let .flag(value): return value
        case let .list(values): return values.map { $0.any as Any }
        case let .path(value): return value
        case let .image(value), let .imageFade(_, value, _): return value
        }
    }

    /// The value `fraction` of the way to `other`: numbers, points, sizes and rects
    /// linearly, affine transforms by their decomposition (rotations turn), other transforms
    /// entry by entry, colours by their RGBA components, lists of one length item by item,
    /// flags stepping at the end, paths of the same elements point by point (Core Animation:
    /// "paths interpolate when they have the same number of control points"). Values of
    /// different kinds or lengths, and paths of different elements, jump at the end. Images
    /// cross-fade (docs/REFERENCE.md §22.7).
    func interpolated(to other: AnimatedValue, fraction: Double) -> AnimatedValue {
        switch (self, other) {
        case let (.image(a), .image(b)):
            guard fraction > 0, fraction < 1, a !== b else { return fraction < 1 ? self : other }
            return .imageFade(from: a, to: b, progress: fraction)
        case let (.number(a), .number(b)): return .number(a.interpolated(to: b, fraction: fraction))
        case let (.point(a), .point(b)): return .point(a.interpolated(to: b, fraction: fraction))
        case let (.size(a), .size(b)): return .size(a.interpolated(to: b, fraction: fraction))
        case let (.rect(a), .rect(b)): return .rect(a.interpolated(to: b, fraction: fraction))
        case let (.transform(a), .transform(b)):
            guard a.isAffine, b.isAffine else { return .transform(a.interpolated(to: b, fraction: fraction)) }
            return .transform(CATransform3D(a.affine.interpolatedByDecomposition(to: b.affine, fraction: fraction)))
        case let (.color(a), .color(b)):
            let from = (a ?? .clear).renderColor, to = (b ?? .clear).renderColor
            return .color(
                CGColor(
                    red: from.red.interpolated(to: to.red, fraction: fraction),
                    green: from.green.interpolated(to: to.green, fraction: fraction),
                    blue: from.blue.interpolated(to: to.blue, fraction: fraction),
                    alpha: from.alpha.interpolated(to: to.alpha, fraction: fraction)))
        case let (.list(a), .list(b)) where a.count == b.count:
            return .list(zip(a, b).map { $0.interpolated(to: $1, fraction: fraction) })
        case let (.path(a?), .path(b?)):
            guard let elements = a.elements.interpolated(to: b.elements, fraction: fraction) else { return fraction < 1 ? self : other }
            return .path(CGPath(elements: elements))
        default:
            return fraction < 1 ? self : other
        }
    }

    /// The sum (an additive animation's value on top of the property's): numbers, points,
    /// sizes and rects add component-wise, transforms concatenate (`other` applied first),
    /// colours add their components, lists of one length item by item; otherwise `other`.
    func adding(_ other: AnimatedValue) -> AnimatedValue {
        switch (self, other) {
        case let (.number(a), .number(b)): return .number(a + b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
        case let (.transform(a), .transform(b)): return .transform(b.concatenating(a))
        case let (.color(a), .color(b)):
            let x = (a ?? .clear).renderColor, y = (b ?? .clear).renderColor
            return .color(CGColor(red: x.red + y.red, green: x.green + y.green, blue: x.blue + y.blue, alpha: x.alpha + y.alpha))
        case let (.list(a), .list(b)) where a.count == b.count: return .list(zip(a, b).map { $0.adding($1) })
        default: return other
        }
    }

    /// The difference `self − other` (from an additive animation's values): the inverse of
    /// ``adding(_:)`` for each kind.
    func subtracting(_ other: AnimatedValue) -> AnimatedValue {
        switch (self, other) {
        case let (.number(a), .number(b)): return .number(a - b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x - b.x, y: a.y - b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width - b.width, height: a.height - b.height))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: a.minX - b.minX, y: a.minY - b.minY, width: a.width - b.width, height: a.height - b.height))
        case let (.transform(a), .transform(b)):
            guard let inverse = b.inverted() else { return .transform(a) }
            return .transform(a.concatenating(inverse))
        case let (.color(a), .color(b)):
            let x = (a ?? .clear).renderColor, y = (b ?? .clear).renderColor
            return .color(CGColor(red: x.red - y.red, green: x.green - y.green, blue: x.blue - y.blue, alpha: x.alpha - y.alpha))
        case let (.list(a), .list(b)) where a.count == b.count: return .list(zip(a, b).map { $0.subtracting($1) })
        default: return self
        }
    }

    /// The zero of this value's kind (the end of an additive animation).
    var zero: AnimatedValue {
        switch self {
        case .number: return .number(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .transform: return .transform(.identity)
        case .color: return .color(CGColor(red: 0, green: 0, blue: 0, alpha: 0))
        case .flag, .path, .image, .imageFade: return self
        case let .list(values): return .list(values.map(\.zero))
        }
    }
}

extension [PathElement] {
    /// Each point `fraction` of the way to the same element's point in `other`; nil when the
    /// two are not the same elements in the same order.
    func interpolated(to other: [PathElement], fraction: Double) -> [PathElement]? {
        guard count == other.count else { return nil }
        var result: [PathElement] = []
        result.reserveCapacity(count)
        for (a, b) in zip(self, other) {
            let mix = { (p: CGPoint, q: CGPoint) in p.interpolated(to: q, fraction: fraction) }
            switch (a, b) {
            case let (.move(p), .move(q)): result.append(.move(to: mix(p, q)))
            case let (.line(p), .line(q)): result.append(.line(to: mix(p, q)))
            case let (.quadCurve(p, c), .quadCurve(q, d)): result.append(.quadCurve(to: mix(p, q), control: mix(c, d)))
            case let (.curve(p, c1, c2), .curve(q, d1, d2)):
                result.append(.curve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2)))
            case (.close, .close): result.append(.close)
            default: return nil
            }
        }
        return result
    }
}
