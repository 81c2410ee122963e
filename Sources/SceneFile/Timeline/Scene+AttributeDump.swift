import CollectionAnimation
import CollectionLayout
import CollectionRendering
import Foundation

/// Which rectangle an attribute dump covers.
public enum AttributeDumpRect: Equatable, Sendable {
    /// The bounds at the time dumped (what is on screen).
    case visible
    /// The whole content, `(0, 0, contentSize)`.
    case content
    /// A rectangle in content coordinates.
    case explicit(CGRect)

    /// The rectangle this choice names, given the bounds and the content size.
    public func region(bounds: CGRect, contentSize: CGSize) -> CGRect {
        switch self {
        case .visible: return bounds
        case .content: return CGRect(origin: .zero, size: contentSize)
        case let .explicit(rect): return rect
        }
    }
}

extension Scene {
    /// The attribute dump `time` seconds into the timeline (a time past its end gives the
    /// final state), played on a host of its own.
    ///
    /// `visible`: the elements on screen or animating at that time. `content` and
    /// `explicit`: the elements animating at that time in the rect, plus every other element
    /// the layout in effect then (after the steps up to the one playing) has in the rect,
    /// as a layout query at any time would return them. During a layout transition only
    /// the animating elements exist (UIKit animates those visible at its start or end) and
    /// the content rect is the union of both layouts' content.
    /// `registry` makes the scene's layouts; with `measuring`, self-sizing cells are
    /// measured as when rendering.
    /// - Throws: ``SceneError``, or what the timeline or a layout query throws.
    public func attributeDump(
        at time: Double, rect: AttributeDumpRect, registry: LayoutRegistry = .standard, measuring: (any ContentMeasuring)? = nil
    ) throws -> AttributeDump {
        let source = SceneTimelineSource(scene: self, registry: registry, measuring: measuring)
        let timeline = try source.makeTimeline()
        let state = try timeline.state(at: time)
        let playing = timeline.stepIndex(at: time)
        var contentSize = state.contentSize
        var inTransition = false
        if let playing, timeline.steps[playing].isLayoutTransition {
            inTransition = true
            let start = timeline.stepStartTimes[playing]
            let before = try timeline.state(at: start).contentSize
            let after = try timeline.state(at: start + timeline.steps[playing].duration).contentSize
            contentSize = CGSize(
                width: max(before.width, after.width, contentSize.width),
                height: max(before.height, after.height, contentSize.height))
        }
        let region = rect.region(bounds: state.bounds, contentSize: contentSize)
        let animating = state.elements.filter { $0.attributes.frame.overlaps(region) }
        var elements = animating.map(\.attributes)
        if rect != .visible && !inTransition {
            let stepsInEffect = time <= 0 ? 0 : playing.map { $0 + 1 } ?? timeline.steps.count
            let layoutTimeline = try Timeline(steps: Array(timeline.steps.prefix(stepsInEffect)), dataSource: source)
            let view = layoutTimeline.finalCollectionView
            view.contentOffset = state.bounds.origin
            let shown = Set(animating.filter { !$0.id.isOutgoing }.map(\.id.key))
            let others = try view.layoutAttributesForElements(in: region).filter { !shown.contains($0.key) }
            elements = AttributeDump.merging(others, into: elements)
        }
        return AttributeDump(contentSize: state.contentSize, bounds: state.bounds, elements: elements)
    }
}

extension AttributeDump {
    /// `elements` (in draw order) with `others` merged in: each goes after the elements it
    /// does not draw before, and ties keep the query's order.
    /// - Complexity: O((n + m) log m) for n elements and m others (one sort and one merge;
    ///   inserting one by one was quadratic, minutes for 20,000 items).
    public static func merging(_ others: [LayoutAttributes], into elements: [LayoutAttributes]) -> [LayoutAttributes] {
        let sorted = others.enumerated().sorted { a, b in
            a.element.drawsBefore(b.element) || (!b.element.drawsBefore(a.element) && a.offset < b.offset)
        }.map(\.element)
        var merged: [LayoutAttributes] = []
        merged.reserveCapacity(elements.count + sorted.count)
        var next = sorted.startIndex
        for element in elements {
            while next < sorted.endIndex, sorted[next].drawsBefore(element) {
                merged.append(sorted[next])
                next += 1
            }
            merged.append(element)
        }
        merged.append(contentsOf: sorted[next...])
        return merged
    }
}

extension Timeline.Step {
    /// Whether the step changes the layout over time (`transition`, `interactiveTransition`).
    var isLayoutTransition: Bool {
        switch self {
        case .transition, .interactiveTransition: return true
        default: return false
        }
    }
}
