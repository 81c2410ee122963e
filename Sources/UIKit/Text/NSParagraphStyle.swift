import Foundation

/// How text lines are aligned, broken and spaced (`NSParagraphStyle`): the settings string
/// drawing and labels apply. Indents and tabs are not declared.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// Core Foundation's type word; must stay the first stored property (CoreFoundationTypeInfo.swift).
    private let coreFoundationTypeInfo = CoreFoundationTypeInfo()
    /// The line alignment (`alignment`); default `natural`.
    open internal(set) var alignment = NSTextAlignment.natural
    /// How lines break (`lineBreakMode`); default `byWordWrapping`.
    open internal(set) var lineBreakMode = NSLineBreakMode.byWordWrapping
    /// Points added between lines (`lineSpacing`); default 0, never negative.
    open internal(set) var lineSpacing: CGFloat = 0
    /// What each line's natural height is multiplied by (`lineHeightMultiple`); default 0,
    /// which leaves it. Deliberate difference: the extra height is shared above and below the
    /// line's glyphs (Pango's line height), where UIKit puts it all above.
    open internal(set) var lineHeightMultiple: CGFloat = 0
    /// Points added after each paragraph but the last (`paragraphSpacing`); default 0,
    /// never negative (docs/REFERENCE.md §22.22).
    open internal(set) var paragraphSpacing: CGFloat = 0
    /// Points added above each paragraph's first line (`paragraphSpacingBefore`); default
    /// 0, never negative (docs/REFERENCE.md §22.22).
    open internal(set) var paragraphSpacingBefore: CGFloat = 0

    /// The default style (`default`).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// A style with the defaults.
    public override init() { super.init() }

    /// An immutable copy (`copy(with:)`).
    open func copy(with zone: NSZone? = nil) -> Any { copy(as: NSParagraphStyle()) }

    /// A mutable copy (`mutableCopy(with:)`).
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copy(as: NSMutableParagraphStyle()) }

    /// Whether `object` is a paragraph style with the same settings (`isEqual(_:)`), as
    /// Apple's styles compare: a label's text read back equals the string it came from.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return alignment == other.alignment && lineBreakMode == other.lineBreakMode && lineSpacing == other.lineSpacing
            && lineHeightMultiple == other.lineHeightMultiple && paragraphSpacing == other.paragraphSpacing
            && paragraphSpacingBefore == other.paragraphSpacingBefore
    }

    /// Consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(alignment)
        hasher.combine(lineBreakMode)
        hasher.combine(lineSpacing)
        hasher.combine(lineHeightMultiple)
        hasher.combine(paragraphSpacing)
        hasher.combine(paragraphSpacingBefore)
        return hasher.finalize()
    }

    private func copy(as copy: NSParagraphStyle) -> NSParagraphStyle {
        copy.alignment = alignment
        copy.lineBreakMode = lineBreakMode
        copy.lineSpacing = lineSpacing
        copy.lineHeightMultiple = lineHeightMultiple
        copy.paragraphSpacing = paragraphSpacing
        copy.paragraphSpacingBefore = paragraphSpacingBefore
        return copy
    }
}

/// A paragraph style that can be changed (`NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// The line alignment (`alignment`).
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }

    /// How lines break (`lineBreakMode`).
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }

    /// Points added between lines (`lineSpacing`); a label or string drawing adds them
    /// between its lines, never after the last.
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set {
            // "This value is always nonnegative" (Apple's documentation): less is 0, as is NaN.
            super.lineSpacing = max(0, newValue)
        }
    }

    /// What each line's natural height is multiplied by (`lineHeightMultiple`); 0 or less
    /// leaves it.
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }

    /// Points added after each paragraph but the last (`paragraphSpacing`): the space between
    /// two paragraphs is the first's `paragraphSpacing` and the second's
    /// `paragraphSpacingBefore`. Less than 0 is 0, as is NaN.
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = max(0, newValue) }
    }

    /// Points added above each paragraph's first line, the first paragraph's too
    /// (`paragraphSpacingBefore`). Less than 0 is 0, as is NaN.
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = max(0, newValue) }
    }
}
