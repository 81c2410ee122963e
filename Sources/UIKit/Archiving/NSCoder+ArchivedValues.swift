import Foundation

// The plain values UIKit's classes archive (docs/REFERENCE.md §22.13, §22.16), geometry written as
// doubles one key each so that reading them back checks every value, and images as PNG data: an
// archive is data, and a damaged one gives back nothing for that value rather than a trap or a
// non-finite geometry.
extension NSCoder {
    /// Writes `values` under `key.0`, `key.1`…
    func encodeArchived(_ values: [CGFloat], forKey key: String) {
        for (index, value) in values.enumerated() { encode(Double(value), forKey: "\(key).\(index)") }
    }

    /// The `count` finite values written by ``encodeArchived(_:forKey:)`` under `key`, or nil
    /// when any is missing or not finite.
    func decodeArchived(_ count: Int, forKey key: String) -> [CGFloat]? {
        var values: [CGFloat] = []
        for index in 0..<count {
            let indexedKey = "\(key).\(index)"
            guard containsValue(forKey: indexedKey) else { return nil }
            let value = decodeDouble(forKey: indexedKey)
            guard value.isFinite else { return nil }
            values.append(CGFloat(value))
        }
        return values
    }

    /// The object under `key`, or nil when the archive has none. (Foundation on Linux reports a
    /// missing key as a decoding failure, where Apple's answers nil.)
    func decodeArchivedObject(forKey key: String) -> Any? {
        containsValue(forKey: key) ? decodeObject(forKey: key) : nil
    }

    /// The optional string under `key`: nil when the archive has none there or another kind of
    /// value, `.some(nil)` when it archived nil.
    func decodeArchivedString(forKey key: String) -> String?? {
        guard containsValue(forKey: key) else { return nil }
        switch decodeObject(forKey: key) {
        case nil, is NSNull: return .some(nil)
        case let string as String: return .some(string)
        default: return nil
        }
    }

    /// The Boolean under `key`, or nil when the archive has none.
    func decodeArchivedBool(forKey key: String) -> Bool? {
        containsValue(forKey: key) ? decodeBool(forKey: key) : nil
    }

    /// The integer under `key`, or nil when the archive has none.
    func decodeArchivedInteger(forKey key: String) -> Int? {
        containsValue(forKey: key) ? decodeInteger(forKey: key) : nil
    }

    /// The finite number under `key`, or nil when the archive has none.
    func decodeArchivedNumber(forKey key: String) -> CGFloat? {
        guard containsValue(forKey: key) else { return nil }
        let value = decodeDouble(forKey: key)
        return value.isFinite ? CGFloat(value) : nil
    }

    /// Writes `image` under `key` as PNG data with its scale and rendering mode [chosen: a
    /// decoded image is its pixels, not a symbol or an asset name]; nothing for nil.
    func encodeArchivedImage(_ image: UIImage?, forKey key: String) {
        guard let image, let data = image.pngData() else { return }
        encode(data, forKey: key)
        encode(Double(image.scale), forKey: key + "Scale")
        encode(image.renderingMode.rawValue, forKey: key + "RenderingMode")
    }

    /// The image ``encodeArchivedImage(_:forKey:)`` wrote under `key`, or nil when the archive
    /// has none or its data is no image.
    func decodeArchivedImage(forKey key: String) -> UIImage? {
        guard let data = decodeArchivedObject(forKey: key) as? Data,
            let image = UIImage(data: data, scale: decodeArchivedNumber(forKey: key + "Scale") ?? 1)
        else { return nil }
        let mode = decodeArchivedInteger(forKey: key + "RenderingMode").flatMap(UIImage.RenderingMode.init) ?? .automatic
        return mode == .automatic ? image : image.withRenderingMode(mode)
    }
}
