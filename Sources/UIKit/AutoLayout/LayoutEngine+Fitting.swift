import ConstraintSolver

extension LayoutEngine {
    /// The root's size for `target`, each axis held to it at its priority
    /// (`systemLayoutSizeFitting`, docs/REFERENCE.md §21.3): the root's size pins are left out,
    /// `width == target.width` and `height == target.height` are added at the priorities
    /// (required ones as `UIView-Encapsulated-Layout-Width`/`-Height`), the widths of
    /// multi-line labels are settled, and the root's solved size is read. The pins come back
    /// afterwards (a required target of the pin's shape becomes the pin, its constant set).
    /// Records in ``lastFittingAmbiguity`` the axes no constraint of the subtree decides (the
    /// target alone holds them).
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        guard !isFitting else {
            // Asked again while fitting (an intrinsic size that fits the view itself): UIKit
            // would recurse until the stack overflows; here the view keeps its size.
            LayoutConstraintLog.print(
                "[LayoutConstraints] systemLayoutSizeFitting was called on \(LayoutDescriber.normalised().objectDescription(root)) "
                    + "while it was being fitted (an intrinsicContentSize or constraint update that fits the view itself); "
                    + "the inner call answers the view's current size.")
            return root.bounds.size
        }
        isFitting = true
        defer { isFitting = false }
        pinsSuspended = true
        defer { restorePins() }
        for axis in NSLayoutConstraint.Axis.allCases {
            if let pin = root.autoLayoutState?.generated[.encapsulatedSize(axis)] { remove(pin) }
        }
        let targets = [
            fittingConstraint(.horizontal, length: target.width, priority: horizontal),
            fittingConstraint(.vertical, length: target.height, priority: vertical),
        ]
        // Held axes first: what the free ones depend on (a ratio to the width) is then there
        // when the engine is asked whether anything decides them. A first sync copied from a
        // template brings them (LayoutEngine+Templates.swift).
        let held = targets.filter { $0.priority == .required }
        fittingTargets = held
        syncIfNeeded()
        fittingTargets = []
        for constraint in held where entries[ObjectIdentifier(constraint)] == nil {
            if let definitions = translate(constraint, including: false) { add(constraint, definitions) }
        }
        storePendingTemplate(withTargets: held)
        let variables = root.layoutVariables
        lastFittingAmbiguity = [
            horizontal < .required && !solver.isDetermined(variables.width) ? .horizontal : nil,
            vertical < .required && !solver.isDetermined(variables.height) ? .vertical : nil,
        ].compactMap { $0 }
        for constraint in targets where constraint.priority < .required {
            if let definitions = translate(constraint, including: false) { add(constraint, definitions) }
        }
        refineWidthDependentSizes()
        let size = CGSize(width: value(of: variables.width), height: value(of: variables.height))
        for constraint in targets {
            if !handOverToPin(constraint) { remove(constraint) }
            refused[ObjectIdentifier(constraint)] = nil
        }
        solutionDidChange()
        return CGSize(width: size.width.isFinite ? size.width : target.width, height: size.height.isFinite ? size.height : target.height)
    }

    /// Puts the root's size pins back after fitting (when the root translates its mask), at
    /// its bounds' size, or leaves them to the next sync when the engine must sync anyway. A
    /// self-sizing view's engine copies the system the last fitting of its kind left, when it
    /// has the shape (LayoutEngine+Templates.swift).
    private func restorePins() {
        pinsSuspended = false
        adoptedRestoredTemplate = false
        guard pinsComeBack else { return }
        var missing: [(NSLayoutConstraint, [Definition])] = []
        for pin in root.encapsulatedSizeConstraints() where entries[ObjectIdentifier(pin)] == nil {
            if let definitions = translate(pin, including: false) { missing.append((pin, definitions)) }
        }
        guard !missing.isEmpty, !adoptRestoredTemplate(adding: missing) else { return }
        for (pin, definitions) in missing { add(pin, definitions) }
        storeRestoredTemplate(adding: missing)
    }

    /// Whether ``restorePins()`` puts the root's size pins back at once (else the next sync does).
    private var pinsComeBack: Bool { !needsSync && root.translatesAutoresizingMaskIntoConstraints }

    /// Makes a held required `target` the root's size pin on its axis when the pin comes back
    /// at once (as ``restorePins()`` puts it back) and has its shape: the solver keeps the
    /// target's constraint, its constant set to the pin's, where removing it and adding the
    /// pin would cost a required equality's addition. False when it does not (the target is
    /// then removed and the pin added as a new constraint, which reports any conflict).
    private func handOverToPin(_ target: NSLayoutConstraint) -> Bool {
        let id = ObjectIdentifier(target)
        guard target.priority == .required, pinsComeBack, !relaxed.contains(id),
            let entry = entries[id], entry.parts.count == 1,
            let pin = root.encapsulatedSizeConstraints().first(where: { $0.firstAttribute == target.firstAttribute }),
            entries[ObjectIdentifier(pin)] == nil, refused[ObjectIdentifier(pin)] == nil,
            let definitions = translate(pin, including: false),
            definitions.count == 1,
            definitions[0].hasShape(of: entry.parts[0].definition)
        else { return false }
        let solved = entry.parts[0].solved
        if definitions[0].constant != entry.parts[0].definition.constant {
            do { try solver.setConstant(definitions[0].constant, of: solved) } catch { return false }
        }
        entries[id] = nil
        entries[ObjectIdentifier(pin)] = Entry(constraint: pin, parts: Parts((definitions[0], solved)))
        return true
    }

    /// The constraint holding the root's length on `axis` to `length` at `priority`.
    private func fittingConstraint(_ axis: NSLayoutConstraint.Axis, length: CGFloat, priority: UILayoutPriority) -> NSLayoutConstraint {
        let attribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
        let constraint = NSLayoutConstraint(anchorItem: root, attribute, .equal, nil, .notAnAttribute, multiplier: 1, constant: length)
        constraint.storedPriority = UILayoutPriority(min(max(priority.rawValue, 1), 1000))
        constraint.identifier = axis == .horizontal ? "UIView-Encapsulated-Layout-Width" : "UIView-Encapsulated-Layout-Height"
        constraint.isStructural = true
        constraint.container = root
        constraint.order = NSLayoutConstraint.ActivationOrder.next()
        return constraint
    }
}

extension UIView {
    /// The root's size pins, `UIView-Encapsulated-Layout-Width` and `-Height`: its bounds'
    /// size, required (what UIKit pins a view's size to when something outside Auto Layout
    /// sets it: a window's root view, a collection view's cell).
    func encapsulatedSizeConstraints() -> [NSLayoutConstraint] {
        let state = autoLayout
        return NSLayoutConstraint.Axis.allCases.map { axis in
            let side = axis == .horizontal ? bounds.width : bounds.height
            let length = side.isFinite ? side : 0
            if let pin = state.generated[.encapsulatedSize(axis)] {
                pin.storedConstant = length
                return pin
            }
            let attribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
            let pin = NSLayoutConstraint(anchorItem: self, attribute, .equal, nil, .notAnAttribute, multiplier: 1, constant: length)
            pin.identifier = axis == .horizontal ? "UIView-Encapsulated-Layout-Width" : "UIView-Encapsulated-Layout-Height"
            pin.isStructural = true
            pin.container = self
            pin.order = NSLayoutConstraint.ActivationOrder.next()
            state.generated[.encapsulatedSize(axis)] = pin
            return pin
        }
    }
}
