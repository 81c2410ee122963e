/// How the interface is oriented (`UIInterfaceOrientation`), with UIKit's raw values: an
/// interface turned to the left stands on a device turned to the right, and the other way.
public enum UIInterfaceOrientation: Int, Sendable, CaseIterable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, the device's top to the left (`UIDeviceOrientation.landscapeRight`).
    case landscapeLeft = 4
    /// On its side, the device's top to the right (`UIDeviceOrientation.landscapeLeft`).
    case landscapeRight = 3

    /// Upright or upside down (`isPortrait`).
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// On either side (`isLandscape`).
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The interface's orientation on the simulated device as it is held: upright, or on its
    /// side with the device's top to the left — the interface's right.
    static var current: UIInterfaceOrientation { UIDevice.current.orientation == .portrait ? .portrait : .landscapeRight }
}

/// A set of interface orientations (`UIInterfaceOrientationMask`), with UIKit's raw values:
/// bit n stands for the orientation whose raw value is n.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// The set of bits `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Upright (`portrait`).
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Upside down (`portraitUpsideDown`).
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Turned left (`landscapeLeft`).
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Turned right (`landscapeRight`).
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Either side (`landscape`).
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation (`all`).
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but upside down (`allButUpsideDown`).
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}
