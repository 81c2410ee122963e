extension UIListContentConfiguration {
    /// How a list configuration's text or secondary text looks
    /// (`UIListContentConfiguration.TextProperties`).
    public struct TextProperties: Hashable {
        /// How the lines align (`TextProperties.TextAlignment`).
        public enum TextAlignment: Int, Hashable, Sendable {
            /// Leading for the reading direction.
            case natural
            /// Centred.
            case center
            /// Justified; drawn as natural here, as ``UILabel`` draws it.
            case justified
        }

        /// How the characters' case is shown (`TextProperties.TextTransform`, iOS 14), with
        /// UIKit's raw values (`UIListContentTextTransform`).
        public enum TextTransform: Int, Hashable, Sendable {
            /// As written.
            case none = 0
            /// All in capitals.
            case uppercase = 1
            /// All in small letters.
            case lowercase = 2
            /// Each word's first letter a capital and the rest small, as Foundation's
            /// `capitalized` (Apple says only "the first character capitalized"; the name
            /// is `NSString`'s `capitalizedString`, whose rule this is — chosen,
            /// docs/REFERENCE.md §19.2).
            case capitalized = 3
        }

        /// The font (`font`).
        public var font: UIFont
        /// The colour (`color`).
        public var color: UIColor
        /// How the lines align (`alignment`); default `.natural`.
        public var alignment = TextAlignment.natural
        /// The most lines shown (`numberOfLines`); default 0, as many as the text needs.
        public var numberOfLines = 0
        /// How lines break and truncate (`lineBreakMode`); default `byTruncatingTail`, drawn as
        /// that whatever it is (``NSLineBreakMode``).
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// How the characters' case is shown (`transform`); default `.none`. It applies to the
        /// attributed text too, each run keeping its attributes.
        public var transform = TextTransform.none

        /// Whether the font follows the text size of the cell's traits
        /// (`adjustsFontForContentSizeCategory`); default true, as UIKit's.
        public var adjustsFontForContentSizeCategory = true
        /// Turns ``color`` into the colour drawn (`colorTransformer`); default nil: none.
        public var colorTransformer: UIConfigurationColorTransformer? {
            get { colorTransformerBox?.transformer }
            set { colorTransformerBox = newValue.map(ColorTransformerBox.init) }
        }
        /// The transformer, compared by identity.
        private var colorTransformerBox: ColorTransformerBox?

        /// The colour drawn (`resolvedColor()`): ``color`` through ``colorTransformer``.
        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

        /// Text properties of `style` in `color`.
        init(_ style: UIFont.TextStyle, weight: UIFont.Weight? = nil, color: UIColor) {
            let font = UIFont.preferredFont(forTextStyle: style)
            self.font = weight.map { font.withWeight($0) } ?? font
            self.color = color
        }

        /// The label's alignment.
        var labelAlignment: NSTextAlignment {
            switch alignment {
            case .natural: .natural
            case .center: .center
            case .justified: .justified
            }
        }
    }

    /// How a list configuration's image is sized and tinted
    /// (`UIListContentConfiguration.ImageProperties`).
    public struct ImageProperties: Hashable {
        /// The tint colour (`tintColor`); nil: the view's. Kept and not applied: PNG images
        /// are drawn as they are, and symbols have no pixels here.
        public var tintColor: UIColor?
        /// Turns the tint colour into the one drawn (`tintColorTransformer`); default nil: none.
        public var tintColorTransformer: UIConfigurationColorTransformer? {
            get { tintColorTransformerBox?.transformer }
            set { tintColorTransformerBox = newValue.map(ColorTransformerBox.init) }
        }
        /// The transformer, compared by identity.
        private var tintColorTransformerBox: ColorTransformerBox?
        /// The symbol configuration a symbol image is shown with, under the image's own
        /// (`preferredSymbolConfiguration`); default nil. It sets the symbol's size here.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The largest size the image is shown at, scaled down keeping its aspect ratio
        /// (`maximumSize`); a zero length: no limit on that axis. Default zero.
        public var maximumSize = CGSize.zero
        /// The room kept for the image whatever its size (`reservedLayoutSize`), the image
        /// centred in it; a zero length: the image's own. Default zero.
        public var reservedLayoutSize = CGSize.zero
        /// The corner radius of the image (`cornerRadius`); default 0.
        public var cornerRadius: CGFloat = 0

        /// Default image properties.
        public init() {}

        /// The tint colour drawn for a view whose tint colour is `tintColor`
        /// (`resolvedTintColor(for:)`): ``tintColor``, else `tintColor`, through
        /// ``tintColorTransformer``.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer?(color) ?? color
        }

        /// The size `image` is shown at: its size (with ``preferredSymbolConfiguration``)
        /// scaled down to fit ``maximumSize``.
        func displayedSize(of image: UIImage) -> CGSize {
            var size = image.shown(withPreferred: preferredSymbolConfiguration).size
            guard size.width > 0, size.height > 0 else { return .zero }
            var factor: CGFloat = 1
            if maximumSize.width > 0 { factor = min(factor, maximumSize.width / size.width) }
            if maximumSize.height > 0 { factor = min(factor, maximumSize.height / size.height) }
            size.width *= factor
            size.height *= factor
            return size
        }

        /// The room kept for `image`: ``reservedLayoutSize`` where set, else its displayed size.
        func layoutSize(of image: UIImage) -> CGSize {
            let shown = displayedSize(of: image)
            return CGSize(
                width: reservedLayoutSize.width > 0 ? reservedLayoutSize.width : shown.width,
                height: reservedLayoutSize.height > 0 ? reservedLayoutSize.height : shown.height)
        }
    }
}
