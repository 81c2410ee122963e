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

    static let kinds = [
        "update", "apply", "transition", "scroll", "wait", "fling", "drag", "tap", "menu", "interactiveTransition", "reorder", "drop",
    ]

    init(from value: SceneValue, context: SceneDecodingContext) throws {
        guard case let .mapping(entries) = value.content else {
            throw value.typeMismatch(expected: "a step: a mapping with one of " + Suggestion.list(Self.kinds))
        }
        let kinds = entries.filter { Self.kinds.contains($0.key) }
        guard kinds.count == 1, let kind = kinds.first else {
            if kinds.count > 1, let second = kinds.dropFirst().first {
                throw second.keyLocation.error(
                    .invalidValue, "a step does one thing: found both `\(kinds[0].key)` and `\(second.key)`; split them into two steps")
            }
            let unknown = entries.first.map { entry in
                entry.keyLocation.error(
                    .unknownKey,
                    "unknown step `\(entry.key)`; expected one of \(Suggestion.list(Self.kinds))"
                        + Suggestion.didYouMean(entry.key, in: Self.kinds))
            }
            throw unknown ?? value.error(.missingKey, "empty step; expected one of \(Suggestion.list(Self.kinds))")
        }
        switch kind.key {
        case "update":
            let step = try value.mapping(allowedKeys: ["update", "sections", "duration", "curve"])
            self.init(.update(try UpdateStep(step: step, context: context)), location: value.location)
        case "apply":
            let step = try value.mapping(allowedKeys: ["apply", "duration", "curve"])
            self.init(.update(try UpdateStep(applyStep: step, context: context)), location: value.location)
        case "wait":
            _ = try value.mapping(allowedKeys: ["wait"])
            self.init(.wait(try kind.value.duration("the wait")), location: value.location)
        case "transition":
            _ = try value.mapping(allowedKeys: ["transition"])
            self.init(.transition(try TransitionStep(from: kind.value)), location: value.location)
        case "fling":
            _ = try value.mapping(allowedKeys: ["fling"])
            self.init(.fling(try FlingStep(from: kind.value)), location: value.location)
        case "drag":
            _ = try value.mapping(allowedKeys: ["drag"])
            self.init(.drag(try DragStep(from: kind.value)), location: value.location)
        case "tap":
            _ = try value.mapping(allowedKeys: ["tap"])
            self.init(.tap(try TapStep(from: kind.value)), location: value.location)
        case "interactiveTransition":
            _ = try value.mapping(allowedKeys: ["interactiveTransition"])
            self.init(.interactiveTransition(try InteractiveTransitionStep(from: kind.value)), location: value.location)
        case "menu":
            _ = try value.mapping(allowedKeys: ["menu"])
            self.init(.menu(try MenuStep(from: kind.value)), location: value.location)
        case "drop":
            _ = try value.mapping(allowedKeys: ["drop"])
            self.init(.drop(try DropStep(from: kind.value, context: context)), location: value.location)
        case "reorder":
            _ = try value.mapping(allowedKeys: ["reorder"])
            self.init(.reorder(try ReorderStep(from: kind.value)), location: value.location)
        default:
            _ = try value.mapping(allowedKeys: ["scroll"])
            self.init(.scroll(try ScrollStep(from: kind.value)), location: value.location)
        }
    }
}
