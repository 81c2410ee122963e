import CollectionLayout
import Foundation

/// One drawable element of a ``DisplayList``: where it is, what it shows, and a stable,
/// unique id.
public struct DisplayElement: Hashable, Sendable {
    /// A unique id within its list, derived from the key: `cell-0-3`, `header-1-0`,
    /// `footer-1-0`, `supplementary-<kind>-0-0`, `decoration-<kind>-0-0`; a second copy of
    /// the same key (disappearing and appearing during an animation) gets `_2`, and so on,
    /// in draw order.
    public var id: String
    /// Where and how it is placed.
    public var attributes: LayoutAttributes
    /// What it shows.
    public var content: ElementContent
    /// Whether the cell is selected.
    public var isSelected: Bool
    /// The selected background drawn over the fill and under the content, or nil.
    public var selectedBackground: ElementContent?

    /// An element.
    public init(
        id: String, attributes: LayoutAttributes, content: ElementContent, isSelected: Bool = false,
        selectedBackground: ElementContent? = nil
    ) {
        self.id = id; self.attributes = attributes; self.content = content
        self.isSelected = isSelected; self.selectedBackground = selectedBackground
    }

    /// The element's identity.
    public var key: ElementKey { attributes.key }

    /// Whether the selected background shows (`selectedBackgroundView` visible).
    public var showsSelectedBackground: Bool { selectedBackground != nil }

    /// `Hashable` by value; attributes compare with UIKit's epsilon equality.
    public static func == (lhs: DisplayElement, rhs: DisplayElement) -> Bool {
        lhs.id == rhs.id && lhs.attributes == rhs.attributes && lhs.content == rhs.content
            && lhs.isSelected == rhs.isSelected && lhs.selectedBackground == rhs.selectedBackground
    }

    /// Hashes the id and content (attributes compare with an epsilon, so they are left out).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id); hasher.combine(content); hasher.combine(isSelected)
    }

    /// The base id of a key (before de-duplication): letters, digits, `-` and `_` only.
    public static func baseID(for key: ElementKey) -> String {
        let path = key.indexPath.map { $0 < 0 ? "m\(-$0)" : String($0) }.joined(separator: "-")
        switch ElementRole(key) {
        case .cell: return "cell-" + path
        case .header: return "header-" + path
        case .footer: return "footer-" + path
        case .supplementary: return "supplementary-" + sanitized(key.kind ?? "") + "-" + path
        case .separator, .listBackground, .decoration: return "decoration-" + sanitized(key.kind ?? "") + "-" + path
        }
    }

    /// `kind` with every character but an ASCII letter, digit or `_` replaced by `_` (one per
    /// Unicode scalar), in one pass over its bytes: the id of every element of a list is made
    /// from its kind.
    private static func sanitized(_ kind: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(kind.utf8.count)
        for scalar in kind.unicodeScalars {
            switch scalar.value {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: bytes.append(UInt8(scalar.value))
            default: bytes.append(0x5F)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
