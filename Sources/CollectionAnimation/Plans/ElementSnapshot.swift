import CollectionLayout
import Foundation

/// What one view showed when the animator looked at it: its `contentConfiguration` and,
/// for cells, whether it was selected or highlighted. A value copy, so recycling the view
/// afterwards does not change it.
public struct ElementSnapshot: Sendable {
    /// The view's `contentConfiguration`.
    public var configuration: (any ContentConfiguration)?
    /// Whether the cell was selected (false for other views).
    public var isSelected: Bool
    /// Whether the cell was highlighted (false for other views).
    public var isHighlighted: Bool
    /// The cell's `selectedBackgroundConfiguration`.
    public var selectedBackground: (any ContentConfiguration)?

    /// A snapshot from its parts.
    public init(
        configuration: (any ContentConfiguration)?, isSelected: Bool = false, isHighlighted: Bool = false,
        selectedBackground: (any ContentConfiguration)? = nil
    ) {
        self.configuration = configuration
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
        self.selectedBackground = selectedBackground
    }

    /// A snapshot of `view`.
    public init(of view: ReusableView) {
        let cell = view as? CollectionViewCell
        self.init(
            configuration: view.contentConfiguration, isSelected: cell?.isSelected ?? false,
            isHighlighted: cell?.isHighlighted ?? false, selectedBackground: cell?.selectedBackgroundConfiguration)
    }

    /// Snapshots of the views `collectionView` shows after its last layout pass, by key.
    public static func visibleViews(of collectionView: CollectionView) -> [ElementKey: ElementSnapshot] {
        var result: [ElementKey: ElementSnapshot] = [:]
        for element in collectionView.visibleElements {
            result[element.attributes.key] = ElementSnapshot(of: element.view)
        }
        return result
    }
}
