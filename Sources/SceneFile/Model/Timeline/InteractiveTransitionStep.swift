import CollectionAnimation
import Foundation

/// An interactive layout transition: `{layout: {...}, progress: [0, 0.6, 0.3, 1],
/// duration: 1, end: finish, settle: 0.3, curve: easeInEaseOut}` —
/// `startInteractiveTransition(to:completion:)`, its `transitionProgress` through the
/// values (evenly spaced over `duration`, linear in between), then
/// `finishInteractiveTransition()` or `cancelInteractiveTransition()` with the rest of the
/// way animating for `settle` seconds.
public struct InteractiveTransitionStep: Sendable, Equatable {
    /// The layout to change to (written `layout`, as in a `transition` step).
    public var layout: LayoutSpec
    /// The progress values, each in [0, 1].
    public var progress: [Double]
    /// Seconds the values take; default 1.
    public var duration: Double
    /// How it ends (written `finish` or `cancel`); default finish.
    public var end: InteractiveTransitionAnimation.End
    /// Seconds from the last value to the end; default 0.3.
    public var settle: Double
    /// The settle's timing; default `easeInEaseOut`.
    public var curve: CurveSpec

    /// The step's length: the values, then the settle.
    public var totalDuration: Double { duration + settle }
}

extension InteractiveTransitionStep {
    init(from value: SceneValue) throws {
        let fields = try value.mapping(
            allowedKeys: ["layout", "progress", "duration", "end", "settle", "curve"],
            what: "{layout: {...}, progress: [p, …], duration, end: finish|cancel, settle, curve}")
        let progressValue = try fields.required("progress", "the transition progress values, each 0…1")
        let list = try progressValue.list("a list of progress values 0…1")
        guard !list.isEmpty else { throw progressValue.error(.invalidValue, "progress needs at least one value") }
        let progress = try list.map { try $0.number("a progress value", in: 0...1) }
        let end = try fields.optional("end") { try $0.choice(InteractiveTransitionAnimation.End.self) } ?? .finish
        self.init(
            layout: try LayoutSpec(from: try fields.required("layout", "the layout to change to")), progress: progress,
            duration: try fields.optional("duration") { try $0.duration("duration") } ?? 1, end: end,
            settle: try fields.optional("settle") { try $0.duration("settle") } ?? 0.3,
            curve: try fields.optional("curve") { try CurveSpec(from: $0) } ?? .easeInEaseOut)
    }
}
