import Foundation

/// The region text is laid out in (`NSTextContainer`): a text view's is its content area
/// less ``UITextView/textContainerInset``, each line inset by ``lineFragmentPadding`` at both
/// ends.
///
/// Deliberate difference: exclusion paths and a text layout manager are not modelled; a
/// container is laid out only by the text view that owns it, and is `@MainActor` with it
/// (Apple's is nonisolated, for layout managers on other threads).
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// A container of `size` (`init(size:)`); zero or unbounded lengths follow the text
    /// view when it tracks them.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// A container of zero size (`init()`).
    public override convenience init() { self.init(size: .zero) }

    /// The container's size (`size`); a text view sets it from its bounds on the axes it
    /// tracks.
    open var size: CGSize {
        didSet { if size != oldValue { owner?.textContainerDidChange() } }
    }

    /// How far each line is inset at its start and end (`lineFragmentPadding`); default 5 pt
    /// (Apple's documentation of `lineFragmentPadding`).
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { if lineFragmentPadding != oldValue { owner?.textContainerDidChange() } }
    }

    /// The most lines laid out (`maximumNumberOfLines`); default 0, as many as the text needs.
    open var maximumNumberOfLines = 0 {
        didSet { if maximumNumberOfLines != oldValue { owner?.textContainerDidChange() } }
    }

    /// How the last line breaks when lines are limited (`lineBreakMode`); default
    /// `byWordWrapping`. A truncating mode ends a cut last line in "…".
    open var lineBreakMode = NSLineBreakMode.byWordWrapping {
        didSet { if lineBreakMode != oldValue { owner?.textContainerDidChange() } }
    }

    /// Whether the width follows the text view's (`widthTracksTextView`); a text view's own
    /// container does (true), a container made here does not until set.
    open var widthTracksTextView = false
    /// Whether the height follows the text view's (`heightTracksTextView`); default false.
    open var heightTracksTextView = false

    /// The text view laying the container out, told when it changes.
    weak var owner: UITextView?
}
