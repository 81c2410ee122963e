/// The core collection view's data source and delegate on behalf of a
/// ``UICollectionView``: each core call goes to the UIKit data source or delegate with
/// UIKit's signatures, and UIKit's answers come back as the core's.
@preconcurrency @MainActor
final class HostBridge: @preconcurrency CollectionViewDataSource, @preconcurrency CollectionViewDelegateFlowLayout {
    /// The UIKit collection view (which owns this bridge).
    weak var owner: UICollectionView?
    /// The owner's delegate as a flow delegate, cast once when it is set.
    weak var flowDelegate: (any UICollectionViewDelegateFlowLayout)?
    /// The delegate questions of the flow layout preparing now (see
    /// ``whilePreparing(_:of:_:)``) and that layout's engine. Held unretained (the preparing
    /// call keeps it alive), so a question costs no reference counting.
    @exclusivity(unchecked) private var preparingQuestion: Unmanaged<FlowQuestions>?
    @exclusivity(unchecked) private var preparingEngine: ObjectIdentifier?

    /// Runs `body` (a flow layout's prepare) with its delegate's questions prepared; `owner`
    /// is this bridge's ``owner``, which the caller has loaded already.
    ///
    /// The view and the delegate are weakly referenced, so each retain and release of either
    /// takes the runtime's slow path: the references the caller and the weak load hold are
    /// moved into the questions (`consume`), not copied into them and kept until the end.
    func whilePreparing(_ engine: FlowEngine, of owner: consuming UICollectionView, _ body: () -> Void) {
        guard let delegate = flowDelegate, let layout = engine.owner else { return body() }
        let question = FlowQuestions(owner: consume owner, delegate: consume delegate, layout: consume layout)
        let outer = (preparingQuestion, preparingEngine)
        preparingEngine = ObjectIdentifier(engine)
        preparingQuestion = Unmanaged.passUnretained(question)
        withExtendedLifetime(question) { body() }
        (preparingQuestion, preparingEngine) = outer
    }

    // MARK: Data source

    func numberOfSections(in collectionView: CollectionView) -> Int {
        guard let owner, let dataSource = owner.dataSource else { return 0 }
        return dataSource.numberOfSections(in: owner)
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let owner, let dataSource = owner.dataSource else { return 0 }
        return dataSource.collectionView(owner, numberOfItemsInSection: section)
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        guard let owner, let dataSource = owner.dataSource else { return HostedView() }
        let cell = dataSource.collectionView(owner, cellForItemAt: indexPath)
        return owner.hostedView(for: cell, returnedFrom: "-collectionView:cellForItemAtIndexPath:")
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) throws -> ReusableView {
        guard let owner, let dataSource = owner.dataSource else { return HostedView() }
        let view = dataSource.collectionView(owner, viewForSupplementaryElementOfKind: kind, at: indexPath)
        return owner.hostedView(for: view, returnedFrom: nil)
    }

    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let owner, let dataSource = owner.dataSource else { return false }
        return dataSource.collectionView(owner, canMoveItemAt: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let owner, let dataSource = owner.dataSource else { return }
        dataSource.collectionView(owner, moveItemAt: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: Delegate

    func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        ask(proposedIndexPath) {
            $1.collectionView(
                $0, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath, atCurrentIndexPath: currentIndexPath,
                toProposedIndexPath: proposedIndexPath)
        }
    }

    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        ask(true) { $1.collectionView($0, shouldHighlightItemAt: indexPath) }
    }

    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        notify { $1.collectionView($0, didHighlightItemAt: indexPath) }
    }

    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        notify { $1.collectionView($0, didUnhighlightItemAt: indexPath) }
    }

    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        ask(true) { $1.collectionView($0, shouldSelectItemAt: indexPath) }
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        notify { $1.collectionView($0, didSelectItemAt: indexPath) }
    }

    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        ask(true) { $1.collectionView($0, shouldDeselectItemAt: indexPath) }
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        notify { $1.collectionView($0, didDeselectItemAt: indexPath) }
    }

    func collectionView(_ collectionView: CollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        ask(!collectionView.isEditing) { $1.collectionView($0, canPerformPrimaryActionForItemAt: indexPath) }
    }

    func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        notify { $1.collectionView($0, performPrimaryActionForItemAt: indexPath) }
    }

    func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        ask(false) { $1.collectionView($0, shouldShowMenuForItemAt: indexPath) }
    }

    func collectionView(
        _ collectionView: CollectionView, canPerformAction action: EditAction, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool {
        ask(false) { $1.collectionView($0, canPerformAction: Selector(action), forItemAt: indexPath, withSender: sender) }
    }

    func collectionView(
        _ collectionView: CollectionView, performAction action: EditAction, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) {
        notify { $1.collectionView($0, performAction: Selector(action), forItemAt: indexPath, withSender: sender) }
    }

    func collectionView(
        _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
        newLayout toLayout: CollectionViewLayout
    ) -> TransitionLayout {
        owner?.pendingTransitionLayout?.transition ?? TransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }

    /// The delegate's answer, or `fallback` (UIKit's answer without one) when the view has
    /// no delegate.
    private func ask<Answer>(
        _ fallback: @autoclosure () -> Answer, _ question: (UICollectionView, any UICollectionViewDelegate) -> Answer
    ) -> Answer {
        guard let owner, let delegate = owner.delegate else { return fallback() }
        return question(owner, delegate)
    }

    /// Brings the cells' selected and highlighted states up to date, then tells the UIKit
    /// delegate (when there is one) with `tell(collectionView, delegate)`.
    private func notify(_ tell: (UICollectionView, any UICollectionViewDelegate) -> Void) {
        guard let owner, let delegate = owner.delegate else { return }
        owner.syncCellStates()
        tell(owner, delegate)
    }

    // MARK: Flow delegate

    /// The UIKit flow layout behind a core flow layout and the delegate to ask, or nil.
    private func flowParties(_ layout: FlowLayout) -> FlowQuestions? {
        guard let owner, let delegate = flowDelegate,
            let uikit = (layout as? FlowEngine)?.owner
        else { return nil }
        return FlowQuestions(owner: owner, delegate: delegate, layout: uikit)
    }

    /// `question` asked of the flow delegate for `layout`: through the questions of the
    /// prepare under way when `layout` is the one preparing (no weak reference loaded, no
    /// reference counted), else through ``flowParties(_:)``; nil without a delegate.
    private func askFlow<Answer>(_ layout: FlowLayout, _ question: (FlowQuestions) -> Answer?) -> Answer? {
        if let preparingQuestion, preparingEngine == ObjectIdentifier(layout) {
            return preparingQuestion._withUnsafeGuaranteedRef(question)
        }
        return flowParties(layout).flatMap(question)
    }

    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize? {
        askFlow(layout) { $0.size(at: indexPath) }
    }

    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? {
        if let answer = askFlow(layout, { $0.inset(section: section, delegate: $0.delegate) }) { return answer }
        guard let owner, let uikit = (layout as? FlowEngine)?.owner else { return nil }
        return FlowQuestions.inset(section: section, owner: owner, layout: uikit, delegate: nil)
    }

    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat? {
        askFlow(layout) { $0.delegate.collectionView($0.owner, layout: $0.layout, minimumLineSpacingForSectionAt: section) }
    }

    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat?
    {
        askFlow(layout) { $0.delegate.collectionView($0.owner, layout: $0.layout, minimumInteritemSpacingForSectionAt: section) }
    }

    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> CGSize? {
        askFlow(layout) { $0.delegate.collectionView($0.owner, layout: $0.layout, referenceSizeForHeaderInSection: section) }
    }

    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> CGSize? {
        askFlow(layout) { $0.delegate.collectionView($0.owner, layout: $0.layout, referenceSizeForFooterInSection: section) }
    }
}

/// A flow layout's questions to its delegate: the collection view, the delegate and the
/// UIKit layout. While a layout prepares, one is held strongly for the whole prepare so a
/// question retains none of them (they are weakly referenced elsewhere, and retaining such
/// an object takes the slow reference-count path).
@preconcurrency @MainActor
final class FlowQuestions {
    let owner: UICollectionView
    let delegate: any UICollectionViewDelegateFlowLayout
    let layout: UICollectionViewFlowLayout

    init(
        owner: consuming UICollectionView, delegate: consuming any UICollectionViewDelegateFlowLayout,
        layout: consuming UICollectionViewFlowLayout
    ) {
        self.owner = owner; self.delegate = delegate; self.layout = layout
    }

    /// The delegate's size for the item, or nil when its default (the layout's
    /// `itemSize`) answered, so the core keeps a section uniform without asking item by
    /// item. UIKit asks the delegate `respondsToSelector:` for this; Swift has no such
    /// question, so the protocol's default implementation says it ran by setting the
    /// layout's `sizeAnsweredByDefault`, which only this method reads.
    func size(at indexPath: IndexPath) -> CGSize? {
        layout.sizeAnsweredByDefault = false
        let size = delegate.collectionView(owner, layout: layout, sizeForItemAt: indexPath)
        return layout.sizeAnsweredByDefault ? nil : size
    }

    /// The section's inset from `delegate` (the layout's `sectionInset` without one), plus
    /// the layout's reference inset (`sectionInsetReference`).
    func inset(section: Int, delegate: (any UICollectionViewDelegateFlowLayout)?) -> EdgeInsets {
        Self.inset(section: section, owner: owner, layout: layout, delegate: delegate)
    }

    /// ``inset(section:delegate:)`` for any collection view and layout.
    static func inset(
        section: Int, owner: UICollectionView, layout: UICollectionViewFlowLayout, delegate: (any UICollectionViewDelegateFlowLayout)?
    ) -> EdgeInsets {
        let inset = delegate?.collectionView(owner, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
        let extra = layout.referenceInset(in: owner)
        guard extra != .zero else { return inset }
        return UIEdgeInsets(
            top: inset.top + extra.top, left: inset.left + extra.left,
            bottom: inset.bottom + extra.bottom, right: inset.right + extra.right)
    }
}
