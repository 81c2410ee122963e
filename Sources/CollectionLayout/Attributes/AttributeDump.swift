import Foundation

/// The attribute dump (docs/ATTRIBUTE-DUMP.md): content size, bounds and the
/// elements in draw order, written as stable, byte-identical JSON.
public struct AttributeDump: Equatable, Sendable {
    /// The layout's content size.
    public var contentSize: CGSize
    /// The collection view's bounds at the dumped moment.
    public var bounds: CGRect
    /// The elements, in draw order.
    public var elements: [LayoutAttributes]

    /// A dump from its parts; `elements` are sorted into draw order.
    public init(contentSize: CGSize, bounds: CGRect, elements: [LayoutAttributes]) {
        self.contentSize = contentSize
        self.bounds = bounds
        self.elements = elements.sortedInDrawOrder()
    }

    /// What `collectionView` shows now: its content size, bounds and visible elements (as
    /// laid out by its last layout pass).
    public init(visibleIn collectionView: CollectionView) {
        self.init(
            contentSize: collectionView.contentSize, bounds: collectionView.bounds,
            elements: collectionView.visibleElements.map(\.attributes))
    }

    /// The JSON text: two-space indentation, one element per block, keys in the contract's
    /// order, numbers in their shortest exact form (`390`, `12.5`), a final newline.
    public var json: String {
        var out = "{\n"
        out += "  \"contentSize\": \(Self.numbers([contentSize.width, contentSize.height])),\n"
        out += "  \"bounds\": \(Self.numbers([bounds.minX, bounds.minY, bounds.width, bounds.height])),\n"
        out += "  \"elements\": ["
        for (index, element) in elements.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    " + Self.object(element)
        }
        out += elements.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    private static func object(_ a: LayoutAttributes) -> String {
        var fields = ["\"category\": \(string(a.representedElementCategory.rawValue))"]
        if let kind = a.representedElementKind { fields.append("\"kind\": \(string(kind))") }
        let f = a.frame
        fields += [
            "\"indexPath\": [\(a.indexPath.map(String.init).joined(separator: ", "))]",
            "\"frame\": \(numbers([f.minX, f.minY, f.width, f.height]))",
            "\"center\": \(numbers([a.center.x, a.center.y]))",
            "\"size\": \(numbers([a.size.width, a.size.height]))",
            "\"alpha\": \(number(a.alpha))",
            "\"zIndex\": \(a.zIndex)",
            "\"hidden\": \(a.isHidden)",
            "\"transform3D\": \(numbers(a.transform3D.rowMajor))",
        ]
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    /// A JSON number: integral values without a fraction, others in Swift's shortest
    /// round-tripping form; negative zero as 0; non-finite values as null.
    public static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "null" }
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(Double(value))"
    }

    private static func numbers(_ values: [CGFloat]) -> String {
        "[" + values.map(number).joined(separator: ", ") + "]"
    }

    /// A JSON string literal with the required escapes, and DEL and the C1 controls
    /// (U+007F…U+009F) escaped too, so the literal also reads as YAML (a dump fed back in
    /// through the `attributes` layout, a scene the fuzzer writes).
    public static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let s where s.value < 0x20 || (0x7F...0x9F).contains(s.value): out += String(format: "\\u%04x", s.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
