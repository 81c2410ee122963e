import CollectionRendering
import DeviceCatalog
import SceneFile

extension SceneVariant {
    /// A `--device` or `--traits` value `reel test` cannot use.
    public struct ParseError: Error, CustomStringConvertible, Equatable {
        /// What was wrong, naming the value and what is accepted.
        public var description: String
    }

    /// The matrix `reel test --device … --traits …` asks for: `devices` are preset names
    /// (`iPhone13`, `iPadPro11:landscape`), `traits` are `light`, `dark` and text sizes
    /// (`extraSmall` … `accessibilityExtraExtraExtraLarge`); each value may list several,
    /// comma-separated. The matrix is devices × styles × text sizes (``matrix(devices:styles:sizes:)``).
    /// - Throws: ``ParseError`` naming an unknown device, orientation or trait.
    public static func matrix(devices: [String], traits: [String]) throws(ParseError) -> [SceneVariant] {
        func items(_ values: [String]) -> [String] {
            values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        var parsedDevices: [SceneDevice] = []
        for item in items(devices) {
            let parts = item.split(separator: ":", maxSplits: 1).map(String.init)
            guard let device = Device.named(parts[0]) else {
                throw ParseError(
                    description: "unknown device `\(parts[0])`; expected one of \(Device.all.map(\.name).joined(separator: ", "))")
            }
            var orientation = Device.Orientation.portrait
            if parts.count == 2 {
                guard let held = Device.Orientation(rawValue: parts[1]) else {
                    throw ParseError(description: "unknown orientation `\(parts[1])` in `\(item)`; expected portrait or landscape")
                }
                orientation = held
            }
            parsedDevices.append(SceneDevice(device, orientation: orientation))
        }
        var styles: [SceneTraits.Style] = []
        var sizes: [DynamicType.Category] = []
        for item in items(traits) {
            if let style = SceneTraits.Style(rawValue: item) {
                styles.append(style)
            } else if let size = DynamicType.Category.allCases.first(where: { "\($0)" == item }) {
                sizes.append(size)
            } else {
                throw ParseError(
                    description: "unknown trait `\(item)`; expected light, dark or a text size: "
                        + SceneTraits.contentSizeNames.joined(separator: ", "))
            }
        }
        return matrix(devices: parsedDevices, styles: styles, sizes: sizes)
    }
}
