import CollectionRendering

/// A cell, as UIKit's `UICollectionViewCell`: a reusable view with a content view,
/// optional background views and overridable selection and highlight state.
///
/// What a cell configures on itself, its background views and its content view —
/// background colours, corner radius, `masksToBounds`, border, alpha, hidden state, layer
/// transforms and subviews, a ``UILabel``'s text among them — is what the renderer draws
/// (`DisplayList(collectionView:…)` for a ``UICollectionView``), images of a ``UIImageView``
/// among them when they are PNG files. A ``contentConfiguration`` puts its content view in
/// the content view. Its content view's constraints size it when its layout asks it to size
/// itself (AutoLayout/).
///
/// The cell's subviews are UIKit's: ``backgroundView`` at the back, then
/// ``selectedBackgroundView`` while the cell is selected or highlighted, then ``contentView``,
/// then the views added to the cell itself.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view content goes in (`contentView`): the cell's subview, sized to the cell (a list
    /// cell leaves room for its accessories); its autoresizing mask is `[.flexibleWidth,
    /// .flexibleHeight]`, as UIKit's, so Auto Layout sizes the cell from the content view's
    /// constraints.
    public let contentView = UIView(frame: .zero)

    /// Puts the content view in the cell at the cell's bounds: the change of the cell's frame in
    /// `init(frame:)` has placed it there already (``bounds``), unless the frame was zero or a
    /// list cell left room for accessories, so it is set only when it differs.
    override func assembleParts() {
        super.assembleParts()
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let frame = CGRect(origin: .zero, size: bounds.size)
        if contentView.frame != frame { contentView.frame = frame }
        addSubview(contentView)
    }
    /// The view behind the content (`backgroundView`): the cell's backmost subview, sized to
    /// its bounds. Setting one resets ``backgroundConfiguration`` to nil, as in UIKit.
    open var backgroundView: UIView? {
        didSet { replaceBackgroundView(oldValue, with: backgroundView, insertingAt: 0) }
    }
    /// The view behind the content while selected or highlighted (`selectedBackgroundView`):
    /// the cell's subview above ``backgroundView`` only while it is either, sized to its
    /// bounds. Setting one resets ``backgroundConfiguration`` to nil, as in UIKit.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard replaceBackgroundView(oldValue, with: selectedBackgroundView) else { return }
            showSelectedBackgroundView()
        }
    }

    /// What setting either background view does, as UIKit: nothing (false) when it is the
    /// same view; otherwise `old` leaves the cell, and a new view is sized to the bounds, put
    /// among the subviews at `index` when one is given, and resets ``backgroundConfiguration``
    /// to nil.
    @discardableResult
    private func replaceBackgroundView(_ old: UIView?, with new: UIView?, insertingAt index: Int? = nil) -> Bool {
        guard new !== old else { return false }
        old?.removeFromSuperview()
        if let new {
            new.frame = CGRect(origin: .zero, size: bounds.size)
            if let index { insertSubview(new, at: index) }
            backgroundConfiguration = nil
        }
        return true
    }

    /// Puts ``selectedBackgroundView`` among the subviews, just below ``contentView``, while
    /// the cell is selected or highlighted, and takes it out otherwise, as UIKit does.
    private func showSelectedBackgroundView() {
        guard let view = selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            if view.superview !== self { insertSubview(view, belowSubview: contentView) }
        } else if view.superview === self {
            view.removeFromSuperview()
        }
    }

    /// The cell's background as a value (`backgroundConfiguration`, iOS 14): drawn behind the
    /// content view instead of the background views. Setting one resets ``backgroundView``,
    /// ``selectedBackgroundView`` and `backgroundColor` to nil, as in UIKit
    /// (UICollectionViewCell+BackgroundConfiguration.swift).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { backgroundConfigurationDidChange() }
    }

    /// Whether the cell draws ``backgroundConfiguration`` updated for each new
    /// ``configurationState`` (`automaticallyUpdatesBackgroundConfiguration`); default true.
    open var automaticallyUpdatesBackgroundConfiguration = true {
        didSet { if automaticallyUpdatesBackgroundConfiguration != oldValue { showBackgroundConfiguration(for: nil) } }
    }

    /// The background configuration as drawn: ``backgroundConfiguration``, updated for the
    /// last state when the cell updates it automatically.
    var shownBackgroundConfiguration: UIBackgroundConfiguration?

    /// A cell draws its background configuration's view behind all its subviews, wherever
    /// it is drawn — among a collection view's cells or on its own (a snapshot of a cell).
    override func drawOwnContent(into content: inout ElementContent) {
        super.drawOwnContent(into: &content)
        if let background = backgroundConfigurationView?.contentLayer(inSuperviewBounds: bounds) {
            content.sublayers.insert(background, at: 0)
        }
    }

    /// A background configuration with the system's defaults for the cell
    /// (`defaultBackgroundConfiguration()`, iOS 16): ``UIBackgroundConfiguration/clear()``;
    /// a list cell's is a list style's.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }

    /// What the content view shows (`contentConfiguration`, iOS 14): setting one puts the
    /// view it makes (`makeContentView()`) in ``contentView``, sized to it, or hands it to the
    /// view already there when that view ``UIContentView/supports(_:)`` it; nil removes the
    /// view. With ``automaticallyUpdatesContentConfiguration`` the view shows the
    /// configuration `updated(for: configurationState)` (ContentConfigurationHost.swift).
    open var contentConfiguration: UIContentConfiguration? {
        didSet { showContentConfiguration(for: nil) }
    }

    /// Whether the content view shows ``contentConfiguration`` updated for each new
    /// ``configurationState`` (`automaticallyUpdatesContentConfiguration`); default true.
    open var automaticallyUpdatesContentConfiguration = true {
        didSet { if automaticallyUpdatesContentConfiguration != oldValue { showContentConfiguration(for: nil) } }
    }

    /// The view ``contentConfiguration`` made, in ``contentView``; nil without one.
    var configuredContentView: (UIView & UIContentView)?

    /// Whether the cell is selected (`isSelected`); the collection view sets it.
    /// Override it (`didSet`) to restyle, as in UIKit; a change asks for a configuration
    /// update.
    open var isSelected = false {
        didSet { if isSelected != oldValue { selectionDidChange() } }
    }

    /// Whether the cell is highlighted (`isHighlighted`); the collection view sets it; a
    /// change asks for a configuration update.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { selectionDidChange() } }
    }

    /// A change of selection or highlight shows or hides ``selectedBackgroundView`` and asks
    /// for a configuration update.
    private func selectionDidChange() {
        showSelectedBackgroundView()
        setNeedsUpdateConfiguration()
    }

    /// Restyles the cell for a state (`configurationUpdateHandler`, iOS 15): run after
    /// ``updateConfiguration(using:)`` whenever the cell's configuration is updated; setting
    /// it asks for an update (UICollectionViewCell+Configuration.swift).
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// The cell's current state (`configurationState`): its traits, selection and
    /// highlight, its drag state, its drop state while a drop is tracked over the collection
    /// view, whether its item is expanded in a diffable data source's outline, whether it
    /// is editing (the collection view `isEditing` and the delegate's `canEditItemAt` agrees),
    /// and whether its swipe actions are revealed.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        guard let collectionView = owningCollectionView else { return state }
        // Lifted for the drag that began here: dragging (the lift has ended by any update).
        if collectionView.liftedCells.contains(where: { $0 === self }) { state.cellDragState = .dragging }
        if let indexPath = updatingIndexPath ?? collectionView.indexPath(for: self) {
            if collectionView.hasActiveDrop {
                state.cellDropState = collectionView.coreView.dropTargetIndexPath == indexPath ? .targeted : .notTargeted
            }
            state.isExpanded = (collectionView.dataSource as? any OutlineDisclosing)?.isExpandedItem(at: indexPath) ?? false
            state.isEditing = collectionView.isEditingItem(at: indexPath)
        }
        state.isSwiped = collectionView.swipeSession.map { $0.isOpen && $0.cell === self } ?? false
        return state
    }

    /// Restyles the cell for `state` (`updateConfiguration(using:)`); the default does nothing
    /// (the content and background configurations are updated before it runs). Override it
    /// in a subclass;
    /// do not call it: ask with ``setNeedsUpdateConfiguration()``.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Asks for ``updateConfiguration(using:)`` before the cell is next shown
    /// (`setNeedsUpdateConfiguration()`); requests made before then are run once.
    open func setNeedsUpdateConfiguration() { needsConfigurationUpdate = true }

    /// Whether the cell's configuration is to be updated before it is next shown (new cells
    /// are).
    var needsConfigurationUpdate = true

    /// A change of traits updates the configuration, as UIKit does.
    override func traitsDidChange() { setNeedsUpdateConfiguration() }
    /// The cell's index path while the collection view updates its configuration, so
    /// ``configurationState`` need not search the visible cells for it.
    var updatingIndexPath: IndexPath?

    /// Told when the cell's drag state changes (`dragStateDidChange(_:)`): `.lifting` then
    /// `.dragging` as a drag of its item begins, `.none` once the drag has ended. Override it
    /// to restyle the cell; the default does nothing.
    open func dragStateDidChange(_ dragState: DragState) {}

    /// Keeps the background and selected background views the size of the cell and the
    /// content view where it belongs (a list cell leaves room for accessories), as UIKit's
    /// layout of a cell does when the cell's size changes.
    open override var bounds: CGRect {
        didSet {
            guard bounds.size != oldValue.size else { return }
            let frame = CGRect(origin: .zero, size: bounds.size)
            backgroundView?.frame = frame
            selectedBackgroundView?.frame = frame
            layoutCellContent()
        }
    }

    /// Puts the content view at ``contentViewFrame(in:)`` for the cell's bounds; a list cell
    /// also places its accessory views, from the same layout.
    func layoutCellContent() { placeContentView(at: contentViewFrame(in: bounds.size)) }

    /// The size the cell needs for `targetSize`: with a ``contentConfiguration``, the target
    /// width and the height its view needs at the content view's width
    /// (ContentConfigurationHost.swift); otherwise as `UIView`'s.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        if let height = contentConfigurationHeight(fitting: targetSize, verticalFittingPriority: verticalFittingPriority) {
            return CGSize(width: targetSize.width, height: height)
        }
        return super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
    }

    /// Where the content view goes in a cell of `size`: the whole cell; a list cell leaves
    /// room for its accessories and indentation.
    func contentViewFrame(in size: CGSize) -> CGRect { CGRect(origin: .zero, size: size) }

    /// Told the cell's configuration state was taken for an update, before the content
    /// configuration, ``updateConfiguration(using:)`` and the handler run; a list cell shows
    /// its accessories for it.
    func configurationStateDidUpdate(_ state: UICellConfigurationState) {}
}

extension UICollectionViewCell {
    /// Where a cell is in a drag (`UICollectionViewCell.DragState`).
    public enum DragState: Int, Sendable {
        /// Not in a drag.
        case none = 0
        /// Being lifted from the collection view as a drag begins.
        case lifting = 1
        /// Its item is being dragged.
        case dragging = 2
    }
}
