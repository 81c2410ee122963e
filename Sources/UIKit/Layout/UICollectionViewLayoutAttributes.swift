/// Where and how one element appears, as UIKit's `UICollectionViewLayoutAttributes`: an
/// object that wraps one core `LayoutAttributes` value.
///
/// Subclass it for extra per-element values, as in UIKit: declare the properties, override
/// `copy(with:)` (call `super`, then copy yours) and `isEqual(_:)`, and return the subclass
/// from your layout's `layoutAttributesClass`. Base layouts create their attributes of that
/// class, copies keep the dynamic class, and the cell's `apply(_:)` receives the object the
/// layout returned, extra properties included.
///
/// Equality (`isEqual(_:)`) is UIKit's rule, the core's `==`: index path, category and
/// kind, centre and size within 1.19e-7, transform3D, zIndex, alpha and visibility
/// (hidden and alpha 0 count alike).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// The store whose query result the object reads while ``storeIndex`` is set (see
    /// `AttributesStore`); set once, when a base query made the object.
    @exclusivity(unchecked) private var store: AttributesStore?
    /// The index of the object's value in its store's values, or −1 when it holds its own.
    @exclusivity(unchecked) var storeIndex = -1
    /// The identity of ``store`` (compared without touching its reference count).
    @exclusivity(unchecked) private(set) var storeID: ObjectIdentifier?
    /// The value when the object holds its own (nil: UIKit's defaults). Declared after the
    /// store's fields, which a query reads for every object it handed out, so that those
    /// share the cache line of the object's reference count, which it reads too (the value
    /// takes 80 bytes, more than a cache line's rest; read behind it, ``storeIndex`` missed
    /// the cache every time when it took 216).
    @exclusivity(unchecked) private var ownValue: LayoutAttributes?

    /// The core value these attributes hold.
    public var coreAttributes: LayoutAttributes {
        get {
            if storeIndex >= 0, let store { return store.values[storeIndex] }
            return ownValue ?? Self.defaultValue
        }
        set {
            ownValue = newValue
            storeIndex = -1
        }
    }

    private static let defaultValue = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))

    /// Attributes for the cell at [0, 0] with UIKit's defaults (`init()`); required so
    /// copies and base layouts can create the dynamic subclass.
    public required override init() {
        super.init()
    }

    /// An object of this exact class that a store binds to its values.
    convenience init(store: AttributesStore) {
        self.init()
        self.store = store
        storeID = ObjectIdentifier(store)
    }

    /// Takes its own copy of the value it reads from its store, and leaves the store.
    func detach() {
        guard storeIndex >= 0, let store else { return }
        ownValue = store.values[storeIndex]
        storeIndex = -1
    }

    /// Attributes holding a core value, of the receiving class.
    public convenience init(_ layoutAttributes: LayoutAttributes) {
        self.init()
        self.coreAttributes = layoutAttributes
    }

    /// Attributes for the cell at `indexPath` (`init(forCellWith:)`).
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(LayoutAttributes(forCellWith: indexPath))
    }

    /// Attributes for a supplementary view (`init(forSupplementaryViewOfKind:with:)`).
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(LayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath))
    }

    /// Attributes for a decoration view (`init(forDecorationViewOfKind:with:)`).
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(LayoutAttributes(forDecorationViewOfKind: decorationViewKind, with: indexPath))
    }

    // MARK: Fields

    /// The frame; with a transform, the bounding box of the transformed bounds.
    open var frame: CGRect {
        get { coreAttributes.frame }
        set { coreAttributes.frame = newValue }
    }

    /// The centre.
    open var center: CGPoint {
        get { coreAttributes.center }
        set { coreAttributes.center = newValue }
    }

    /// The untransformed size.
    open var size: CGSize {
        get { coreAttributes.size }
        set { coreAttributes.size = newValue }
    }

    /// The bounds: origin zero, the size.
    open var bounds: CGRect {
        get { coreAttributes.bounds }
        set { coreAttributes.bounds = newValue }
    }

    /// The 3D transform, applied about the centre.
    open var transform3D: CATransform3D {
        get { coreAttributes.transform3D }
        set { coreAttributes.transform3D = newValue }
    }

    /// The affine part of ``transform3D``; setting it replaces the 3D transform.
    open var transform: CGAffineTransform {
        get { coreAttributes.transform }
        set { coreAttributes.transform = newValue }
    }

    /// Group opacity, 0…1.
    open var alpha: CGFloat {
        get { coreAttributes.alpha }
        set { coreAttributes.alpha = newValue }
    }

    /// Draw order: larger draws above.
    open var zIndex: Int {
        get { coreAttributes.zIndex }
        set { coreAttributes.zIndex = newValue }
    }

    /// Whether the element is hidden.
    open var isHidden: Bool {
        get { coreAttributes.isHidden }
        set { coreAttributes.isHidden = newValue }
    }

    /// The element's index path.
    open var indexPath: IndexPath {
        get { coreAttributes.indexPath }
        set { coreAttributes.indexPath = newValue }
    }

    /// Cell, supplementary view or decoration view.
    open var representedElementCategory: UICollectionView.ElementCategory {
        UICollectionView.ElementCategory(coreAttributes.representedElementCategory)
    }

    /// The supplementary or decoration kind; nil for cells.
    open var representedElementKind: String? { coreAttributes.representedElementKind }

    // MARK: NSObject

    /// A copy of the receiver's dynamic class holding the same value
    /// (`copy(with:)`); subclasses call `super` and copy their own properties.
    open func copy(with zone: NSZone? = nil) -> Any {
        // A bound object of the base class: the copy reads the same stored value (it takes
        // its own when either is changed).
        if storeIndex >= 0, let store, type(of: self) == UICollectionViewLayoutAttributes.self {
            return store.object(at: storeIndex)
        }
        let copy = type(of: self).init()
        copy.coreAttributes = coreAttributes
        return copy
    }

    /// A copy (`copy()`): `copy(with: nil)`, as NSObject's, without its protocol lookup.
    open override func copy() -> Any { withMainActorAssumed { copy(with: nil) } }

    /// UIKit's equality (see the type's documentation); subclasses with extra values
    /// compare them and call `super`.
    open override func isEqual(_ object: Any?) -> Bool {
        withMainActorAssumed {
            guard let other = object as? UICollectionViewLayoutAttributes else { return false }
            return other === self || other.coreAttributes == coreAttributes
        }
    }

    /// Consistent with ``isEqual(_:)``: the index path and category.
    open override var hash: Int {
        withMainActorAssumed {
            var hasher = Hasher()
            hasher.combine(coreAttributes.indexPath)
            hasher.combine(coreAttributes.representedElementCategory)
            return hasher.finalize()
        }
    }

    /// `<UICollectionViewLayoutAttributes> cell [0, 3] frame (…)`.
    open override var description: String { withMainActorAssumed { "<\(type(of: self))> \(coreAttributes)" } }
}
