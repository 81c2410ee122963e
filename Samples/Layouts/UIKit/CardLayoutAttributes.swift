// Written exactly as it would be in an iOS app: it compiles unchanged in Xcode.
import UIKit

/// Layout attributes with a corner radius for the cell to apply (``CardCell``), as a
/// custom attributes class is written: the extra property is copied and compared.
open class CardLayoutAttributes: UICollectionViewLayoutAttributes {
    /// The corner radius of the card; default 0.
    open var cornerRadius: CGFloat = 0

    /// A copy of the same class with the same corner radius.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CardLayoutAttributes
        copy.cornerRadius = cornerRadius
        return copy
    }

    /// Equal when the corner radii and the base class's attributes are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CardLayoutAttributes else { return false }
        return other.cornerRadius == cornerRadius && super.isEqual(object)
    }
}
