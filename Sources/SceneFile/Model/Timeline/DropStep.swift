import CollectionAnimation
import CollectionLayout
import Foundation

/// A drag and drop:
/// `{item: [0, 1] | external: {title, color, size}, path: [[x, y], …], duration, operation, intent, end: drop|cancel}`.
public struct DropStep: Sendable, Equatable {
    /// The intent's spelling in the file.
    public enum Intent: String, Sendable, CaseIterable {
        case insert, into, unspecified

        var dropIntent: DropIntent {
            switch self {
            case .insert: return .insertAtDestinationIndexPath
            case .into: return .insertIntoDestinationIndexPath
            case .unspecified: return .unspecified
            }
        }
    }

    /// The operation's spelling in the file.
    public enum Operation: String, Sendable, CaseIterable {
        case move, copy, forbidden, cancel

        var dropOperation: DropOperation {
            switch self {
            case .move: return .move
            case .copy: return .copy
            case .forbidden: return .forbidden
            case .cancel: return .cancel
            }
        }
    }

    /// What the animator plays.
    public var script: DropScript
    /// The item dragged in from outside, when the drag comes from outside.
    public var external: ItemSpec?

    /// A step from its parts.
    public init(script: DropScript, external: ItemSpec? = nil) {
        self.script = script
        self.external = external
    }

    /// The step's length: the drag, then the landing (0.3 s).
    public var duration: Double { script.dragDuration + DropAnimation.landingDuration }

    static let keys = ["item", "external", "path", "duration", "operation", "intent", "end"]

    init(from value: SceneValue, context: SceneDecodingContext) throws {
        let fields = try value.mapping(
            allowedKeys: Self.keys, what: "{item: [section, item] | external: {title, …}, path: [[x, y], …], operation, intent, end}")
        let item = try fields.optional("item") { try $0.indexPath() }
        let external = try fields.optional("external") { try ItemSpec(from: $0, context: context) }
        let source: DropScript.Source
        switch (item, external) {
        case let (.some(path), nil): source = .item(path)
        case let (nil, .some(spec)): source = .external(spec.title ?? spec.id ?? "external item")
        case (.some, .some):
            throw value.error(.invalidValue, "a drop drags one thing: give `item` (from this collection view) or `external`, not both")
        case (nil, nil):
            throw value.error(.missingKey, "missing `item` (an item of this collection view) or `external` (an item from outside)")
        }
        let pathValue = try fields.required("path", "the touch positions [[x, y], …] in content coordinates")
        let points = try pathValue.list("a list of points [[x, y], …]")
        guard !points.isEmpty else { throw pathValue.error(.invalidValue, "the path needs at least one point [x, y]: where the touch is") }
        guard points.count <= ReorderStep.maximumPathPoints else {
            throw pathValue.error(
                .invalidValue, "the path has \(points.count) points, beyond the limit of \(ReorderStep.maximumPathPoints)")
        }
        let operation = try fields.optional("operation") { try $0.choice(Operation.self) } ?? (item != nil ? .move : .copy)
        if operation == .move, item == nil, let entry = fields["operation"] {
            throw entry.error(
                .invalidValue, "`move` is only for an item of this collection view (UIKit allows moves within the app); use `copy`")
        }
        let intent = try fields.optional("intent") { try $0.choice(Intent.self) } ?? .insert
        self.init(
            script: DropScript(
                source: source, path: try points.map { try $0.point() },
                duration: try fields.optional("duration") { try $0.duration("duration") } ?? 1,
                proposal: DropProposal(operation: operation.dropOperation, intent: intent.dropIntent),
                end: try fields.optional("end") { try $0.choice(DropScript.End.self) } ?? .drop, previewSize: external?.size),
            external: external)
    }
}
