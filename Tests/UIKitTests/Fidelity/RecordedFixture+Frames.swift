import Foundation
import UIKit

/// The third kind of recorded case: the exact frames a test asserted UIKit's layout
/// answers (`layoutAttributesForItem(at:)`, the section's header and footer, the content
/// size), by index path — and, for a flow-layout probe, the layout's settings.
nonisolated extension RecordedFixture {
    /// Frames asserted by index path, in the collection view's content coordinates.
    struct Frames: Sendable {
        /// Each item's frame, keyed by its index path.
        var cells: [IndexPath: CGRect]
        /// The header's and the footer's frame, by section.
        var headers: [Int: CGRect]
        var footers: [Int: CGRect]
        /// Sections asserted to have no header (or footer) at all.
        var noHeaders: [Int]
        var noFooters: [Int]
        /// The content size's width and height, when asserted (either may be missing).
        var contentWidth: Double?
        var contentHeight: Double?
    }

    /// A `UICollectionViewFlowLayout`'s settings as a probe set them (the rest keep
    /// UIKit's defaults), and the sizes its size delegate answers.
    struct FlowSettings: Sendable {
        var horizontal: Bool
        var itemSize: CGSize?
        var minimumLineSpacing: Double?
        var minimumInteritemSpacing: Double?
        /// top, left, bottom, right.
        var sectionInset: [Double]?
        var headerReferenceSize: CGSize?
        var footerReferenceSize: CGSize?
        /// Whether a size delegate is set: it answers `sizes`, else the layout's `itemSize`.
        var delegate: Bool
        var sizes: [IndexPath: CGSize]
    }

    /// `"section,item"` as an index path, or nil.
    static func indexPath(_ key: String) -> IndexPath? {
        let parts = key.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        return parts.count == 2 ? IndexPath(item: parts[1], section: parts[0]) : nil
    }

    static func frames(_ value: Any?, file: String) throws -> Frames? {
        guard let frames = value as? [String: Any] else { return nil }
        func rects(_ key: String) throws -> [String: CGRect] {
            try (frames[key] as? [String: Any] ?? [:]).mapValues { value in
                guard let r = numbers(value), r.count == 4 else {
                    throw Malformed(description: "\(file): frames.\(key) is not [x, y, w, h]")
                }
                return CGRect(x: r[0], y: r[1], width: r[2], height: r[3])
            }
        }
        func bySection(_ key: String) throws -> [Int: CGRect] {
            Dictionary(uniqueKeysWithValues: try rects(key).compactMap { key, rect in Int(key).map { ($0, rect) } })
        }
        let cells = Dictionary(uniqueKeysWithValues: try rects("cells").compactMap { key, rect in indexPath(key).map { ($0, rect) } })
        let size = frames["contentSize"] as? [String: Any] ?? [:]
        return Frames(
            cells: cells, headers: try bySection("headers"), footers: try bySection("footers"),
            noHeaders: numbers(frames["noHeaders"])?.map { Int($0) } ?? [], noFooters: numbers(frames["noFooters"])?.map { Int($0) } ?? [],
            contentWidth: (size["width"] as? NSNumber)?.doubleValue, contentHeight: (size["height"] as? NSNumber)?.doubleValue)
    }

    static func flowSettings(_ value: Any?) -> FlowSettings? {
        guard let flow = value as? [String: Any] else { return nil }
        func size(_ key: String) -> CGSize? { numbers(flow[key]).flatMap { $0.count == 2 ? CGSize(width: $0[0], height: $0[1]) : nil } }
        let sizes = (flow["sizes"] as? [String: Any] ?? [:]).compactMap { key, value -> (IndexPath, CGSize)? in
            guard let path = indexPath(key), let s = numbers(value), s.count == 2 else { return nil }
            return (path, CGSize(width: s[0], height: s[1]))
        }
        return FlowSettings(
            horizontal: flow["scrollDirection"] as? String == "horizontal", itemSize: size("itemSize"),
            minimumLineSpacing: (flow["minimumLineSpacing"] as? NSNumber)?.doubleValue,
            minimumInteritemSpacing: (flow["minimumInteritemSpacing"] as? NSNumber)?.doubleValue,
            sectionInset: numbers(flow["sectionInset"]).flatMap { $0.count == 4 ? $0 : nil },
            headerReferenceSize: size("headerReferenceSize"), footerReferenceSize: size("footerReferenceSize"),
            delegate: flow["delegate"] as? Bool ?? true, sizes: Dictionary(uniqueKeysWithValues: sizes))
    }
}
