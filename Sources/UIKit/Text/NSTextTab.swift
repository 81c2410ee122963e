import Foundation

/// A tab stop of a paragraph style (`NSTextTab`): where text after a tab character goes
/// (`location`, in points from the leading margin) and how it sits there (`alignment`)
/// (docs/REFERENCE.md §22.24).
///
/// Left, right and centred tabs are drawn; `natural` and `justified` are left tabs (right
/// ones in right-to-left text is not modelled) and the `columnTerminators` option is kept,
/// not drawn — a deliberate difference (no decimal tab).
open class NSTextTab: NSObject, NSCopying, @unchecked Sendable {
    /// A key of a tab's ``options`` (`NSTextTab.OptionKey`).
    public struct OptionKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// The key named `rawValue`.
        /// - Parameter rawValue: The key's name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The characters that end a tab's column (`columnTerminators`): a `CharacterSet`.
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    /// How the text after the tab sits against ``location`` (`alignment`).
    public let alignment: NSTextAlignment
    /// The tab's place, in points from the leading margin (`location`).
    public let location: CGFloat
    /// The tab's options (`options`).
    public let options: [OptionKey: Any]

    /// A tab at `loc` aligned as `alignment` (`init(textAlignment:location:options:)`).
    /// - Parameters:
    ///   - alignment: How the text after the tab sits against the location.
    ///   - loc: The tab's place, in points from the leading margin.
    ///   - options: The tab's options (``OptionKey/columnTerminators``).
    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [OptionKey: Any] = [:]) {
        self.alignment = alignment
        location = loc
        self.options = options
        super.init()
    }

    /// The characters that end a tab column in `aLocale` (`columnTerminators(for:)`): its
    /// decimal separator, what a decimal tab aligns on.
    /// - Parameter aLocale: The locale whose decimal separator ends a column; nil: the current one.
    /// - Returns: The locale's decimal separator ("." when it has none).
    open class func columnTerminators(for aLocale: Locale?) -> CharacterSet {
        CharacterSet(charactersIn: (aLocale ?? .current).decimalSeparator ?? ".")
    }

    /// The tab itself: tabs cannot change (`copy(with:)`).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether `object` is a tab of the same alignment, location and option keys (`isEqual(_:)`).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextTab else { return false }
        return other.alignment == alignment && other.location == location && Set(other.options.keys) == Set(options.keys)
    }

    /// Consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(alignment)
        hasher.combine(location)
        hasher.combine(Set(options.keys))
        return hasher.finalize()
    }
}
