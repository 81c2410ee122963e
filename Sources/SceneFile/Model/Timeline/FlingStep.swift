import Foundation

/// A fling: `{velocity: [vx, vy]}` — a touch that lifts at once with a velocity in **points
/// per second** (content direction: positive scrolls towards larger offsets). The motion is
/// UIKit's scroll physics; the step lasts until it rests. The layout's
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` is asked with the
/// velocity in UIKit's unit, points per millisecond (÷ 1000).
public struct FlingStep: Sendable, Equatable {
    /// The release velocity, pt/s.
    public var velocity: CGPoint

    /// A fling from its velocity in pt/s.
    public init(velocity: CGPoint) { self.velocity = velocity }

    init(from value: SceneValue) throws {
        let fields = try value.mapping(allowedKeys: ["velocity"], what: "{velocity: [vx, vy]}")
        self.init(velocity: try fields.required("velocity", "the release velocity [vx, vy] in points per second").velocity())
    }
}

extension SceneValue {
    /// `[vx, vy]` in points per second: two finite numbers within ±``SceneLimits/maximumScrollSpeed``.
    /// - Throws: located at the list, or at the component that is wrong (`.nan`, `.inf`, too fast).
    func velocity() throws -> CGPoint {
        let range = -SceneLimits.maximumScrollSpeed...SceneLimits.maximumScrollSpeed
        let numbers = try numbers("[vx, vy]", names: ["vx", "vy"]) { value, name in
            try value.number("the velocity \(name) (points per second)", in: range)
        }
        return CGPoint(x: numbers[0], y: numbers[1])
    }
}
