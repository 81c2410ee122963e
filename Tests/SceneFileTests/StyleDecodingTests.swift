import CollectionRendering
import Foundation
import Testing

@testable import SceneFile

/// The `style` block has one decoder, SceneFile's: the checks the renderer's former
/// Codable decoder had, on the scene path (docs/SCENE-FORMAT.md), down to the renderer's
/// `ElementStyle` that ``SceneAppearance`` builds.
@Suite struct StyleDecodingTests {
    private func scene(style: String) -> String { "viewport: [100, 100]\nstyle:\n" + style }

    @Test func decodesColoursWeightsShadowOffsetsAndLabels() throws {
        let text = scene(
            style: """
                  cell: {color: "#FF0000", font: {weight: bold}, shadow: {offset: [1, 2]}, label: none}
                  selected: {borderColor: label}
                """)
        let style = try SceneAppearance(scene: try Scene.decode(text)).style
        #expect(style.cell.color == Color(red: 1, green: 0, blue: 0))
        #expect(style.cell.fontWeight == 700)
        #expect(style.cell.shadowOffset == CGSize(width: 1, height: 2))
        #expect(style.cell.label == ElementLabel.none)
        #expect(style.selected.borderColor == .label)
    }

    @Test func rejectsUnknownKeysAndColours() throws {
        let unknown = decodingError(scene(style: "  cell: {colour: \"#FF0000\"}"))
        #expect(unknown?.keyPath == "style.cell.colour")
        let badColour = try Scene.decode(scene(style: "  header: {color: blu}"))
        #expect(throws: SceneError.self) { try SceneAppearance(scene: badColour) }
    }

    @Test func anUnknownLabelIsRejected() {
        let error = decodingError(scene(style: "  cell: {label: number}"))
        #expect(error?.keyPath == "style.cell.label")
    }
}
