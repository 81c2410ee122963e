import Foundation

/// The region text is laid out in (`NSTextContainer`): a text view's is its content area
/// less ``UITextView/textContainerInset``, each line inset by ``lineFragmentPadding`` at both
/// ends.
///
/// A container is laid out by its ``layoutManager`` (TextKit 1), a text view's or one code
/// builds; a change to it lays the text out again. Deliberate difference: exclusion paths and
/// a TextKit 2 text layout manager are not modelled. Nonisolated, as Apple's.
open class NSTextContainer: NSObject {
    /// A container of `size` (`init(size:)`); zero or unbounded lengths follow the text
    /// view when it tracks them.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// Text containers are not decoded here (`init(coder:)`, required as Apple's, so a
    /// subclass declares it): one from a coder has zero size.
    /// - Parameter coder: The archive, not read.
    public required init(coder: NSCoder) {
        size = .zero
        super.init()
    }

    /// A container of zero size (`init()`).
    public override convenience init() { self.init(size: .zero) }

    /// The container's size (`size`); a text view sets it from its bounds on the axes it
    /// tracks.
    open var size: CGSize {
        didSet { if size != oldValue { containerDidChange() } }
    }

    /// How far each line is inset at its start and end (`lineFragmentPadding`); default 5 pt
    /// (Apple's documentation of `lineFragmentPadding`).
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { if lineFragmentPadding != oldValue { containerDidChange() } }
    }

    /// The most lines laid out (`maximumNumberOfLines`); default 0, as many as the text needs.
    open var maximumNumberOfLines = 0 {
        didSet { if maximumNumberOfLines != oldValue { containerDidChange() } }
    }

    /// How the last line breaks when lines are limited (`lineBreakMode`); default
    /// `byWordWrapping`. A truncating mode ends a cut last line in "…".
    open var lineBreakMode = NSLineBreakMode.byWordWrapping {
        didSet { if lineBreakMode != oldValue { containerDidChange() } }
    }

    /// Whether the width follows the text view's (`widthTracksTextView`); a text view's own
    /// container does (true), a container made here does not until set.
    open var widthTracksTextView = false
    /// Whether the height follows the text view's (`heightTracksTextView`); default false.
    open var heightTracksTextView = false

    /// The layout manager laying the container out (`layoutManager`), set by its
    /// `addTextContainer(_:)`; not held (Apple's is `unowned(unsafe)`; weak here, so a layout
    /// manager gone reads as nil).
    open weak var layoutManager: NSLayoutManager?

    /// The text view showing the container, told when it changes.
    weak var owner: UITextView?

    /// The container changed: its text is laid out again.
    private func containerDidChange() {
        layoutManager?.laidOut = nil
        ownerLayoutDidChange()
    }

    /// The layout changed: the text view showing the container measures and draws again.
    func ownerLayoutDidChange() { withMainActorAssumed { owner?.textContainerDidChange() } }

    /// The storage's edits were processed: the text view showing the container shows its text.
    func ownerTextStorageDidChange() { withMainActorAssumed { owner?.textStorageDidProcessEditing() } }
}
