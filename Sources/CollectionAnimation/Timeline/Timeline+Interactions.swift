import CollectionLayout
import Foundation

extension Timeline {
    /// Plays a scripted interaction step on `host` and returns its phases.
    static func playInteraction(
        _ step: Step, at index: Int, on host: TimelineHost, dataSource: any TimelineDataSource
    ) throws -> InteractionSegment {
        let view = host.collectionView
        switch step {
        case let .tap(item, press):
            try view.layoutIfNeeded()
            guard view.containsItem(at: item) else { throw TimelineError.noSuchItem(step: index, item: item) }
            view.touchDown(at: item)
            let pressed = try AnimationState.still(of: view)
            view.touchUp(at: item)
            return InteractionSegment(phases: [.still(pressed, duration: press)], end: try AnimationState.still(of: view))
        default:
            return InteractionSegment(phases: [], end: try AnimationState.still(of: view))
        }
    }
}
