import Foundation

/// Text as TextKit 1 stores it (`NSTextStorage`): a mutable attributed string whose edits —
/// characters replaced, attributes set, added or removed — are recorded (``editedMask``,
/// ``editedRange``, ``changeInLength``) and, at once or at the end of the outermost
/// `beginEditing()`/`endEditing()` pair, processed: its layout managers lay the text out
/// again, and a text view showing it shows the new text (docs/REFERENCE.md §25.10).
///
/// Deliberate differences: no delegate, no `willProcessEditing`/`didProcessEditing`
/// notifications and no attribute fixing; an edit outside the text does nothing (Foundation
/// raises `NSRangeException`). Nonisolated, as Apple's.
open class NSTextStorage: NSMutableAttributedString {
    /// An empty storage (`init()`).
    public convenience init() { self.init(string: "") }

    /// The kinds of change an edit made (`NSTextStorage.EditActions`).
    public struct EditActions: OptionSet, Hashable, Sendable {
        /// The actions' bits (`rawValue`).
        public let rawValue: UInt
        /// Actions from their bits (`init(rawValue:)`).
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Attributes changed (`editedAttributes`).
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        /// Characters changed (`editedCharacters`).
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }

    /// What the edits not yet processed changed (`editedMask`); empty once processed.
    open private(set) var editedMask: EditActions = []
    /// The range the edits not yet processed cover, in the text as it is now (`editedRange`);
    /// location `NSNotFound` once processed.
    open private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// How many characters the edits not yet processed added (negative: removed)
    /// (`changeInLength`).
    open private(set) var changeInLength = 0
    /// The layout managers laying the text out (`layoutManagers`), held by the storage.
    open private(set) var layoutManagers: [NSLayoutManager] = []

    /// How many `beginEditing()` calls are open.
    private var editingDepth = 0
    /// Whether a text view is writing its own text in (not an edit to process: it shows it).
    var isTakingViewText = false

    /// Adds `aLayoutManager`, which lays this text out from now on (`addLayoutManager(_:)`).
    open func addLayoutManager(_ aLayoutManager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === aLayoutManager }) else { return }
        layoutManagers.append(aLayoutManager)
        aLayoutManager.textStorage = self
    }

    /// Removes `aLayoutManager` (`removeLayoutManager(_:)`).
    open func removeLayoutManager(_ aLayoutManager: NSLayoutManager) {
        layoutManagers.removeAll { $0 === aLayoutManager }
        if aLayoutManager.textStorage === self { aLayoutManager.textStorage = nil }
    }

    /// Records an edit of `editedMask` to the characters that were in `editedRange` before it,
    /// which changed their number by `delta` (`edited(_:range:changeInLength:)`: replacing
    /// "The" with "Several" is (0, 3) and 4), and processes it at once when no
    /// `beginEditing()` is open. The edited range grows to cover every edit recorded since the
    /// last processing, moved by the change of length, and is kept inside the text. A range
    /// or change past a quarter of `Int`'s range (no text is that long) is not recorded, so no
    /// arithmetic on it overflows.
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        let limit = Int.max / 4
        guard !isTakingViewText, (0...limit).contains(editedRange.location), (0...limit).contains(editedRange.length),
            (-limit...limit).contains(delta)
        else { return }
        var lower = editedRange.location, upper = NSMaxRange(editedRange)
        if !self.editedMask.isEmpty {
            lower = min(lower, self.editedRange.location)
            upper = max(upper, NSMaxRange(self.editedRange))
        }
        upper = min(max(lower, upper + delta), length)
        lower = min(lower, upper)
        self.editedRange = NSRange(location: lower, length: upper - lower)
        self.editedMask.formUnion(editedMask)
        changeInLength = max(-limit, min(limit, changeInLength + delta))
        if editingDepth == 0 { processEditing() }
    }

    /// Processes the recorded edits (`processEditing()`): each layout manager lays the text
    /// out again and the text views it lays out for show it; then the record is cleared.
    open func processEditing() {
        for manager in layoutManagers { manager.textStorageDidProcessEditing() }
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
    }

    /// Opens a group of edits processed together (`beginEditing()`).
    open override func beginEditing() {
        super.beginEditing()
        editingDepth += 1
    }

    /// Closes a group of edits; the outermost processes them (`endEditing()`).
    open override func endEditing() {
        super.endEditing()
        editingDepth = max(0, editingDepth - 1)
        if editingDepth == 0, !editedMask.isEmpty { processEditing() }
    }

    /// Replaces characters, then records the edit (`replaceCharacters(in:with:)`).
    open override func replaceCharacters(in range: NSRange, with str: String) {
        guard holds(range) else { return }
        super.replaceCharacters(in: range, with: str)
        edited([.editedCharacters, .editedAttributes], range: range, changeInLength: (str as NSString).length - range.length)
    }

    /// Replaces the whole text (`setAttributedString(_:)`): an edit of all of it.
    open override func setAttributedString(_ attrString: NSAttributedString) {
        replaceCharacters(in: NSRange(location: 0, length: length), with: attrString)
    }

    /// Adds `attrString` at the end (`append(_:)`): an edit there.
    open override func append(_ attrString: NSAttributedString) {
        replaceCharacters(in: NSRange(location: length, length: 0), with: attrString)
    }

    /// Inserts `attrString` at `loc` (`insert(_:at:)`): an edit there; nothing outside the text.
    open override func insert(_ attrString: NSAttributedString, at loc: Int) {
        replaceCharacters(in: NSRange(location: loc, length: 0), with: attrString)
    }

    /// Replaces characters and their attributes, then records the edit
    /// (`replaceCharacters(in:with:)`).
    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        guard holds(range) else { return }
        super.replaceCharacters(in: range, with: attrString)
        edited([.editedCharacters, .editedAttributes], range: range, changeInLength: attrString.length - range.length)
    }

    /// Deletes characters, then records the edit (`deleteCharacters(in:)`).
    open override func deleteCharacters(in range: NSRange) {
        guard holds(range) else { return }
        super.deleteCharacters(in: range)
        edited([.editedCharacters, .editedAttributes], range: range, changeInLength: -range.length)
    }

    /// Sets attributes, then records the edit (`setAttributes(_:range:)`).
    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        guard holds(range) else { return }
        super.setAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    /// Adds an attribute, then records the edit (`addAttribute(_:value:range:)`).
    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        guard holds(range) else { return }
        super.addAttribute(name, value: value, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    /// Adds attributes, then records the edit (`addAttributes(_:range:)`).
    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        guard holds(range) else { return }
        super.addAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    /// Removes an attribute, then records the edit (`removeAttribute(_:range:)`).
    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        guard holds(range) else { return }
        super.removeAttribute(name, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    /// Whether `range` lies within the text.
    private func holds(_ range: NSRange) -> Bool {
        range.location >= 0 && range.length >= 0 && range.location <= length && range.length <= length - range.location
    }
}
