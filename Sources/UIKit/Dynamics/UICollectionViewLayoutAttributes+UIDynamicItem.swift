/// Layout attributes are dynamic items (UIKit's `UICollectionViewLayoutAttributes` conforms
/// to `UIDynamicItem`): an animator made with a collection view layout moves them, and the
/// layout answers them from ``UIDynamicAnimator/items(in:)``.
extension UICollectionViewLayoutAttributes: UIDynamicItem {}
