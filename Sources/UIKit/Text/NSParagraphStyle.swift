import Foundation

/// How text lines are aligned, broken, spaced, indented and sized (`NSParagraphStyle`): the
/// settings string drawing and labels apply.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// Core Foundation's type word; must stay the first stored property (CoreFoundationTypeInfo.swift).
    private let coreFoundationTypeInfo = CoreFoundationTypeInfo()
    /// Every setting, in one value that styles compare, hash and copy whole.
    struct Settings: Hashable {
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var lineSpacing: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var tabStops = Settings.defaultTabStops
        var defaultTabInterval: CGFloat = 0
        /// UIKit's default tab stops: 12 left tabs 28 points apart (docs/REFERENCE.md §22.24),
        /// made once — a tab cannot change, so every style may share them.
        static let defaultTabStops = (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0) * 28) }
    }

    /// The style's settings.
    var settings = Settings()

    /// The line alignment (`alignment`); default `natural`.
    open internal(set) var alignment: NSTextAlignment {
        get { settings.alignment }
        set { settings.alignment = newValue }
    }
    /// How lines break (`lineBreakMode`); default `byWordWrapping`.
    open internal(set) var lineBreakMode: NSLineBreakMode {
        get { settings.lineBreakMode }
        set { settings.lineBreakMode = newValue }
    }
    /// Points added between lines (`lineSpacing`); default 0, never negative.
    open internal(set) var lineSpacing: CGFloat {
        get { settings.lineSpacing }
        set { settings.lineSpacing = newValue }
    }
    /// What each line's natural height is multiplied by (`lineHeightMultiple`); default 0,
    /// which leaves it. Deliberate difference: the extra height is shared above and below the
    /// line's glyphs (Pango's line height), where UIKit puts it all above.
    open internal(set) var lineHeightMultiple: CGFloat {
        get { settings.lineHeightMultiple }
        set { settings.lineHeightMultiple = newValue }
    }
    /// Points added after each paragraph but the last (`paragraphSpacing`); default 0,
    /// never negative (docs/REFERENCE.md §22.22).
    open internal(set) var paragraphSpacing: CGFloat {
        get { settings.paragraphSpacing }
        set { settings.paragraphSpacing = newValue }
    }
    /// Points added above each paragraph's first line (`paragraphSpacingBefore`); default
    /// 0, never negative (docs/REFERENCE.md §22.22).
    open internal(set) var paragraphSpacingBefore: CGFloat {
        get { settings.paragraphSpacingBefore }
        set { settings.paragraphSpacingBefore = newValue }
    }
    /// Points from the leading margin to each paragraph's first line (`firstLineHeadIndent`);
    /// default 0, never negative (docs/REFERENCE.md §22.23).
    open internal(set) var firstLineHeadIndent: CGFloat {
        get { settings.firstLineHeadIndent }
        set { settings.firstLineHeadIndent = newValue }
    }
    /// Points from the leading margin to each paragraph's lines other than the first
    /// (`headIndent`); default 0, never negative.
    open internal(set) var headIndent: CGFloat {
        get { settings.headIndent }
        set { settings.headIndent = newValue }
    }
    /// Where lines end (`tailIndent`): if positive, the distance from the leading margin; if
    /// 0 or negative, from the trailing margin. Default 0.
    open internal(set) var tailIndent: CGFloat {
        get { settings.tailIndent }
        set { settings.tailIndent = newValue }
    }
    /// The least height of every line (`minimumLineHeight`); default 0, never negative.
    open internal(set) var minimumLineHeight: CGFloat {
        get { settings.minimumLineHeight }
        set { settings.minimumLineHeight = newValue }
    }
    /// The greatest height of every line (`maximumLineHeight`); default 0, no limit; never
    /// negative.
    open internal(set) var maximumLineHeight: CGFloat {
        get { settings.maximumLineHeight }
        set { settings.maximumLineHeight = newValue }
    }

    /// The tab stops, sorted by location (`tabStops`); default 12 left tabs at 28-point
    /// intervals (docs/REFERENCE.md §22.24). Never nil: implicitly unwrapped here, as the
    /// mutable style's is on iOS, because Swift overrides a property only with its own type.
    open internal(set) var tabStops: [NSTextTab]! {
        get { settings.tabStops }
        set { settings.tabStops = newValue ?? [] }
    }
    /// Points between the tab stops after the last of ``tabStops``, at its multiples
    /// (`defaultTabInterval`); default 0, none.
    open internal(set) var defaultTabInterval: CGFloat {
        get { settings.defaultTabInterval }
        set { settings.defaultTabInterval = newValue }
    }

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
    open override func isEqual(_ object: Any?) -> Bool { (object as? NSParagraphStyle)?.settings == settings }

    /// Consistent with ``isEqual(_:)``.
    open override var hash: Int { settings.hashValue }

    private func copy(as copy: NSParagraphStyle) -> NSParagraphStyle {
        copy.settings = settings
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

    /// The distance from the leading margin to each paragraph's first line
    /// (`firstLineHeadIndent`). "This value is always nonnegative": less is 0, as is NaN.
    open override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = max(0, newValue) }
    }

    /// The distance from the leading margin to each paragraph's other lines (`headIndent`).
    /// Less than 0 is 0, as is NaN.
    open override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = max(0, newValue) }
    }

    /// Where lines end (`tailIndent`): positive, that far from the leading margin (the lines'
    /// width from it); 0 or negative, that far in from the trailing margin.
    open override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = newValue }
    }

    /// The least height of every line (`minimumLineHeight`); a shorter line grows above its
    /// glyphs. Less than 0 is 0, as is NaN.
    open override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = max(0, newValue) }
    }

    /// The greatest height of every line (`maximumLineHeight`); 0 is no limit, and a taller
    /// line's glyphs overlap the line above. Less than 0 is 0, as is NaN.
    open override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = max(0, newValue) }
    }

    /// The tab stops (`tabStops`), kept sorted by location; nil sets none.
    open override var tabStops: [NSTextTab]! {
        get { super.tabStops }
        set { super.tabStops = (newValue ?? []).sorted { $0.location < $1.location } }
    }

    /// Points between the tab stops after the last of ``tabStops``, at its multiples
    /// (`defaultTabInterval`); 0 or less: none.
    open override var defaultTabInterval: CGFloat {
        get { super.defaultTabInterval }
        set { super.defaultTabInterval = newValue }
    }

    /// Adds `anObject` to the tab stops, in its place by location (`addTabStop(_:)`).
    /// - Parameter anObject: The tab stop to add.
    open func addTabStop(_ anObject: NSTextTab) { tabStops = tabStops + [anObject] }

    /// Removes the tab stops equal to `anObject` (`removeTabStop(_:)`).
    /// - Parameter anObject: The tab stop to remove.
    open func removeTabStop(_ anObject: NSTextTab) { tabStops = tabStops.filter { !$0.isEqual(anObject) } }
}
