import CollectionLayout
import Foundation

/// The animation of a scripted drag and drop (docs/REFERENCE.md §12), played on a host with
/// the given delegates and sampled at any time afterwards.
///
/// Construction drives the host as the system's drag and drop would: `beginDrag(at:)` for an
/// item of the view, then `updateDrop(at:items:)` ``DropAnimation/touchRate`` times a second
/// along the path, then `endDrop(performing:)`. What it records:
/// - the preview follows the touch; it is lifted over the first 0.3 s to 1.05× its size
///   with a soft shadow (`dragLift` in its extras, which renderers draw as
///   the shadow). The system draws the lift and UIKit publishes none of its metrics: the
///   scale, shadow and duration are an approximation;
/// - the cell an `insertIntoDestinationIndexPath` proposal targets is drawn highlighted
///   while it is the target;
/// - each batch update the drop makes (the gap opening, moving, closing) moves the views it
///   moves to their new slots in 0.3 s ease-in-ease-out (the batch-update timing), each
///   from where it is shown at that moment; a lifted item's own cell stays in its slot;
/// - at the end the preview lands, in 0.3 s: onto the cell the delegate dropped it to
///   (`drop(_:toItemAt:)`, or its placeholder), shrinking and fading into the rect of
///   `drop(_:intoItemAt:rect:)`, back onto its cell when a drag from this view is not
///   dropped, or fading where it is when a drag from outside is not. The views the drop's
///   batch updates move go to their new places, removed ones fade out, new ones fade in.
///
/// Views keep their identity across the batch updates (the host re-keys them), so an
/// element is a view: one that is recycled and dequeued again during the step counts as the
/// same element (rare without scrolling).
public struct DropAnimation: Sendable {
    /// How often the touch is reported, per second.
    public static let touchRate = ReorderAnimation.touchRate
    /// The lift's length and the landing's, seconds.
    public static let landingDuration = ReorderAnimation.settleDuration
    /// The lifted preview's scale (an approximation of the system's lift).
    public static let liftScale: CGFloat = 1.05

    /// Whether a drag began (an item of the view the drag delegate gave no items for: false).
    public let began: Bool
    /// The whole length: the drag, then the landing.
    public let duration: Double
    /// The state before the drag.
    public let initialState: AnimationState
    /// The state after the drop.
    public let finalState: AnimationState
    /// How the preview landed, as the delegate asked the coordinator (empty: no drop).
    public let landings: [DropCoordinator.Landing]

    private let dragDuration: Double
    private let elements: [ElementPath]
    private let preview: LayoutAttributes?
    private let previewSnapshot: ElementSnapshot?
    private let previewEnd: LayoutAttributes?
    private let touch: TouchPath
    /// When the drop target highlighted for `insertIntoDestinationIndexPath` changed, and to
    /// which cell (nil: none).
    private let targets: [(time: Double, path: IndexPath?)]

    /// Plays `script` on `collectionView` with `delegate` as its drag and drop delegates
    /// (restored afterwards), leaving the view in the state after the drop.
    /// - Parameters:
    ///   - collectionView: the host, in the state before the drag.
    ///   - script: what is dragged, where, with which proposal, and how it ends.
    ///   - delegate: the app's drag and drop delegates (nil: drags are refused).
    ///   - externalPreview: what an outside item's preview shows.
    ///   - step: the timeline step, for errors.
    /// - Throws: ``TimelineError/noSuchItem(step:item:)`` for an item the view does not have;
    ///   what the drop's batch updates and layout passes throw.
    public init(
        collectionView: CollectionView, script: DropScript, delegate: (any CollectionViewDragDelegate & CollectionViewDropDelegate)?,
        externalPreview: ElementSnapshot? = nil, step: Int = 0
    ) throws {
        if case let .item(item) = script.source {
            guard collectionView.containsItem(at: item) else { throw TimelineError.noSuchItem(step: step, item: item) }
        }
        let start = try AnimationState.still(of: collectionView)
        initialState = start
        dragDuration = script.dragDuration
        duration = dragDuration + Self.landingDuration
        touch = TouchPath(script.path, duration: script.dragDuration)
        let saved = (collectionView.dragDelegate, collectionView.dropDelegate)
        collectionView.dragDelegate = delegate
        collectionView.dropDelegate = delegate
        defer { (collectionView.dragDelegate, collectionView.dropDelegate) = saved }
        let layout = collectionView.collectionViewLayout

        // The preview, and the items of an outside drag.
        var outsideItems: [DragItem]?
        var base: LayoutAttributes?
        var snapshot: ElementSnapshot?
        switch script.source {
        case let .item(item):
            let lifted = collectionView.beginDrag(at: item)
            let shown = start.elements.first { $0.attributes.key == .cell(item) }
            base = shown?.attributes ?? layout.layoutAttributesForItem(at: item)
            snapshot = shown?.snapshot
            if lifted.isEmpty { base = nil }
        case let .external(name):
            outsideItems = [DragItem(identifier: name)]
            let size =
                script.previewSize ?? layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size
                ?? CGSize(width: 50, height: 50)
            let center = touch.position(at: 0) ?? .zero
            base = LayoutAttributes(
                cellAt: IndexPath(item: 0, section: 0),
                frame: CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height))
            snapshot = externalPreview
        }
        guard let base else {
            began = false
            elements = []
            preview = nil
            previewSnapshot = nil
            previewEnd = nil
            landings = []
            targets = []
            finalState = start
            return
        }
        began = true
        preview = base
        previewSnapshot = snapshot

        var recorder = DropRecorder(start: start, on: collectionView)
        var targets: [(time: Double, path: IndexPath?)] = []
        let ticks = Int((dragDuration * Self.touchRate).rounded(.up))
        for tick in 0...ticks {
            let time = min(Double(tick) / Self.touchRate, dragDuration)
            guard let position = touch.position(at: time) else { break }
            let (_, update) = try collectionView.updateDrop(at: position, items: outsideItems)
            if update != nil {
                try collectionView.layoutIfNeeded()
                recorder.moveViews(at: max(time, 1e-6), on: collectionView)
            }
            if collectionView.dropTargetIndexPath != (targets.last?.path ?? nil) {
                targets.append((max(time, 1e-6), collectionView.dropTargetIndexPath))
            }
        }
        if targets.last?.path != nil { targets.append((dragDuration, nil)) }
        self.targets = targets
        let coordinator = try collectionView.endDrop(performing: script.end == .drop)
        landings = coordinator?.landings ?? []
        let end = try AnimationState.still(of: collectionView)
        recorder.land(at: dragDuration, on: collectionView)
        finalState = end
        elements = recorder.elements

        // Where the preview lands.
        func cell(_ path: IndexPath) -> LayoutAttributes? {
            end.elements.first { $0.attributes.key == .cell(path) }?.attributes ?? layout.layoutAttributesForItem(at: path)
        }
        var landing: LayoutAttributes?
        switch landings.first {
        case let .toItem(_, path), let .placeholder(_, path):
            landing = cell(path)
        case let .intoItem(_, path, rect):
            if var target = cell(path) {
                target.frame = rect.offsetBy(dx: target.frame.minX, dy: target.frame.minY)
                target.alpha = 0
                landing = target
            }
        case nil:
            if case let .item(item) = script.source, coordinator == nil {
                landing = cell(item) ?? base
            } else {
                var faded = base
                faded.center = touch.position(at: dragDuration) ?? base.center
                faded.alpha = 0
                landing = faded
            }
        }
        previewEnd = landing.map { attributes in
            var attributes = attributes
            attributes.zIndex = Int.max
            attributes[.dragLift] = 0
            return attributes
        }
    }

    /// The state at `time`: the initial state at 0 and before, the final one from
    /// ``duration`` on.
    public func state(at time: Double) -> AnimationState {
        if time >= duration { return finalState }
        if time.isNaN || time <= 0 || !began { return initialState }
        var shown: [AnimatedElement] = []
        shown.reserveCapacity(elements.count + 1)
        let target = targets.last { $0.time <= time }?.path
        for element in elements {
            let attributes = element.attributes(at: time)
            guard attributes.frame.overlaps(initialState.bounds), attributes.alpha > 0 else { continue }
            var snapshot = element.snapshot
            if let target, attributes.key == .cell(target) { snapshot?.isHighlighted = true }
            shown.append(
                AnimatedElement(
                    attributes: attributes, id: AnimatedElement.ID(key: element.key, isOutgoing: false), role: .surviving,
                    content: .after, snapshot: snapshot))
        }
        if let lifted = previewAttributes(at: time), lifted.alpha > 0 {
            shown.append(
                AnimatedElement(
                    attributes: lifted,
                    id: AnimatedElement.ID(key: .decoration("UIDragPreview", IndexPath(item: 0, section: 0)), isOutgoing: false),
                    role: .surviving, content: .after, snapshot: previewSnapshot))
        }
        return AnimationState(bounds: initialState.bounds, contentSize: initialState.contentSize, elements: shown.sortedInDrawOrder())
    }

    /// The preview at `time`: lifted at the touch during the drag, then landing.
    func previewAttributes(at time: Double) -> LayoutAttributes? {
        guard var lifted = preview else { return nil }
        let curve = ReorderAnimation.settleCurve
        let lift = curve.progress(at: min(max(time / Self.landingDuration, 0), 1))
        lifted.center = touch.position(at: min(time, dragDuration)) ?? lifted.center
        let scale = 1 + (Self.liftScale - 1) * lift
        lifted.transform3D = Transform3D(scaleX: scale, y: scale, z: 1)
        lifted.zIndex = Int.max
        lifted[.dragLift] = lift
        guard time > dragDuration, let end = previewEnd else { return lifted }
        let fraction = curve.progress(at: min((time - dragDuration) / Self.landingDuration, 1))
        return lifted.interpolated(to: end, fraction: fraction)
    }

    /// The number of element records kept (for the timeline's memory limit).
    public var storedElementCount: Int {
        elements.reduce(0) { $0 + $1.segments.count + 1 } + finalState.elements.count + 1
    }
}

/// Records the views' moves during a drop: each view is one element.
private struct DropRecorder {
    private var paths: [ObjectIdentifier: ElementPath] = [:]
    private var order: [ObjectIdentifier] = []

    init(start: AnimationState, on collectionView: CollectionView) {
        for element in collectionView.visibleElements { add(element) }
    }

    var elements: [ElementPath] { order.compactMap { paths[$0] } }

    /// After a batch update at `time`: every view heads for its new place; views new on
    /// screen fade in there.
    mutating func moveViews(at time: Double, on collectionView: CollectionView) {
        var seen = Set<ObjectIdentifier>()
        for element in collectionView.visibleElements {
            let id = ObjectIdentifier(element.view)
            seen.insert(id)
            if paths[id] == nil {
                var faded = element.attributes
                faded.alpha = 0
                add(element, initial: faded)
            }
            paths[id]?.move(to: element.attributes, at: time)
        }
        // Views that left the screen (recycled) fade out where they are heading.
        for id in order where !seen.contains(id) {
            guard var gone = paths[id]?.target, gone.alpha > 0 else { continue }
            gone.alpha = 0
            paths[id]?.move(to: gone, at: time)
        }
    }

    /// The drop ended at `time`.
    mutating func land(at time: Double, on collectionView: CollectionView) {
        moveViews(at: time, on: collectionView)
    }

    private mutating func add(_ element: CollectionView.VisibleElement, initial: LayoutAttributes? = nil) {
        let id = ObjectIdentifier(element.view)
        guard paths[id] == nil else { return }
        // A synthetic identity per view: unique, stable, in order of first sight.
        let key = ElementKey.decoration("DropAnimation.view", IndexPath(item: order.count, section: 0))
        paths[id] = ElementPath(key: key, snapshot: ElementSnapshot(of: element.view), initial: initial ?? element.attributes)
        order.append(id)
    }
}
