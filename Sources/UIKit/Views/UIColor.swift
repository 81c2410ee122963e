import CollectionRendering

/// A colour, as UIKit's `UIColor`: an sRGB value (the renderer's `Color`) in an object.
///
/// The system colours are the renderer's iOS light-mode values (one table, in
/// CollectionRendering); there is no dark mode or dynamic colour here.
open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
    /// The colour's components.
    public let color: Color

    /// A colour from its components, 0…1 (`init(red:green:blue:alpha:)`).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        super.init()
    }

    /// A grey, 0 (black) … 1 (white) (`init(white:alpha:)`).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from a `#colorLiteral(red:green:blue:alpha:)`.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A colour wrapping a renderer colour.
    public init(_ color: Color) {
        self.color = color
        super.init()
    }

    /// The same colour with another alpha (`withAlphaComponent(_:)`).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(Color(red: color.red, green: color.green, blue: color.blue, alpha: Double(alpha)))
    }

    /// Equal when the components are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?.color == color
    }

    /// Consistent with ``isEqual(_:)``.
    open override var hash: Int { color.hashValue }

    /// `UIColor.systemBlue`.
    public static var systemBlue: UIColor { UIColor(.systemBlue) }
    /// `UIColor.systemGreen`.
    public static var systemGreen: UIColor { UIColor(.systemGreen) }
    /// `UIColor.systemIndigo`.
    public static var systemIndigo: UIColor { UIColor(.systemIndigo) }
    /// `UIColor.systemOrange`.
    public static var systemOrange: UIColor { UIColor(.systemOrange) }
    /// `UIColor.systemPink`.
    public static var systemPink: UIColor { UIColor(.systemPink) }
    /// `UIColor.systemPurple`.
    public static var systemPurple: UIColor { UIColor(.systemPurple) }
    /// `UIColor.systemRed`.
    public static var systemRed: UIColor { UIColor(.systemRed) }
    /// `UIColor.systemTeal`.
    public static var systemTeal: UIColor { UIColor(.systemTeal) }
    /// `UIColor.systemYellow`.
    public static var systemYellow: UIColor { UIColor(.systemYellow) }
    /// `UIColor.systemGray`.
    public static var systemGray: UIColor { UIColor(.systemGray) }
    /// `UIColor.systemGray2`.
    public static var systemGray2: UIColor { UIColor(.systemGray2) }
    /// `UIColor.systemGray3`.
    public static var systemGray3: UIColor { UIColor(.systemGray3) }
    /// `UIColor.systemGray4`.
    public static var systemGray4: UIColor { UIColor(.systemGray4) }
    /// `UIColor.systemGray5`.
    public static var systemGray5: UIColor { UIColor(.systemGray5) }
    /// `UIColor.systemGray6`.
    public static var systemGray6: UIColor { UIColor(.systemGray6) }
    /// `UIColor.label`.
    public static var label: UIColor { UIColor(.label) }
    /// `UIColor.secondaryLabel`.
    public static var secondaryLabel: UIColor { UIColor(.secondaryLabel) }
    /// `UIColor.systemBackground`.
    public static var systemBackground: UIColor { UIColor(.systemBackground) }
    /// `UIColor.secondarySystemBackground`.
    public static var secondarySystemBackground: UIColor { UIColor(.secondarySystemBackground) }
    /// `UIColor.systemGroupedBackground`.
    public static var systemGroupedBackground: UIColor { UIColor(.systemGroupedBackground) }
    /// `UIColor.secondarySystemGroupedBackground`: the rows of grouped lists.
    public static var secondarySystemGroupedBackground: UIColor { UIColor(.secondarySystemGroupedBackground) }
    /// `UIColor.separator`.
    public static var separator: UIColor { UIColor(.separator) }
    /// `UIColor.tintColor`.
    public static var tintColor: UIColor { UIColor(.tintColor) }
    /// `UIColor.white`.
    public static var white: UIColor { UIColor(.white) }
    /// `UIColor.black`.
    public static var black: UIColor { UIColor(.black) }
    /// `UIColor.clear`.
    public static var clear: UIColor { UIColor(.clear) }
    /// `UIColor.red` (pure red, as UIKit's).
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// `UIColor.green` (pure green).
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// `UIColor.blue` (pure blue).
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// `UIColor.gray` (50 % white).
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// `UIColor.lightGray` (2/3 white).
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// `UIColor.darkGray` (1/3 white).
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }

    /// The Core Graphics colour of the same value (`cgColor`), in the sRGB space.
    public var cgColor: CGColor { CGColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha) }

    /// A colour from a Core Graphics colour (`init(cgColor:)`).
    public convenience init(cgColor: CGColor) {
        self.init(cgColor.renderColor)
    }
}
