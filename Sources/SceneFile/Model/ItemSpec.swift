import Foundation

/// One item of a section written as a list (`{size: [120, 80], title: "A", color: "#FF9500"}`,
/// or a string: `"a"` is `{id: "a", title: "a"}`).
///
/// Every field is optional. `size` is what the flow delegate's `sizeForItemAt` returns;
/// `id` identifies the item for `apply` steps (docs/SCENE-FORMAT.md), defaulting to the title.
public struct ItemSpec: Sendable, Equatable {
    /// The item's identifier for `apply` steps; nil falls back to ``title``.
    public var id: String?
    /// The item's size (`collectionView(_:layout:sizeForItemAt:)`); nil uses the layout's.
    public var size: CGSize?
    /// The main text.
    public var title: String?
    /// A second line of text.
    public var subtitle: String?
    /// The fill colour.
    public var color: ColorSpec?
    /// A PNG to show: an absolute path (written relative to the scene file's folder).
    public var image: String?
    /// The text of the item's anchored supplementary views (badges), if any.
    public var badge: String?
    /// Where the item is written; nil for items of a count-form section.
    public var location: SceneLocation?
    /// Where the `image` value is written (for errors drawing the image); nil without one.
    public var imageLocation: SceneLocation?

    /// Field equality; the location is ignored.
    public static func == (lhs: ItemSpec, rhs: ItemSpec) -> Bool {
        lhs.id == rhs.id && lhs.size == rhs.size && lhs.title == rhs.title && lhs.subtitle == rhs.subtitle
            && lhs.color == rhs.color && lhs.image == rhs.image && lhs.badge == rhs.badge
    }

    /// The identifier an `apply` step diffs by: ``id``, else ``title``.
    public var identifier: String? { id ?? title }
}

extension ItemSpec {
    static let keys = ["id", "size", "title", "subtitle", "color", "image", "badge"]

    init(from value: SceneValue, context: SceneDecodingContext) throws {
        if case let .string(text) = value.content {
            self.init(id: text, title: text, location: value.location)
            return
        }
        let fields = try value.mapping(
            allowedKeys: Self.keys, what: "an item mapping such as {size: [100, 100], title: \"A\"} or an identifier string")
        var imageLocation: SceneLocation?
        self.init(
            size: try fields.optional("size") { try $0.size() },
            title: try fields.optional("title") { try $0.text() },
            subtitle: try fields.optional("subtitle") { try $0.text() },
            color: try fields.optional("color") { try ColorSpec(from: $0) },
            image: try fields.optional("image") { imageValue in
                imageLocation = imageValue.location
                return context.resolvePath(try imageValue.string())
            },
            location: value.location)
        id = try fields.optional("id") { try $0.string() }
        self.imageLocation = imageLocation
        badge = try fields.optional("badge", Self.badgeText)
    }

    /// A badge's text: a string, or a whole number written as such (`badge: 3`).
    private static func badgeText(_ value: SceneValue) throws -> String {
        if case let .number(number) = value.content {
            guard number.isFinite, number.rounded() == number, abs(number) < 1e15 else {
                throw value.error(.invalidValue, "a badge is a string or a whole number, got \(value.sourceText)")
            }
            return SceneValue.format(number)
        }
        return try value.text()
    }
}
