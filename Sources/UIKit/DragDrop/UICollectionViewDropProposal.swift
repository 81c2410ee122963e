/// What a drop would do (`UIDropOperation`).
public enum UIDropOperation: UInt, Sendable {
    /// Nothing: the drop is cancelled.
    case cancel = 0
    /// Not allowed here.
    case forbidden = 1
    /// The data is copied.
    case copy = 2
    /// The data is moved (within the app only).
    case move = 3

    var core: DropOperation {
        switch self {
        case .cancel: return .cancel
        case .forbidden: return .forbidden
        case .copy: return .copy
        case .move: return .move
        }
    }
}

/// Where a collection view drop goes (`UICollectionViewDropIntent`): the core's
/// `DropIntent`, which has UIKit's cases and raw values.
public typealias UICollectionViewDropIntent = DropIntent

/// A drop delegate's proposal (`UIDropProposal`).
@preconcurrency @MainActor
open class UIDropProposal: NSObject {
    /// What the drop would do.
    open private(set) var operation: UIDropOperation
    /// Whether the drop needs precise positioning (`isPrecise`); stored, not used here.
    open var isPrecise = false
    /// Whether the preview should stay full size (`prefersFullSizePreview`); stored, not used here.
    open var prefersFullSizePreview = false

    /// A proposal (`init(operation:)`).
    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}

/// A collection view drop delegate's proposal (`UICollectionViewDropProposal`).
@preconcurrency @MainActor
open class UICollectionViewDropProposal: UIDropProposal {
    /// Where the drop would go.
    open private(set) var intent: UICollectionViewDropIntent

    /// A proposal with an intent (`init(operation:intent:)`).
    public init(operation: UIDropOperation, intent: UICollectionViewDropIntent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// A proposal with the unspecified intent (`init(operation:)`).
    public override init(operation: UIDropOperation) {
        self.intent = .unspecified
        super.init(operation: operation)
    }

    var core: DropProposal { DropProposal(operation: operation.core, intent: intent) }
}
