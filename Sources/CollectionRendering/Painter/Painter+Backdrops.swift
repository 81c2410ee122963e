import CollectionLayout
import Foundation

// Blur effects draw what lies beneath them. The painter gives each backdrop the operations
// drawn before it — those before it in the picture's root, then the earlier ones in each
// group that holds it, inside copies of those groups (placement, clips, mask, opacity) — so
// every backend draws it from drawing values alone (docs/REFERENCE.md §22.8).
extension Painter {
    /// `operations` with every backdrop among them resolved: given `beneath` (drawn before
    /// the operations, in their space, the root's) and the operations before it, through the
    /// groups holding it. A backdrop under a perspective placement stays unresolved and draws
    /// nothing.
    public static func resolvingBackdrops(in operations: [DrawingOperation], beneath: [DrawingOperation] = []) -> [DrawingOperation] {
        guard operations.contains(where: \.containsBackdrop) else { return operations }
        return resolve(operations, beneath: beneath, toRoot: .identity, shells: [])
    }

    /// Resolves the backdrops in `operations`, which lie inside the groups `shells` (outermost
    /// first; their operations are replaced), whose space maps into the root's by `toRoot`
    /// (nil under a perspective placement).
    private static func resolve(
        _ operations: [DrawingOperation], beneath: [DrawingOperation], toRoot: Transform2D?, shells: [DrawingGroup]
    ) -> [DrawingOperation] {
        var resolved: [DrawingOperation] = []
        for operation in operations {
            switch operation {
            case .backdrop(var backdrop):
                if let toRoot {
                    backdrop.beneath = beneath + enclose(resolved, in: shells)
                    backdrop.beneathTransform = toRoot.inverted()
                }
                resolved.append(.backdrop(backdrop))
            case .group(var group) where operation.containsBackdrop:
                var inner: Transform2D?
                if case .affine(let matrix) = group.placement, let toRoot { inner = matrix.concatenating(toRoot) }
                group.operations = resolve(
                    group.operations, beneath: beneath + enclose(resolved, in: shells), toRoot: inner, shells: shells + [group])
                resolved.append(.group(group))
            default:
                resolved.append(operation)
            }
        }
        return resolved
    }

    /// `operations` inside copies of `shells`, innermost last: drawn as they are inside them.
    private static func enclose(_ operations: [DrawingOperation], in shells: [DrawingGroup]) -> [DrawingOperation] {
        guard !operations.isEmpty else { return [] }
        return shells.reversed().reduce(operations) { inner, shell in
            var group = shell
            group.operations = inner
            return [.group(group)]
        }
    }

    /// `operations` as shadow casters: a backdrop casts as its shape, filled (its blur is
    /// opaque where what lies beneath is).
    static func castingBackdropsAsShapes(_ operations: [DrawingOperation]) -> [DrawingOperation] {
        guard operations.contains(where: \.containsBackdrop) else { return operations }
        return operations.map { operation in
            switch operation {
            case .backdrop(let backdrop): return .fill(backdrop.shape, .color(.black))
            case .group(var group):
                group.operations = castingBackdropsAsShapes(group.operations)
                return .group(group)
            default: return operation
            }
        }
    }
}

extension DrawingOperation {
    /// Whether the operation is a backdrop or a group holding one.
    var containsBackdrop: Bool {
        switch self {
        case .backdrop: return true
        case .group(let group): return group.operations.contains { $0.containsBackdrop }
        default: return false
        }
    }
}
