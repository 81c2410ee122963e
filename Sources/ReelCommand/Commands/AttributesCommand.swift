import ArgumentParser
import CollectionAnimation
import CollectionLayout
import Foundation
import ReelExport
import SceneFile

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

    func validate() throws {
        if let time, !time.isFinite { throw ValidationError("--time must be a finite number of seconds, got \(time)") }
        if case let .explicit(region) = rect,
            ![region.minX, region.minY, region.width, region.height].allSatisfy({ abs($0) <= SceneLimits.maximumLength })
        {
            throw ValidationError(
                "--rect values must be within ±\(SceneLimits.format(SceneLimits.maximumLength)) points, got "
                    + "\(region.minX),\(region.minY),\(region.width),\(region.height)")
        }
    }

    func run() throws {
        let loaded = try LoadedScene(path: scene, registry: Reel.layouts)
        let dump: AttributeDump
        if let time {
            dump = try Self.dump(loaded, at: time, rect: rect)
        } else {
            try loaded.layout()
            let view = loaded.collectionView
            let region = rect.region(bounds: view.bounds, contentSize: view.contentSize)
            do {
                dump = AttributeDump(
                    contentSize: view.contentSize, bounds: view.bounds,
                    elements: try view.layoutAttributesForElements(in: region))
            } catch {
                throw CommandFailure("\(loaded.scene.file): error: \(error)")
            }
        }
        Terminal.standardOutput.write(dump.json)
    }

    /// The dump at `time` seconds into the timeline (``SceneFile/Scene/attributeDump(at:rect:registry:measuring:)``),
    /// errors naming the scene.
    static func dump(_ loaded: LoadedScene, at time: Double, rect: DumpRect) throws -> AttributeDump {
        do {
            return try loaded.scene.attributeDump(at: time, rect: rect, registry: loaded.registry, measuring: loaded.measuring)
        } catch let error as SceneError {
            throw error
        } catch {
            throw CommandFailure("\(loaded.scene.file): error: \(error)")
        }
    }
}

/// Which rectangle `reel attributes` dumps.
typealias DumpRect = AttributeDumpRect

extension AttributeDumpRect: ExpressibleByArgument {
    public init?(argument: String) {
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

    public static var allValueStrings: [String] { ["visible", "content", "X,Y,W,H"] }
}
