/// The recognizer that holds a touch-down back from a scroll view's content while
/// `delaysContentTouches` is on, as UIKit's scroll view installs one beside its pan: it never
/// recognizes, delays its touches' `touchesBegan` while it waits, and fails — letting the
/// content have them — 150 ms after the touch went down or when the touch lifts sooner. When
/// the pan begins first, the pan takes the held touch and the content never sees it
/// (docs/REFERENCE.md §10.8).
final class ScrollViewDelayedTouchesRecognizer: UIGestureRecognizer {
    /// How long a touch-down waits for the pan: 0.15 s (docs/REFERENCE.md §10.8).
    static let delay = 0.15

    private let timer = GestureTimer()

    /// It holds touches back only while its scroll view delays content touches and scrolls.
    override var delaysTouchesBegan: Bool {
        get { (view as? UIScrollView).map { $0.delaysContentTouches && $0.isScrollEnabled } ?? false }
        set {}
    }

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, !timer.isRunning else { return }
        timer.start(at: event.timestamp + Self.delay) { [weak self] in
            if self?.state == .possible { self?.state = .failed }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { giveUp() }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { giveUp() }

    override func reset() {
        super.reset()
        timer.cancel()
    }

    /// A lift before the delay: the content gets the touch now.
    private func giveUp() {
        timer.cancel()
        if state == .possible { state = .failed }
    }
}
