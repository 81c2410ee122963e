/// UIKit's `UICollectionViewFlowLayout`: items in lines that wrap, sections stacked, headers
/// and footers. The rules are the core `FlowLayout`'s (docs/REFERENCE.md §4); this class
/// forwards its properties to it and answers with objects of `layoutAttributesClass`.
///
/// The per-section and per-item metrics come from the collection view's delegate when it
/// adopts ``UICollectionViewDelegateFlowLayout``; a method it does not implement falls back
/// to the property, as in UIKit.
///
/// With `estimatedItemSize`, items start at `sizeForItemAt` or the estimate and visible cells
/// take the size their `preferredLayoutAttributesFitting(_:)` answers (docs/REFERENCE.md,
/// "Self-sizing"; a free width is capped at the line length). Deliberate difference:
/// `sectionInsetReference`
/// `.fromSafeArea` / `.fromLayoutMargins` add the part of the safe area / layout margins on
/// the cross axis that the adjusted content inset does not already cover.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Where section insets are measured from, as UIKit's
    /// `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: Int, Sendable {
        /// From the content inset (the default).
        case fromContentInset
        /// From the safe area.
        case fromSafeArea
        /// From the layout margins.
        case fromLayoutMargins
    }

    /// UIKit's `automaticSize` sentinel for ``estimatedItemSize``.
    public static let automaticSize = FlowLayout.automaticSize

    let flow: FlowEngine
    /// Set by the delegate's default `sizeForItemAt` (see UICollectionViewDelegateFlowLayout).
    @exclusivity(unchecked) var sizeAnsweredByDefault = false

    /// A flow layout with UIKit's defaults (`init()`).
    public override init() {
        flow = FlowEngine()
        super.init(engine: flow)
        flow.owner = self
    }

    /// Layouts are not decoded here: a layout from a coder is a new flow layout.
    public required init?(coder: NSCoder) {
        flow = FlowEngine()
        super.init(engine: flow)
        flow.owner = self
    }

    /// True, as in UIKit: in a right-to-left collection view the flow layout (and a
    /// subclass, after its overrides) is flipped horizontally
    /// (`flipsHorizontallyInOppositeLayoutDirection`).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The flow layout's invalidation contexts (`invalidationContextClass`).
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// The scroll direction (`scrollDirection`); default vertical.
    open var scrollDirection: UICollectionView.ScrollDirection {
        get { flow.scrollDirection == .vertical ? .vertical : .horizontal }
        set { flow.scrollDirection = newValue == .vertical ? .vertical : .horizontal }
    }

    /// The size of items the delegate does not size (`itemSize`); default 50 × 50.
    open var itemSize: CGSize {
        get { flow.itemSize }
        set { flow.itemSize = newValue }
    }

    /// The estimate for self-sizing items (`estimatedItemSize`); zero turns it off.
    open var estimatedItemSize: CGSize {
        get { flow.estimatedItemSize }
        set { flow.estimatedItemSize = newValue }
    }

    /// Space between lines (`minimumLineSpacing`); default 10.
    open var minimumLineSpacing: CGFloat {
        get { flow.minimumLineSpacing }
        set { flow.minimumLineSpacing = newValue }
    }

    /// Minimum space between items in a line (`minimumInteritemSpacing`); default 10.
    open var minimumInteritemSpacing: CGFloat {
        get { flow.minimumInteritemSpacing }
        set { flow.minimumInteritemSpacing = newValue }
    }

    /// Insets of every section's items (`sectionInset`); default zero.
    open var sectionInset: UIEdgeInsets {
        get { flow.sectionInset }
        set { flow.sectionInset = newValue }
    }

    /// Where section insets are measured from (`sectionInsetReference`).
    open var sectionInsetReference = SectionInsetReference.fromContentInset {
        didSet { if sectionInsetReference != oldValue { invalidateLayout() } }
    }

    /// Header size (`headerReferenceSize`): only the height counts when vertical.
    open var headerReferenceSize: CGSize {
        get { flow.headerReferenceSize }
        set { flow.headerReferenceSize = newValue }
    }

    /// Footer size (`footerReferenceSize`).
    open var footerReferenceSize: CGSize {
        get { flow.footerReferenceSize }
        set { flow.footerReferenceSize = newValue }
    }

    /// Whether headers stick to the top of the visible bounds (`sectionHeadersPinToVisibleBounds`).
    open var sectionHeadersPinToVisibleBounds: Bool {
        get { flow.sectionHeadersPinToVisibleBounds }
        set { flow.sectionHeadersPinToVisibleBounds = newValue }
    }

    /// Whether footers stick to the bottom of the visible bounds (`sectionFootersPinToVisibleBounds`).
    open var sectionFootersPinToVisibleBounds: Bool {
        get { flow.sectionFootersPinToVisibleBounds }
        set { flow.sectionFootersPinToVisibleBounds = newValue }
    }

    /// The extra inset ``sectionInsetReference`` adds on the cross axis: the part of the
    /// safe area or layout margins beyond the adjusted content inset.
    func referenceInset(in view: UICollectionView) -> UIEdgeInsets {
        let reference: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return .zero
        case .fromSafeArea: reference = view.safeAreaInsets
        case .fromLayoutMargins: reference = view.layoutMargins
        }
        let adjusted = view.adjustedContentInset
        if flow.scrollDirection == .vertical {
            return UIEdgeInsets(left: max(0, reference.left - adjusted.left), right: max(0, reference.right - adjusted.right))
        }
        return UIEdgeInsets(top: max(0, reference.top - adjusted.top), bottom: max(0, reference.bottom - adjusted.bottom))
    }
}
