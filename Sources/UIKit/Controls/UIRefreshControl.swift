import Foundation

/// UIKit's `UIRefreshControl`: the spinner a scroll view shows above its content while the
/// app refreshes it (docs/REFERENCE.md §25). Attach it with `UIScrollView.refreshControl`;
/// the scroll view makes it a subview, as wide as itself, just above the content (y −60).
///
/// As recorded on iOS 17, a new control is 60 points tall with a flexible width and hidden
/// (`frame = (0 0; 0 60); hidden = YES; autoresize = W`); ``beginRefreshing()`` on a control
/// that is not in a window is ignored, with UIKit's console message. Refreshing, the control
/// shows a medium activity indicator in its colour (`tintColor` when set, else grey) and its
/// ``attributedTitle`` below; it is seen when the content is scrolled down to reveal it (UIKit
/// does not scroll for `beginRefreshing()`).
///
/// Deliberate differences: a scripted drag (`simulateDrag(by:duration:)`) never pulls the
/// control into view or starts a refresh (`.valueChanged` comes only from code that calls
/// `sendActions(for:)`); the control is hidden whenever it is not refreshing (iOS draws its
/// pull-in progress while the content is pulled down); and a `UICollectionView`'s pictures
/// show its elements only, so there the control is not drawn (a plain scroll view draws it).
open class UIRefreshControl: UIControl {
    /// The spinner.
    let indicator = UIActivityIndicatorView(style: .medium)
    /// The title under the spinner.
    let titleLabel = UILabel()

    /// A control 60 points tall, flexible in width and hidden, until a scroll view takes it
    /// (`init()`).
    public init() {
        super.init(frame: Self.newFrame)
        setUpRefreshControl()
    }

    /// Refresh controls are not decoded here: one from a coder is a new control (`init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(frame: Self.newFrame)
        setUpRefreshControl()
    }

    /// A new control's frame: 60 points tall, no width until a scroll view takes it.
    private static let newFrame = CGRect(x: 0, y: 0, width: 0, height: ControlMetrics.refreshControlHeight)

    private func setUpRefreshControl() {
        autoresizingMask = .flexibleWidth
        isHidden = true
        titleLabel.textAlignment = .center
        titleLabel.isHidden = true
        addSubview(indicator)
        addSubview(titleLabel)
    }

    /// Whether a refresh is under way (`isRefreshing`).
    open private(set) var isRefreshing = false

    /// The title under the spinner (`attributedTitle`); nil, the default, shows none.
    open var attributedTitle: NSAttributedString? {
        didSet {
            // A label draws one font and colour: those the title sets at its start, else the
            // control's own (13-point system, secondary label colour [chosen]).
            let (font, color) = attributedTitle?.leadingFontAndColor ?? (nil, nil)
            titleLabel.text = attributedTitle?.string
            titleLabel.font = font ?? .systemFont(ofSize: 13)
            titleLabel.textColor = color ?? .secondaryLabel
            titleLabel.isHidden = attributedTitle == nil
            setNeedsLayout()
        }
    }

    /// The spinner takes the colour set on the control; without one it stays grey (a refresh
    /// control does not show the app's tint).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        indicator.color = explicitTintColor
    }

    /// Starts a refresh that something other than the user began (`beginRefreshing()`): the
    /// control shows, spinning. Ignored, as on iOS 17, when the control is in no window.
    open func beginRefreshing() {
        guard window != nil else {
            // UIKit's console message, word for word (iOS 17), on standard error.
            let message =
                "A UIRefreshControl received offscreen beginRefreshing. Ignored. Break on "
                + "UIRefreshControlReceivedOffscreenBeginRefreshing to debug. \(LayoutDescriber.realAddresses.objectDescription(self))\n"
            FileHandle.standardError.write(Data(message.utf8))
            return
        }
        guard !isRefreshing else { return }
        isRefreshing = true
        indicator.startAnimating()
        isHidden = false
    }

    /// Ends the refresh (`endRefreshing()`): the spinner stops and the control hides.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        indicator.stopAnimating()
        isHidden = true
    }

    /// Centres the spinner, the title under it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = ControlMetrics.activityMediumSize
        let titleHeight = titleLabel.isHidden ? 0 : titleLabel.intrinsicContentSize.height
        let gap: CGFloat = titleLabel.isHidden ? 0 : ControlMetrics.refreshTitleGap
        let top = (bounds.height - side - gap - titleHeight) / 2
        indicator.frame = CGRect(x: (bounds.width - side) / 2, y: top, width: side, height: side)
        titleLabel.frame = CGRect(x: 0, y: top + side + gap, width: bounds.width, height: titleHeight)
    }
}
