/// A view the collection view recycles, as UIKit's `UICollectionReusableView`:
/// supplementary and decoration views, and the base of ``UICollectionViewCell``.
///
/// The collection view creates registered classes with `init(frame:)` (through the
/// required `init()`), sets the frame, transform, alpha, hidden state and z position
/// from the attributes, then calls ``apply(_:)`` with the layout's attributes object — of
/// the layout's `layoutAttributesClass`, so a subclass's extra properties arrive.
open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued with (`reuseIdentifier`).
    open internal(set) var reuseIdentifier: String?

    /// Resets per-use state before the view is reused (`prepareForReuse()`). Call `super`.
    open func prepareForReuse() {}

    /// Applies the layout's attributes (`apply(_:)`); the geometry is already set.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like (`preferredLayoutAttributesFitting(_:)`); default
    /// the attributes given. Not asked here: there is no self-sizing pass.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// Told that the collection view is about to change layout (`willTransition(from:to:)`).
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Told that the collection view changed layout (`didTransition(from:to:)`).
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}
