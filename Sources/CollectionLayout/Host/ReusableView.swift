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
    /// What it shows; the data source sets it when it configures the view.
    public var contentConfiguration: (any ContentConfiguration)?

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
