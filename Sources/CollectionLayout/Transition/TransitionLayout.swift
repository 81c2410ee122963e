import Foundation

/// A layout between two layouts, as `UICollectionViewTransitionLayout`: install it to show
/// (and drive, for example from a gesture) the way from ``currentLayout`` to
/// ``nextLayout``.
///
/// - ``transitionProgress`` (clamped to [0, 1]) says how far along the transition is;
///   setting it invalidates the layout but does not re-prepare the two inner layouts.
/// - Each element is a copy of its *next* attributes with center, size and alpha
///   interpolated linearly and transform3D entry by entry
///   (``LayoutAttributes/interpolated(to:fraction:)``); an element present in only one
///   layout fades against an alpha-0 copy of itself.
/// - The content size is the component-wise maximum of both layouts'.
/// - The content offset goes from ``fromContentOffset`` (the collection view's offset when
///   the transition layout is first prepared) to ``toContentOffset`` (docs/REFERENCE.md §8's
///   anchored target, see ``LayoutTransitionPlan``); ``contentOffset(forProgress:)`` and
///   ``targetContentOffset(forProposedContentOffset:)`` give the offset in between. The
///   host moves its content offset; the layout does not.
/// - Subclasses bend the path by overriding
///   ``interpolatedAttributes(from:to:progress:)`` and keep extra values that follow the
///   progress with ``updateValue(_:forAnimatedKey:)`` / ``value(forAnimatedKey:)``.
///
/// Both inner layouts are attached to the same collection view as this one and prepared
/// in ``prepare()``. The elements animated are those visible at the start (current layout,
/// start offset) or at the end (next layout, end offset), as in UIKit; an element that is
/// visible neither at the start nor at the end is not shown in between.
open class TransitionLayout: CollectionViewLayout {
    /// The layout the transition starts from.
    public let currentLayout: CollectionViewLayout
    /// The layout the transition ends at.
    public let nextLayout: CollectionViewLayout

    /// How far the transition is, from 0 (``currentLayout``) to 1 (``nextLayout``).
    /// Values are clamped to [0, 1] (NaN reads as 0); setting a new value invalidates the
    /// layout.
    public var transitionProgress: CGFloat {
        get { progress }
        set {
            let clamped = newValue.isNaN ? 0 : min(max(newValue, 0), 1)
            guard clamped != progress else { return }
            progress = clamped
            invalidateLayout(with: ProgressInvalidationContext())
        }
    }

    private var progress: CGFloat = 0
    private var animatedValues: [String: CGFloat] = [:]
    private var pinnedFromContentOffset: CGPoint?
    private var pinnedToContentOffset: CGPoint?
    private var needsPlan = true
    private var plannedViewportSize: CGSize?
    private var plan: LayoutTransitionPlan?
    private var planIndex: [ElementKey: Int] = [:]

    /// A transition from `currentLayout` to `nextLayout`
    /// (`init(currentLayout:nextLayout:)`), at progress 0.
    public init(currentLayout: CollectionViewLayout, nextLayout: CollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        super.init()
    }

    // MARK: Animated keys

    /// Stores a value a subclass animates with the transition
    /// (`updateValue(_:forAnimatedKey:)`), and invalidates the layout as a progress change
    /// does.
    public func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        animatedValues[key] = value
        invalidateLayout(with: ProgressInvalidationContext())
    }

    /// The value last stored for `key` (`value(forAnimatedKey:)`); 0 when none was.
    public func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key] ?? 0
    }

    /// The keys that hold a value, sorted.
    public var animatedKeys: [String] { animatedValues.keys.sorted() }

    // MARK: Content offsets

    /// The visible origin at the start: the collection view's content offset when this
    /// layout was first prepared, unless set. Setting it re-plans the transition.
    public var fromContentOffset: CGPoint {
        get { pinnedFromContentOffset ?? plan?.fromContentOffset ?? collectionView?.contentOffset ?? .zero }
        set {
            pinnedFromContentOffset = newValue
            needsPlan = true
            invalidateLayout(with: ProgressInvalidationContext())
        }
    }

    /// The visible origin at the end: the anchored target offset of docs/REFERENCE.md §8 in the
    /// next layout (see ``LayoutTransitionPlan``), unless set. Known after ``prepare()``;
    /// before, it reads as ``fromContentOffset``. Setting it re-plans the transition.
    public var toContentOffset: CGPoint {
        get { pinnedToContentOffset ?? plan?.toContentOffset ?? fromContentOffset }
        set {
            pinnedToContentOffset = newValue
            needsPlan = true
            invalidateLayout(with: ProgressInvalidationContext())
        }
    }

    /// The content offset at `progress` (clamped to [0, 1]), linear between
    /// ``fromContentOffset`` and ``toContentOffset``.
    public func contentOffset(forProgress progress: CGFloat) -> CGPoint {
        let fraction = progress.isNaN ? 0 : min(max(progress, 0), 1)
        return fromContentOffset.interpolated(to: toContentOffset, fraction: Double(fraction))
    }

    /// The content offset at the current progress, whatever is proposed.
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        contentOffset(forProgress: progress)
    }

    // MARK: The layout pass

    /// Attaches both inner layouts to this layout's collection view, prepares them, and
    /// (when something other than the progress changed) plans which elements take part.
    open override func prepare() {
        super.prepare()
        currentLayout.prepareForTransitionQueries(in: collectionView)
        nextLayout.prepareForTransitionQueries(in: collectionView)
        if pinnedFromContentOffset == nil, let collectionView {
            pinnedFromContentOffset = collectionView.contentOffset
        }
        guard needsPlan || plan == nil else { return }
        let viewportSize = collectionView?.frameSize ?? bounds.size
        let start = pinnedFromContentOffset ?? .zero
        let plan = LayoutTransitionPlan(
            from: currentLayout, to: nextLayout, bounds: CGRect(origin: start, size: viewportSize),
            contentInset: contentInset, selectedItems: collectionView?.indexPathsForSelectedItems ?? [],
            targetContentOffset: pinnedToContentOffset)
        var index: [ElementKey: Int] = [:]
        for (position, element) in plan.elements.enumerated() { index[element.key] = position }
        self.plan = plan
        planIndex = index
        plannedViewportSize = viewportSize
        needsPlan = false
    }

    /// The elements that take part — those visible at the start or at the end — each with
    /// its attributes in both layouts, from the last ``prepare()``; empty before.
    public var plannedElements: [LayoutTransitionPlan.Element] { plan?.elements ?? [] }

    /// The component-wise maximum of both layouts' content sizes.
    open override var collectionViewContentSize: CGSize {
        let a = currentLayout.collectionViewContentSize, b = nextLayout.collectionViewContentSize
        return CGSize(width: max(a.width, b.width), height: max(a.height, b.height))
    }

    /// The planned elements at the current progress whose frames meet `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        guard let plan else { return [] }
        return plan.elements.compactMap { element in
            let attributes = interpolatedAttributes(from: element.from, to: element.to, progress: progress)
            return attributes.frame.overlaps(rect) ? attributes : nil
        }
    }

    /// The cell at the current progress (asked of both layouts when it was not planned).
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        attributes(forElement: .cell(indexPath))
    }

    /// The supplementary view at the current progress.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> LayoutAttributes? {
        attributes(forElement: .supplementary(elementKind, indexPath))
    }

    /// The decoration view at the current progress.
    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> LayoutAttributes? {
        attributes(forElement: .decoration(elementKind, indexPath))
    }

    /// The attributes of one element at `progress`: a copy of `to` with center, size,
    /// alpha and transform3D interpolated from `from`. Override it to bend the path
    /// (arcs, staggering, non-linear easing per element); call `super` for the linear
    /// blend.
    open func interpolatedAttributes(from: LayoutAttributes, to: LayoutAttributes, progress: CGFloat) -> LayoutAttributes {
        from.interpolated(to: to, fraction: Double(progress))
    }

    // MARK: Invalidation

    /// A change of viewport size re-plans the transition; scrolling does not invalidate.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let plannedViewportSize else { return false }
        return newBounds.size != plannedViewportSize
    }

    /// Invalidates this layout; anything but a progress change (or an animated value)
    /// also invalidates both inner layouts and re-plans the transition.
    open override func invalidateLayout(with context: InvalidationContext) {
        if !(context is ProgressInvalidationContext) {
            needsPlan = true
            currentLayout.invalidateLayout(with: context)
            nextLayout.invalidateLayout(with: context)
        }
        super.invalidateLayout(with: context)
    }

    // MARK: Private

    private func attributes(forElement key: ElementKey) -> LayoutAttributes? {
        if let plan, let position = planIndex[key] {
            let element = plan.elements[position]
            return interpolatedAttributes(from: element.from, to: element.to, progress: progress)
        }
        switch (currentLayout.layoutAttributes(forElement: key), nextLayout.layoutAttributes(forElement: key)) {
        case let (from?, to?):
            return interpolatedAttributes(from: from, to: to, progress: progress)
        case let (from?, nil):
            var to = from
            to.alpha = 0
            return interpolatedAttributes(from: from, to: to, progress: progress)
        case let (nil, to?):
            var from = to
            from.alpha = 0
            return interpolatedAttributes(from: from, to: to, progress: progress)
        case (nil, nil):
            return nil
        }
    }
}

/// Marks an invalidation caused only by a new progress or animated value: the inner
/// layouts stay valid and the plan stands.
private final class ProgressInvalidationContext: InvalidationContext {
    init() { super.init(everything: false) }
}
