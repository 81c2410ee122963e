import Foundation

/// An animated scroll: `{to: [x, y], duration: 0.3, curve: ...}`; with `section`, an
/// orthogonal section's own scroll: `{section: 1, to: [x, 0], velocity: [vx, 0], …}`
/// (docs/SCENE-FORMAT.md).
public struct ScrollStep: Sendable, Equatable {
    /// The content offset to scroll to (with ``section``, the section's offset, or where the
    /// release happens when ``velocity`` is set; nil there: where the section is).
    public var to: CGPoint?
    /// The orthogonal section scrolled, or nil for the collection view.
    public var section: Int?
    /// The release velocity in points per second (orthogonal sections only): the section
    /// comes to rest where its behaviour puts it.
    public var velocity: CGPoint?
    /// Seconds; default 0.3.
    public var duration: Double
    /// Timing; default `.default`.
    public var curve: CurveSpec

    /// A scroll from its parts.
    public init(to: CGPoint?, section: Int? = nil, velocity: CGPoint? = nil, duration: Double = 0.3, curve: CurveSpec = .default) {
        self.to = to
        self.section = section
        self.velocity = velocity
        self.duration = duration
        self.curve = curve
    }

    init(from value: SceneValue) throws {
        let fields = try value.mapping(
            allowedKeys: ["to", "section", "velocity", "duration", "curve"], what: "{to: [x, y], duration, curve}")
        let section = try fields.optional("section") { try $0.nonNegativeInteger("section") }
        let velocity = try fields.optional("velocity") { try $0.velocity() }
        if section == nil, let given = fields["velocity"] {
            throw given.error(
                .invalidValue, "`velocity` goes with `section` (an orthogonal section); a `fling` step flings the collection view")
        }
        let to: CGPoint?
        if section == nil || velocity == nil {
            to = try fields.required("to", section == nil ? "the content offset [x, y]" : "the section's offset [x, 0] (or `velocity`)")
                .point()
        } else {
            to = try fields.optional("to") { try $0.point() }
        }
        self.init(
            to: to, section: section, velocity: velocity,
            duration: try fields.optional("duration") { try $0.duration("duration") } ?? 0.3,
            curve: try fields.optional("curve") { try CurveSpec(from: $0) } ?? .default)
    }
}
