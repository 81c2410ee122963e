import CollectionLayout
import DeviceCatalog
import Foundation

/// The device a scene is shown on (`device:`): a preset of `DeviceCatalog` by its
/// swift-snapshot-testing name, held upright or on its side. It gives the scene its viewport
/// (the screen), its scale (the device's pixels per point) and its safe area, added to the
/// content inset on every edge with the content resting below it, as a full-screen collection
/// view with `contentInsetAdjustmentBehavior = .always` shows it.
public struct SceneDevice: Sendable, Hashable {
    /// The preset.
    public var device: Device
    /// How it is held.
    public var orientation: Device.Orientation

    /// A device held `orientation`.
    public init(_ device: Device, orientation: Device.Orientation = .portrait) {
        self.device = device
        self.orientation = orientation
    }

    /// The preset names scene files accept.
    static let names = Device.all.map(\.name)

    /// `device: iPhone13` or `device: {name: iPhone13, orientation: landscape}`.
    init(from value: SceneValue) throws {
        let nameValue: SceneValue
        var orientation = Device.Orientation.portrait
        if case .string = value.content {
            nameValue = value
        } else {
            let fields = try value.mapping(allowedKeys: ["name", "orientation"], what: "a device name or {name, orientation}")
            nameValue = try fields.required("name", "the device preset, such as iPhone13")
            orientation = try fields.optional("orientation") { try $0.choice(Device.Orientation.self) } ?? .portrait
        }
        let name = try nameValue.choice(among: Self.names)
        guard let device = Device.named(name) else { throw nameValue.error(.invalidValue, "unknown device `\(name)`") }
        self.init(device, orientation: orientation)
    }
}

extension Scene {
    /// The scene shown on `device`: its viewport and scale the device's, the device's safe
    /// area added to its content inset (replacing an earlier device's), and its content offset
    /// moved with the inset's top and leading edges, so content resting at the top rests
    /// below the safe area.
    public func shown(on device: SceneDevice) -> Scene {
        let old = self.device.map { $0.device.safeArea($0.orientation) } ?? .zero
        let new = device.device.safeArea(device.orientation)
        var scene = self
        scene.device = device
        scene.viewport = device.device.size(device.orientation)
        scene.scale = device.device.scale
        scene.contentInset = EdgeInsets(
            top: contentInset.top - old.top + new.top, left: contentInset.left - old.left + new.left,
            bottom: contentInset.bottom - old.bottom + new.bottom, right: contentInset.right - old.right + new.right)
        scene.contentOffset = CGPoint(
            x: contentOffset.x - (new.left - old.left), y: contentOffset.y - (new.top - old.top))
        return scene
    }
}
