import Foundation

/// UIKit's `UIPageViewController`: shows one page — a child view controller whose view fills
/// its own — and turns to the pages its ``dataSource`` gives before and after it
/// (docs/REFERENCE.md §20.6).
///
/// In `.scroll` style the pages lie in a paging scroll view, a subview of the controller's
/// view (UIKit's private `_UIQueuingScrollView`): a swipe drags it with the scroll physics of
/// docs/REFERENCE.md §10 and turns the page when it settles on the next one, telling the
/// ``delegate``; past the first or last page it bounces back. When the data source implements
/// both page-indicator methods, a ``UIPageControl`` shows their count and index below the pages.
/// Deliberate differences: `.pageCurl` shows its pages but never curls (a set or a swipe changes the page at once, and ``gestureRecognizers`` is empty);
/// UIKit's exceptions are recorded in ``raisedExceptions`` instead of being raised.
open class UIPageViewController: UIViewController {
    /// How pages change (`UIPageViewController.TransitionStyle`; raw values as UIKit's).
    public enum TransitionStyle: Int, Sendable {
        /// A page curls over like paper (`.pageCurl`, 0); not animated here.
        case pageCurl
        /// Pages scroll side by side (`.scroll`, 1).
        case scroll
    }
    /// The transition style, fixed at initialization (`transitionStyle`).
    public let transitionStyle: TransitionStyle

    /// The axis pages turn along (`UIPageViewController.NavigationOrientation`).
    public enum NavigationOrientation: Int, Sendable {
        /// Left and right (`.horizontal`, 0).
        case horizontal
        /// Up and down (`.vertical`, 1).
        case vertical
    }
    /// The orientation, fixed at initialization (`navigationOrientation`).
    public let navigationOrientation: NavigationOrientation

    /// Which way a set turns (`UIPageViewController.NavigationDirection`).
    public enum NavigationDirection: Int, Sendable {
        /// To the next page: right to left, or bottom to top (`.forward`, 0).
        case forward
        /// To the previous page (`.reverse`, 1).
        case reverse
    }

    /// The keys of the options dictionary of ``UIPageViewController/init(transitionStyle:navigationOrientation:options:)``
    /// (`UIPageViewController.OptionsKey`).
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's Objective-C name.
        public let rawValue: String
        /// A key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location of a `.pageCurl` controller: a ``UIPageViewController/SpineLocation``
        /// or its raw value as a number (`.spineLocation`).
        public static let spineLocation: OptionsKey = .init(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The points between pages of a `.scroll` controller, a number (`.interPageSpacing`).
        public static let interPageSpacing: OptionsKey = .init(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// Where the spine of page-curl pages is (`UIPageViewController.SpineLocation`).
    public enum SpineLocation: Int, Sendable {
        /// No spine: the `.scroll` style (`.none`, 0).
        case none
        /// The left or top edge (`.min`, 1).
        case min
        /// The middle, two pages showing (`.mid`, 2).
        case mid
        /// The right or bottom edge (`.max`, 3).
        case max
    }

    /// The points between two pages in `.scroll` style (the `.interPageSpacing` option); 0 for
    /// a missing, negative or non-finite value.
    let interPageSpacing: CGFloat
    /// The spine location (`spineLocation`): `.none` in `.scroll` style; the option's, or `.min`,
    /// in `.pageCurl` style.
    open private(set) var spineLocation: SpineLocation
    /// Whether pages have content on their back (`isDoubleSided`); default false. UIKit raises
    /// on false with the spine in the middle: recorded in ``raisedExceptions``, and it stays true.
    open var isDoubleSided = false {
        didSet {
            guard !isDoubleSided, spineLocation == .mid else { return }
            raisedExceptions.append(UIKitException(reason: PageErrors.singleSidedMidSpine, name: "NSInvalidArgumentException"))
            isDoubleSided = true
        }
    }

    /// Gives the pages before and after a page (`dataSource`), held weakly.
    open weak var dataSource: (any UIPageViewControllerDataSource)? {
        didSet { pages.reloadNeighbours() }
    }
    /// Told of gesture-driven page turns (`delegate`), held weakly.
    open weak var delegate: (any UIPageViewControllerDelegate)?

    /// The pages shown (`viewControllers`): nil before the first set.
    open var viewControllers: [UIViewController]? { pages.shown.isEmpty ? nil : pages.shown }

    /// The recognizers that turn pages (`gestureRecognizers`): UIKit's are those of page-curl
    /// style, which are not modelled, so this is empty (`.scroll` style has none in UIKit either:
    /// its scroll view's pan turns pages).
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// What UIKit would have raised, in order (UIKit's name and reason text); nothing traps here.
    public internal(set) var raisedExceptions: [UIKitException] = []

    /// The pages and the transition under way (PageStack.swift).
    lazy var pages = PageStack(controller: self)

    /// A page view controller (`init(transitionStyle:navigationOrientation:options:)`).
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        interPageSpacing = style == .scroll ? Self.spacing(options?[.interPageSpacing]) : 0
        spineLocation = style == .scroll ? .none : Self.spine(options?[.spineLocation]) ?? .min
        isDoubleSided = spineLocation == .mid
        super.init(nibName: nil, bundle: nil)
    }

    /// A page view controller from a storyboard (`init?(coder:)`): nothing is decoded here, so
    /// it is a horizontal `.scroll` one, a storyboard's default.
    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        interPageSpacing = 0
        spineLocation = .none
        super.init(coder: coder)
    }

    /// The view: the pages (in `.scroll` style their scroll view) and the page indicator.
    open override func loadView() {
        view = PageContainerView(controller: self)
    }

    /// Shows `viewControllers` (`setViewControllers(_:direction:animated:completion:)`): one page
    /// (two for a double-sided or middle-spine page curl). In `.scroll` style with `animated`,
    /// the new page scrolls in from the side `direction` says, on the animation clock, and
    /// `completion` runs when it rests; otherwise it shows at once and `completion` runs before
    /// the call returns. The delegate is not told (its methods are for gestures). A wrong count
    /// or nil is recorded in ``raisedExceptions`` with UIKit's text and changes nothing.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        let given = viewControllers ?? []
        let required = transitionStyle == .pageCurl && (spineLocation == .mid || isDoubleSided) ? 2 : 1
        guard given.count == required else {
            raisedExceptions.append(
                UIKitException(reason: PageErrors.wrongCount(given.count, required: required), name: "NSInvalidArgumentException"))
            return
        }
        pages.set(given, forward: direction == .forward, animated: animated && transitionStyle == .scroll, completion: completion)
    }

    /// A spacing option's value in points: a finite, non-negative number, else 0.
    private static func spacing(_ value: Any?) -> CGFloat {
        guard let points = Double(anyNumber: value), points.isFinite, points >= 0 else { return 0 }
        return CGFloat(points)
    }

    /// A spine option's location: a ``SpineLocation`` or its raw value; nil for anything else.
    private static func spine(_ value: Any?) -> SpineLocation? {
        switch value {
        case let location as SpineLocation: return location
        case let number as NSNumber: return SpineLocation(rawValue: number.intValue)
        case let int as Int: return SpineLocation(rawValue: int)
        default: return nil
        }
    }
}

/// UIKit's exception texts for a page view controller.
enum PageErrors {
    /// `setViewControllers` given the wrong number of pages (reported by developers, e.g.
    /// NYPL-Simplified/Simplified-iOS issue 781).
    static func wrongCount(_ count: Int, required: Int) -> String {
        "The number of view controllers provided (\(count)) doesn't match the number required (\(required)) for the requested transition"
    }
    /// `isDoubleSided` set to false with the spine in the middle (Apple's documentation says
    /// it raises; the text is ours).
    static let singleSidedMidSpine = "A page view controller with its spine in the middle must be double-sided"
}
