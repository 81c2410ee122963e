/// How the device is held (`UIDeviceOrientation`), with UIKit's raw values.
public enum UIDeviceOrientation: Int, Sendable, CaseIterable {
    /// Not known.
    case unknown = 0
    /// Upright, home button or bar at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, top to the left.
    case landscapeLeft = 3
    /// On its side, top to the right.
    case landscapeRight = 4
    /// Flat, screen up.
    case faceUp = 5
    /// Flat, screen down.
    case faceDown = 6

    /// Upright or upside down (`isPortrait`).
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// On either side (`isLandscape`).
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Face up or down (`isFlat`).
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the interface can take this orientation (`isValidInterfaceOrientation`).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
