/// A colour space, as Core Graphics' `CGColorSpace`: the models colours here are made in,
/// device grey and RGB (both read as sRGB when drawn), and the pattern space of a pattern
/// colour.
///
/// Deliberate difference: no ICC profiles; every named RGB space draws as sRGB.
public final class CGColorSpace: Hashable, @unchecked Sendable {
    /// The colour model of a space, as `CGColorSpaceModel`.
    public let model: CGColorSpaceModel
    /// The space's name (`name`): `CGColorSpace.sRGB`, `CGColorSpace.genericGrayGamma2_2`…
    public let name: CFString?

    /// A space of a model, with a name.
    init(model: CGColorSpaceModel, name: CFString?) {
        self.model = model
        self.name = name
    }

    /// The named space (`init(name:)`): a grey space for the grey names, else RGB.
    public convenience init?(name: CFString) {
        let grey: Set<String> = [Self.genericGrayGamma2_2, Self.linearGray, Self.extendedGray, Self.extendedLinearGray]
        self.init(model: grey.contains(name) ? .monochrome : .rgb, name: name)
    }

    /// The number of colour components, alpha not included (`numberOfComponents`): 0 for a
    /// pattern space without a base space.
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: return 1
        case .pattern: return 0
        default: return 3
        }
    }

    /// Equal when model and name are.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && lhs.name == rhs.name
    }

    /// Hashes model and name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(name)
    }

    /// The name of the sRGB space (`CGColorSpace.sRGB`).
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    /// The name of the extended-range sRGB space (`CGColorSpace.extendedSRGB`).
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    /// The name of the Display P3 space (`CGColorSpace.displayP3`); drawn as sRGB here.
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    /// The name of the generic grey space (`CGColorSpace.genericGrayGamma2_2`).
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    /// The name of the linear grey space (`CGColorSpace.linearGray`).
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    /// The name of the extended-range grey space (`CGColorSpace.extendedGray`).
    public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"
    /// The name of the extended-range linear grey space (`CGColorSpace.extendedLinearGray`).
    public static let extendedLinearGray: CFString = "kCGColorSpaceExtendedLinearGray"
}

/// A colour space's model, as Core Graphics' `CGColorSpaceModel`.
public enum CGColorSpaceModel: Int32, Sendable {
    /// Not known.
    case unknown = -1
    /// Grey levels.
    case monochrome = 0
    /// Red, green and blue.
    case rgb = 1
    /// A pattern (a pattern colour's space, `CGColorSpaceModel.pattern`).
    case pattern = 6
}

/// The device RGB space (`CGColorSpaceCreateDeviceRGB()`).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(model: .rgb, name: nil) }

/// The device grey space (`CGColorSpaceCreateDeviceGray()`).
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(model: .monochrome, name: nil) }
