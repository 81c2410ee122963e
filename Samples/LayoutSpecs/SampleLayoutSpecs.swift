import CollectionLayout
import Foundation
import SampleLayouts
import SceneFile

extension LayoutRegistry {
    /// The sample layouts of `Samples/Layouts` under their scene-file names: `circle`,
    /// `coverFlow` and `sectionBackgrounds`. `reel` and the fuzzer use
    /// `LayoutRegistry.standard.merging(.sampleLayouts)`; a library user adds them the same way.
    public static let sampleLayouts = LayoutRegistry([
        "circle": { parameters, _ in try SampleLayoutSpecs.circle(parameters) },
        "coverFlow": { parameters, _ in try SampleLayoutSpecs.coverFlow(parameters) },
        "sectionBackgrounds": { parameters, _ in try SampleLayoutSpecs.sectionBackgrounds(parameters) },
    ])
}

/// Parameters of the sample layouts, read from their scene-file values.
enum SampleLayoutSpecs {
    /// `coverFlow: {itemSize, spacing, sideAngle (degrees), eyeDistance}`.
    static func coverFlow(_ value: SceneValue) throws -> CollectionViewLayout {
        let layout = CoverFlowLayout()
        guard !value.isNull else { return layout }
        let fields = try value.mapping(allowedKeys: ["itemSize", "spacing", "sideAngle", "eyeDistance"], what: "cover-flow parameters")
        if let v = fields["itemSize"] { layout.itemSize = try v.size() }
        if let v = fields["spacing"] { layout.spacing = CGFloat(try v.length("spacing")) }
        if let v = fields["sideAngle"] { layout.sideAngle = CGFloat(try v.number("sideAngle", in: 0...90)) * .pi / 180 }
        if let v = fields["eyeDistance"] { layout.eyeDistance = CGFloat(try v.number("eyeDistance", in: 1...100_000)) }
        return layout
    }

    /// `circle: {itemSize, radius}`: Apple's circle layout sample.
    static func circle(_ value: SceneValue) throws -> CollectionViewLayout {
        let layout = CircleLayout()
        guard !value.isNull else { return layout }
        let fields = try value.mapping(allowedKeys: ["itemSize", "radius"], what: "circle parameters")
        if let v = fields["itemSize"] { layout.itemSize = try v.size() }
        if let v = fields["radius"] { layout.radius = CGFloat(try v.nonNegativeLength("radius")) }
        return layout
    }

    /// `sectionBackgrounds: {…flow parameters…, backgroundPadding}`: a flow layout with a
    /// decoration view behind each section.
    static func sectionBackgrounds(_ value: SceneValue) throws -> CollectionViewLayout {
        let layout = SectionBackgroundLayout()
        guard !value.isNull else { return layout }
        let fields = try value.mapping(
            allowedKeys: FlowLayoutSpec.keys + ["backgroundPadding"], what: "flow parameters and backgroundPadding")
        var flowValue = value
        if case let .mapping(entries) = value.content {
            flowValue.content = .mapping(entries.filter { $0.key != "backgroundPadding" })
        }
        try FlowLayoutSpec(from: flowValue).apply(to: layout)
        if let v = fields["backgroundPadding"] { layout.backgroundPadding = CGFloat(try v.nonNegativeLength("backgroundPadding")) }
        return layout
    }
}
