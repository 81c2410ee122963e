import CollectionRendering
import DeviceCatalog
import SceneFile

/// One cell of a `reel test` matrix: a scene shown on a device, in a style, at a text size
/// (each dimension optional: the scene's own when nil).
public struct SceneVariant: Sendable, Hashable {
    /// The device, or nil for the scene's.
    public var device: SceneDevice?
    /// Light or dark, or nil for the scene's.
    public var style: SceneTraits.Style?
    /// The text size, or nil for the scene's.
    public var contentSize: DynamicType.Category?

    /// A variant from its parts.
    public init(device: SceneDevice? = nil, style: SceneTraits.Style? = nil, contentSize: DynamicType.Category? = nil) {
        self.device = device
        self.style = style
        self.contentSize = contentSize
    }

    /// The variant's name, its parts joined by `-`: `iPhone13-dark-extraLarge`,
    /// `iPadPro11.landscape-light`.
    public var name: String {
        var parts: [String] = []
        if let device {
            parts.append(device.device.name + (device.orientation == .landscape ? ".landscape" : ""))
        }
        if let style { parts.append(style.rawValue) }
        if let contentSize { parts.append("\(contentSize)") }
        return parts.joined(separator: "-")
    }

    /// `scene` shown as this variant says.
    public func applied(to scene: Scene) -> Scene {
        var scene = device.map { scene.shown(on: $0) } ?? scene
        if let style { scene.traits.userInterfaceStyle = style }
        if let contentSize { scene.traits.preferredContentSizeCategory = contentSize }
        return scene
    }

    /// Every combination of `devices` × `styles` × `sizes`, in that order; an empty dimension
    /// keeps the scene's own. Empty when all three are.
    public static func matrix(devices: [SceneDevice], styles: [SceneTraits.Style], sizes: [DynamicType.Category]) -> [SceneVariant] {
        guard !devices.isEmpty || !styles.isEmpty || !sizes.isEmpty else { return [] }
        let d: [SceneDevice?] = devices.isEmpty ? [nil] : devices
        let s: [SceneTraits.Style?] = styles.isEmpty ? [nil] : styles
        let z: [DynamicType.Category?] = sizes.isEmpty ? [nil] : sizes
        return d.flatMap { device in s.flatMap { style in z.map { SceneVariant(device: device, style: style, contentSize: $0) } } }
    }
}
