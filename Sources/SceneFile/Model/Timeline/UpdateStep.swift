import Foundation

/// One batch update (`performBatchUpdates`): the eight operation lists, optionally the
/// data source after the update, and its timing.
///
/// Index paths follow UIKit's rules: deletes, reloads and move sources refer to the state
/// before the update; inserts and move destinations to the state after. This type only
/// checks their shape; the update model validates them against the sections as UIKit does.
public struct UpdateStep: Sendable, Equatable {
    /// An item move, `[[0, 3], [0, 5]]`.
    public struct ItemMove: Sendable, Equatable {
        /// The path before the update.
        public var from: IndexPath
        /// The path after the update.
        public var to: IndexPath
        /// A move from its ends.
        public init(from: IndexPath, to: IndexPath) { self.from = from; self.to = to }
    }

    /// A section move, `[2, 0]`.
    public struct SectionMove: Sendable, Equatable {
        /// The section before the update.
        public var from: Int
        /// The section after the update.
        public var to: Int
        /// A move from its ends.
        public init(from: Int, to: Int) { self.from = from; self.to = to }
    }

    /// The eight operation lists, for ``location(of:at:)``.
    public enum Operation: String, Sendable, CaseIterable {
        /// ``UpdateStep/deleteItems``.
        case deleteItems
        /// ``UpdateStep/insertItems``.
        case insertItems
        /// ``UpdateStep/moveItems``.
        case moveItems
        /// ``UpdateStep/reloadItems``.
        case reloadItems
        /// ``UpdateStep/insertSections``.
        case insertSections
        /// ``UpdateStep/deleteSections``.
        case deleteSections
        /// ``UpdateStep/moveSections``.
        case moveSections
        /// ``UpdateStep/reloadSections``.
        case reloadSections
    }

    /// `deleteItems(at:)`.
    public var deleteItems: [IndexPath] = []
    /// `insertItems(at:)`.
    public var insertItems: [IndexPath] = []
    /// `moveItem(at:to:)`, in order.
    public var moveItems: [ItemMove] = []
    /// `reloadItems(at:)`.
    public var reloadItems: [IndexPath] = []
    /// `insertSections(_:)`.
    public var insertSections: [Int] = []
    /// `deleteSections(_:)`.
    public var deleteSections: [Int] = []
    /// `moveSection(_:toSection:)`, in order.
    public var moveSections: [SectionMove] = []
    /// `reloadSections(_:)`.
    public var reloadSections: [Int] = []
    /// The data source after the update; nil means derive it from the operations.
    public var sections: [SectionSpec]?
    /// Seconds; default 0.3.
    public var duration: Double = 0.3
    /// Timing; default `.default`.
    public var curve: CurveSpec = .default

    /// Items an `apply` step reconfigures (`reconfigureItems`, docs/REFERENCE.md §15): each
    /// item's path before and after the update. No batch operation: the cell already shown
    /// takes the item's new content and sizes itself again.
    public var reconfigureItems: [ItemMove] = []
    /// The identifiers an `apply` step marks with `reload` and `reconfigure`, where written.
    var applyMarks: (reload: [(String, SceneLocation)], reconfigure: [(String, SceneLocation)]) = ([], [])

    /// Whether the step is an `apply` (its operations are the diff from the state before it
    /// to ``sections``; see `Scene.resolvingApplySteps`).
    public var isApply = false

    /// Where each operation's entries are written, for errors found later.
    var operationLocations: [Operation: [SceneLocation]] = [:]
    /// Where the `update` mapping is written.
    public var location: SceneLocation?

    /// An update with no operations.
    public init() {}

    /// Where entry `index` of `operation` is written (falling back to the step's location).
    public func location(of operation: Operation, at index: Int) -> SceneLocation? {
        guard let locations = operationLocations[operation], locations.indices.contains(index) else { return location }
        return locations[index]
    }

    /// Content equality; locations are ignored.
    public static func == (lhs: UpdateStep, rhs: UpdateStep) -> Bool {
        lhs.deleteItems == rhs.deleteItems && lhs.insertItems == rhs.insertItems && lhs.moveItems == rhs.moveItems
            && lhs.reloadItems == rhs.reloadItems && lhs.insertSections == rhs.insertSections
            && lhs.deleteSections == rhs.deleteSections && lhs.moveSections == rhs.moveSections
            && lhs.reloadSections == rhs.reloadSections && lhs.sections == rhs.sections
            && lhs.duration == rhs.duration && lhs.curve == rhs.curve && lhs.reconfigureItems == rhs.reconfigureItems
            && lhs.applyMarks.reload.map(\.0) == rhs.applyMarks.reload.map(\.0)
            && lhs.applyMarks.reconfigure.map(\.0) == rhs.applyMarks.reconfigure.map(\.0)
    }

    /// Decodes the step's mapping: `{update: {...}, sections, duration, curve}`.
    init(step: SceneMapping, context: SceneDecodingContext) throws {
        guard let updateValue = step.entries.first(where: { $0.key == "update" })?.value else {
            throw step.value.error(.missingKey, "missing required key `update`")
        }
        location = updateValue.location
        if !updateValue.isNull {
            let ops = try updateValue.mapping(allowedKeys: Operation.allCases.map(\.rawValue), what: "a mapping of operation lists")
            func read<T>(_ operation: Operation, _ element: (SceneValue) throws -> T) throws -> [T] {
                guard let list = ops[operation.rawValue] else { return [] }
                let values = try list.list("a list")
                operationLocations[operation] = values.map(\.location)
                return try values.map(element)
            }
            func itemMove(_ value: SceneValue) throws -> ItemMove {
                guard case let .list(ends) = value.content, ends.count == 2 else {
                    throw value.error(.typeMismatch, "expected a move [[section, item], [section, item]], got \(value.typeDescription)")
                }
                return ItemMove(from: try ends[0].indexPath(), to: try ends[1].indexPath())
            }
            func sectionMove(_ value: SceneValue) throws -> SectionMove {
                guard case let .list(ends) = value.content, ends.count == 2 else {
                    throw value.error(.typeMismatch, "expected a section move [from, to], got \(value.typeDescription)")
                }
                return SectionMove(from: try ends[0].nonNegativeInteger("from"), to: try ends[1].nonNegativeInteger("to"))
            }
            deleteItems = try read(.deleteItems) { try $0.indexPath() }
            insertItems = try read(.insertItems) { try $0.indexPath() }
            moveItems = try read(.moveItems, itemMove)
            reloadItems = try read(.reloadItems) { try $0.indexPath() }
            insertSections = try read(.insertSections) { try $0.nonNegativeInteger("section") }
            deleteSections = try read(.deleteSections) { try $0.nonNegativeInteger("section") }
            moveSections = try read(.moveSections, sectionMove)
            reloadSections = try read(.reloadSections) { try $0.nonNegativeInteger("section") }
        }
        sections = try step.optional("sections") { try SectionSpec.decodeList($0, context: context) }
        duration = try step.optional("duration") { try $0.duration("duration") } ?? 0.3
        curve = try step.optional("curve") { try CurveSpec(from: $0) } ?? .default
    }
}
