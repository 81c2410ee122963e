import Foundation

/// A registration for trait changes, to unregister with (`UITraitChangeRegistration`, iOS 17).
public protocol UITraitChangeRegistration: NSCopying {}

/// A handler for trait changes (`UITraitChangeHandler`, iOS 17): the object whose traits
/// changed and its previous traits.
public typealias UITraitChangeHandler<TraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

/// An object that notifies of trait changes (`UITraitChangeObservable`, iOS 17): views and
/// view controllers.
///
/// Deliberate difference: only the closure form exists. The target–action forms
/// (`registerForTraitChanges(_:target:action:)`, `(_:action:)`) need the Objective-C runtime
/// and are left out, so code calling them does not compile rather than silently never being
/// called.
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
    /// Calls `handler` with the object and its previous traits after any of `traits` changes,
    /// after `traitCollectionDidChange(_:)` (`registerForTraitChanges(_:handler:)`).
    @discardableResult
    func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping UITraitChangeHandler<Environment>
    ) -> any UITraitChangeRegistration

    /// Removes a registration (`unregisterForTraitChanges(_:)`).
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// One registration: the traits it watches and the handler.
final class TraitChangeRegistration: NSObject, UITraitChangeRegistration {
    /// The watched traits.
    let traits: Set<ObjectIdentifier>
    /// Called with the object and its previous traits.
    let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = Set(traits.map { ObjectIdentifier($0) })
        self.handler = handler
    }

    /// Whether any of `changed` is watched.
    func observes(_ changed: [UITrait]) -> Bool {
        changed.contains { traits.contains(ObjectIdentifier($0)) }
    }

    /// The registration itself: copies identify the same registration.
    func copy(with zone: NSZone? = nil) -> Any { self }

    /// A registration for `handler`, called only when the object is an `Environment`.
    static func make<Environment>(_ traits: [UITrait], _ handler: @escaping UITraitChangeHandler<Environment>) -> TraitChangeRegistration {
        TraitChangeRegistration(traits: traits) { object, previous in
            if let environment = object as? Environment { handler(environment, previous) }
        }
    }
}

extension UIView: UITraitChangeObservable {
    /// Calls `handler` after any of `traits` changes for this view
    /// (`registerForTraitChanges(_:handler:)`).
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping UITraitChangeHandler<Environment>
    ) -> any UITraitChangeRegistration {
        traitChanges.register(traits, handler)
    }

    /// Removes a registration (`unregisterForTraitChanges(_:)`).
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChanges.unregister(registration)
    }
}

extension UIViewController: UITraitChangeObservable {
    /// Calls `handler` after any of `traits` changes for this controller
    /// (`registerForTraitChanges(_:handler:)`).
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping UITraitChangeHandler<Environment>
    ) -> any UITraitChangeRegistration {
        traitChanges.register(traits, handler)
    }

    /// Removes a registration (`unregisterForTraitChanges(_:)`).
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChanges.unregister(registration)
    }
}
