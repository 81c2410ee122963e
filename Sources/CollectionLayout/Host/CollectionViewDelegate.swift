import Foundation

/// Vetoes and notifications for selection, highlight and the edit menu, as
/// `UICollectionViewDelegate`. Every method has UIKit's default: allow selection and
/// highlight, ignore notifications, and show no edit menu. As UIKit's, it is also the
/// scroll view's delegate (``ScrollViewDelegate``).
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// Whether the item may highlight on touch-down; default true.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item was highlighted.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item was unhighlighted.
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether the item may be selected; default true.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The item was selected by the user.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether the item may be deselected; default true.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The item was deselected by the user.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// Whether a tap on the item performs its primary action (`canPerformPrimaryActionForItemAt`,
    /// iOS 16); default true outside editing mode and false in it.
    func collectionView(_ collectionView: CollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool
    /// The user tapped the item without extending the selection: perform its primary action
    /// (`performPrimaryActionForItemAt`, iOS 16), such as navigating; told after
    /// `didSelectItemAt` (see ``CollectionView/touchUp(at:)``). Default: nothing.
    func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
    /// Whether a long press on the item shows the edit menu; default false.
    func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool
    /// Whether the edit menu offers `action` for the item; default false.
    func collectionView(
        _ collectionView: CollectionView, canPerformAction action: EditAction, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool
    /// The user chose `action` in the item's edit menu; default nothing.
    func collectionView(
        _ collectionView: CollectionView, performAction action: EditAction, forItemAt indexPath: IndexPath, withSender sender: Any?)
    /// The transition layout for an interactive transition from `fromLayout` to
    /// `toLayout`; default a plain ``TransitionLayout``.
    func collectionView(
        _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
        newLayout toLayout: CollectionViewLayout
    ) -> TransitionLayout
    /// Retargets an interactive movement (iOS 15's
    /// `targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`):
    /// `originalIndexPath` is where the movement began, `currentIndexPath` where the item is
    /// now, `proposedIndexPath` where the layout would put it. Default: asks the deprecated
    /// ``collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)``, so a
    /// delegate implementing only that one is still asked, and this one wins when both are.
    func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// Retargets an interactive movement (deprecated in iOS 15,
    /// `targetIndexPathForMoveFromItemAt:toProposedIndexPath:`); asked with the path the
    /// item is at now (see docs/REFERENCE.md §11). Default: the proposal.
    func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        !collectionView.isEditing
    }
    public func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(
        _ collectionView: CollectionView, canPerformAction action: EditAction, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool { false }
    public func collectionView(
        _ collectionView: CollectionView, performAction action: EditAction, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
        newLayout toLayout: CollectionViewLayout
    ) -> TransitionLayout {
        TransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    public func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    public func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
}
