import Foundation

/// What a view shows, as UIKit's `UIContentConfiguration`: the renderer and scene files
/// define concrete configurations; the layout core only carries them.
public protocol ContentConfiguration: Sendable {}

/// A view that the collection view recycles, as `UICollectionReusableView`: supplementary
/// and decoration views, and the base of ``CollectionViewCell``.
open class ReusableView {
    /// The identifier it was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// The attributes last applied to it.
    public internal(set) var layoutAttributes: LayoutAttributes?
    /// What it shows; the data source sets it when it configures the view. Open so that a
    /// host's view can produce it when it is read.
    open var contentConfiguration: (any ContentConfiguration)?

    /// A new view; the collection view creates them through registration.
    public required init() {}

    /// Resets per-use state before the view is handed out again. Call `super`.
    open func prepareForReuse() {
        contentConfiguration = nil
    }

    /// Applies attributes (`apply(_:)`). Call `super`.
    open func apply(_ layoutAttributes: LayoutAttributes) {
        self.layoutAttributes = layoutAttributes
    }

    // MARK: Self-sizing (docs/REFERENCE.md, "Self-sizing")

    /// What the host measures content with; set when the view is shown.
    weak var contentSizing: (any ContentSizing)?
    /// How the layout lets this view size itself in the current layout pass (set by the host
    /// before it asks ``preferredLayoutAttributesFitting(_:)``); nil: it does not.
    public internal(set) var selfSizing: SelfSizing?
    /// The screen scale measured sizes are rounded to.
    var sizingScale: CGFloat = 1

    /// The size the view's content needs for `targetSize` (`systemLayoutSizeFitting(_:
    /// withHorizontalFittingPriority:verticalFittingPriority:)`): an axis at ``LayoutPriority/required``
    /// keeps the target's length, one at a lower priority takes the content's. A view whose
    /// content has nothing to measure (no configuration, or one the host cannot size) returns
    /// `targetSize`.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        guard let configuration = contentConfiguration, let contentSizing, let key = layoutAttributes?.key else { return targetSize }
        let limit = selfSizing?.maximumSize ?? CGSize(width: CGFloat.infinity, height: .infinity)
        let sizing = SelfSizing(
            fitsWidth: horizontalFittingPriority < .required, fitsHeight: verticalFittingPriority < .required, maximumSize: limit)
        return contentSizing.fittingSize(of: configuration, key: key, targetSize: targetSize, sizing: sizing, scale: sizingScale)
            ?? targetSize
    }

    /// The attributes the view would like (`preferredLayoutAttributesFitting(_:)`), asked by
    /// the host after ``apply(_:)`` in each layout pass that shows the view at a new size.
    /// Default, as UIKit's: when the layout lets the view size itself, a copy whose size is
    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// of the given size, the free axes at ``LayoutPriority/fittingSizeLevel`` and the fixed
    /// ones ``LayoutPriority/required``; otherwise the attributes unchanged.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        guard let sizing = selfSizing, sizing.fitsWidth || sizing.fitsHeight else { return layoutAttributes }
        let size = systemLayoutSizeFitting(
            layoutAttributes.size, withHorizontalFittingPriority: sizing.fitsWidth ? .fittingSizeLevel : .required,
            verticalFittingPriority: sizing.fitsHeight ? .fittingSizeLevel : .required)
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return layoutAttributes }
        var preferred = layoutAttributes
        preferred.size = size
        return preferred
    }
}

/// A cell, as `UICollectionViewCell`: a reusable view with selection and highlight state
/// and a background shown while selected or highlighted.
open class CollectionViewCell: ReusableView {
    /// Whether the cell is selected.
    public internal(set) var isSelected = false
    /// Whether the cell is highlighted (a touch is down on it).
    public internal(set) var isHighlighted = false
    /// What the cell shows behind its content while selected or highlighted
    /// (`selectedBackgroundView`); nil shows nothing extra.
    public var selectedBackgroundConfiguration: (any ContentConfiguration)?

    /// Whether the selected background shows: selected or highlighted.
    public var showsSelectedBackground: Bool { isSelected || isHighlighted }

    /// A new cell.
    public required init() {}

    /// Clears selection, highlight and content.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }
}
