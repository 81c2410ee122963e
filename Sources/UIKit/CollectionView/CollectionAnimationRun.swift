import CollectionAnimation

/// A batch update's or layout change's animation running on the animation clock
/// (`UICollectionView+ClockAnimation.swift`): the animation, when it started, and the
/// completions waiting for it.
///
/// It is the delegate of the marker animation the collection view puts on its own layer
/// for the run, so the run ends by Core Animation's rules: when the clock reaches the
/// marker's end (finished), or when the marker is removed — `removeAllAnimations()`, or
/// replaced by the next run (interrupted, told on the clock's next advance).
@preconcurrency @MainActor
final class CollectionAnimationRun: @preconcurrency CAAnimationDelegate {
    let animation: any TrackedAnimation
    /// The clock's time when the run started.
    let start: Double
    private weak var collectionView: UICollectionView?
    private var completions: [(Bool) -> Void] = []
    /// Whether the run has ended (its completions have run).
    private(set) var hasEnded = false

    init(animation: any TrackedAnimation, start: Double, collectionView: UICollectionView) {
        self.animation = animation
        self.start = start
        self.collectionView = collectionView
    }

    /// Adds completions to run with `finished` when the run ends.
    func add(_ more: [(Bool) -> Void]) {
        completions += more
    }

    /// The marker stopped: the run is over, and its completions run in the order given.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard !hasEnded else { return }
        hasEnded = true
        if let collectionView, collectionView.animationOnClock === self { collectionView.animationOnClock = nil }
        let waiting = completions
        completions = []
        for completion in waiting { completion(flag) }
    }
}
