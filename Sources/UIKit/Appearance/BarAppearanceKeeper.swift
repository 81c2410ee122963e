/// A bar or item that keeps copies of the bar appearances it is given (UIKit declares those
/// properties `@NSCopying`) and is told when one changes, to draw again.
@preconcurrency @MainActor
protocol BarAppearanceKeeper: AnyObject {
    /// An appearance it keeps changed, or another was set.
    func appearanceDidChange()
}

extension BarAppearanceKeeper {
    /// A copy of `appearance` that tells the keeper when it changes.
    func watched<Appearance: UIBarAppearance>(_ appearance: Appearance) -> Appearance {
        appearance.copy(notifying: { [weak self] in self?.appearanceDidChange() })
    }

    /// What setting an appearance property keeps: a watched copy of `appearance`; the keeper is
    /// told of the change.
    func keep<Appearance: UIBarAppearance>(_ appearance: Appearance) -> Appearance {
        appearanceDidChange()
        return watched(appearance)
    }

    /// What setting an optional appearance property keeps: a watched copy of `appearance`, or nil;
    /// the keeper is told of the change.
    func keep<Appearance: UIBarAppearance>(_ appearance: Appearance?) -> Appearance? {
        appearanceDidChange()
        return appearance.map(watched)
    }
}
