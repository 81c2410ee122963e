import Foundation

// The positions and ranges of `UITextInput` that code reading a text view's selection uses:
// offsets into the text in UTF-16 code units, as `selectedRange` and `NSString` count them.
// A position or range that no text view made (another text input's, or the abstract classes'
// own) counts as the start of the text [chosen: UIKit does not say].

extension UITextView {
    /// The selection as a range (`selectedTextRange`): ``selectedRange``'s. Setting it sets
    /// ``selectedRange``, clamped to the text; setting nil leaves no selection of its own, so
    /// the insertion point is at the end of the text, where it starts.
    public var selectedTextRange: UITextRange? {
        get { TextOffsetRange(selectedRange) }
        set {
            guard let newValue else {
                storedSelectedRange = nil
                return
            }
            let start = clampedOffset(of: newValue.start), end = clampedOffset(of: newValue.end)
            selectedRange = NSRange(location: min(start, end), length: abs(end - start))
        }
    }

    /// The start of the text (`beginningOfDocument`): offset 0.
    public var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }

    /// The end of the text (`endOfDocument`): its length in UTF-16 code units.
    public var endOfDocument: UITextPosition { TextOffsetPosition(textLength) }

    /// The range from `fromPosition` to `toPosition` (`textRange(from:to:)`), in text order
    /// whichever comes first; nil when either is outside the text.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let from = offset(of: fromPosition), to = offset(of: toPosition)
        guard (0...textLength).contains(from), (0...textLength).contains(to) else { return nil }
        return TextOffsetRange(NSRange(location: min(from, to), length: abs(to - from)))
    }

    /// The position `offset` UTF-16 code units from `position` (`position(from:offset:)`);
    /// nil when that is before the start or past the end of the text, as Apple's
    /// `UITextInput` documentation asks.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let (moved, overflow) = self.offset(of: position).addingReportingOverflow(offset)
        guard !overflow, (0...textLength).contains(moved) else { return nil }
        return TextOffsetPosition(moved)
    }

    /// How `position` and `other` are ordered in the text (`compare(_:to:)`).
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let first = offset(of: position), second = offset(of: other)
        return first < second ? .orderedAscending : first > second ? .orderedDescending : .orderedSame
    }

    /// The number of UTF-16 code units from `from` to `toPosition` (`offset(from:to:)`),
    /// negative when `toPosition` comes first.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        offset(of: toPosition) - offset(of: from)
    }

    /// The text in `range` (`text(in:)`); nil when the range reaches outside the text.
    public func text(in range: UITextRange) -> String? {
        let start = offset(of: range.start), end = offset(of: range.end)
        guard 0 <= start, start <= end, end <= textLength else { return nil }
        return (storedText as NSString).substring(with: NSRange(location: start, length: end - start))
    }

    /// The text's length in UTF-16 code units.
    private var textLength: Int { (storedText as NSString).length }

    /// `position`'s offset; 0 for a position no text view made.
    private func offset(of position: UITextPosition) -> Int { (position as? TextOffsetPosition)?.offset ?? 0 }

    /// `position`'s offset, within the text.
    private func clampedOffset(of position: UITextPosition) -> Int { min(max(0, offset(of: position)), textLength) }
}
