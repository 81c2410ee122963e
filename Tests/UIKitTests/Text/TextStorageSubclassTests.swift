import Foundation
import Testing
import UIKit

/// An app's own TextKit 1 classes, declared with the initialisers Apple's make them declare
/// (docs/REFERENCE.md §25.10): the classic syntax-highlighting storage — its text in a store
/// of its own behind the four primitives, headings restyled in `processEditing()` — laid out
/// by a layout manager and shown and typed into by a text view, and subclasses of the layout
/// manager, the container and the attachment. Expected values are worked from DejaVu Sans'
/// metrics (2048 units per em, ascent 1901, descent 483; "a" advances 1255 units, "b" 1300):
/// at 17 points "b" is 10.7910 wide and a line 19.7891 high, at 34 points twice that.
@Suite struct TextStorageSubclassTests {
    let b = 1300.0 * 17 / 2048, line = (1901.0 + 483) * 17 / 2048
    let tolerance = 2.0 / 1024
    let body = UIFont.systemFont(ofSize: 17), heading = UIFont.systemFont(ofSize: 34)

    /// "#a\nb" in 17-point text, as the storage's own edit.
    private func storage() -> MarkdownStorage {
        let storage = MarkdownStorage()
        storage.append(NSAttributedString(string: "#a\nb", attributes: [.font: body]))
        return storage
    }

    /// The heading line "#a\n" is restyled in `processEditing()`, in the storage's own store:
    /// read back through `attribute(_:at:effectiveRange:)`, its longest stretch and a copy.
    @Test func processEditingRestylesTheStoragesOwnStore() {
        let storage = storage()
        #expect(storage.string == "#a\nb" && storage.length == 4 && storage.processed == 1)
        #expect(storage.attribute(.font, at: 1, effectiveRange: nil) as? UIFont == heading)
        #expect(storage.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        #expect(storage.attribute(.font, at: 3, effectiveRange: nil) as? UIFont == body)
        var range = NSRange(location: 0, length: 0)
        _ = storage.attributes(at: 2, longestEffectiveRange: &range, in: NSRange(location: 0, length: 4))
        #expect(range == NSRange(location: 0, length: 3))
        _ = storage.attribute(.kern, at: 1, longestEffectiveRange: &range, in: NSRange(location: 1, length: 3))
        #expect(range == NSRange(location: 1, length: 3))
        let copy = storage.copy() as? NSAttributedString
        #expect(copy?.string == "#a\nb" && copy?.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor == .red)
        #expect(storage.attributedSubstring(from: NSRange(location: 3, length: 1)).string == "b")
        var runs = 0
        storage.enumerateAttributes(in: NSRange(location: 0, length: 4)) { _, _, _ in runs += 1 }
        #expect(runs == 2)
        // Edits made while processing joined the edit processed: one pass.
        storage.addAttribute(.kern, value: 1, range: NSRange(location: 3, length: 1))
        #expect(storage.processed == 2 && storage.editedMask.isEmpty)
    }

    /// A layout manager lays the restyled text out: the heading's "a" stands on a 34-point line,
    /// and the second line "b" starts one heading line down (2 × 19.7891).
    @Test func aLayoutManagerLaysOutTheRestyledText() {
        let storage = storage()
        let manager = CountingLayoutManager()
        storage.addLayoutManager(manager)
        let container = InsetContainer(size: CGSize(width: 200, height: 0))
        manager.addTextContainer(container)
        let heading = manager.boundingRect(forGlyphRange: NSRange(location: 1, length: 1), in: container)
        #expect(abs(heading.height - 2 * line) <= tolerance, "\(heading)")
        let second = manager.boundingRect(forGlyphRange: NSRange(location: 3, length: 1), in: container)
        #expect(abs(second.minY - 2 * line) <= tolerance && abs(second.width - b) <= tolerance, "\(second)")
        #expect(abs(manager.usedRect(for: container).height - 3 * line) <= tolerance)
    }

    /// A text view showing the storage: the text set on the view and the text typed are
    /// processed by the storage, and the view shows and measures them restyled.
    @Test func aTextViewShowsAndTypesThroughTheStorage() {
        let storage = MarkdownStorage()
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        manager.addTextContainer(container)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), textContainer: container)
        view.font = body
        view.text = "#a\nb"
        #expect(storage.string == "#a\nb" && view.text == "#a\nb")
        #expect(view.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == heading)
        #expect(view.attributedText.attribute(.font, at: 3, effectiveRange: nil) as? UIFont == body)
        // Three lines, the first a heading, and the insets of 8 above and below.
        #expect(abs(view.sizeThatFits(CGSize(width: 200, height: 0)).height - (3 * line + 16)) < 1)
        view.selectedRange = NSRange(location: 4, length: 0)
        view.insertText("\n#b")
        #expect(view.text == "#a\nb\n#b")
        #expect(view.attributedText.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor == .red)
        #expect(abs(manager.usedRect(for: container).height - 5 * line) <= tolerance)
    }

    /// The initialisers a subclass inherits by overriding the designated ones go through its
    /// primitives; subclasses of the container and attachment inherit theirs too.
    @Test func inheritedInitialisersGoThroughTheSubclass() {
        let fromString = MarkdownStorage(string: "#x")
        #expect(fromString.processed == 1 && fromString.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == .red)
        let tag = NSAttributedString.Key("tag")
        let fromAttributed = MarkdownStorage(attributedString: NSAttributedString(string: "y", attributes: [tag: "why"]))
        #expect(fromAttributed.string == "y" && fromAttributed.attribute(tag, at: 0, effectiveRange: nil) as? String == "why")
        #expect(MarkdownStorage(string: "z", attributes: [tag: "zed"]).attribute(tag, at: 0, effectiveRange: nil) as? String == "zed")
        #expect(InsetContainer().size == .zero && InsetContainer(size: CGSize(width: 4, height: 5)).size.width == 4)
        let attachment = BadgeAttachment(image: UIImage())
        #expect(attachment.image != nil && BadgeAttachment(data: nil, ofType: "public.png").fileType == "public.png")
    }

    /// Bad input never traps: edits outside the text reach no primitive, a limit range
    /// outside the text is an empty stretch.
    @Test func badRangesReachNoPrimitive() {
        let storage = storage()
        storage.addAttribute(.kern, value: 1, range: NSRange(location: 2, length: 9))
        storage.removeAttribute(.font, range: NSRange(location: -1, length: 1))
        storage.deleteCharacters(in: NSRange(location: 5, length: 0))
        storage.replaceCharacters(in: NSRange(location: 0, length: Int.max), with: NSAttributedString(string: "x"))
        #expect(storage.string == "#a\nb" && storage.processed == 1)
        var range = NSRange(location: 7, length: 7)
        _ = storage.attribute(.font, at: 0, longestEffectiveRange: &range, in: NSRange(location: 9, length: 2))
        #expect(range.length == 0)
        #expect(storage.attributedSubstring(from: NSRange(location: 3, length: 5)).length == 0)
    }
}

/// The classic syntax-highlighting storage: its text in a store of its own behind the four
/// primitives, each edit recorded with `edited(_:range:changeInLength:)`, and in
/// `processEditing()` the paragraphs edited restyled — a line starting with "#" a red
/// 34-point heading.
nonisolated private final class MarkdownStorage: NSTextStorage {
    // `NSMutableAttributedString()` on iOS: Foundation on Linux declares no `init()`.
    private let backing = NSMutableAttributedString(string: "")
    private(set) var processed = 0

    override init() { super.init() }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var string: String { backing.string }

    override func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [NSAttributedString.Key: Any] {
        backing.attributes(at: location, effectiveRange: range)
    }

    override func replaceCharacters(in range: NSRange, with str: String) {
        beginEditing()
        backing.replaceCharacters(in: range, with: str)
        edited(.editedCharacters, range: range, changeInLength: (str as NSString).length - range.length)
        endEditing()
    }

    override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        beginEditing()
        backing.setAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
        endEditing()
    }

    override func processEditing() {
        processed += 1
        let text = string as NSString
        let edited = text.paragraphRange(for: editedRange)
        var location = edited.location
        while location < NSMaxRange(edited) {
            let paragraph = text.paragraphRange(for: NSRange(location: location, length: 0))
            if text.substring(with: paragraph).hasPrefix("#") {
                addAttributes([.font: UIFont.systemFont(ofSize: 34), .foregroundColor: UIColor.red], range: paragraph)
            }
            location = NSMaxRange(paragraph)
        }
        super.processEditing()
    }
}

/// A layout manager subclass with Apple's initialisers.
nonisolated private final class CountingLayoutManager: NSLayoutManager {
    override init() { super.init() }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A text container subclass with Apple's initialisers.
nonisolated private final class InsetContainer: NSTextContainer {
    override init(size: CGSize) { super.init(size: size) }
    required init(coder: NSCoder) { super.init(coder: coder) }
}

/// A text attachment subclass with Apple's initialisers.
nonisolated private final class BadgeAttachment: NSTextAttachment {
    override init(data contentData: Data?, ofType uti: String?) { super.init(data: contentData, ofType: uti) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}
