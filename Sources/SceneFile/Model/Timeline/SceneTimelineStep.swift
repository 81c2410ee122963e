import Foundation

/// One step of a scene file's `timeline`, as written: what it does (the spelling the file
/// uses, decoded) and where it is written. Steps play one after another; the animator's own
/// step, which a scene step becomes, is `Timeline.Step` in `CollectionAnimation`.
public struct SceneTimelineStep: Sendable, Equatable {
    /// What the step does.
    public enum Action: Sendable, Equatable {
        /// A batch update.
        case update(UpdateStep)
        /// An animated change of layout (`setCollectionViewLayout(_:animated:)`).
        case transition(TransitionStep)
        /// An animated scroll (`setContentOffset(_:animated:)`).
        case scroll(ScrollStep)
        /// A pause, in seconds.
        case wait(Double)
        /// A fling with UIKit's scroll physics.
        case fling(FlingStep)
        /// A drag, then the release with UIKit's scroll physics.
        case drag(DragStep)
        /// A user's tap on an item.
        case tap(TapStep)
        /// The edit menu on an item, and a command tapped.
        case menu(MenuStep)
        /// An interactive layout transition, scrubbed then finished or cancelled.
        case interactiveTransition(InteractiveTransitionStep)
        /// An interactive movement (`beginInteractiveMovementForItem(at:)` …).
        case reorder(ReorderStep)
        /// A drag and drop.
        case drop(DropStep)
    }

    /// What the step does.
    public var action: Action
    /// Where the step is written (`timeline[2]`).
    public var location: SceneLocation?

    /// A step from its parts.
    public init(_ action: Action, location: SceneLocation? = nil) {
        self.action = action
        self.location = location
    }

    /// Action equality; the location is ignored.
    public static func == (lhs: SceneTimelineStep, rhs: SceneTimelineStep) -> Bool { lhs.action == rhs.action }

    /// The step's length in seconds; for a fling or drag only the scripted part (the drag):
    /// the physics' time to rest is known once played (`Timeline.stepDurations`).
    public var duration: Double {
        switch action {
        case let .update(step): return step.duration
        case let .transition(step): return step.duration
        case let .scroll(step): return step.duration
        case let .wait(seconds): return seconds
        case .fling: return 0
        case let .drag(step): return step.duration
        case let .tap(step): return step.press
        case let .menu(step): return step.totalDuration
        case let .interactiveTransition(step): return step.totalDuration
        case let .reorder(step): return step.duration
        case let .drop(step): return step.duration
        }
    }

    /// The longest the step can play, in seconds: ``duration`` plus, for a fling or drag, the
    /// physics' bound (what the timeline's length limit counts).
    var longestDuration: Double {
        switch action {
        case .fling, .drag: return duration + SceneLimits.maximumScrollMotion
        default: return duration
        }
    }

    /// A step kind: its key, the other keys its step may hold, and how it decodes from the
    /// step's mapping and the kind's value.
    private typealias Kind = (
        key: String, otherKeys: [String],
        decode: @Sendable (_ step: SceneMapping, _ value: SceneValue, _ context: SceneDecodingContext) throws -> Action
    )

    /// Every step kind, in the order error messages list them.
    private static let kindTable: [Kind] = [
        ("update", ["sections", "duration", "curve"], { step, _, context in .update(try UpdateStep(step: step, context: context)) }),
        ("apply", ["duration", "curve"], { step, _, context in .update(try UpdateStep(applyStep: step, context: context)) }),
        ("transition", [], { _, value, _ in .transition(try TransitionStep(from: value)) }),
        ("scroll", [], { _, value, _ in .scroll(try ScrollStep(from: value)) }),
        ("wait", [], { _, value, _ in .wait(try value.duration("the wait")) }),
        ("fling", [], { _, value, _ in .fling(try FlingStep(from: value)) }),
        ("drag", [], { _, value, _ in .drag(try DragStep(from: value)) }),
        ("tap", [], { _, value, _ in .tap(try TapStep(from: value)) }),
        ("menu", [], { _, value, _ in .menu(try MenuStep(from: value)) }),
        ("interactiveTransition", [], { _, value, _ in .interactiveTransition(try InteractiveTransitionStep(from: value)) }),
        ("reorder", [], { _, value, _ in .reorder(try ReorderStep(from: value)) }),
        ("drop", [], { _, value, context in .drop(try DropStep(from: value, context: context)) }),
    ]

    static let kinds = kindTable.map(\.key)

    init(from value: SceneValue, context: SceneDecodingContext) throws {
        guard case let .mapping(entries) = value.content else {
            throw value.typeMismatch(expected: "a step: a mapping with one of " + Suggestion.list(Self.kinds))
        }
        let kinds = entries.compactMap { entry in Self.kindTable.first { $0.key == entry.key }.map { (entry: entry, kind: $0) } }
        guard kinds.count == 1, let (entry, kind) = kinds.first else {
            if kinds.count > 1, let second = kinds.dropFirst().first?.entry {
                throw second.keyLocation.error(
                    .invalidValue,
                    "a step does one thing: found both `\(kinds[0].entry.key)` and `\(second.key)`; split them into two steps")
            }
            let unknown = entries.first.map { entry in
                entry.keyLocation.error(
                    .unknownKey,
                    "unknown step `\(entry.key)`; expected one of \(Suggestion.list(Self.kinds))"
                        + Suggestion.didYouMean(entry.key, in: Self.kinds))
            }
            throw unknown ?? value.error(.missingKey, "empty step; expected one of \(Suggestion.list(Self.kinds))")
        }
        let step = try value.mapping(allowedKeys: [kind.key] + kind.otherKeys)
        self.init(try kind.decode(step, entry.value, context), location: value.location)
    }
}
