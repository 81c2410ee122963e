import Foundation

/// The scene's layout: a registered name and its parameters, left undecoded so the
/// registered layout decodes them itself (see ``LayoutRegistry``).
///
/// Written as a mapping with exactly one key, the name: `layout: {flow: {itemSize: [100, 100]}}`;
/// `layout: flow` or `flow:` with no value means no parameters.
public struct LayoutSpec: Sendable, Equatable {
    /// The registered name (`flow`).
    public var name: String
    /// The parameters; null when none were written.
    public var parameters: SceneValue
    /// Where the name is written.
    public var location: SceneLocation

    /// Name and parameter equality; locations are ignored.
    public static func == (lhs: LayoutSpec, rhs: LayoutSpec) -> Bool {
        lhs.name == rhs.name && lhs.parameters == rhs.parameters
    }
}

extension LayoutSpec {
    init(from value: SceneValue) throws {
        switch value.content {
        case let .string(name):
            self.init(name: name, parameters: SceneValue(.null, location: value.location), location: value.location)
        case let .mapping(entries):
            guard entries.count == 1, let entry = entries.first else {
                throw value.error(
                    .invalidValue,
                    "expected exactly one key, the layout's name (as in `flow: {...}`), got \(entries.count) keys")
            }
            self.init(name: entry.key, parameters: entry.value, location: entry.keyLocation)
        default:
            throw value.typeMismatch(expected: "a mapping with one key, the layout's name (as in `flow: {...}`)")
        }
    }
}
