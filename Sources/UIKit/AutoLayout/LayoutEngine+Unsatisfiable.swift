import ConstraintSolver
import Foundation

/// Unsatisfiable constraints (docs/REFERENCE.md §21.3): UIKit logs the conflicting required
/// constraints and breaks one of them to carry on.
///
/// Which one: UIKit does not document it. Public logs show it listing UIKit's own sizing
/// constraints (`UIView-Encapsulated-Layout-…`, autoresizing-mask constraints, the layout
/// guides' edges) without ever breaking them, and breaking a constraint of the app's — a
/// stack view's (`UISV-…`) included. CollectionReel's rule: break the most recently
/// activated constraint of the conflict that is not one of UIKit's structural constraints
/// (the one being added, unless it is structural), else the one being added. A broken
/// constraint stays out of the solver until its definition changes or something leaves the
/// solver and it fits again; it stays active (`isActive` is true), as in UIKit.
extension LayoutEngine {
    /// Adds `solved` (a part of `constraint`), breaking constraints while it conflicts.
    /// - Returns: whether it is in the solver (false: `constraint` itself was broken, or the
    ///   solver refused its numbers).
    func addResolvingConflicts(_ solved: Constraint, of constraint: NSLayoutConstraint, definitions: [Definition]) -> Bool {
        for _ in 0..<8 {
            do {
                try solver.add(solved)
                return true
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
                        broken[ObjectIdentifier(constraint)] = (constraint, definitions)
                        return false
                    }
                    let victimDefinitions = entries[ObjectIdentifier(victim)]?.parts.map(\.definition) ?? []
                    remove(victim)
                    shouldRetryBroken = false
                    broken[ObjectIdentifier(victim)] = (victim, victimDefinitions)
                case .numericalFailure:
                    resetAfterFailure(error)
                    return false
                default:
                    LayoutConstraintLog.print(
                        "[LayoutConstraints] The constraint \(LayoutDescriber.normalised().constraintDescription(constraint)) "
                            + "takes no part: \(error).")
                    broken[ObjectIdentifier(constraint)] = (constraint, definitions)
                    return false
                }
            }
        }
        broken[ObjectIdentifier(constraint)] = (constraint, definitions)
        return false
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

    /// Tries the broken constraints again, quietly, once something left the solver.
    func retryBrokenIfNeeded() {
        guard shouldRetryBroken, !broken.isEmpty else { return }
        shouldRetryBroken = false
        for (id, entry) in broken.sorted(by: { $0.value.constraint.order < $1.value.constraint.order }) {
            var parts: [(definition: Definition, solved: Constraint)] = []
            for definition in entry.definitions {
                let solved = definition.makeConstraint()
                guard (try? solver.add(solved)) != nil else { break }
                parts.append((definition, solved))
            }
            guard parts.count == entry.definitions.count else {
                for part in parts { try? solver.remove(part.solved) }
                continue
            }
            entries[id] = Entry(constraint: entry.constraint, parts: parts)
            broken[id] = nil
            solutionDidChange()
        }
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
