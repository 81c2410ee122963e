import Foundation

/// An animated scroll: `{to: [x, y], duration: 0.3, curve: ...}`.
public struct ScrollStep: Sendable, Equatable {
    /// The content offset to scroll to.
    public var to: CGPoint
    /// Seconds; default 0.3.
    public var duration: Double
    /// Timing; default `.default`.
    public var curve: CurveSpec

    /// A scroll from its parts.
    public init(to: CGPoint, duration: Double = 0.3, curve: CurveSpec = .default) {
        self.to = to
        self.duration = duration
        self.curve = curve
    }

    init(from value: SceneValue) throws {
        let fields = try value.mapping(allowedKeys: ["to", "duration", "curve"], what: "{to: [x, y], duration, curve}")
        self.init(
            to: try fields.required("to", "the content offset [x, y]").point(),
            duration: try fields.optional("duration") { try $0.duration("duration") } ?? 0.3,
            curve: try fields.optional("curve") { try CurveSpec(from: $0) } ?? .default)
    }
}
