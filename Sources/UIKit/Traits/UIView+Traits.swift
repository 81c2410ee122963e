import Foundation

// How a view's traits are made and how their changes travel, as UIKit's trait system:
// window → view controller → root view → subviews (a cell's content view from the cell, a cell
// from its collection view). A change notifies each view whose traits actually changed, top
// down: its own update (`traitsDidChange()`), `traitCollectionDidChange(_:)` with
// `UITraitCollection.current` set, then the handlers registered for the traits that changed.

/// The traits and safe area a view last reported, and its trait-change registrations.
@preconcurrency @MainActor
struct TraitChangeState {
    /// The traits last reported: at first ``UIView/unattachedTraits``, as every view and
    /// controller is made outside any hierarchy, with no overrides.
    var reported = UIView.unattachedTraits
    /// The safe area last reported; nil until the first check (zero before).
    var reportedSafeArea: UIEdgeInsets?
    /// Whether the view or one below it is a source of safe area (a window, a view with
    /// ``UIView/simulatedSafeAreaInsets``, a view controller's root view) or was told of
    /// insets other than zero; once true, it stays true, and a view's implies its
    /// superviews' (UIView+SafeArea.swift).
    var hasSafeArea = false
    /// The view's safe area while a safe-area walk visits its subviews, for them to read
    /// (UIView+SafeArea.swift); nil otherwise.
    var safeAreaForSubviews: UIEdgeInsets?
    /// The registrations, in the order made.
    var registrations: [TraitChangeRegistration] = []
    /// A view's resolved traits, kept until something they are made from changes (see
    /// `UIView.resolvedTraits()`); nil when not resolved since.
    var resolved: UITraitCollection?

    /// `registerForTraitChanges(_:handler:)` of a view or controller: adds and returns a
    /// registration calling `handler` for an `Environment`.
    mutating func register<Environment>(_ traits: [UITrait], _ handler: @escaping UITraitChangeHandler<Environment>)
        -> TraitChangeRegistration
    {
        let registration = TraitChangeRegistration.make(traits, handler)
        registrations.append(registration)
        return registration
    }

    /// `unregisterForTraitChanges(_:)` of a view or controller.
    mutating func unregister(_ registration: any UITraitChangeRegistration) {
        registrations.removeAll { $0 === (registration as AnyObject) }
    }
}

extension UIView {
    /// The traits of a view in no hierarchy, before its own overrides: scale 1 and left to
    /// right, everything else unspecified. Deliberate difference: UIKit gives such a view the
    /// main screen's traits; scale 1 keeps drawing a detached view at one pixel per point.
    static let unattachedTraits = UITraitCollection { traits in
        traits.displayScale = 1
        traits.layoutDirection = .leftToRight
    }

    /// The traits the view inherits: its view controller's for a root view; else its trait
    /// parent's (``traitParent``); a window's screen's; else ``unattachedTraits``.
    var inheritedTraits: UITraitCollection {
        if let controller = owningViewController { return controller.traitCollection }
        if let parent = traitParent { return parent.traitCollection }
        if let window = self as? UIWindow { return window.screen.traitCollection }
        return Self.unattachedTraits
    }

    /// The view's traits, resolved (``resolveTraits()``) once and kept until UIKit would
    /// resolve them again: the view moves (superview, window, cell or collection view), its
    /// controller changes or is moved between containers, it or a view or controller above
    /// it changes an override (``overrideUserInterfaceStyle``, ``traitOverrides``,
    /// ``semanticContentAttribute``, `setOverrideTraitCollection(_:forChild:)`), or its
    /// window's screen changes. Each of those goes through ``traitsMayHaveChanged()``, which
    /// drops the kept traits of the view and of every view below it whose traits were made
    /// from different ones.
    func resolvedTraits() -> UITraitCollection {
        if let kept = traitChanges.resolved { return kept }
        let traits = resolveTraits()
        traitChanges.resolved = traits
        return traits
    }

    /// ``inheritedTraits`` with ``overrideUserInterfaceStyle``, ``traitOverrides``, a
    /// forced ``semanticContentAttribute`` and the content size limits applied; the reading direction is the
    /// application's when nothing gives one. Made afresh at each call (a walk up the trait
    /// tree): ``resolvedTraits()`` keeps them.
    ///
    /// A view that changes nothing of what it inherits (no override, no forced direction, a
    /// direction inherited) answers the inherited collection itself: collections never
    /// change, and a view and its subviews sharing one compare equal at once
    /// (`UITraitCollection.isEqual(_:)`), which each view added to a hierarchy does.
    func resolveTraits() -> UITraitCollection { resolveTraits(inheriting: inheritedTraits) }

    /// The traits the view has when it inherits `inherited` (see ``resolveTraits()``).
    func resolveTraits(inheriting inherited: UITraitCollection) -> UITraitCollection {
        if overrideUserInterfaceStyle == .unspecified, traitOverrides.store.storage.isEmpty,
            semanticContentAttribute != .forceLeftToRight, semanticContentAttribute != .forceRightToLeft,
            inherited.layoutDirection != .unspecified, !limitsContentSize
        {
            return inherited
        }
        var traits = TraitStore(storage: inherited.storage)
        if overrideUserInterfaceStyle != .unspecified { traits.userInterfaceStyle = overrideUserInterfaceStyle }
        traits.storage.merge(traitOverrides.store.storage) { _, override in override }
        if limitsContentSize { traits.preferredContentSizeCategory = limitedContentSize(traits.preferredContentSizeCategory) }
        switch semanticContentAttribute {
        case .forceLeftToRight: traits.layoutDirection = .leftToRight
        case .forceRightToLeft: traits.layoutDirection = .rightToLeft
        default: if traits.layoutDirection == .unspecified { traits.layoutDirection = .leftToRight }
        }
        return UITraitCollection(storage: traits.storage)
    }

    /// Forgets the resolved traits of this view and of every view below it, and of the
    /// views of its controller's children (which inherit through the controller, not
    /// through this view): what they are made from changed without a report.
    func dropResolvedTraits() {
        traitChanges.resolved = nil
        dropResolvedTraitsBelow()
    }

    /// ``dropResolvedTraits()`` for the views below this one only.
    private func dropResolvedTraitsBelow() {
        for child in traitChildren { child.dropResolvedTraits() }
        for controller in owningViewController?.children ?? [] { controller.viewIfLoaded?.dropResolvedTraits() }
    }

    /// The views whose traits come from this one: subviews, a collection view's cells,
    /// reusable and decoration views.
    var traitChildren: [UIView] {
        var children = subviews
        if let collectionView = self as? UICollectionView {
            children += collectionView.hostedViews.values.compactMap(\.view)
            children += collectionView.decorationViews.values.map { $0 as UIView }
        }
        return children
    }

    /// Its place in the hierarchy changed: its traits and safe area may have.
    func environmentMayHaveChanged() {
        traitsMayHaveChanged()
        safeAreaMayHaveChanged()
    }

    /// Tells this view, and the views below it, that their traits may have changed (see the
    /// file's comment). The views below are visited only when this one's changed: theirs are
    /// made from it.
    ///
    /// The views below keep traits made from this one's: they are dropped first (before any
    /// view is told, so each reads its new traits from its callbacks), unless this view's
    /// are unchanged or its parent's call saw to it (`fromParent`).
    func traitsMayHaveChanged(fromParent: Bool = false) {
        owningViewController?.reportTraitChange()
        let kept = traitChanges.resolved
        traitChanges.resolved = nil
        let now = traitCollection
        let previous = traitChanges.reported
        traitChanges.reported = now
        // Collections never change: the same one (a view inheriting its parent's, unchanged) is
        // equal without `isEqual(_:)`, a call through `Any` each view added to a hierarchy made.
        if !fromParent, kept.map({ $0 !== now && !$0.isEqual(now) }) ?? true { dropResolvedTraitsBelow() }
        guard now !== previous, !now.isEqual(previous) else { return }
        let changed = now.changedTraits(from: previous)
        // The layer holds a resolved colour: UIKit resolves it again for the new traits.
        if let backgroundColor { layer.backgroundColor = backgroundColor.resolvedColor(with: now).cgColor }
        // UIKit asks each view to redraw when the appearance changes, calling draw(_:) again
        // with the new traits current ("Supporting Dark Mode in Your Interface").
        if now.hasDifferentColorAppearance(comparedTo: previous) { layer.setNeedsDisplay() }
        UITraitCollection.withCurrent(now) {
            traitsDidChange()
            traitCollectionDidChange(previous)
            for registration in traitChanges.registrations where registration.observes(changed) {
                registration.handler(self, previous)
            }
        }
        for child in traitChildren { child.traitsMayHaveChanged(fromParent: true) }
    }
}

extension UITraitCollection {
    /// The system traits dynamic colours resolve by (`systemTraitsAffectingColorAppearance`,
    /// iOS 17): style, contrast, level and gamut.
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self, UITraitDisplayGamut.self]
    }
}

extension UIView {
    /// The view whose traits this one inherits: its superview; else, for a cell or reusable
    /// view, the collection view showing it.
    var traitParent: UIView? {
        superview ?? (self as? UICollectionReusableView)?.owningCollectionView
    }

    /// The ``UIWindow`` at the top of the view's hierarchy, or nil: a cell is in its
    /// collection view's window once it is shown there.
    var enclosingWindow: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }
}
