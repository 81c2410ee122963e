import CollectionLayout
import Foundation
import PNGCodec

extension Scene {
    /// The top-level keys.
    static let keys = [
        "viewport", "scale", "contentOffset", "contentInset", "layoutDirection", "background", "layout", "sections",
        "selected", "style", "timeline", "scrolling", "device", "traits",
    ]

    /// Reads and decodes a scene file (`.yaml`, `.yml` or `.json`; one parser reads all).
    /// - Parameter path: the file's path; errors name it as given.
    /// - Throws: ``SceneError``: `.empty` for a file of 0 bytes; `.unreadable` when the file
    ///   cannot be read or is not UTF-8 text (saying what it looks like instead, such as a PNG
    ///   image); else whatever ``decode(_:file:baseDirectory:)`` throws.
    public static func load(contentsOf path: String) throws -> Scene {
        let url = URL(fileURLWithPath: path)
        switch SceneLimits.readDocument(at: url) {
        case let .success(text):
            return try decode(text, file: path, baseDirectory: url.deletingLastPathComponent())
        case let .failure(failure):
            throw SceneError(kind: failure.kind, file: path, line: nil, column: nil, keyPath: "", message: failure.message)
        }
    }

    /// Decodes a scene from YAML or JSON text.
    /// - Parameters:
    ///   - text: the document.
    ///   - file: the name used in errors (default `<string>`).
    ///   - baseDirectory: the folder relative image paths resolve against (default: the
    ///     current directory).
    /// - Throws: ``SceneError`` at the first problem, located.
    /// - Complexity: O(size of the text); count-form sections cost O(1) whatever the count.
    public static func decode(_ text: String, file: String = "<string>", baseDirectory: URL? = nil) throws -> Scene {
        let root = try SceneParser.parse(text, file: file)
        let base = baseDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return try Scene(from: root, context: SceneDecodingContext(file: file, baseDirectory: base))
    }

    init(from root: SceneValue, context: SceneDecodingContext) throws {
        let fields = try root.mapping(allowedKeys: Self.keys, what: "a mapping of scene keys (viewport, layout, sections…)")
        let device = try fields.optional("device") { try SceneDevice(from: $0) }
        if device != nil, let both = fields["viewport"] {
            throw both.error(.invalidValue, "give a viewport or a device, not both: the device gives the viewport")
        }
        let viewportValue = try device == nil ? fields.required("viewport", "the bounds size [width, height] in points") : nil
        let viewport = try viewportValue?.size() ?? .zero
        let scaleValue = fields["scale"]
        let scale: CGFloat
        if let scaleValue {
            let number = try scaleValue.number("scale")
            guard number > 0, number <= Double(Self.scaleRange.upperBound) else {
                throw scaleValue.error(.invalidValue, "scale must be greater than 0 and at most 4, got \(scaleValue.sourceText)")
            }
            scale = CGFloat(number)
        } else {
            scale = 1
        }
        if let viewportValue { try Self.checkViewport(viewport, value: viewportValue, scale: scale) }

        let layout =
            try fields.optional("layout") { try LayoutSpec(from: $0) }
            ?? LayoutSpec(name: "flow", parameters: SceneValue(.null, location: root.location), location: root.location)
        let sections = try fields.optional("sections") { try SectionSpec.decodeList($0, context: context) } ?? []
        let selected =
            try fields.optional("selected") { value -> [IndexPath] in
                try value.list("a list of index paths [[section, item], …]").map { element -> IndexPath in
                    let path = try element.indexPath()
                    guard path.section < sections.count else {
                        throw element.error(
                            .invalidValue, "section \(path.section) does not exist; the scene has \(sections.count) section(s)")
                    }
                    let count = sections[path.section].items.count
                    guard path.item < count else {
                        throw element.error(.invalidValue, "item \(path.item) does not exist; section \(path.section) has \(count) item(s)")
                    }
                    return path
                }
            } ?? []

        self.init(
            viewport: viewport,
            scale: scale,
            contentOffset: try fields.optional("contentOffset") { try $0.point() } ?? .zero,
            contentInset: try fields.optional("contentInset") { try $0.insets() } ?? .zero,
            layoutDirection: try fields.optional("layoutDirection") {
                try $0.choice(DirectionName.self) == .rightToLeft ? CollectionView.LayoutDirection.rightToLeft : .leftToRight
            } ?? .leftToRight,
            background: try fields.optional("background") { try ColorSpec(from: $0) },
            layout: layout,
            sections: sections,
            selected: selected,
            style: try fields.optional("style") { try StyleSpec(from: $0) } ?? StyleSpec(),
            timeline: try fields.optional("timeline") {
                try Self.resolvingApplySteps(Self.decodeTimeline($0, context: context), from: sections)
            } ?? [],
            file: context.file,
            baseDirectory: context.baseDirectory)
        scrolling = try fields.optional("scrolling") { try ScrollingSpec(from: $0) } ?? ScrollingSpec()
        traits = try fields.optional("traits") { try SceneTraits(from: $0) } ?? SceneTraits()
        if let device {
            let explicitScale = scaleValue.map { _ in scale }
            self = shown(on: device)
            if let explicitScale { self.scale = explicitScale }
        }
    }

    /// The steps of `timeline`: at most ``SceneLimits/maximumStepCount`` of them, lasting at
    /// most ``SceneLimits/maximumDuration`` seconds in all.
    /// - Throws: ``SceneError`` at the list (too many steps), at the step that passes the
    ///   length limit, or wherever a step is wrong.
    static func decodeTimeline(_ value: SceneValue, context: SceneDecodingContext) throws -> [SceneTimelineStep] {
        let values = try value.list("a list of steps")
        guard values.count <= SceneLimits.maximumStepCount else {
            throw value.error(
                .invalidValue, "the timeline has \(values.count) steps, beyond the limit of \(SceneLimits.maximumStepCount)")
        }
        var total = 0.0
        return try values.map { element in
            let step = try SceneTimelineStep(from: element, context: context)
            total += step.longestDuration
            guard total <= SceneLimits.maximumDuration else {
                throw element.error(
                    .invalidValue,
                    "the timeline lasts \(SceneLimits.format(total)) seconds up to this step, beyond the limit of "
                        + "\(SceneLimits.format(SceneLimits.maximumDuration)) seconds")
            }
            return step
        }
    }

    /// Positive sides, at most 100,000 points each, and at most 32,767 pixels at `scale`.
    static func checkViewport(_ viewport: CGSize, value: SceneValue, scale: CGFloat) throws {
        guard case let .list(sides) = value.content, sides.count == 2 else { return }
        for (index, (name, points)) in [("width", viewport.width), ("height", viewport.height)].enumerated() {
            let side = sides[index]
            guard points > 0 else { throw side.error(.invalidValue, "the viewport \(name) must be positive, got \(side.sourceText)") }
            guard points <= maximumViewportSide else {
                throw side.error(
                    .invalidValue, "the viewport \(name) \(side.sourceText) exceeds the limit of 100000 points per side")
            }
            let pixels = points * scale
            guard pixels <= maximumPixelSide else {
                throw side.error(
                    .invalidValue,
                    "the viewport \(name) \(side.sourceText) at scale \(SceneValue.format(Double(scale))) is "
                        + "\(SceneValue.format(Double(pixels.rounded(.up)))) pixels, beyond the limit of 32767 pixels per side")
            }
        }
    }
}

/// The direction names the scene accepts (``CollectionView/LayoutDirection``'s raw values).
private enum DirectionName: String, CaseIterable {
    case leftToRight, rightToLeft
}
