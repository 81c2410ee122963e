import Foundation

/// A drag: `{by: [dx, dy], duration: 0.5, release: {velocity: [vx, vy]}}` — the finger
/// moves the content offset it asks for by `by` (content direction) at a constant speed
/// over `duration` seconds, past the edges with UIKit's rubber band, then lifts with the
/// release velocity in points per second (default none: the finger stops before it lifts).
/// The release follows UIKit's physics; the step lasts the drag plus the time to rest.
public struct DragStep: Sendable, Equatable {
    /// How far the finger moves the asked-for offset, in points.
    public var by: CGPoint
    /// Seconds the finger moves; default 0.3.
    public var duration: Double
    /// The velocity when the finger lifts, pt/s.
    public var releaseVelocity: CGPoint

    /// A drag from its parts.
    public init(by: CGPoint, duration: Double = 0.3, releaseVelocity: CGPoint = .zero) {
        self.by = by
        self.duration = duration
        self.releaseVelocity = releaseVelocity
    }

    init(from value: SceneValue) throws {
        let fields = try value.mapping(
            allowedKeys: ["by", "duration", "release"], what: "{by: [dx, dy], duration, release: {velocity: [vx, vy]}}")
        let release = try fields.optional("release") { release in
            let fields = try release.mapping(allowedKeys: ["velocity"], what: "{velocity: [vx, vy]}")
            return try fields.optional("velocity") { try $0.velocity() }
        }
        self.init(
            by: try fields.required("by", "how far the finger moves the content offset [dx, dy]").point(),
            duration: try fields.optional("duration") { try $0.duration("duration") } ?? 0.3,
            releaseVelocity: (release ?? nil) ?? .zero)
    }
}
