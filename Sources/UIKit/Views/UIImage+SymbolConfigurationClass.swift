import Foundation

extension UIImage {
    /// How a symbol image is sized and styled (`UIImage.SymbolConfiguration`): a point size,
    /// font or text style, weight, scale and colours. Here only the size takes effect
    /// (UIImage+SymbolConfiguration.swift); each property set is kept, compared and combined
    /// as UIKit does.
    public class SymbolConfiguration: UIImage.Configuration {
        /// The point size; 0 when unspecified.
        var pointSize: CGFloat = 0
        /// The weight.
        var weight = SymbolWeight.unspecified
        /// The scale.
        var scale = SymbolScale.unspecified
        /// The text style whose font sizes the symbol.
        var textStyle: UIFont.TextStyle?
        /// The font that sizes the symbol.
        var font: UIFont?
        /// The colours of a hierarchical or palette configuration.
        var colors: [UIColor] = []
        /// Whether colours are hierarchical (one colour, shaded) rather than a palette.
        var isHierarchical = false
        /// Whether multicolour (true) or monochrome (false) rendering is preferred; nil: neither.
        var prefersMulticolor: Bool?

        required init() { super.init() }

        required init(copying configuration: UIImage.Configuration) {
            super.init(copying: configuration)
            guard let other = configuration as? SymbolConfiguration else { return }
            (pointSize, weight, scale, textStyle, font) = (other.pointSize, other.weight, other.scale, other.textStyle, other.font)
            (colors, isHierarchical, prefersMulticolor) = (other.colors, other.isHierarchical, other.prefersMulticolor)
        }

        /// A configuration of `pointSize` points (`init(pointSize:)`).
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }

        /// A configuration of `pointSize` points and `weight` (`init(pointSize:weight:)`).
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        /// A configuration of `pointSize` points, `weight` and `scale` (`init(pointSize:weight:scale:)`).
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init()
            self.pointSize = pointSize.isFinite ? max(0, pointSize) : 0
            self.weight = weight
            self.scale = scale
        }

        /// A configuration sized by `textStyle`'s font (`init(textStyle:)`).
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }

        /// A configuration sized by `textStyle`'s font, at `scale` (`init(textStyle:scale:)`).
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init()
            self.textStyle = textStyle
            self.scale = scale
        }

        /// A configuration sized by `font` (`init(font:)`).
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }

        /// A configuration sized by `font`, at `scale` (`init(font:scale:)`).
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            self.init()
            self.font = font
            self.scale = scale
        }

        /// A configuration of `weight` alone (`init(weight:)`).
        public convenience init(weight: UIImage.SymbolWeight) {
            self.init()
            self.weight = weight
        }

        /// A configuration of `scale` alone (`init(scale:)`).
        public convenience init(scale: UIImage.SymbolScale) {
            self.init()
            self.scale = scale
        }

        /// A hierarchical configuration of `hierarchicalColor` (`init(hierarchicalColor:)`).
        public convenience init(hierarchicalColor: UIColor) {
            self.init()
            colors = [hierarchicalColor]
            isHierarchical = true
        }

        /// A palette configuration of `paletteColors` (`init(paletteColors:)`).
        public convenience init(paletteColors: [UIColor]) {
            self.init()
            colors = paletteColors
        }

        /// A configuration preferring multicolour rendering (`preferringMulticolor()`).
        public class func preferringMulticolor() -> Self {
            let configuration = Self()
            configuration.prefersMulticolor = true
            return configuration
        }

        /// A configuration preferring monochrome rendering (`preferringMonochrome()`).
        public class func preferringMonochrome() -> Self {
            let configuration = Self()
            configuration.prefersMulticolor = false
            return configuration
        }

        /// A configuration that specifies nothing (`unspecified`).
        public class var unspecified: UIImage.SymbolConfiguration { SymbolConfiguration() }

        /// The point size the symbol is drawn at: its own, else its font's, else its text
        /// style's font's (at the traits' content size), else nil (17 points).
        var resolvedPointSize: CGFloat? {
            if pointSize > 0 { return pointSize }
            if let font { return font.pointSize }
            if let textStyle { return UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traitCollection).pointSize }
            return nil
        }

        /// This configuration with what `otherConfiguration` specifies laid over it
        /// (`applying(_:)`): a size (point size, font or text style) replaces the size, and a
        /// weight, scale, colours or rendering preference replace their own.
        public override func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            let copy = super.applying(otherConfiguration)
            guard let other = otherConfiguration as? SymbolConfiguration else { return copy }
            if other.pointSize > 0 || other.font != nil || other.textStyle != nil {
                (copy.pointSize, copy.font, copy.textStyle) = (other.pointSize, other.font, other.textStyle)
            }
            if other.weight != .unspecified { copy.weight = other.weight }
            if other.scale != .unspecified { copy.scale = other.scale }
            if !other.colors.isEmpty { (copy.colors, copy.isHierarchical) = (other.colors, other.isHierarchical) }
            if let prefers = other.prefersMulticolor { copy.prefersMulticolor = prefers }
            return copy
        }

        /// Without its text style (`configurationWithoutTextStyle()`).
        public func configurationWithoutTextStyle() -> Self { without { $0.textStyle = nil } }
        /// Without its scale (`configurationWithoutScale()`).
        public func configurationWithoutScale() -> Self { without { $0.scale = .unspecified } }
        /// Without its weight (`configurationWithoutWeight()`).
        public func configurationWithoutWeight() -> Self { without { $0.weight = .unspecified } }
        /// Without its point size and weight (`configurationWithoutPointSizeAndWeight()`).
        public func configurationWithoutPointSizeAndWeight() -> Self {
            without {
                $0.pointSize = 0
                $0.weight = .unspecified
            }
        }

        /// A copy with `change` applied.
        private func without(_ change: (SymbolConfiguration) -> Void) -> Self {
            let copy = Self(copying: self)
            change(copy)
            return copy
        }

        /// Whether `otherConfiguration` specifies the same (`isEqual(to:)`).
        public func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
            guard let other = otherConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale && textStyle == other.textStyle
                && font == other.font && colors == other.colors && isHierarchical == other.isHierarchical
                && prefersMulticolor == other.prefersMulticolor && traitCollection == other.traitCollection
        }

        /// Equal when ``isEqual(to:)``.
        public override func isEqual(_ object: Any?) -> Bool { isEqual(to: object as? SymbolConfiguration) }

        /// Hashes the size and scale (equal configurations hash alike).
        public override var hash: Int {
            var hasher = Hasher()
            hasher.combine(pointSize)
            hasher.combine(scale)
            hasher.combine(weight)
            return hasher.finalize()
        }
    }
}
