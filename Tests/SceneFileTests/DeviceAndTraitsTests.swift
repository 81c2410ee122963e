import CollectionLayout
import CollectionRendering
import DeviceCatalog
import Foundation
import Testing

@testable import SceneFile

/// Scenes' `device:` and `traits:` keys (docs/SCENE-FORMAT.md, "Devices and traits"):
/// the device's screen, scale and safe area, colours resolved for the style (the HIG's values),
/// and text styles sized by the text size (Apple's Dynamic Type table).
@Suite struct DeviceAndTraitsTests {
    @Test func aDeviceGivesTheViewportScaleAndSafeArea() throws {
        // iPhone 13 upright: 390 × 844 at @3x; safe area 47 top, 34 bottom, added to the inset;
        // the content rests below the top inset (offset −(8 + 47)).
        let scene = try Scene.decode("device: iPhone13\ncontentInset: [8, 0, 0, 0]\nsections: [{items: 3}]")
        #expect(scene.viewport == CGSize(width: 390, height: 844) && scene.scale == 3)
        #expect(scene.contentInset == EdgeInsets(top: 55, left: 0, bottom: 34, right: 0))
        #expect(scene.contentOffset == CGPoint(x: 0, y: -47))
        // On its side, with an explicit scale: 844 × 390, 47 left and right, 21 bottom.
        let landscape = try Scene.decode("device: {name: iPhone13, orientation: landscape}\nscale: 1")
        #expect(landscape.viewport == CGSize(width: 844, height: 390) && landscape.scale == 1)
        #expect(landscape.contentInset == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        // Another device replaces the first's safe area.
        let pad = landscape.shown(on: SceneDevice(.iPadPro11))
        #expect(pad.viewport == CGSize(width: 834, height: 1194) && pad.scale == 2)
        #expect(pad.contentInset == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(pad.contentOffset == CGPoint(x: 0, y: -24))
    }

    @Test func badDevicesAndTraitsAreLocatedErrors() {
        let unknown = decodingError("device: iPhone14")
        #expect(unknown?.keyPath == "device" && unknown?.message.contains("unknown value `iPhone14`") == true)
        #expect(decodingError("device: {name: iPhone13, orientation: sideways}")?.keyPath == "device.orientation")
        #expect(decodingError("viewport: [100, 100]\ndevice: iPhone13")?.keyPath == "viewport")
        #expect(decodingError("sections: []")?.keyPath != nil)
        #expect(decodingError("viewport: [100, 100]\ntraits: {userInterfaceStyle: dim}")?.keyPath == "traits.userInterfaceStyle")
        #expect(
            decodingError("viewport: [100, 100]\ntraits: {preferredContentSizeCategory: huge}")?.keyPath
                == "traits.preferredContentSizeCategory")
        #expect(decodingError("viewport: [100, 100]\ntraits: {horizontalSizeClass: compact}")?.keyPath == "traits.horizontalSizeClass")
    }

    @Test func darkTraitsResolveSystemColoursAndTheDefaultLook() throws {
        let text = """
            viewport: [100, 100]
            traits: {userInterfaceStyle: dark}
            style: {cell: {color: systemBlue, textColor: label}}
            """
        let appearance = try SceneAppearance(scene: try Scene.decode(text))
        // systemBlue dark (10, 132, 255); label dark white; the default background black.
        #expect(appearance.style.cell.color == Color(red: 10 / 255, green: 132 / 255, blue: 1))
        #expect(appearance.style.cell.textColor == .white)
        #expect(appearance.background == .black)
        // The built-in header bar is systemGroupedBackground: black in dark.
        let header = appearance.style.content(
            for: ElementKey(
                category: .supplementary, kind: "UICollectionElementKindSectionHeader", indexPath: IndexPath(item: 0, section: 0)))
        #expect(header.fill == .black)
        // Increased contrast: systemBlue (64, 156, 255) in dark.
        let contrast = try SceneAppearance(
            scene: try Scene.decode(text.replacingOccurrences(of: "dark}", with: "dark, accessibilityContrast: high}")))
        #expect(contrast.style.cell.color == Color(red: 64 / 255, green: 156 / 255, blue: 1))
    }

    @Test func textStylesTakeTheirDynamicTypeSize() throws {
        // body: 17 at Large, 23 at xxxLarge; headline semibold (600).
        func font(_ traits: String) throws -> (CGFloat?, Int?) {
            let text = "viewport: [100, 100]\n\(traits)\nstyle: {cell: {font: {textStyle: body}}, header: {font: {textStyle: headline}}}"
            let style = try SceneAppearance(scene: try Scene.decode(text)).style
            #expect(style.header.fontWeight == 600)
            return (style.cell.fontSize, style.cell.fontWeight)
        }
        #expect(try font("") == (17, 400))
        #expect(try font("traits: {preferredContentSizeCategory: extraExtraExtraLarge}") == (23, 400))
        #expect(try font("traits: {preferredContentSizeCategory: accessibilityExtraExtraExtraLarge}") == (53, 400))
    }
}
