/// UIKit's `UIPageControl`: a row of dots, the current page's darker. A tap to the left of the
/// current dot goes back a page, to the right forward one, sending `.valueChanged`.
///
/// Drawn in iOS 14's look (docs/REFERENCE.md §25): dots 7 across, 9 apart, 26 points tall;
/// the other pages' dots ``pageIndicatorTintColor`` (a light grey), the current one's
/// ``currentPageIndicatorTintColor`` (the label colour). Indicator images and the background
/// styles are not drawn.
open class UIPageControl: UIControl {
    /// The background behind the dots (`UIPageControl.BackgroundStyle`, iOS 14); not drawn.
    public enum BackgroundStyle: Int, Sendable {
        /// By interaction (`.automatic`).
        case automatic = 0
        /// Always shown (`.prominent`).
        case prominent = 1
        /// Never shown (`.minimal`).
        case minimal = 2
    }

    private var dots: [UIView] = []

    override func assembleParts() {
        super.assembleParts()
        updateControlAppearance()
    }

    /// The number of pages (`numberOfPages`); negative counts are 0.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            updateControlAppearance()
        }
    }
    /// The current page (`currentPage`), kept within the pages.
    open var currentPage = 0 {
        didSet {
            currentPage = min(max(0, currentPage), max(0, numberOfPages - 1))
            updateControlAppearance()
        }
    }
    /// Whether a single page hides the control (`hidesForSinglePage`).
    open var hidesForSinglePage = false {
        didSet { updateControlAppearance() }
    }
    /// The other pages' dot colour (`pageIndicatorTintColor`); nil is the default grey.
    open var pageIndicatorTintColor: UIColor? {
        didSet { updateControlAppearance() }
    }
    /// The current page's dot colour (`currentPageIndicatorTintColor`); nil is the label colour.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { updateControlAppearance() }
    }
    /// The background style (`backgroundStyle`, iOS 14); stored only.
    open var backgroundStyle = BackgroundStyle.automatic
    /// Whether scrubbing moves through pages continuously (`allowsContinuousInteraction`); stored only.
    open var allowsContinuousInteraction = true

    /// The size the dots of `pageCount` pages need (`size(forNumberOfPages:)`): 7 a dot, 9
    /// between, 12 either side; 26 tall.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(0, pageCount))
        let dots = count * ControlMetrics.pageDotDiameter + max(0, count - 1) * ControlMetrics.pageDotSpacing
        return CGSize(width: dots + 2 * ControlMetrics.pageControlPadding, height: ControlMetrics.pageControlHeight)
    }

    /// The dots' size (`intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    override func updateControlAppearance() {
        while dots.count < numberOfPages {
            let dot = UIView(frame: .zero)
            dot.isUserInteractionEnabled = false
            addSubview(dot)
            dots.append(dot)
        }
        while dots.count > numberOfPages { dots.removeLast().removeFromSuperview() }
        let diameter = ControlMetrics.pageDotDiameter
        let width = size(forNumberOfPages: numberOfPages).width - 2 * ControlMetrics.pageControlPadding
        var x = bounds.midX - width / 2
        for (index, dot) in dots.enumerated() {
            dot.frame = CGRect(x: x, y: bounds.midY - diameter / 2, width: diameter, height: diameter)
            dot.layer.cornerRadius = diameter / 2
            dot.backgroundColor =
                index == currentPage ? (currentPageIndicatorTintColor ?? .label) : (pageIndicatorTintColor ?? ControlMetrics.tertiaryLabel)
            x += diameter + ControlMetrics.pageDotSpacing
        }
        isHidden = hidesForSinglePage && numberOfPages <= 1
    }

    /// Where the tracked touch lifted (the control's space).
    private var lastTouchLocation: CGPoint?

    /// Keeps where the touch lifts.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        lastTouchLocation = touch?.location(in: self)
    }

    override func touchUpInsideDidFinish() {
        guard let point = lastTouchLocation, currentPage < dots.count else { return }
        let next = point.x < dots[currentPage].frame.midX ? currentPage - 1 : currentPage + 1
        guard next >= 0, next < numberOfPages else { return }
        currentPage = next
        performActions(for: [.valueChanged, .primaryActionTriggered])
    }
}
