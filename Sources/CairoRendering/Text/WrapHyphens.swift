import CPangoCairo

/// The Pango attributes that keep Pango from drawing a hyphen where it breaks a word between
/// two characters (Pango 1.50 does so by default; UIKit does not: its text hyphenates only
/// when a paragraph style's `hyphenationFactor` asks, and that is 0 by default). A soft
/// hyphen (U+00AD) a line breaks at still shows as a hyphen, in both.
enum WrapHyphens {
    /// A new attribute list (owned: `pango_attr_list_unref` it) for a layout of `bytes`
    /// (UTF-8): hyphens off everywhere but right after each soft hyphen.
    static func attributes(for bytes: UnsafeBufferPointer<UInt8>) -> OpaquePointer? {
        guard let list = pango_attr_list_new() else { return nil }
        // Pango turns hyphens off for the characters strictly inside an attribute's range
        // (`handle_hyphens`): a range ending just after a soft hyphen, and the next one
        // starting there, leave that one place alone.
        var start = 0
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == 0xC2, bytes[index + 1] == 0xAD {
                add(to: list, from: start, to: index + 2)
                start = index + 2
                index += 2
            } else {
                index += 1
            }
        }
        add(to: list, from: start, to: nil)
        return list
    }

    private static func add(to list: OpaquePointer, from start: Int, to end: Int?) {
        guard let attribute = pango_attr_insert_hyphens_new(0) else { return }
        attribute.pointee.start_index = guint(start)
        attribute.pointee.end_index = end.map(guint.init) ?? guint.max
        pango_attr_list_insert(list, attribute)
    }
}
