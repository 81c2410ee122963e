import CollectionLayout
import Foundation

/// One section of the scene's data source, with the flow delegate's per-section overrides.
public struct SectionSpec: Sendable, Equatable {
    /// A section's items: a count (`items: 12`, which costs nothing however large) or a
    /// list of item specs.
    public enum Items: Sendable, Equatable {
        /// `count` default items.
        case count(Int)
        /// Items written one by one.
        case list([ItemSpec])

        /// The number of items.
        public var count: Int {
            switch self {
            case let .count(count): return count
            case let .list(items): return items.count
            }
        }

        /// The item at `index`: its spec for a list, an empty spec for a count; nil when
        /// out of range.
        public func item(at index: Int) -> ItemSpec? {
            guard index >= 0, index < count else { return nil }
            switch self {
            case .count: return ItemSpec()
            case let .list(items): return items[index]
            }
        }

        /// The items without the one at `index` (in range).
        func removing(at index: Int) -> Items {
            switch self {
            case let .count(count): return .count(max(0, count - 1))
            case var .list(items):
                if items.indices.contains(index) { items.remove(at: index) }
                return .list(items)
            }
        }

        /// The items with `spec` inserted at `index` (clamped to the ends); a count stays a
        /// count (its items are all alike).
        func inserting(_ spec: ItemSpec, at index: Int) -> Items {
            switch self {
            case let .count(count): return .count(count + 1)
            case var .list(items):
                items.insert(spec, at: min(max(0, index), items.count))
                return .list(items)
            }
        }

        /// Whether any item has its own size.
        public var hasItemSizes: Bool {
            guard case let .list(items) = self else { return false }
            return items.contains { $0.size != nil }
        }
    }

    /// The section's identifier for `apply` steps; nil identifies it by its index.
    public var id: String?
    /// The items.
    public var items: Items
    /// The header's content (text); nil for none.
    public var header: String?
    /// The footer's content (text); nil for none.
    public var footer: String?
    /// `insetForSectionAt`; nil uses the layout's `sectionInset`.
    public var inset: EdgeInsets?
    /// `minimumLineSpacingForSectionAt`; nil uses the layout's.
    public var minimumLineSpacing: CGFloat?
    /// `minimumInteritemSpacingForSectionAt`; nil uses the layout's.
    public var minimumInteritemSpacing: CGFloat?
    /// `referenceSizeForHeaderInSection`; nil uses the layout's `headerReferenceSize`.
    public var headerSize: CGSize?
    /// `referenceSizeForFooterInSection`; nil uses the layout's `footerReferenceSize`.
    public var footerSize: CGSize?
    /// Where the section is written; nil when built in code.
    public var location: SceneLocation?

    /// Field equality; the location is ignored.
    public static func == (lhs: SectionSpec, rhs: SectionSpec) -> Bool {
        lhs.id == rhs.id && lhs.items == rhs.items && lhs.header == rhs.header && lhs.footer == rhs.footer && lhs.inset == rhs.inset
            && lhs.minimumLineSpacing == rhs.minimumLineSpacing && lhs.minimumInteritemSpacing == rhs.minimumInteritemSpacing
            && lhs.headerSize == rhs.headerSize && lhs.footerSize == rhs.footerSize
    }
}

extension SectionSpec {
    static let keys = [
        "id", "items", "header", "footer", "inset", "minimumLineSpacing", "minimumInteritemSpacing", "headerSize", "footerSize",
    ]

    init(from value: SceneValue, context: SceneDecodingContext) throws {
        let fields = try value.mapping(allowedKeys: Self.keys, what: "a section mapping such as {items: 12}")
        let itemsValue = try fields.required("items", "a count or a list of items")
        let items: Items
        switch itemsValue.content {
        case .number:
            items = .count(try itemsValue.nonNegativeInteger("the item count"))
        case let .list(values):
            items = .list(try values.map { try ItemSpec(from: $0, context: context) })
        default:
            throw itemsValue.typeMismatch(expected: "an item count or a list of items")
        }
        self.init(
            items: items,
            header: try fields.optional("header") { try $0.text() },
            footer: try fields.optional("footer") { try $0.text() },
            inset: try fields.optional("inset") { try $0.insets() },
            minimumLineSpacing: try fields.optional("minimumLineSpacing") { CGFloat(try $0.nonNegativeLength("minimumLineSpacing")) },
            minimumInteritemSpacing: try fields.optional("minimumInteritemSpacing") {
                CGFloat(try $0.nonNegativeLength("minimumInteritemSpacing"))
            },
            headerSize: try fields.optional("headerSize") { try $0.size() },
            footerSize: try fields.optional("footerSize") { try $0.size() },
            location: value.location)
        id = try fields.optional("id") { try $0.string() }
    }

    /// A list of sections, holding at most ``SceneLimits/maximumItemCount`` items in all.
    /// - Throws: ``SceneError`` at the first bad section, or at the `items` that pass the
    ///   limit.
    static func decodeList(_ value: SceneValue, context: SceneDecodingContext) throws -> [SectionSpec] {
        var total = 0
        return try value.list("a list of sections").map { element in
            let section = try SectionSpec(from: element, context: context)
            total += min(section.items.count, SceneLimits.maximumItemCount + 1)
            if total > SceneLimits.maximumItemCount {
                let items = (try? element.mapping(allowedKeys: keys))?["items"] ?? element
                throw items.error(
                    .invalidValue,
                    "the sections hold more than \(SceneLimits.maximumItemCount) items in all, beyond the limit; "
                        + "a count costs nothing to draw, but layouts may keep data per item")
            }
            return section
        }
    }
}
