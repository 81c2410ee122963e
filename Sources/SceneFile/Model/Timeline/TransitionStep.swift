import Foundation

/// An animated change of layout: `{layout: {flow: {...}}, duration: 0.3, curve: ...}`.
public struct TransitionStep: Sendable, Equatable {
    /// The layout to change to.
    public var layout: LayoutSpec
    /// Seconds; default 0.3.
    public var duration: Double
    /// Timing; default `.default`.
    public var curve: CurveSpec
}

extension TransitionStep {
    init(from value: SceneValue) throws {
        let fields = try value.mapping(allowedKeys: ["layout", "duration", "curve"], what: "{layout: {...}, duration, curve}")
        self.init(
            layout: try LayoutSpec(from: try fields.required("layout", "the layout to change to")),
            duration: try fields.optional("duration") { try $0.duration("duration") } ?? 0.3,
            curve: try fields.optional("curve") { try CurveSpec(from: $0) } ?? .default)
    }
}
