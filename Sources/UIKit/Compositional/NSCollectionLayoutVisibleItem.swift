import CollectionLayout
import Foundation

/// A visible item a section's `visibleItemsInvalidationHandler` may change, as UIKit's
/// `NSCollectionLayoutVisibleItem` (without UIKit Dynamics' `UIDynamicItem`, which this
/// module does not model).
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
    /// Its opacity.
    var alpha: CGFloat { get set }
    /// Its stacking order.
    var zIndex: Int { get set }
    /// Whether it is hidden.
    var isHidden: Bool { get set }
    /// Its centre (in an orthogonal section, in the band's unscrolled coordinates).
    var center: CGPoint { get set }
    /// Its affine transform.
    var transform: CGAffineTransform { get set }
    /// Its 3D transform.
    var transform3D: CATransform3D { get set }
    /// Its element kind (nil for a cell).
    var name: String { get }
    /// Its index path.
    var indexPath: IndexPath { get }
    /// Its frame.
    var frame: CGRect { get }
    /// Its bounds.
    var bounds: CGRect { get }
    /// Cell, supplementary view or decoration view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// Its element kind, nil for a cell.
    var representedElementKind: String? { get }
}

/// Changes a section's visible items before they show
/// (`NSCollectionLayoutSectionVisibleItemsInvalidationHandler`): the items, the scroll
/// offset (in an orthogonal section, the band's own) and the environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// One visible item handed to a handler: the core attributes, changed in place.
@preconcurrency @MainActor
final class VisibleItemObject: NSObject, NSCollectionLayoutVisibleItem {
    var attributes: LayoutAttributes

    init(_ attributes: LayoutAttributes) {
        self.attributes = attributes
    }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    var name: String { attributes.representedElementKind ?? "" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { CGRect(origin: .zero, size: attributes.size) }
    var representedElementCategory: UICollectionView.ElementCategory { .init(attributes.representedElementCategory) }
    var representedElementKind: String? { attributes.representedElementKind }
}

/// Carries a UIKit handler into the core's `@Sendable` one.
final class VisibleItemsHandlerBox: @unchecked Sendable {
    let handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler
    init(_ handler: @escaping NSCollectionLayoutSectionVisibleItemsInvalidationHandler) { self.handler = handler }

    /// The core handler: wraps each item in an object, runs UIKit's handler, reads back.
    var core: VisibleItemsInvalidationHandler {
        { items, offset, environment in
            items = withMainActorAssumed {
                let objects = items.map(VisibleItemObject.init)
                self.handler(objects, offset, LayoutEnvironmentObject(environment, traits: nil))
                return objects.map(\.attributes)
            }
        }
    }
}
