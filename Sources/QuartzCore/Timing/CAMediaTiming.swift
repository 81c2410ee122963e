/// The timing of an animation or a layer (`CAMediaTiming`): when it begins, how long one
/// pass lasts, how fast its time runs, how often it repeats and whether it reverses, and
/// what it shows outside its active time.
///
/// Time is mapped as Core Animation maps it: local time = (parent time − ``beginTime``) ×
/// ``speed`` + ``timeOffset``; an animation's pass lasts ``duration`` (twice that with
/// ``autoreverses``) and repeats ``repeatCount`` times or for ``repeatDuration`` seconds.
public protocol CAMediaTiming: AnyObject {
    /// When the object begins, in its parent's time (`beginTime`).
    var beginTime: CFTimeInterval { get set }
    /// The length of one pass in seconds (`duration`).
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's (`speed`); 0 stops it.
    var speed: Float { get set }
    /// An offset added to local time (`timeOffset`).
    var timeOffset: CFTimeInterval { get set }
    /// How many passes it makes (`repeatCount`); `.infinity` forever; 0 one.
    var repeatCount: Float { get set }
    /// How many seconds it repeats for (`repeatDuration`); 0 not used.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each pass plays forwards then backwards (`autoreverses`).
    var autoreverses: Bool { get set }
    /// What shows before the start and after the end (`fillMode`).
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows outside its active time (`CAMediaTimingFillMode`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Its end value after it ends (`.forwards`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Its start value before it starts (`.backwards`).
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both (`.both`).
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Nothing outside its active time, the default (`.removed`).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")

    /// Whether the start value shows before the start.
    var fillsBackwards: Bool { self == .backwards || self == .both }
    /// Whether the end value shows after the end.
    var fillsForwards: Bool { self == .forwards || self == .both }
}
