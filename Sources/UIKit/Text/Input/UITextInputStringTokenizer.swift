import Foundation

/// UIKit's tokenizer over a text input's string (`UITextInputStringTokenizer`): the one a
/// ``UITextField`` and a ``UITextView`` hand out as ``UITextInput/tokenizer``, and a base for a
/// text input's own (docs/REFERENCE.md §25.18).
///
/// It reads the text through `UITextInput` (``UITextInput/text(in:)`` of the whole text,
/// positions as offsets from ``UITextInput/beginningOfDocument``) and holds the text input
/// weakly, as Apple asks; once the input is gone it answers nil and false. Its units:
/// characters are grapheme clusters; words and sentences are the text engine's, by the rules
/// of the current locale's language (Unicode's text segmentation); paragraphs run between
/// paragraph separators; lines are the lines a text field or a text view draws (other text
/// inputs: the text between line breaks, Apple leaving lines to a subclass); the document is
/// the whole text. Forward and down look towards the end of the text, backward and up
/// towards its start, right and left as the text input's layout direction reads.
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    /// The text input, held weakly.
    private weak var textInput: (any UIResponder & UITextInput)?
    /// The last text asked about, with its words and sentences.
    private var segments: (text: String, words: [Range<Int>], sentences: [Range<Int>])?

    /// A tokenizer over `textInput`'s text (`init(textInput:)`), which it does not retain.
    public init(textInput: any UIResponder & UITextInput) {
        self.textInput = textInput
        super.init()
    }

    /// The unit of `granularity` that encloses `position` (`rangeEnclosingPosition(_:with:inDirection:)`):
    /// the one it lies inside, or, at a boundary, the non-empty one on its `direction` side;
    /// nil when there is none.
    open func rangeEnclosingPosition(
        _ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection
    )
        -> UITextRange?
    {
        guard let query = lookUp(position, granularity, direction),
            let unit = query.units.unit(enclosing: query.offset, forward: query.forward),
            let start = query.input.position(from: query.input.beginningOfDocument, offset: unit.lowerBound),
            let end = query.input.position(from: query.input.beginningOfDocument, offset: unit.upperBound)
        else { return nil }
        return query.input.textRange(from: start, to: end)
    }

    /// Whether `position` is at a boundary of a unit of `granularity` in `direction`
    /// (`isPosition(_:atBoundary:inDirection:)`): where a unit ends looking forward, where one
    /// starts looking backward.
    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection)
        -> Bool
    {
        guard let query = lookUp(position, granularity, direction) else { return false }
        return query.units.isBoundary(query.offset, forward: query.forward)
    }

    /// The nearest start or end of a unit of `granularity` past `position` in `direction`
    /// (`position(from:toBoundary:inDirection:)`): inside a word, its end looking forward;
    /// between words, the next word's start. Nil when there is none.
    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection)
        -> UITextPosition?
    {
        guard let query = lookUp(position, granularity, direction),
            let boundary = query.units.boundary(from: query.offset, forward: query.forward)
        else { return nil }
        return query.input.position(from: query.input.beginningOfDocument, offset: boundary)
    }

    /// Whether `position` lies in a unit of `granularity` (`isPosition(_:withinTextUnit:inDirection:)`):
    /// inside one, or at a boundary of a non-empty one on its `direction` side.
    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection)
        -> Bool
    {
        guard let query = lookUp(position, granularity, direction) else { return false }
        return query.units.unit(enclosing: query.offset, forward: query.forward) != nil
    }

    /// The text input, the units of `granularity` in its text, `position`'s offset and
    /// whether `direction` looks forward; nil once the input is gone, for a position outside
    /// the text and for a direction of no raw value UIKit declares.
    private func lookUp(_ position: UITextPosition, _ granularity: UITextGranularity, _ direction: UITextDirection)
        -> (input: any UIResponder & UITextInput, units: TextUnits, offset: Int, forward: Bool)?
    {
        guard let input = textInput, let forward = looksForward(direction),
            let whole = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument), let text = input.text(in: whole)
        else { return nil }
        let offset = input.offset(from: input.beginningOfDocument, to: position)
        guard (0...(text as NSString).length).contains(offset) else { return nil }
        return (input, units(granularity, of: text, in: input), offset, forward)
    }

    /// Whether `direction` looks towards the end of the text: forward and down do, backward and
    /// up do not, right does in left-to-right layout and left in right-to-left layout; nil for
    /// another raw value.
    private func looksForward(_ direction: UITextDirection) -> Bool? {
        let rightToLeft = (textInput as? UIView)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch direction.rawValue {
        case UITextStorageDirection.forward.rawValue, UITextLayoutDirection.down.rawValue: return true
        case UITextStorageDirection.backward.rawValue, UITextLayoutDirection.up.rawValue: return false
        case UITextLayoutDirection.right.rawValue: return !rightToLeft
        case UITextLayoutDirection.left.rawValue: return rightToLeft
        default: return nil
        }
    }

    /// The units of `granularity` in `text`, `input`'s.
    private func units(_ granularity: UITextGranularity, of text: String, in input: any UITextInput) -> TextUnits {
        switch granularity {
        case .character: return .characters(of: text)
        case .word: return TextUnits(ranges: textSegments(of: text).words)
        case .sentence: return TextUnits(ranges: textSegments(of: text).sentences)
        case .paragraph: return .paragraphs(of: text as NSString)
        case .line:
            // A text field's and a text view's lines are the ones they draw.
            guard let editor = input as? any EndOfTextEditing, editor.storedText == text else { return .hardLines(of: text as NSString) }
            let geometry = editor.inputGeometry
            guard geometry.text as String == text else { return .hardLines(of: text as NSString) }
            return .lines(geometry.layout.lines.map(\.characters), of: text as NSString)
        case .document: return TextUnits(ranges: [0..<(text as NSString).length])
        }
    }

    /// The words and sentences of `text` in the current locale's language, kept for the next
    /// question about the same text.
    private func textSegments(of text: String) -> (words: [Range<Int>], sentences: [Range<Int>]) {
        if let segments, segments.text == text { return (segments.words, segments.sentences) }
        let found = UIFont.wordsAndSentences(of: text)
        segments = (text, found.words, found.sentences)
        return found
    }
}
