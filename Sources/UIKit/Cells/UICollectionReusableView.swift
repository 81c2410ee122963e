import CollectionLayout

/// A view the collection view recycles, as UIKit's `UICollectionReusableView`:
/// supplementary and decoration views, and the base of ``UICollectionViewCell``.
///
/// The collection view creates registered classes with `init(frame:)` (through the
/// required `init()`), sets the frame, transform, alpha, hidden state and z position
/// from the attributes, then calls ``apply(_:)`` with the layout's attributes object — of
/// the layout's `layoutAttributesClass`, so a subclass's extra properties arrive.
open class UICollectionReusableView: UIView {
    /// A view with a zero frame (`init()`). Required here, so the collection view can create
    /// a registered class through its metatype; a subclass that overrides `init(frame:)` and
    /// `init?(coder:)`, as reusable views written for iOS do, inherits it.
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// The identifier the view was dequeued with (`reuseIdentifier`).
    open internal(set) var reuseIdentifier: String?

    /// Resets per-use state before the view is reused (`prepareForReuse()`). Call `super`.
    open func prepareForReuse() {}

    /// Applies the layout's attributes (`apply(_:)`); the geometry is already set.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The collection view that created or adopted this view (for self-sizing invalidation).
    weak var owningCollectionView: UICollectionView?

    /// How the layout lets this view size itself in the current pass (set by the collection
    /// view before it asks ``preferredLayoutAttributesFitting(_:)``); nil: it does not.
    var selfSizing: SelfSizing?

    /// The attributes the view would like (`preferredLayoutAttributesFitting(_:)`), asked
    /// after ``apply(_:)`` in each layout pass that shows the view at a new size
    /// (docs/REFERENCE.md, "Self-sizing"). Default, as UIKit's: when the layout lets the view
    /// size itself (flow layout with `estimatedItemSize`), a copy whose size is
    /// ``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// of the given size, free axes at `fittingSizeLevel` and fixed ones `required` (a free
    /// axis longer than the layout allows is fitted again held at that length, so text
    /// wraps there); otherwise the attributes given. Only the size of the result is used.
    /// A view laid out by Auto Layout whose constraints do not decide a free axis keeps the
    /// given length on it, and says so once in ``LayoutConstraintLog``
    /// (UICollectionReusableView+SelfSizing.swift).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let sizing = selfSizing, sizing.fitsWidth || sizing.fitsHeight else { return layoutAttributes }
        let size = fittingSize(for: layoutAttributes.size, sizing: sizing)
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0,
            let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes
        else { return layoutAttributes }
        preferred.size = size
        return preferred
    }

    /// Told that the collection view is about to change layout (`willTransition(from:to:)`).
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Told that the collection view changed layout (`didTransition(from:to:)`).
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}
