import Foundation
import SceneFile

/// What a decoded scene would read from disk (item images, `attributes` layout files) and
/// how big its data source gets: the checks that keep the fuzzer inside its folder and
/// within ``FuzzLimits``.
struct SceneSandbox {
    /// The only folder the scene may read from.
    let root: URL
    /// The bounds.
    let limits: FuzzLimits

    /// Why `scene` must not run, or nil when it may.
    func refusal(for scene: Scene) -> String? {
        if scene.timeline.count > limits.maximumSteps {
            return "\(scene.timeline.count) timeline steps, beyond the harness's \(limits.maximumSteps)"
        }
        var states = [scene.sections]
        var layouts = [scene.layout]
        for step in scene.timeline {
            switch step.action {
            case let .update(update): if let sections = update.sections { states.append(sections) }
            case let .transition(transition): layouts.append(transition.layout)
            case let .interactiveTransition(step): layouts.append(step.layout)
            case .scroll, .wait, .fling, .drag, .tap, .menu, .reorder, .drop: break
            }
        }
        for sections in states {
            if sections.count > limits.maximumSections {
                return "\(sections.count) sections, beyond the harness's \(limits.maximumSections)"
            }
            let items = sections.reduce(0) { $0 + min($1.items.count, limits.maximumItems + 1) }
            if items > limits.maximumItems { return "more than \(limits.maximumItems) items" }
            for section in sections {
                guard case let .list(list) = section.items else { continue }
                for path in list.compactMap(\.image) where !isInside(path) {
                    return "the image \(path) lies outside the harness's folder"
                }
            }
        }
        for layout in layouts {
            for path in Self.files(in: layout.parameters) where !isInside(path, relative: true) {
                return "the attributes file \(path) lies outside the harness's folder"
            }
        }
        return nil
    }

    /// Whether `path` (absolute, or relative to the root when `relative`) names a regular
    /// file inside the root (no device, no folder, nothing outside).
    private func isInside(_ path: String, relative: Bool = false) -> Bool {
        let url = relative ? URL(fileURLWithPath: path, relativeTo: root) : URL(fileURLWithPath: path)
        let resolved = url.standardizedFileURL.resolvingSymlinksInPath().path
        guard resolved.hasPrefix(root.path + "/") else { return false }
        let type = (try? FileManager.default.attributesOfItem(atPath: resolved))?[.type] as? FileAttributeType
        return type == nil || type == .typeRegular
    }

    /// Every string under a `file` key anywhere in a layout's parameters.
    private static func files(in value: SceneValue) -> [String] {
        switch value.content {
        case let .mapping(entries):
            return entries.flatMap { entry -> [String] in
                if entry.key == "file", case let .string(path) = entry.value.content { return [path] }
                return files(in: entry.value)
            }
        case let .list(values): return values.flatMap(files(in:))
        case .null, .bool, .number, .string: return []
        }
    }
}
