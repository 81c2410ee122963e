import Foundation

/// How text lines are aligned and broken (`NSParagraphStyle`): the two settings string
/// drawing applies. Spacing, indents and tabs are not declared.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The line alignment (`alignment`); default `natural`.
    open internal(set) var alignment = NSTextAlignment.natural
    /// How lines break (`lineBreakMode`); default `byWordWrapping`.
    open internal(set) var lineBreakMode = NSLineBreakMode.byWordWrapping

    /// The default style (`default`).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// A style with the defaults.
    public override init() { super.init() }

    /// An immutable copy (`copy(with:)`).
    open func copy(with zone: NSZone? = nil) -> Any { copy(as: NSParagraphStyle()) }

    /// A mutable copy (`mutableCopy(with:)`).
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copy(as: NSMutableParagraphStyle()) }

    private func copy(as copy: NSParagraphStyle) -> NSParagraphStyle {
        copy.alignment = alignment
        copy.lineBreakMode = lineBreakMode
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
}
