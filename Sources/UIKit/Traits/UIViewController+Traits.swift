// A view controller's traits: inherited from its parent (with the parent's override for it),
// the window it is the root of, or its view's superview; its own overrides on top. Its root
// view inherits them (UIView+Traits.swift).

extension UIViewController: UITraitEnvironment {
    /// The traits the controller inherits (see ``traitCollection``).
    var inheritedTraits: UITraitCollection {
        if let parent { return parent.traitsForChild(self, inheriting: parent.traitCollection) }
        if let window = hostingWindow { return window.traitCollection }
        if let superview = viewIfLoaded?.superview { return superview.traitCollection }
        return UIView.unattachedTraits
    }

    /// ``inheritedTraits`` with ``overrideUserInterfaceStyle`` and ``traitOverrides``.
    func resolvedTraits() -> UITraitCollection { resolvedTraits(inheriting: inheritedTraits) }

    /// The traits the controller has when it inherits `inherited`: those with its
    /// ``overrideUserInterfaceStyle`` and ``traitOverrides``.
    func resolvedTraits(inheriting inherited: UITraitCollection) -> UITraitCollection {
        var traits = TraitStore(storage: inherited.storage)
        if overrideUserInterfaceStyle != .unspecified { traits.userInterfaceStyle = overrideUserInterfaceStyle }
        traits.storage.merge(traitOverrides.store.storage) { _, override in override }
        return UITraitCollection(storage: traits.storage)
    }

    /// The traits `child` inherits from this controller when this one's are `traits`: those with
    /// this controller's override for it (`setOverrideTraitCollection(_:forChild:)`).
    func traitsForChild(_ child: UIViewController, inheriting traits: UITraitCollection) -> UITraitCollection {
        guard let override = overrideTraitCollection(forChild: child) else { return traits }
        return UITraitCollection(traitsFrom: [traits, override])
    }

    /// Sets the traits `child` gets over this controller's (`setOverrideTraitCollection(_:forChild:)`);
    /// nil removes them. The child and its views hear of any change.
    func overrideTraits(_ collection: UITraitCollection?, forChild child: UIViewController) {
        containment.childTraitOverrides[ObjectIdentifier(child)] = collection
        child.traitsMayHaveChanged()
    }

    /// Tells the controller if its traits changed since it last reported them
    /// (`traitCollectionDidChange(_:)`, then the registered handlers).
    func reportTraitChange() {
        let now = traitCollection
        let previous = traitChanges.reported
        traitChanges.reported = now
        guard !now.isEqual(previous) else { return }
        // The children's views keep traits made from the old ones (their root views may not
        // be below this controller's view, and that view's own traits may not have changed).
        for child in children { child.viewIfLoaded?.dropResolvedTraits() }
        let changed = now.changedTraits(from: previous)
        UITraitCollection.withCurrent(now) {
            traitCollectionDidChange(previous)
            for registration in traitChanges.registrations where registration.observes(changed) {
                registration.handler(self, previous)
            }
        }
    }

    /// Its traits may have changed: tells it, its view and the views below, and its children.
    func traitsMayHaveChanged() {
        reportTraitChange()
        viewIfLoaded?.traitsMayHaveChanged()
        for child in children { child.traitsMayHaveChanged() }
    }
}

extension UIView: UITraitEnvironment {}
