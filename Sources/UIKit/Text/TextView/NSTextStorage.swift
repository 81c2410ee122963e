import Foundation

/// Text as TextKit 1 stores it (`NSTextStorage`): a mutable attributed string whose edits —
/// characters replaced, attributes set, added or removed — are recorded (``editedMask``,
/// ``editedRange``, ``changeInLength``) and, at once or at the end of the outermost
/// `beginEditing()`/`endEditing()` pair, processed: its layout managers lay the text out
/// again, and a text view showing it shows the new text (docs/REFERENCE.md §25.10).
///
/// A subclass keeps its text where it likes, as on iOS: it overrides the primitives — `string`,
/// `attributes(at:effectiveRange:)`, `replaceCharacters(in:with:)` (a `String`) and
/// `setAttributes(_:range:)`, the last two calling ``edited(_:range:changeInLength:)`` — and
/// every other reading and editing method goes through them (through the walks of NSTextStorage+Stretches.swift),
/// so a syntax-highlighting storage that sets attributes in ``processEditing()`` is laid out
/// and shown with them.
///
/// Deliberate differences: no delegate, no `willProcessEditing`/`didProcessEditing`
/// notifications and no attribute fixing; an edit outside the text does nothing (Foundation
/// raises `NSRangeException`); `mutableString` is Foundation's own store, which a subclass
/// keeping its text elsewhere leaves empty. Nonisolated, as Apple's.
open class NSTextStorage: NSMutableAttributedString {
    /// An empty storage (`init()`), the designated initialiser, as Apple's: a subclass
    /// overrides it (`override init() { …; super.init() }`) and inherits ``init(string:)``,
    /// ``init(string:attributes:)`` and ``init(attributedString:)``.
    public init() { super.init(string: "") }

    /// A storage from an archive (`init(coder:)`), the other designated initialiser.
    /// - Parameter coder: The archive, as Foundation's `NSMutableAttributedString` reads it.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A storage holding `str` (`init(string:)`), written through the primitives.
    /// - Parameter str: The text.
    public override convenience init(string str: String) { self.init(string: str, attributes: nil) }

    /// A storage holding `str` in `attrs` (`init(string:attributes:)`), written through the
    /// primitives, as an edit an app's ``init()`` makes.
    /// - Parameters:
    ///   - str: The text.
    ///   - attrs: Its attributes; nil for none.
    public override convenience init(string str: String, attributes attrs: [NSAttributedString.Key: Any]? = nil) {
        self.init()
        replaceCharacters(in: NSRange(location: 0, length: 0), with: NSAttributedString(string: str, attributes: attrs))
    }

    /// A storage holding a copy of `attrStr` (`init(attributedString:)`), written through the
    /// primitives.
    /// - Parameter attrStr: The text and its attributes.
    public override convenience init(attributedString attrStr: NSAttributedString) {
        self.init()
        replaceCharacters(in: NSRange(location: 0, length: 0), with: attrStr)
    }

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
    /// Whether ``processEditing()`` is running: edits it makes (a highlighter's attributes)
    /// join the edits being processed instead of processing again.
    private var isProcessing = false
    /// Whether the ``processEditing()`` running has made edits of its own.
    private(set) var processingEditedText = false

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
        guard (0...limit).contains(editedRange.location), (0...limit).contains(editedRange.length),
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
        if isProcessing { processingEditedText = true }
        self.editedMask.formUnion(editedMask)
        changeInLength = max(-limit, min(limit, changeInLength + delta))
        if editingDepth == 0 { processEdits() }
    }

    /// Runs ``processEditing()`` (a subclass's first), unless it is running.
    private func processEdits() {
        guard !isProcessing else { return }
        isProcessing = true
        processingEditedText = false
        processEditing()
        isProcessing = false
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
        if editingDepth == 0, !editedMask.isEmpty { processEdits() }
    }

    /// Replaces characters, then records the edit (`replaceCharacters(in:with:)`).
    open override func replaceCharacters(in range: NSRange, with str: String) {
        guard holds(range) else { return }
        super.replaceCharacters(in: range, with: str)
        edited([.editedCharacters, .editedAttributes], range: range, changeInLength: (str as NSString).length - range.length)
    }

    /// Sets attributes, then records the edit (`setAttributes(_:range:)`).
    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        guard holds(range) else { return }
        super.setAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    // MARK: Reading and editing through the primitives (Foundation on Linux reads and writes
    // its own store directly, which a subclass keeping its text elsewhere leaves empty)

    /// The number of UTF-16 code units in `string` (`length`).
    open override var length: Int { string.utf16.count }

    /// The value of `attrName` at `location` and, in `range`, the stretch of `attributes(at:effectiveRange:)`
    /// it comes from (`attribute(_:at:effectiveRange:)`).
    open override func attribute(_ attrName: NSAttributedString.Key, at location: Int, effectiveRange range: NSRangePointer?) -> Any? {
        attributes(at: location, effectiveRange: range)[attrName]
    }

    /// The attributes at `location` and, in `range`, the whole stretch within `rangeLimit`
    /// that has the same attributes (`attributes(at:longestEffectiveRange:in:)`).
    /// - Complexity: O(r) in the stretches of attributes around `location`.
    open override func attributes(at location: Int, longestEffectiveRange range: NSRangePointer?, in rangeLimit: NSRange)
        -> [NSAttributedString.Key: Any]
    {
        let found = attributes(at: location, effectiveRange: nil)
        // Both sides NSDictionary: `isEqual(to:)` with a Swift dictionary misses its bridged keys.
        let wanted = NSDictionary(dictionary: found)
        range?.pointee = longestStretch(at: location, in: rangeLimit) { wanted.isEqual(NSDictionary(dictionary: $0)) }
        return found
    }

    /// The value of `attrName` at `location` and, in `range`, the whole stretch within
    /// `rangeLimit` where it is the same (`attribute(_:at:longestEffectiveRange:in:)`).
    /// - Complexity: O(r) in the stretches of attributes around `location`.
    open override func attribute(
        _ attrName: NSAttributedString.Key, at location: Int, longestEffectiveRange range: NSRangePointer?, in rangeLimit: NSRange
    ) -> Any? {
        let found = attributes(at: location, effectiveRange: nil)[attrName]
        // Compared as one-entry dictionaries, as the attributes are.
        let wanted = NSDictionary(dictionary: found.map { [attrName: $0] } ?? [:])
        range?.pointee = longestStretch(at: location, in: rangeLimit) { attributes in
            wanted.isEqual(NSDictionary(dictionary: attributes[attrName].map { [attrName: $0] } ?? [:]))
        }
        return found
    }

    /// The characters and attributes of `range` (`attributedSubstring(from:)`), as a new
    /// attributed string; empty for a range outside the text.
    /// - Complexity: O(n) in the range's length.
    open override func attributedSubstring(from range: NSRange) -> NSAttributedString {
        let copy = NSMutableAttributedString(string: "")
        guard holds(range) else { return copy }
        copy.replaceCharacters(in: NSRange(location: 0, length: 0), with: (string as NSString).substring(with: range))
        forEachStretch(in: range) { attributes, stretch in
            copy.setAttributes(attributes, range: NSRange(location: stretch.location - range.location, length: stretch.length))
        }
        return copy
    }

    /// An immutable copy of the text and its attributes (`copy(with:)`).
    open override func copy(with zone: NSZone? = nil) -> Any { attributedSubstring(from: NSRange(location: 0, length: length)) }

    /// A mutable copy of the text and its attributes (`mutableCopy(with:)`).
    open override func mutableCopy(with zone: NSZone? = nil) -> Any {
        NSMutableAttributedString(attributedString: attributedSubstring(from: NSRange(location: 0, length: length)))
    }

    /// Replaces the characters in `range` and their attributes with `attrString`'s
    /// (`replaceCharacters(in:with:)`): its characters, then each of its stretches of
    /// attributes, through the primitives, processed together; nothing outside the text.
    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        guard holds(range) else { return }
        var stretches: [([NSAttributedString.Key: Any], NSRange)] = []
        attrString.enumerateAttributes(in: NSRange(location: 0, length: attrString.length)) { attributes, stretch, _ in
            stretches.append((attributes, stretch))
        }
        let text = attrString.string
        beginEditing()
        replaceCharacters(in: range, with: text)
        for (attributes, stretch) in stretches {
            setAttributes(attributes, range: NSRange(location: range.location + stretch.location, length: stretch.length))
        }
        endEditing()
    }

    /// Replaces the whole text (`setAttributedString(_:)`).
    open override func setAttributedString(_ attrString: NSAttributedString) {
        replaceCharacters(in: NSRange(location: 0, length: length), with: attrString)
    }

    /// Adds `attrString` at the end (`append(_:)`).
    open override func append(_ attrString: NSAttributedString) {
        replaceCharacters(in: NSRange(location: length, length: 0), with: attrString)
    }

    /// Inserts `attrString` at `loc` (`insert(_:at:)`); nothing outside the text.
    open override func insert(_ attrString: NSAttributedString, at loc: Int) {
        replaceCharacters(in: NSRange(location: loc, length: 0), with: attrString)
    }

    /// Deletes the characters in `range` (`deleteCharacters(in:)`).
    open override func deleteCharacters(in range: NSRange) {
        guard holds(range) else { return }
        replaceCharacters(in: range, with: "")
    }

    /// Sets `name` to `value` over `range` (`addAttribute(_:value:range:)`), keeping the
    /// other attributes of each stretch.
    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        changeAttributes(in: range) { $0[name] = value }
    }

    /// Sets `attrs` over `range` (`addAttributes(_:range:)`), keeping the others.
    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        changeAttributes(in: range) { $0.merge(attrs) { $1 } }
    }

    /// Removes `name` from `range` (`removeAttribute(_:range:)`).
    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        changeAttributes(in: range) { $0[name] = nil }
    }

    /// Whether `range` lies within the text.
    func holds(_ range: NSRange) -> Bool {
        range.location >= 0 && range.length >= 0 && range.location <= length && range.length <= length - range.location
    }
}
