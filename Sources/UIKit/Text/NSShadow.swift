import CollectionRendering
import Foundation

/// A shadow for text (`NSShadow`): the value of an attributed string's
/// `NSAttributedString.Key.shadow` attribute, cast by the glyphs of the characters it covers
/// (docs/REFERENCE.md §22.27).
open class NSShadow: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    /// How far the shadow lies from the glyphs, in points (`shadowOffset`): positive values
    /// extend down and to the right; default (0, 0).
    open var shadowOffset = CGSize.zero
    /// How blurred the shadow is, in points (`shadowBlurRadius`), as Core Graphics' shadow
    /// blur; default 0, a sharp shadow; a negative value draws as 0.
    open var shadowBlurRadius: CGFloat = 0
    /// The shadow's colour (`shadowColor`, a `UIColor`): default black at a third of full
    /// opacity; nil draws no shadow, as Apple documents.
    open var shadowColor: Any? = UIColor(white: 0, alpha: 1.0 / 3)

    /// A shadow with the defaults (`init()`).
    public override init() { super.init() }

    /// Shadows can be decoded securely (`supportsSecureCoding`).
    public class var supportsSecureCoding: Bool { true }

    // Archive keys [chosen]; a damaged value is left at its default rather than trapping.
    private enum Key {
        static let offset = "NSShadowOffset", blur = "NSShadowBlurRadius", color = "NSShadowColor", hasColor = "NSShadowHasColor"
    }

    /// A shadow from an archive (`init?(coder:)`): the offset, blur and colour ``encode(with:)``
    /// wrote, each missing or damaged one at its default.
    public required init?(coder: NSCoder) {
        super.init()
        if let offset = coder.decodeArchived(2, forKey: Key.offset) { shadowOffset = CGSize(width: offset[0], height: offset[1]) }
        if let blur = coder.decodeArchivedNumber(forKey: Key.blur) { shadowBlurRadius = blur }
        if coder.decodeArchivedBool(forKey: Key.hasColor) == false {
            shadowColor = nil
        } else if coder.containsValue(forKey: Key.color), let color = coder.decodeObject(of: UIColor.self, forKey: Key.color) {
            // Decoded as the class it must be: a secure unarchiver refuses an object of a class
            // it was not told of (Foundation on Linux traps).
            shadowColor = color
        }
    }

    /// Writes the offset, blur and colour (`encode(with:)`); a colour that is not a `UIColor`
    /// is not written, and reads back as the default.
    open func encode(with coder: NSCoder) {
        coder.encodeArchived([shadowOffset.width, shadowOffset.height], forKey: Key.offset)
        coder.encode(Double(shadowBlurRadius), forKey: Key.blur)
        coder.encode(shadowColor != nil, forKey: Key.hasColor)
        if let color = shadowColor as? UIColor { coder.encode(color, forKey: Key.color) }
    }

    /// A copy with the same offset, blur and colour (`copy(with:)`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }

    /// Equal to another shadow with the same offset, blur and colour.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        return shadowOffset == other.shadowOffset && shadowBlurRadius == other.shadowBlurRadius
            && (shadowColor as? UIColor) == (other.shadowColor as? UIColor)
    }

    /// Consistent with ``isEqual(_:)``.
    open override var hash: Int { shadowOffset.width.hashValue ^ shadowOffset.height.hashValue ^ shadowBlurRadius.hashValue }

    /// The shadow as the renderer casts it, its colour resolved by `resolve`; nil when there is
    /// no colour (or one that is not a `UIColor`) or an offset or the blur is not finite.
    func rendered(resolve: (UIColor) -> Color) -> Shadow? {
        guard let shadowColor = shadowColor as? UIColor, shadowOffset.width.isFinite, shadowOffset.height.isFinite,
            shadowBlurRadius.isFinite
        else { return nil }
        let color = resolve(shadowColor)
        // Core Graphics' shadow blur is twice the Gaussian's standard deviation (CGContext.setShadow).
        return Shadow(color: color, opacity: 1, offset: shadowOffset, radius: max(0, shadowBlurRadius) / 2)
    }
}
