import Foundation

/// The attribute-dump form of ``LayoutAttributes`` (docs/ATTRIBUTE-DUMP.md).
///
/// Encoding writes every field. Decoding accepts `frame` or `center` + `size` and gives any
/// missing field UIKit's default, so hand-written and dumped lists read alike. Extras are
/// not encoded.
extension LayoutAttributes: Codable {
    private enum CodingKeys: String, CodingKey {
        case category, kind, indexPath, frame, center, size, alpha, zIndex, hidden, transform3D
    }

    /// Decodes the dump form; see the extension's documentation.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let category = try c.decodeIfPresent(ElementCategory.self, forKey: .category) ?? .cell
        let kind = try c.decodeIfPresent(String.self, forKey: .kind)
        if category != .cell && kind == nil {
            throw DecodingError.keyNotFound(
                CodingKeys.kind, .init(codingPath: c.codingPath, debugDescription: "a \(category.rawValue) needs a kind"))
        }
        let path = try c.decode([Int].self, forKey: .indexPath)
        self.init(category: category, kind: kind, indexPath: IndexPath(indexes: path))
        if let frame = try c.decodeIfPresent([CGFloat].self, forKey: .frame) {
            guard frame.count == 4 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .frame, in: c, debugDescription: "a frame is [x, y, width, height]")
            }
            self.frame = CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])
        }
        if let center = try c.decodeIfPresent([CGFloat].self, forKey: .center) {
            guard center.count == 2 else {
                throw DecodingError.dataCorruptedError(forKey: .center, in: c, debugDescription: "a center is [x, y]")
            }
            self.center = CGPoint(x: center[0], y: center[1])
        }
        if let size = try c.decodeIfPresent([CGFloat].self, forKey: .size) {
            guard size.count == 2 else {
                throw DecodingError.dataCorruptedError(forKey: .size, in: c, debugDescription: "a size is [width, height]")
            }
            self.size = CGSize(width: size[0], height: size[1])
        }
        alpha = try c.decodeIfPresent(CGFloat.self, forKey: .alpha) ?? 1
        zIndex = try c.decodeIfPresent(Int.self, forKey: .zIndex) ?? 0
        isHidden = try c.decodeIfPresent(Bool.self, forKey: .hidden) ?? false
        transform3D = try c.decodeIfPresent(Transform3D.self, forKey: .transform3D) ?? .identity
    }

    /// Encodes the dump form, fields in the contract's order.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(representedElementCategory, forKey: .category)
        try c.encodeIfPresent(representedElementKind, forKey: .kind)
        try c.encode(Array(indexPath), forKey: .indexPath)
        let f = frame
        try c.encode([f.minX, f.minY, f.width, f.height], forKey: .frame)
        try c.encode([center.x, center.y], forKey: .center)
        try c.encode([size.width, size.height], forKey: .size)
        try c.encode(alpha, forKey: .alpha)
        try c.encode(zIndex, forKey: .zIndex)
        try c.encode(isHidden, forKey: .hidden)
        try c.encode(transform3D, forKey: .transform3D)
    }
}
