import Foundation

// The standard edit actions of a text field and a text view (docs/REFERENCE.md §25.8): copy,
// cut, paste, delete, select and select all on the selection, through the general pasteboard
// and the same replacement typing goes through, so the delegate is asked and the change is
// announced as for typed text.

extension EndOfTextEditing {
    /// The selection, within the text (a range set before the text got shorter is cut to it).
    var selection: NSRange {
        let length = textLength
        guard let stored = storedSelectedRange else { return endOfText }
        let start = min(max(0, stored.location), length)
        return NSRange(location: start, length: min(max(0, stored.length), length - start))
    }

    /// The insertion point after `string` replaced the characters from `location`: nil (the
    /// end of the text, where typing goes) when it is there.
    func caret(afterInserting string: String, at location: Int) -> NSRange? {
        let (after, overflow) = location.addingReportingOverflow((string as NSString).length)
        return overflow || after >= textLength ? nil : NSRange(location: after, length: 0)
    }

    /// Whether the view performs the standard edit `action` now; nil for another selector.
    /// Copy and cut need selected text that is not hidden (a password), cut, delete and paste
    /// an editable view, paste a string on the general pasteboard, select a caret in text,
    /// select all text not all selected.
    func canPerformEditAction(_ action: Selector) -> Bool? {
        let selected = selection.length > 0
        switch action.name {
        case "copy:": return selected && !hidesText
        case "cut:": return selected && !hidesText && editsText
        case "delete:": return selected && editsText
        case "paste:": return editsText && UIPasteboard.general.hasStrings
        case "select:": return !selected && textLength > 0
        case "selectAll:": return selection.length < textLength
        default: return nil
        }
    }

    /// Writes the selected text to the general pasteboard as a string (`copy(_:)`); nothing
    /// without a selection or while the text is hidden.
    func copySelection() {
        let range = selection
        guard range.length > 0, !hidesText else { return }
        UIPasteboard.general.string = (storedText as NSString).substring(with: range)
    }

    /// Copies the selected text, then removes it as ``deleteSelection()`` does (`cut(_:)`).
    func cutSelection() {
        guard canPerformEditAction("cut:") == true else { return }
        copySelection()
        deleteSelection()
    }

    /// Replaces the selected text with nothing through `replaceCharacters(in:with:)`
    /// (`delete(_:)`); nothing without a selection or when the view is not editable.
    func deleteSelection() {
        let range = selection
        guard range.length > 0, editsText else { return }
        replaceCharacters(in: range, with: "")
    }

    /// Replaces the selection (at the end of the text when none was set) with the general
    /// pasteboard's string through `replaceCharacters(in:with:)` (`paste(_:)`); nothing when
    /// the view is not editable or the pasteboard holds no string.
    func pasteString() {
        guard editsText, let string = UIPasteboard.general.string else { return }
        replaceCharacters(in: selection, with: string)
    }

    /// Selects the word the insertion point touches — the one before it when it sits between
    /// two (`select(_:)`); nothing when it touches none. A word is a run of letters and digits.
    func selectWord() {
        let caret = selection
        guard caret.length == 0, let word = wordRanges().first(where: { $0.contains(caret.location) || NSMaxRange($0) == caret.location })
        else { return }
        storedSelectedRange = word
        selectionDidChange()
    }

    /// Selects the whole text (`selectAll(_:)`); nothing without text.
    func selectAllText() {
        guard textLength > 0 else { return }
        storedSelectedRange = NSRange(location: 0, length: textLength)
        selectionDidChange()
    }

    /// The text's length in UTF-16 code units.
    private var textLength: Int { (storedText as NSString).length }

    /// The ranges of the text's words, in UTF-16 code units, in order.
    private func wordRanges() -> [NSRange] {
        let text = storedText
        var ranges: [NSRange] = []
        var start: String.Index?
        for index in text.indices {
            let isWordCharacter = text[index].isLetter || text[index].isNumber
            if isWordCharacter, start == nil { start = index }
            if !isWordCharacter, let wordStart = start {
                ranges.append(NSRange(wordStart..<index, in: text))
                start = nil
            }
        }
        if let wordStart = start { ranges.append(NSRange(wordStart..<text.endIndex, in: text)) }
        return ranges
    }
}
