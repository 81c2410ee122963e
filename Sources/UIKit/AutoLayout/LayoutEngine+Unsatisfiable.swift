import ConstraintSolver
import Foundation

/// Unsatisfiable constraints (docs/REFERENCE.md §21.5): UIKit logs the conflicting required
/// constraints and breaks one of them to carry on.
///
/// Which one: UIKit does not document it. Public logs show it listing UIKit's own sizing
/// constraints (`UIView-Encapsulated-Layout-…`, autoresizing-mask constraints, the layout
/// guides' edges) without ever breaking them, and breaking a constraint of the app's — a
/// stack view's (`UISV-…`) included. CollectionReel's rule: break the most recently
/// activated constraint of the conflict that is not one of UIKit's structural constraints
/// (the one being added, unless it is structural), else the one being added.
///
/// How: UIKit's engine does not take a broken constraint out. It adds an error variable to
/// the constraint's row and minimises it in the objective at priority 1100, above every
/// optional priority (Foundation's `-[NSISEngine
/// errorVariableIntroducedByBreakingConstraintWithMarker:errorIsPositive:]`). So the broken
/// constraint stays in the engine and holds as nearly as the required constraints allow;
/// when a change elsewhere lets it hold, it holds again — no retry, no second log. Here its
/// required parts are held at `Priority.relaxedRequired` (1100) the same way. It stays active
/// (`isActive` is true) and relaxed until it is removed. [Deviation: UIKit's error is
/// one-sided, in the direction the constraint was broken, so a later conflict the other way
/// is logged and breaks again; a relaxed constraint here gives way both ways, silently.]
extension LayoutEngine {
    /// Adds `solved` (a part of `constraint`), breaking constraints while it conflicts.
    /// - Returns: the solver's constraint for the part — `solved`, or `solved` relaxed when
    ///   `constraint` itself was broken — or nil when the solver refused it (its numbers, or
    ///   a numerical failure); `constraint` is then listed in ``refused`` with `definitions`.
    func addResolvingConflicts(
        _ solved: Constraint, of constraint: NSLayoutConstraint, definition: Definition, definitions: [Definition]
    ) -> Constraint? {
        for _ in 0..<8 {
            do {
                try solver.add(solved)
                return solved
            } catch {
                switch error {
                case let .unsatisfiable(_, conflicts):
                    var seen = Set<ObjectIdentifier>()
                    let involved = (owners(of: conflicts) + [constraint])
                        .filter { seen.insert(ObjectIdentifier($0)).inserted }
                        .sorted { $0.order < $1.order }
                    let victim = involved.last { !$0.isStructural } ?? constraint
                    Self.logUnsatisfiable(involved, breaking: victim)
                    if victim === constraint {
                        let relaxedPart = definition.makeConstraint(relaxed: true)
                        guard (try? solver.add(relaxedPart)) != nil else { return nil }
                        relaxed.insert(ObjectIdentifier(constraint))
                        return relaxedPart
                    }
                    relax(victim)
                case .numericalFailure:
                    resetAfterFailure(error)
                    return nil
                default:
                    LayoutConstraintLog.print(
                        "[LayoutConstraints] The constraint \(LayoutDescriber.normalised().constraintDescription(constraint)) "
                            + "takes no part: \(error).")
                    refused[ObjectIdentifier(constraint)] = (constraint, definitions)
                    return nil
                }
            }
        }
        refused[ObjectIdentifier(constraint)] = (constraint, definitions)
        return nil
    }

    /// Holds a constraint the solver holds relaxed: each required part replaced by its
    /// relaxed constraint, at its current constant.
    private func relax(_ victim: NSLayoutConstraint) {
        let id = ObjectIdentifier(victim)
        guard var entry = entries[id] else { return }
        for index in entry.parts.indices where entry.parts[index].solved.priority.isRequired {
            let relaxedPart = entry.parts[index].definition.makeConstraint(relaxed: true)
            try? solver.remove(entry.parts[index].solved)
            // An optional constraint whose numbers the solver took before is always accepted.
            try? solver.add(relaxedPart)
            entry.parts[index].solved = relaxedPart
        }
        entries[id] = entry
        relaxed.insert(id)
    }

    /// The constraints held whose parts are among `conflicts`, in the order of `conflicts`
    /// (a part of the constraint being added is not held yet: the caller adds it).
    /// - Complexity: O(parts held + conflicts), on a conflict only.
    private func owners(of conflicts: [Constraint]) -> [NSLayoutConstraint] {
        var owner: [ObjectIdentifier: NSLayoutConstraint] = [:]
        for entry in entries.values {
            for part in entry.parts { owner[ObjectIdentifier(part.solved)] = entry.constraint }
        }
        return conflicts.compactMap { owner[ObjectIdentifier($0)] }
    }

    /// UIKit's report of unsatisfiable constraints, word for word, addresses normalised.
    static func logUnsatisfiable(_ involved: [NSLayoutConstraint], breaking victim: NSLayoutConstraint) {
        let describer = LayoutDescriber.normalised()
        let list = involved.map { "    \"" + escapedForArray(describer.constraintDescription($0)) + "\"" }.joined(separator: ",\n")
        let note =
            involved.contains { $0 is NSAutoresizingMaskLayoutConstraint }
            ? "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation "
                + "for the UIView property translatesAutoresizingMaskIntoConstraints) \n" : ""
        LayoutConstraintLog.print(
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
                + "\tProbably at least one of the constraints in the following list is one you don't want. \n"
                + "\tTry this: \n"
                + "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
                + "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
                + note
                + "(\n\(list)\n)\n\n"
                + "Will attempt to recover by breaking constraint \n"
                + describer.constraintDescription(victim) + "\n\n"
                + "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
                + "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be "
                + "helpful.")
    }

    /// A string as an array's description quotes it: backslashes and quotes escaped,
    /// characters outside ASCII as `\Uxxxx` (UTF-16).
    static func escapedForArray(_ text: String) -> String {
        var result = ""
        for unit in text.utf16 {
            switch unit {
            case 0x5C: result += "\\\\"
            case 0x22: result += "\\\""
            case 0x20..<0x7F: result.unicodeScalars.append(Unicode.Scalar(unit).map { $0 } ?? " ")
            default: result += String(format: "\\U%04x", unit)
            }
        }
        return result
    }
}
