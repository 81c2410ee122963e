// A control's registered actions and targets, and how it sends them.

extension UIControl {
    /// What is registered for an event: an action, or a target and action.
    enum Registration {
        /// A `UIAction`, sent through ``UIControl/sendAction(_:)``.
        case action(UIAction)
        /// A target and action, sent through ``UIControl/sendAction(_:to:for:)``.
        case target(TargetAction)
    }

    /// A target and its action; the control does not keep the target alive, as UIKit's does not.
    struct TargetAction {
        /// The target; nil for the responder chain (or once it is gone).
        weak var target: AnyObject?
        /// The action.
        let action: Selector
    }

    /// Registers `action` for `events`, replacing an action of the same identifier.
    func register(_ action: UIAction, for events: Event) {
        let index = registeredActions.firstIndex { entry in
            if case .action(let registered) = entry.registration { return registered.identifier == action.identifier }
            return false
        }
        if let index {
            registeredActions[index] = (.action(action), registeredActions[index].events.union(events))
        } else {
            registeredActions.append((.action(action), events))
        }
    }

    /// Takes the registrations `matches` picks off `events`; each goes when no event is left.
    func unregister(for events: Event, where matches: (Registration) -> Bool) {
        registeredActions = registeredActions.compactMap { entry in
            guard matches(entry.registration) else { return entry }
            let left = entry.events.subtracting(events)
            return left.isEmpty ? nil : (entry.registration, left)
        }
    }

    /// Takes the action with `identifier` off `events`.
    func unregister(_ identifier: UIAction.Identifier, for events: Event) {
        unregister(for: events) { registration in
            if case .action(let action) = registration { return action.identifier == identifier }
            return false
        }
    }

    /// Sends everything registered for one of `events`, in the order added: each action through
    /// ``UIControl/sendAction(_:)``, each target and action through
    /// ``UIControl/sendAction(_:to:for:)`` with `event`, as UIKit's control does, so an
    /// override sees every one (docs/REFERENCE.md §25.1).
    func performActions(for events: Event, with event: UIEvent? = nil) {
        for entry in registeredActions where !entry.events.isDisjoint(with: events) {
            switch entry.registration {
            case .action(let action): sendAction(action)
            case .target(let pair): sendAction(pair.action, to: pair.target, for: event)
            }
        }
    }

    /// Performs `action` with this control as its sender.
    func perform(_ action: UIAction) {
        action.performWithSender(self, target: nil)
    }
}
