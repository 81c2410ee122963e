import Foundation

/// A position in a text input's text (`UITextPosition`). UIKit's class is abstract: each text
/// input makes its own; a text field's and a text view's are offsets into the text in UTF-16
/// code units (``UITextInput``).
@preconcurrency @MainActor
open class UITextPosition: NSObject {}

/// A range of a text input's text, from one position to another (`UITextRange`). UIKit's
/// class is abstract: subclasses answer ``start``, ``end`` and ``isEmpty``, as a text view's
/// ranges do; this class's own are an empty range at a position of no text input.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    /// Where the range begins (`start`).
    open var start: UITextPosition { UITextPosition() }
    /// Where the range ends (`end`).
    open var end: UITextPosition { start }
    /// Whether the range holds no text (`isEmpty`).
    open var isEmpty: Bool { true }
}

extension UITextPosition {
    /// The offset of a text field's or a text view's position; 0 for one no text input here
    /// made.
    var textOffset: Int { (self as? TextOffsetPosition)?.offset ?? 0 }
}

/// A text view's position: an offset into its text, in UTF-16 code units.
final class TextOffsetPosition: UITextPosition {
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }

    override func isEqual(_ object: Any?) -> Bool { (object as? TextOffsetPosition)?.offset == offset }
    override var hash: Int { offset.hashValue }
}

/// A text view's range: UTF-16 offsets into its text.
final class TextOffsetRange: UITextRange {
    let range: NSRange

    init(_ range: NSRange) {
        self.range = range
        super.init()
    }

    override var start: UITextPosition { TextOffsetPosition(range.location) }
    override var end: UITextPosition { TextOffsetPosition(range.location + range.length) }
    override var isEmpty: Bool { range.length == 0 }
}
