import CollectionAnimation
import CollectionRendering

extension DisplayList {
    /// The most frames `frames(of:duration:fps:region:background:scale:style:_:)` draws:
    /// 100,000 (over 27 minutes at 60 frames a second); a longer request stops there.
    public static let maximumFrames = 100_000

    /// Draws what `collectionView` shows at each frame of the next `duration` seconds of the
    /// animation clock (Linux only): the frames of its view animations, scripted touches,
    /// gesture timers, animated scrolls and display links, as a device would show them.
    ///
    /// Frame `i` is drawn at the clock's time when called plus `i` / `fps` (the last at
    /// `duration`: CollectionAnimation's `Timeline.frameCount(duration:fps:)` frames, at
    /// most `maximumFrames`): the current clock (`AnimationClock.current`) is advanced to
    /// it — firing what falls due on the way, in time order — and the collection view is
    /// drawn as `init(collectionView:state:region:background:scale:style:)` draws it, a
    /// layout pass first, each view's layers at their presentation values. While the last
    /// animated batch update or layout change (`lastUpdateAnimation`,
    /// `lastLayoutTransition`) runs — from when it was made, for its `duration` — its state
    /// at the clock's time is drawn instead, each element with the look its view had when
    /// the animation was made (its completion runs when the clock passes its end). Schedule what
    /// should happen first (`UIView.animate…`, `scheduleTouches(_:)`,
    /// `AnimationClock.schedule(at:_:)`), then call this to record it.
    ///
    /// - Parameters:
    ///   - collectionView: the collection view to draw.
    ///   - duration: seconds of clock time to record; a non-finite or non-positive duration
    ///     draws the one frame of now.
    ///   - fps: frames per second; a non-finite or non-positive rate draws the one frame of now.
    ///   - region: the visible bounds or the whole content, as for `init(collectionView:state:region:background:scale:style:)`.
    ///   - background: painted under everything.
    ///   - scale: pixels per point; default the view's `traitCollection.displayScale`.
    ///   - style: the default look of views that configure none.
    ///   - body: given each frame's index and display list, in order; throw to stop.
    /// - Throws: what `body` throws, or what drawing a frame throws.
    public static func frames(
        of collectionView: UICollectionView, duration: Double, fps: Double, region: Region = .visible,
        background: Color = .systemBackground, scale: CGFloat? = nil, style: ElementStyle = .default,
        _ body: (_ index: Int, _ frame: DisplayList) throws -> Void
    ) throws {
        let clock = AnimationClock.current
        let start = clock.time
        let count = Timeline.frameCount(duration: duration, fps: fps)
        for index in 0..<min(count, maximumFrames) {
            let time = count == 1 ? 0 : Timeline.frameTime(index, count: count, duration: duration, fps: fps)
            clock.advance(to: start + time)
            let state = collectionView.stateOnClock
            try body(
                index,
                DisplayList(
                    collectionView: collectionView, state: state, region: region, background: background, scale: scale, style: style))
        }
    }
}
