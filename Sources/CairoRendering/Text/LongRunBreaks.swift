import CPangoCairo

/// Lays out runs of text that allow no line break, wider than the line, in time linear in
/// their length (docs/REFERENCE.md §16.1), with the lines Pango would give them.
///
/// Pango 1.50 wraps such a run (`PANGO_WRAP_WORD_CHAR`: a word alone too long for a line
/// breaks between characters) by shaping all of the run still to come for every line it
/// fills (`process_item` looks for a word break to the end of the item first), so a
/// 100,000-character word took half a minute. Here each line of a long run is found by
/// Pango itself on a window of a few lines' text starting at that line (what Pango decides
/// for a line depends on the text up to a little past its end), and a LINE SEPARATOR
/// (U+2028, a zero-width forced break Pango gives an item of its own) is put where each of
/// those lines ends, but the first: a run's first two lines stay one piece, wider than a
/// line, so that Pango still starts the run on a line of its own. Every piece Pango then
/// meets is at most two lines long.
///
/// The lines are Pango's own to the Pango unit wherever shaping looks no further back than
/// the line's start (every script but those that join letters, such as Arabic, whose
/// letters at the start of a window may take another form) — a test compares both ways over
/// random texts. Only runs of ``minimumLength`` characters or more are broken so: a
/// shorter one costs Pango at most that many characters per line.
struct LongRunBreaks {
    /// Runs shorter than this many characters are left to Pango.
    static let minimumLength = 256
    /// The characters of a first window (it grows until it holds two lines).
    static let firstWindowLength = 128

    /// The text with the separators, as Pango must be given it (NUL-terminated); empty when
    /// no run needs them.
    var text: [UInt8] = []
    /// The byte offsets in ``text`` of the separators put in, each with the characters a line's
    /// text shows in its place: a line Pango ends with white space has that space's width
    /// zeroed, which it does not do before a separator, so the space is taken out of the text
    /// and given back here.
    var separators: [Int: [UInt8]] = [:]

    /// A place the lines of a long run break: a byte and a character offset.
    struct Cut {
        var byte: Int
        var character: Int
    }

    /// The separators `bytes` (UTF-8, no NUL) needs on lines `width` Pango units wide, for
    /// runs of `minimumLength` characters or more among the first `lines` lines: `layout` is set to the text unwrapped to
    /// read Pango's break rules, and `window` (set up as `layout` will draw: font,
    /// attributes; wrapping between characters, `PANGO_WRAP_CHAR`, Pango's second try inside
    /// a run) lays out the windows. Empty when no run is long and wider than a line.
    /// - Complexity: O(n) in the text's length, plus O(k) per line of a long run holding k
    ///   characters.
    static func find(
        in bytes: UnsafeBufferPointer<UInt8>, width: Int32, lines: Int = .max, minimumLength: Int = minimumLength,
        layout: OpaquePointer, window: OpaquePointer
    ) -> LongRunBreaks {
        guard width > 0, bytes.count >= minimumLength, hasLongStretch(bytes, minimumLength: minimumLength) else { return LongRunBreaks() }
        PangoTextEngine.setText(bytes, on: layout)
        pango_layout_set_width(layout, -1)
        var count: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(layout, &count), count > 1 else { return LongRunBreaks() }
        let characters = Int(count) - 1
        var cuts: [Cut] = []
        var cursor = Utf8Cursor(bytes: bytes)
        var start = 0
        for index in 1...characters
        where index == characters || attributes[index].is_line_break != 0 || attributes[index].is_mandatory_break != 0 {
            // Past `lines` lines of long runs, none is shown (the text's lines are more).
            guard cuts.count <= lines else { break }
            // The run [start, index): its breakable end lies before its trailing white space.
            var end = index
            while end > start, attributes[end - 1].is_white != 0 { end -= 1 }
            if end - start >= minimumLength {
                let run = RunWindows(bytes: bytes, attributes: attributes, width: width, window: window)
                // The first line of a run stays with its second (see above).
                cuts += run.lineStarts(from: start, to: end, cursor: &cursor, most: lines - cuts.count).dropFirst()
            }
            start = index
        }
        guard !cuts.isEmpty else { return LongRunBreaks() }
        var result = LongRunBreaks()
        result.text.reserveCapacity(bytes.count + 3 * cuts.count + 1)
        var from = 0
        for cut in cuts {
            // A white space ending the line leaves the text; the line's text shows it.
            var kept = cut.byte
            if attributes[cut.character - 1].is_white != 0 {
                kept -= 1
                while kept > from, bytes[kept] & 0xC0 == 0x80 { kept -= 1 }
            }
            result.text.append(contentsOf: bytes[from..<kept])
            result.separators[result.text.count] = Array(bytes[kept..<cut.byte])
            result.text.append(contentsOf: [0xE2, 0x80, 0xA8])
            from = cut.byte
        }
        result.text.append(contentsOf: bytes[from...])
        result.text.append(0)
        return result
    }

    /// Whether some stretch of ``minimumLength`` bytes of `bytes` has no place that surely
    /// allows a line break (a run that long in characters is at least that long in bytes):
    /// after a line feed or carriage return (UAX #14 LB5), or after spaces between two ASCII
    /// letters or digits (LB18; no rule forbids it there, as one does after `(` or before
    /// `,`, for instance).
    static func hasLongStretch(_ bytes: UnsafeBufferPointer<UInt8>, minimumLength: Int = minimumLength) -> Bool {
        func isAlphanumeric(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
        var length = 0, index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                length = 0
                index += 1
                continue
            }
            if byte == 0x20 {
                var after = index
                while after < bytes.count, bytes[after] == 0x20 { after += 1 }
                let breaks = index > 0 && isAlphanumeric(bytes[index - 1]) && after < bytes.count && isAlphanumeric(bytes[after])
                length = breaks ? 0 : length + after - index
                index = after
            } else {
                length += 1
                index += 1
            }
            if length >= minimumLength { return true }
        }
        return false
    }
}

/// A forward-only map from character offsets to byte offsets in UTF-8.
private struct Utf8Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var character = 0
    private(set) var byte = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The byte offset of character `target` (at or after the cursor's).
    mutating func byteOffset(ofCharacter target: Int) -> Int {
        while character < target, byte < bytes.count { advance() }
        return byte
    }

    /// The character offset of byte `target` (at or after the cursor's, at a character's start).
    mutating func characterOffset(ofByte target: Int) -> Int {
        while byte < target, byte < bytes.count { advance() }
        return character
    }

    /// Moves to the next character.
    private mutating func advance() {
        byte += 1
        while byte < bytes.count, bytes[byte] & 0xC0 == 0x80 { byte += 1 }
        character += 1
    }
}

/// The lines of one long run, window by window.
private struct RunWindows {
    let bytes: UnsafeBufferPointer<UInt8>
    let attributes: UnsafePointer<PangoLogAttr>
    let width: Int32
    let window: OpaquePointer

    /// Where the lines of the run [`start`, `end`) (characters) begin, but its first line;
    /// about the first `most` of them (none past them shows).
    func lineStarts(from start: Int, to end: Int, cursor: inout Utf8Cursor, most: Int) -> [LongRunBreaks.Cut] {
        var starts: [LongRunBreaks.Cut] = []
        var line = start
        var span = LongRunBreaks.firstWindowLength
        while line < end, starts.count <= most {
            var stop = min(end, line + span)
            // A window ends between two characters Pango may break between.
            while stop < end, attributes[stop].is_char_break == 0 { stop += 1 }
            let first = cursor.byteOffset(ofCharacter: line)
            let atFirst = cursor
            let last = cursor.byteOffset(ofCharacter: stop)
            var lines = layOut(from: first, to: last, cursor: atFirst)
            if stop == end {
                starts += lines.dropFirst()
                break
            }
            // The window's last line may end early (the window cuts it): every line before
            // it is whole, so the start of the last line is the furthest one known.
            guard lines.count >= 2, let next = lines.popLast() else {
                cursor = atFirst
                span *= 2
                continue
            }
            starts += lines.dropFirst()
            starts.append(next)
            // About four lines a window: Pango's work on a window grows with its lines times
            // its length.
            span = max(LongRunBreaks.firstWindowLength, 4 * (next.character - line) / lines.count)
            line = next.character
            cursor = atFirst
            _ = cursor.byteOffset(ofCharacter: line)
        }
        return starts
    }

    /// Where the lines of the window's text [`first`, `last`) (bytes in the whole text, the
    /// first at `cursor`) begin, laid out as the text will be.
    private func layOut(from first: Int, to last: Int, cursor: Utf8Cursor) -> [LongRunBreaks.Cut] {
        PangoTextEngine.setText(UnsafeBufferPointer(rebasing: bytes[first..<last]), on: window)
        pango_layout_set_width(window, width)
        var cursor = cursor
        let count = Int(pango_layout_get_line_count(window))
        return (0..<count).compactMap { index in
            guard let line = pango_layout_get_line_readonly(window, Int32(index)) else { return nil }
            let byte = first + Int(line.pointee.start_index)
            return LongRunBreaks.Cut(byte: byte, character: cursor.characterOffset(ofByte: byte))
        }
    }
}
