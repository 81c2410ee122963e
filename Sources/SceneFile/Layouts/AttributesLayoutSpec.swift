import CollectionLayout
import Foundation

/// The `attributes` layout's parameters: the attribute-dump format itself, inline or from a
/// file, so that any dumped, hand-written or device-exported list of attributes renders
/// directly and `reel attributes` output feeds straight back in.
///
/// ```yaml
/// layout:
///   attributes:
///     contentSize: [390, 844]            # optional: default the union of the frames
///     elements:
///       - {indexPath: [0, 0], frame: [20, 20, 160, 200]}
///       - {indexPath: [0, 1], center: [200, 300], size: [160, 200], alpha: 0.5, zIndex: 2,
///          transform3D: [0.87, 0.5, 0, 0, -0.5, 0.87, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]}
///       - {category: supplementary, kind: UICollectionElementKindSectionHeader, indexPath: [0, 0], frame: [0, 0, 390, 44]}
/// # or
///     file: dump.json                    # a `reel attributes` dump, relative to the scene
/// ```
/// Every element field left out takes UIKit's default (alpha 1, zIndex 0, visible,
/// identity transform).
public struct AttributesLayoutSpec: Sendable, Equatable {
    /// The elements, in the order given.
    public var elements: [LayoutAttributes]
    /// The content size; nil for the union of the element frames.
    public var contentSize: CGSize?

    /// The parameter names.
    public static let keys = ["elements", "contentSize", "file"]
    /// The element field names (the dump's).
    public static let elementKeys = [
        "category", "kind", "indexPath", "frame", "center", "size", "alpha", "zIndex", "hidden", "transform3D",
    ]

    /// Decodes the parameters.
    /// - Throws: ``SceneError`` located at the offending key or value; a missing or
    ///   unreadable file is reported at the `file` key.
    public init(from value: SceneValue, context: LayoutContext) throws {
        let fields = try value.mapping(allowedKeys: Self.keys, what: "a mapping with `elements` or `file`")
        if let file = fields["file"] {
            guard fields["elements"] == nil else {
                throw file.error(.invalidValue, "give `elements` or `file`, not both")
            }
            let path = try file.string()
            let url = URL(fileURLWithPath: SceneDecodingContext.resolve(path, against: context.baseDirectory))
            let text: String
            switch SceneLimits.readDocument(at: url) {
            case let .success(read): text = read
            case let .failure(failure):
                throw file.error(.invalidValue, "cannot read the attributes file \(url.path): \(failure.message)")
            }
            let document = try SceneParser.parse(text, file: url.path)
            let dump = try document.mapping(allowedKeys: ["contentSize", "bounds", "elements"], what: "an attribute dump")
            self.elements = try Self.elements(try dump.required("elements"))
            self.contentSize = try dump.optional("contentSize") { try $0.size() }
        } else {
            self.elements = try Self.elements(try fields.required("elements", "`elements` (or `file`)"))
            self.contentSize = nil
        }
        if let size = try fields.optional("contentSize", { try $0.size() }) { contentSize = size }
    }

    private static func elements(_ value: SceneValue) throws -> [LayoutAttributes] {
        try value.list("a list of elements").map(element)
    }

    private static func element(_ value: SceneValue) throws -> LayoutAttributes {
        let fields = try value.mapping(allowedKeys: elementKeys, what: "an element")
        let category = try fields.optional("category") { try $0.choice(ElementCategory.self) } ?? .cell
        let kind = try fields.optional("kind") { try $0.string() }
        if category != .cell && kind == nil {
            throw value.error(.invalidValue, "a \(category.rawValue) element needs a `kind`")
        }
        let pathValue = try fields.required("indexPath")
        let indexes = try pathValue.list("an index path such as [0, 3]").map { try $0.nonNegativeInteger("an index") }
        guard !indexes.isEmpty else { throw pathValue.error(.invalidValue, "an index path needs at least one index") }
        var attributes = LayoutAttributes(category: category, kind: kind, indexPath: IndexPath(indexes: indexes))
        if let frame = fields["frame"] {
            let numbers = try frame.list("[x, y, width, height]").map { try $0.length("a frame value") }
            guard numbers.count == 4 else {
                throw frame.error(.invalidValue, "a frame is [x, y, width, height], got \(numbers.count) numbers")
            }
            guard numbers[2] >= 0, numbers[3] >= 0 else {
                throw frame.error(.invalidValue, "a frame's width and height must not be negative")
            }
            attributes.frame = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        } else {
            guard let center = fields["center"], let size = fields["size"] else {
                throw value.error(.invalidValue, "an element needs `frame`, or `center` and `size`")
            }
            attributes.center = try center.point()
            attributes.size = try size.size()
        }
        if fields["frame"] != nil, let center = fields["center"] { attributes.center = try center.point() }
        if fields["frame"] != nil, let size = fields["size"] { attributes.size = try size.size() }
        if let alpha = fields["alpha"] { attributes.alpha = CGFloat(try alpha.number("alpha", in: 0...1)) }
        if let z = fields["zIndex"] { attributes.zIndex = try z.integer("zIndex") }
        if let hidden = fields["hidden"] { attributes.isHidden = try hidden.bool() }
        if let transform = fields["transform3D"] {
            let numbers = try transform.list("16 numbers m11…m44").map { CGFloat(try $0.number()) }
            guard let t = Transform3D(rowMajor: numbers) else {
                throw transform.error(.invalidValue, "transform3D needs 16 numbers (m11…m44 row by row), got \(numbers.count)")
            }
            attributes.transform3D = t
        }
        return attributes
    }

    /// A new `AttributesLayout` of these elements.
    public func makeLayout() -> AttributesLayout {
        AttributesLayout(elements: elements, contentSize: contentSize)
    }
}
