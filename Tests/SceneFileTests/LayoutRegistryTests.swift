import CollectionLayout
import Foundation
import SampleLayoutSpecs
import Testing

@testable import SceneFile

/// A layout a test registers: it decodes its own parameters.
final class RingLayout: CollectionViewLayout {
    let radius: CGFloat
    init(radius: CGFloat) {
        self.radius = radius
        super.init()
    }
}

@Suite struct LayoutRegistryTests {
    let ring: LayoutRegistry.Factory = { parameters, _ in
        let fields = try parameters.mapping(allowedKeys: ["radius"])
        return RingLayout(radius: CGFloat(try fields.required("radius").nonNegativeNumber("radius")))
    }

    @Test func standardHoldsTheBuiltInLayouts() throws {
        #expect(LayoutRegistry.standard.names == ["attributes", "compositional", "flow", "list"])
        let scene = try Scene.decode("viewport: [10, 10]\nlayout: {flow: {itemSize: [5, 5]}}")
        let layout = try LayoutRegistry.standard.makeLayout(scene.layout, context: scene.layoutContext)
        #expect(layout is FlowLayout)
    }

    @Test func sampleLayoutsAreAddedByMerging() throws {
        #expect(LayoutRegistry.sampleLayouts.names == ["circle", "coverFlow", "sectionBackgrounds"])
        let merged = LayoutRegistry.standard.merging(.sampleLayouts)
        #expect(merged.names == ["attributes", "circle", "compositional", "coverFlow", "flow", "list", "sectionBackgrounds"])
        let scene = try Scene.decode("viewport: [10, 10]\nlayout: {circle: {radius: 40}}")
        #expect(throws: SceneError.self) { try LayoutRegistry.standard.makeLayout(scene.layout, context: scene.layoutContext) }
        let layout = try merged.makeLayout(scene.layout, context: scene.layoutContext)
        #expect(String(describing: type(of: layout)) == "CircleLayout")
    }

    @Test func mergingPrefersTheOtherRegistrysFactory() throws {
        let flowAsRing = LayoutRegistry(["flow": ring])
        let scene = try Scene.decode("viewport: [10, 10]\nlayout: {flow: {radius: 7}}")
        let layout = try LayoutRegistry.standard.merging(flowAsRing).makeLayout(scene.layout, context: scene.layoutContext)
        #expect((layout as? RingLayout)?.radius == 7)
    }

    @Test func unknownLayoutListsTheRegisteredNames() throws {
        let registry = LayoutRegistry.standard.merging(.sampleLayouts).registering("ring", ring)
        let scene = try Scene.decode("viewport: [10, 10]\nlayout:\n  rnig: {radius: 3}")
        do {
            _ = try registry.makeLayout(scene.layout, context: scene.layoutContext)
            Issue.record("expected an error")
        } catch let error as SceneError {
            #expect(
                error.description
                    == "<string>:3:3: error: layout.rnig: unknown layout `rnig`; registered layouts: `attributes`, `circle`, `compositional`, `coverFlow`, `flow`, `list`, `ring`, `sectionBackgrounds`; did you mean `ring`?"
            )
            #expect(error.kind == .unknownLayout)
        }
    }

    @Test func registeredFactoryDecodesItsParametersWithLocations() throws {
        var registry = LayoutRegistry()
        registry.register("ring", ring)
        let good = try Scene.decode("viewport: [10, 10]\nlayout: {ring: {radius: 40}}")
        let layout = try registry.makeLayout(good.layout, context: good.layoutContext)
        #expect((layout as? RingLayout)?.radius == 40)

        let bad = try Scene.decode("viewport: [10, 10]\nlayout:\n  ring:\n    radius: -4", file: "ring.yaml")
        #expect(
            throws: SceneError(
                kind: .invalidValue, file: "ring.yaml", line: 4, column: 13,
                keyPath: "layout.ring.radius", message: "radius must not be negative, got -4")
        ) {
            try registry.makeLayout(bad.layout, context: bad.layoutContext)
        }
    }

    @Test func flowParameterErrorsAreLocated() throws {
        let scene = try Scene.decode(
            """
            viewport: [390, 844]
            layout:
              flow:
                itemSize: [100, "a"]
            """, file: "grid.yaml")
        #expect(
            throws: SceneError(
                kind: .typeMismatch, file: "grid.yaml", line: 4, column: 21,
                keyPath: "layout.flow.itemSize[1]", message: "expected a number (height), got a string")
        ) {
            try scene.validateLayouts()
        }
        let typo = try Scene.decode("viewport: [1, 1]\nlayout: {flow: {minimumLineSpaing: 4}}")
        do {
            try typo.validateLayouts()
            Issue.record("expected an error")
        } catch let error as SceneError {
            #expect(error.message == "unknown key `minimumLineSpaing`; did you mean `minimumLineSpacing`?")
            #expect(error.keyPath == "layout.flow.minimumLineSpaing")
        }
        let direction = try Scene.decode("viewport: [1, 1]\nlayout: {flow: {scrollDirection: sideways}}")
        #expect(throws: SceneError.self) { try direction.validateLayouts() }
        let pin = try Scene.decode("viewport: [1, 1]\nlayout: {flow: {sectionHeadersPinToVisibleBounds: yes}}")
        #expect(throws: SceneError.self) { try pin.validateLayouts() }
    }

    @Test func transitionLayoutsAreValidatedToo() throws {
        let scene = try Scene.decode("viewport: [1, 1]\ntimeline:\n  - transition: {layout: {grid: {}}}")
        do {
            try scene.validateLayouts()
            Issue.record("expected an error")
        } catch let error as SceneError {
            #expect(error.kind == .unknownLayout)
            #expect(error.keyPath == "timeline[0].transition.layout.grid")
            #expect(error.line == 3)
        }
    }
}
