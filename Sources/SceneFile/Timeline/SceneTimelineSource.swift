import CollectionAnimation
import CollectionLayout
import CollectionRendering
import Foundation

/// The bridge from a scene's `timeline:` to the animator's `Timeline`: fresh collection
/// views in the scene's initial state, each update step's after-state and batch, each
/// transition step's layout.
///
/// `Timeline` builds more than one collection view (scroll steps are sampled on a host of
/// their own); each host keeps the data source this source made for it alive.
public final class SceneTimelineSource: TimelineDataSource {
    /// The scene played.
    public let scene: Scene
    /// The layouts by name.
    public let registry: LayoutRegistry
    /// What self-sizing cells are measured with; nil: cells keep the layout's sizes.
    public let measuring: (any ContentMeasuring)?

    /// A source for `scene`'s timeline; with `measuring`, self-sizing cells are measured.
    public init(scene: Scene, registry: LayoutRegistry = .standard, measuring: (any ContentMeasuring)? = nil) {
        self.scene = scene
        self.registry = registry
        self.measuring = measuring
    }

    /// The animator's steps for the scene's timeline, with the scene's durations and curves.
    public var steps: [Timeline.Step] {
        scene.timeline.map { step in
            switch step.action {
            case let .update(update):
                return .update(duration: update.duration, curve: update.curve.timingCurve(duration: update.duration))
            case let .transition(transition):
                return .transition(duration: transition.duration, curve: transition.curve.timingCurve(duration: transition.duration))
            case let .scroll(scroll):
                let curve = scroll.curve.timingCurve(duration: scroll.duration)
                if let section = scroll.section {
                    return .orthogonalScroll(
                        section: section, to: scroll.to, velocity: scroll.velocity, duration: scroll.duration, curve: curve)
                }
                return .scroll(to: scroll.to ?? .zero, duration: scroll.duration, curve: curve)
            case let .wait(seconds):
                return .wait(seconds)
            case let .fling(fling):
                return .gesture(.fling(velocity: fling.velocity))
            case let .drag(drag):
                return .gesture(.drag(translation: drag.by, duration: drag.duration, releaseVelocity: drag.releaseVelocity))
            case let .tap(tap):
                return .tap(item: tap.item, press: tap.press)
            case let .interactiveTransition(step):
                return .interactiveTransition(
                    progress: step.progress, duration: step.duration, end: step.end, settle: step.settle,
                    curve: step.curve.timingCurve(duration: step.settle))
            case let .menu(menu):
                return .menu(
                    item: menu.item, action: menu.action.editAction, press: menu.press, shown: menu.shown, duration: menu.duration,
                    curve: menu.curve.timingCurve(duration: menu.duration))
            case let .reorder(reorder):
                return .reorder(reorder.script)
            case let .drop(drop):
                return .drop(drop.script)
            }
        }
    }

    /// The scene's timeline, played.
    /// - Throws: ``SceneError`` for invalid steps (and at the step where the timeline keeps
    ///   too many elements), `BatchUpdateError` for invalid batches.
    public func makeTimeline() throws -> Timeline {
        do {
            return try Timeline(steps: steps, dataSource: self)
        } catch let error as TimelineError {
            let step = error.step
            guard scene.timeline.indices.contains(step), let location = scene.timeline[step].location
            else { throw error }
            throw location.error(.invalidValue, error.description)
        }
    }

    /// A collection view in the scene's initial state.
    public func makeHost() throws -> TimelineHost {
        let (view, dataSource) = try scene.makeCollectionView(registry: registry, measuring: measuring)
        return TimelineHost(collectionView: view, owner: dataSource)
    }

    /// Sets the step's after-state sections and performs its operations in one batch.
    public func performUpdate(at stepIndex: Int, on host: TimelineHost) throws -> BatchUpdateResult {
        guard scene.timeline.indices.contains(stepIndex), case let .update(update) = scene.timeline[stepIndex].action,
            let dataSource = host.owner as? SceneDataSource
        else { throw SceneTimelineError.notAnUpdate(stepIndex) }
        let after = try update.resultingSections(from: dataSource.sections)
        let view = host.collectionView
        let result: BatchUpdateResult?
        do {
            result = try performBatch(update, sections: after, dataSource: dataSource, view: view)
        } catch let error as BatchUpdateError {
            // UIKit's message, located at the step in the file.
            let message = "\(error)"
            throw scene.timeline[stepIndex].location?.error(.invalidValue, message)
                ?? SceneError(
                    kind: .invalidValue, file: scene.file, line: nil, column: nil, keyPath: "timeline[\(stepIndex)]", message: message)
        }
        guard let result else { throw SceneTimelineError.notAnUpdate(stepIndex) }
        return result
    }

    private func performBatch(_ update: UpdateStep, sections after: [SectionSpec], dataSource: SceneDataSource, view: CollectionView) throws
        -> BatchUpdateResult?
    {
        try view.performBatchUpdates {
            // Reconfigured items keep their cell: it shows the new content and sizes itself
            // again when the batch lays out (UIKit's `reconfigureItems`).
            for move in update.reconfigureItems {
                guard let cell = view.cellForItem(at: move.from), after.indices.contains(move.to.section),
                    let item = after[move.to.section].items.item(at: move.to.item)
                else { continue }
                cell.contentConfiguration = SceneItemContent(element: .item(item), indexPath: move.to)
            }
            if !update.reconfigureItems.isEmpty { view.resetSelfSizing(at: update.reconfigureItems.map(\.from)) }
            dataSource.sections = after
            if !update.deleteItems.isEmpty { try view.deleteItems(at: update.deleteItems) }
            if !update.insertItems.isEmpty { try view.insertItems(at: update.insertItems) }
            for move in update.moveItems { try view.moveItem(at: move.from, to: move.to) }
            if !update.reloadItems.isEmpty { try view.reloadItems(at: update.reloadItems) }
            if !update.deleteSections.isEmpty { try view.deleteSections(IndexSet(update.deleteSections)) }
            if !update.insertSections.isEmpty { try view.insertSections(IndexSet(update.insertSections)) }
            for move in update.moveSections { try view.moveSection(move.from, toSection: move.to) }
            if !update.reloadSections.isEmpty { try view.reloadSections(IndexSet(update.reloadSections)) }
        }
    }

    /// Taps the action through the scene's delegate (``SceneDataSource``'s edit-menu
    /// rules) and returns the batch its data change made, if any.
    public func performEditAction(_ action: EditAction, from menu: EditMenu, at stepIndex: Int, on host: TimelineHost) throws
        -> BatchUpdateResult?
    {
        guard let dataSource = host.owner as? SceneDataSource else { throw SceneTimelineError.notAMenu(stepIndex) }
        dataSource.lastEditChange = nil
        host.collectionView.performEditAction(action, from: menu)
        switch dataSource.lastEditChange {
        case let .success(result)?: return result
        case let .failure(error)?:
            throw scene.timeline.indices.contains(stepIndex)
                ? scene.timeline[stepIndex].location?.error(.invalidValue, "\(error)") ?? error : error
        case nil: return nil
        }
    }

    /// The app's side of drop step `stepIndex`: the step's proposal and its data change.
    public func dragDropDelegate(forDropAt stepIndex: Int, on host: TimelineHost) throws -> (
        any CollectionViewDragDelegate
            & CollectionViewDropDelegate
    )? {
        guard scene.timeline.indices.contains(stepIndex), case let .drop(step) = scene.timeline[stepIndex].action,
            let dataSource = host.owner as? SceneDataSource
        else { return nil }
        return SceneDropDelegate(step: step, dataSource: dataSource)
    }

    /// The outside item's look: its spec, as a cell would show it.
    public func externalDragPreview(forDropAt stepIndex: Int) -> ElementSnapshot? {
        guard scene.timeline.indices.contains(stepIndex), case let .drop(step) = scene.timeline[stepIndex].action,
            let spec = step.external
        else { return nil }
        return ElementSnapshot(configuration: SceneItemContent(element: .item(spec), indexPath: IndexPath(item: 0, section: 0)))
    }

    /// The layout of a `transition` or `interactiveTransition` step, from the registry.
    public func makeLayout(forTransitionAt stepIndex: Int, on host: TimelineHost) throws -> CollectionViewLayout {
        guard scene.timeline.indices.contains(stepIndex) else { throw SceneTimelineError.notATransition(stepIndex) }
        switch scene.timeline[stepIndex].action {
        case let .transition(transition): return try registry.makeLayout(transition.layout, context: scene.layoutContext)
        case let .interactiveTransition(step): return try registry.makeLayout(step.layout, context: scene.layoutContext)
        default: throw SceneTimelineError.notATransition(stepIndex)
        }
    }
}

/// A timeline step asked for as the wrong kind (an internal inconsistency).
public enum SceneTimelineError: Error, CustomStringConvertible {
    case notAnUpdate(Int)
    case notATransition(Int)
    case notAMenu(Int)

    public var description: String {
        switch self {
        case let .notAnUpdate(index): return "internal error: timeline[\(index)] is not an update step"
        case let .notATransition(index): return "internal error: timeline[\(index)] is not a transition step"
        case let .notAMenu(index): return "internal error: timeline[\(index)] has no scene data source for its edit menu"
        }
    }
}

extension CurveSpec {
    /// The animator's curve; a spring is sampled over `duration` seconds (UIView's spring).
    public func timingCurve(duration: Double) -> TimingCurve {
        switch self {
        case .linear: return .linear
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .easeInEaseOut: return .easeInEaseOut
        case .default: return .default
        case let .cubicBezier(x1, y1, x2, y2): return .cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        case let .spring(damping, velocity): return .spring(dampingRatio: damping, initialVelocity: velocity, duration: duration)
        }
    }
}
