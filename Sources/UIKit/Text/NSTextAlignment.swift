import CollectionRendering

/// How lines of text are aligned (`NSTextAlignment`), with UIKit's raw values.
///
/// The renderer aligns lines left, centred or right; `justified` is drawn as `natural`
/// (the renderer does not stretch lines), a deliberate difference.
public enum NSTextAlignment: Int, Hashable, Sendable {
    /// Lines start at the left edge (`left`).
    case left = 0
    /// Lines are centred (`center`).
    case center = 1
    /// Lines end at the right edge (`right`).
    case right = 2
    /// Lines fill the width (`justified`); drawn as ``natural`` here.
    case justified = 3
    /// Lines start at the leading edge of the view's layout direction: left in
    /// left-to-right, right in right-to-left (`natural`).
    case natural = 4
}

extension NSTextAlignment {
    /// How the renderer aligns lines for this alignment in a view whose layout direction is
    /// right to left or not: `natural` and `justified` follow the direction.
    func rendered(rightToLeft: Bool) -> TextAlignment {
        switch self {
        case .left: .leading
        case .center: .center
        case .right: .trailing
        case .natural, .justified: rightToLeft ? .trailing : .leading
        }
    }
}

/// How a label breaks and truncates its lines (`NSLineBreakMode`), with UIKit's raw values:
/// 0 `byWordWrapping` … 5 `byTruncatingMiddle`, in the order declared.
///
/// The renderer has one rule, which every mode is drawn with: lines wrap at word
/// boundaries (a word wider than the line breaks between characters), and when the text
/// needs more lines than the label shows, the last line shown ends in "…". That is exactly
/// `byTruncatingTail`, a label's default. A deliberate difference for the others:
/// `byWordWrapping` and `byCharWrapping` also end a cut last line in "…" (UIKit cuts it
/// without one, and `byCharWrapping` wraps between any characters), `byClipping` too, and
/// `byTruncatingHead` / `byTruncatingMiddle` put the ellipsis at the end instead of the
/// start or middle. Sizes (`sizeThatFits(_:)`) do not depend on the mode.
public enum NSLineBreakMode: Int, Hashable, Sendable {
    /// Wrap at word boundaries (`byWordWrapping`).
    case byWordWrapping
    /// Wrap between characters (`byCharWrapping`); drawn as word wrapping here.
    case byCharWrapping
    /// Cut the last line at the edge (`byClipping`); drawn with "…" here.
    case byClipping
    /// "…" at the start of the last line (`byTruncatingHead`); at its end here.
    case byTruncatingHead
    /// "…" at the end of the last line (`byTruncatingTail`).
    case byTruncatingTail
    /// "…" in the middle of the last line (`byTruncatingMiddle`); at its end here.
    case byTruncatingMiddle
}
