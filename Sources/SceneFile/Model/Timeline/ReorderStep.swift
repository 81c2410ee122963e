import CollectionAnimation
import Foundation

/// An interactive movement (reordering):
/// `{item: [0, 3], path: [[x, y], …], duration: 1, end: commit|cancel}`.
public struct ReorderStep: Sendable, Equatable {
    /// The most points a path may have.
    public static let maximumPathPoints = 10_000

    /// What the animator plays.
    public var script: ReorderScript

    /// A step from its script.
    public init(script: ReorderScript) {
        self.script = script
    }

    /// The step's length: the drag, then the landing (0.3 s).
    public var duration: Double { script.dragDuration + ReorderAnimation.settleDuration }

    static let keys = ["item", "path", "duration", "end"]

    init(from value: SceneValue) throws {
        let fields = try value.mapping(allowedKeys: Self.keys, what: "{item: [section, item], path: [[x, y], …], duration, end}")
        let item = try fields.required("item", "the index path [section, item] of the item lifted").indexPath()
        let pathValue = try fields.required("path", "the touch positions [[x, y], …] in content coordinates")
        let points = try pathValue.list("a list of points [[x, y], …]")
        guard !points.isEmpty else {
            throw pathValue.error(.invalidValue, "the path needs at least one point [x, y]: where the touch is")
        }
        guard points.count <= Self.maximumPathPoints else {
            throw pathValue.error(.invalidValue, "the path has \(points.count) points, beyond the limit of \(Self.maximumPathPoints)")
        }
        let path = try points.map { try $0.point() }
        self.init(
            script: ReorderScript(
                item: item, path: path, duration: try fields.optional("duration") { try $0.duration("duration") } ?? 1,
                end: try fields.optional("end") { try $0.choice(ReorderScript.End.self) } ?? .commit))
    }
}
