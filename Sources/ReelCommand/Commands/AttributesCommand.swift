import ArgumentParser
import CollectionLayout
import Foundation

/// `reel attributes SCENE [--time T] [--rect visible|content|X,Y,W,H]`.
struct AttributesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "attributes",
        abstract: "Print the layout attributes of a scene as JSON (the attribute dump).",
        discussion: """
        Prints {contentSize, bounds, elements} on stdout, elements in draw order, each with \
        category, kind, indexPath, frame, center, size, alpha, zIndex, hidden and \
        transform3D (m11…m44 row by row). During an animation the elements are the \
        interpolated ones, disappearing elements included.
        """
    )

    @Argument(help: "The scene file (.yaml, .yml or .json).")
    var scene: String

    @Option(help: "Seconds from the start of the timeline; default: before it starts. A time past its end gives the final state.")
    var time: Double?

    @Option(help: "The rect to dump: visible (the bounds at that time), content (the whole content), or X,Y,W,H.")
    var rect: DumpRect = .visible

    func run() throws {
        let loaded = try LoadedScene(path: scene)
        if let time {
            guard time.isFinite else { throw CommandFailure("--time must be a finite number of seconds, got \(time)") }
            let state = try loaded.makeTimeline().state(at: time)
            let region: CGRect
            switch rect {
            case .visible: region = state.bounds
            case .content: region = CGRect(origin: .zero, size: state.contentSize)
            case let .explicit(r): region = r
            }
            // The state holds what is on screen or animating at that time.
            let elements = state.attributes.filter { $0.frame.overlaps(region) }
            let dump = AttributeDump(contentSize: state.contentSize, bounds: state.bounds, elements: elements)
            Terminal.standardOutput.write(dump.json)
            return
        }
        try loaded.layout()
        let view = loaded.collectionView
        let layout = view.collectionViewLayout
        let contentSize = layout.collectionViewContentSize
        let region: CGRect
        switch rect {
        case .visible: region = view.bounds
        case .content: region = CGRect(origin: .zero, size: contentSize)
        case let .explicit(r): region = r
        }
        let elements = layout.layoutAttributesForElements(in: region).filter { $0.frame.overlaps(region) }
        for element in elements {
            do { try element.validate() } catch { throw CommandFailure("\(loaded.scene.file): error: \(error)") }
        }
        let dump = AttributeDump(contentSize: contentSize, bounds: view.bounds, elements: elements)
        Terminal.standardOutput.write(dump.json)
    }
}

/// Which rectangle `reel attributes` dumps.
enum DumpRect: ExpressibleByArgument, Equatable {
    case visible
    case content
    case explicit(CGRect)

    init?(argument: String) {
        switch argument {
        case "visible": self = .visible
        case "content": self = .content
        default:
            let parts = argument.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3],
                  [x, y, w, h].allSatisfy(\.isFinite), w >= 0, h >= 0
            else { return nil }
            self = .explicit(CGRect(x: x, y: y, width: w, height: h))
        }
    }

    static var allValueStrings: [String] { ["visible", "content", "X,Y,W,H"] }
}
