extension UICellAccessory {
    /// A disclosure indicator's options (`DisclosureIndicatorOptions`).
    public struct DisclosureIndicatorOptions: CellAccessoryOptions {
        /// Whether it is hidden (`isHidden`); default false.
        public var isHidden: Bool
        /// The width kept for it (`reservedLayoutWidth`); default `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour (`tintColor`); default nil, `systemGray`.
        public var tintColor: UIColor?
        /// Options (`init(isHidden:reservedLayoutWidth:tintColor:)`).
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// A checkmark's options (`CheckmarkOptions`).
    public struct CheckmarkOptions: CellAccessoryOptions {
        /// Whether it is hidden (`isHidden`); default false.
        public var isHidden: Bool
        /// The width kept for it (`reservedLayoutWidth`); default `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour (`tintColor`); default nil, the cell's tint colour.
        public var tintColor: UIColor?
        /// Options (`init(isHidden:reservedLayoutWidth:tintColor:)`).
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
        }
    }

    /// A delete control's options (`DeleteOptions`).
    public struct DeleteOptions: CellAccessoryOptions {
        /// Whether it is hidden (`isHidden`); default false.
        public var isHidden: Bool
        /// The width kept for it (`reservedLayoutWidth`); default `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// Its glyph's colour (`tintColor`); default nil, `systemRed`.
        public var tintColor: UIColor?
        /// Its fill (`backgroundColor`); drawn here as the glyph's colour when no tint is set.
        public var backgroundColor: UIColor?
        /// Options (`init(isHidden:reservedLayoutWidth:tintColor:backgroundColor:)`).
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
        ) {
            (self.isHidden, self.reservedLayoutWidth) = (isHidden ?? false, reservedLayoutWidth ?? .standard)
            (self.tintColor, self.backgroundColor) = (tintColor, backgroundColor)
        }
    }

    /// A reorder control's options (`ReorderOptions`).
    public struct ReorderOptions: CellAccessoryOptions {
        /// Whether it is hidden (`isHidden`); default false.
        public var isHidden: Bool
        /// The width kept for it (`reservedLayoutWidth`); default `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour (`tintColor`); default nil, `systemGray`.
        public var tintColor: UIColor?
        /// Whether a separator line shows before it (`showsVerticalSeparator`); default true,
        /// kept and not drawn here.
        public var showsVerticalSeparator: Bool
        /// Options (`init(isHidden:reservedLayoutWidth:tintColor:showsVerticalSeparator:)`).
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            showsVerticalSeparator: Bool = true
        ) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// An outline disclosure's options (`OutlineDisclosureOptions`).
    public struct OutlineDisclosureOptions: CellAccessoryOptions {
        /// The disclosure's look (`OutlineDisclosureOptions.Style`); every style is drawn alike here.
        public enum Style: Int, Hashable, Sendable {
            /// A header's look when the cell's configuration is a header's, else a cell's.
            case automatic
            /// A section header's look.
            case header
            /// A cell's look.
            case cell
        }

        /// The look (`style`); default `.automatic`.
        public var style: Style
        /// Whether it is hidden (`isHidden`); default false.
        public var isHidden: Bool
        /// The width kept for it (`reservedLayoutWidth`); default `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour (`tintColor`); default nil, the cell's tint colour.
        public var tintColor: UIColor?
        /// Options (`init(style:isHidden:reservedLayoutWidth:tintColor:)`).
        public init(
            style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
        ) {
            self.style = style
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
        }
    }

    /// A label accessory's options (`LabelOptions`).
    public struct LabelOptions: CellAccessoryOptions {
        /// Whether it is hidden (`isHidden`); default false.
        public var isHidden: Bool
        /// The width kept for it (`reservedLayoutWidth`); default `.standard`: the text's width.
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour (`tintColor`); default nil, `secondaryLabel`.
        public var tintColor: UIColor?
        /// Its font (`font`); default nil, the body text style.
        public var font: UIFont?
        /// Whether the font follows Dynamic Type (`adjustsFontForContentSizeCategory`); kept,
        /// there is no Dynamic Type here.
        public var adjustsFontForContentSizeCategory: Bool?
        /// Options (`init(isHidden:reservedLayoutWidth:tintColor:font:adjustsFontForContentSizeCategory:)`).
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
            adjustsFontForContentSizeCategory: Bool? = nil
        ) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
            (self.font, self.adjustsFontForContentSizeCategory) = (font, adjustsFontForContentSizeCategory)
        }
    }

    /// A detail button's options (`DetailOptions`, iOS 15.4).
    public struct DetailOptions: CellAccessoryOptions {
        /// Whether it is hidden (`isHidden`); default false.
        public var isHidden: Bool
        /// The width kept for it (`reservedLayoutWidth`); default `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour (`tintColor`); default nil, the cell's tint colour.
        public var tintColor: UIColor?
        /// Options (`init(isHidden:reservedLayoutWidth:tintColor:)`).
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.tintColor = tintColor
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.isHidden = isHidden ?? false
        }
    }
}
