import CollectionAnimation

/// An image view's cycle through a list of images on the animation clock: which image shows
/// at the clock's time (docs/REFERENCE.md §24.9). One home for the rule, used for
/// `animationImages` after `startAnimating()` and for an animated `UIImage`.
struct ImageFrameCycle {
    /// The clock the cycle runs on.
    let clock: AnimationClock
    /// The clock's time when the cycle started on its first image.
    let start: Double

    /// A cycle starting now on the current clock.
    @MainActor static func now() -> ImageFrameCycle {
        let clock = AnimationClock.current
        return ImageFrameCycle(clock: clock, start: clock.time)
    }

    /// The time one pass through `count` images takes: `duration` when it is above 0, else
    /// 1/30 s an image, as UIKit's image view takes [doc: `UIImageView.animationDuration`].
    static func passDuration(_ duration: Double, count: Int) -> Double {
        duration.isFinite && duration > 0 ? duration : Double(count) / 30
    }

    /// The image of `images` shown now, passes of `duration` (``passDuration(_:count:)``)
    /// repeated `repeatCount` times (0: for ever); nil once they have all played, and for no
    /// images.
    func frame(of images: [UIImage], duration: Double, repeatCount: Int) -> UIImage? {
        index(count: images.count, pass: Self.passDuration(duration, count: images.count), repeatCount: repeatCount).map { images[$0] }
    }

    /// The index of the image shown now among `count`, each shown for an equal share of a pass
    /// lasting `pass` seconds, passes repeated `repeatCount` times (0: for ever); nil once the
    /// passes have all played, and for no images.
    /// - Parameters:
    ///   - count: The number of images.
    ///   - pass: The time one pass through them takes (``passDuration(_:count:)``).
    ///   - repeatCount: How many passes play; 0 or less plays for ever.
    func index(count: Int, pass: Double, repeatCount: Int) -> Int? {
        guard count > 0 else { return nil }
        let elapsed = max(0, clock.time - start)
        let passes = elapsed / pass
        guard passes.isFinite else { return 0 }
        if repeatCount > 0, passes >= Double(repeatCount) { return nil }
        let position = (passes - passes.rounded(.down)) * Double(count)
        // 0 ≤ position < count, finite: the conversion cannot trap.
        return min(count - 1, Int(position))
    }
}
