import ArgumentParser
import CollectionAnimation
import CollectionLayout
import Foundation
import SceneFile

/// `reel attributes SCENE [--time T] [--rect visible|content|X,Y,W,H]`.
struct AttributesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "attributes",
        abstract: "Print the layout attributes of a scene as JSON (the attribute dump).",
        discussion: """
        Prints {contentSize, bounds, elements} on stdout, elements in draw order, each with \
        category, kind, indexPath, frame, center, size, alpha, zIndex, hidden and \
        transform3D (m11…m44 row by row). During an animation the elements are the \
        interpolated ones, disappearing elements included.
        """
    )

    @Argument(help: "The scene file (.yaml, .yml or .json).")
    var scene: String

    @Option(help: "Seconds from the start of the timeline; default: before it starts. A time past its end gives the final state.")
    var time: Double?

    @Option(help: "The rect to dump: visible (the bounds at that time), content (the whole content), or X,Y,W,H.")
    var rect: DumpRect = .visible

    func validate() throws {
        if let time, !time.isFinite { throw ValidationError("--time must be a finite number of seconds, got \(time)") }
        if case let .explicit(region) = rect,
           ![region.minX, region.minY, region.width, region.height].allSatisfy({ abs($0) <= SceneLimits.maximumLength }) {
            throw ValidationError("--rect values must be within ±\(SceneLimits.format(SceneLimits.maximumLength)) points, got "
                + "\(region.minX),\(region.minY),\(region.width),\(region.height)")
        }
    }

    func run() throws {
        let loaded = try LoadedScene(path: scene)
        let dump: AttributeDump
        if let time {
            dump = try Self.dump(loaded, at: time, rect: rect)
        } else {
            try loaded.layout()
            let view = loaded.collectionView
            let region = rect.region(bounds: view.bounds, contentSize: view.contentSize)
            do {
                dump = AttributeDump(contentSize: view.contentSize, bounds: view.bounds,
                                     elements: try view.layoutAttributesForElements(in: region))
            } catch {
                throw CommandFailure("\(loaded.scene.file): error: \(error)")
            }
        }
        Terminal.standardOutput.write(dump.json)
    }

    /// The dump at `time` seconds into the timeline.
    ///
    /// `visible`: the elements on screen or animating at that time. `content` and
    /// `X,Y,W,H`: the elements animating at that time in the rect, plus every other element
    /// the layout in effect then (after the steps up to the one playing) has in the rect,
    /// as a layout query at any time would return them. During a layout transition only
    /// the animating elements exist (UIKit animates those visible at its start or end) and
    /// the content rect is the union of both layouts' content.
    static func dump(_ loaded: LoadedScene, at time: Double, rect: DumpRect) throws -> AttributeDump {
        let source = SceneTimelineSource(scene: loaded.scene)
        do {
            let timeline = try source.makeTimeline()
            let state = try timeline.state(at: time)
            let playing = timeline.stepIndex(at: time)
            var contentSize = state.contentSize
            var inTransition = false
            if let playing, case .transition = timeline.steps[playing] {
                inTransition = true
                let start = timeline.stepStartTimes[playing]
                let before = try timeline.state(at: start).contentSize
                let after = try timeline.state(at: start + timeline.steps[playing].duration).contentSize
                contentSize = CGSize(width: max(before.width, after.width, contentSize.width),
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
                elements = Self.merging(others, into: elements)
            }
            return AttributeDump(contentSize: state.contentSize, bounds: state.bounds, elements: elements)
        } catch let error as SceneError {
            throw error
        } catch {
            throw CommandFailure("\(loaded.scene.file): error: \(error)")
        }
    }
}

extension AttributesCommand {
    /// `elements` (in draw order) with `others` merged in: each goes after the elements it
    /// does not draw before, and ties keep the query's order.
    /// - Complexity: O((n + m) log m) for n elements and m others (one sort and one merge;
    ///   inserting one by one was quadratic, minutes for 20,000 items).
    static func merging(_ others: [LayoutAttributes], into elements: [LayoutAttributes]) -> [LayoutAttributes] {
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

/// Which rectangle `reel attributes` dumps.
enum DumpRect: ExpressibleByArgument, Equatable {
    case visible
    case content
    case explicit(CGRect)

    init?(argument: String) {
        switch argument {
        case "visible": self = .visible
        case "content": self = .content
        default:
            let parts = argument.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3],
                  [x, y, w, h].allSatisfy(\.isFinite), w >= 0, h >= 0
            else { return nil }
            self = .explicit(CGRect(x: x, y: y, width: w, height: h))
        }
    }

    static var allValueStrings: [String] { ["visible", "content", "X,Y,W,H"] }

    /// The rectangle this choice names, given the bounds and the content size.
    func region(bounds: CGRect, contentSize: CGSize) -> CGRect {
        switch self {
        case .visible: return bounds
        case .content: return CGRect(origin: .zero, size: contentSize)
        case let .explicit(rect): return rect
        }
    }
}
