extension UIControl {
    /// Registers `action` for `events`, replacing an action of the same identifier.
    func register(_ action: UIAction, for events: Event) {
        if let index = registeredActions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            registeredActions[index] = (action, registeredActions[index].events.union(events))
        } else {
            registeredActions.append((action, events))
        }
    }

    /// Takes the action with `identifier` off `events`; it goes when no event is left.
    func unregister(_ identifier: UIAction.Identifier, for events: Event) {
        registeredActions = registeredActions.compactMap { entry in
            guard entry.action.identifier == identifier else { return entry }
            let left = entry.events.subtracting(events)
            return left.isEmpty ? nil : (entry.action, left)
        }
    }

    /// Performs every action registered for one of `events`, in the order added.
    func performActions(for events: Event) {
        for entry in registeredActions where !entry.events.isDisjoint(with: events) {
            perform(entry.action)
        }
    }

    /// Performs `action` with this control as its sender.
    func perform(_ action: UIAction) {
        action.performWithSender(self, target: nil)
    }
}
