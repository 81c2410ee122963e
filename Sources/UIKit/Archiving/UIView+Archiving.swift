import Foundation

// What a view keeps in an archive (`encode(with:)`, `init?(coder:)`; docs/REFERENCE.md §22.13): its
// geometry, appearance and layout settings and the subviews it was given. The subviews a UIKit
// class makes for itself (its parts: a cell's content view, a control's labels) are made again
// by the decoded view; an archive keeps what is inside them and their settings, under keys of
// their own, so a cell archived with subviews in its content view decodes with them there.
// Deliberate differences (README): the layer's own properties are not archived (UIKit's views
// do not archive them either [observed]), nor constraints, gesture recognizers, a collection
// or table view's cells, or the settings of UIKit's classes other than labels and image views.

/// The keys a view's state is archived under. UIKit's own keys are private; these are ours.
private enum Key {
    static let bounds = "UIBounds", center = "UICenter", transform = "UITransform", alpha = "UIAlpha"
    static let hidden = "UIHidden", opaque = "UIOpaque", clips = "UIClipsToBounds", contentMode = "UIContentMode"
    static let tag = "UITag", interaction = "UIUserInteractionEnabled", autoresizingMask = "UIAutoresizingMask"
    static let autoresizesSubviews = "UIAutoresizeSubviews", translates = "UITranslatesAutoresizingMaskIntoConstraints"
    static let margins = "UILayoutMargins", preservesMargins = "UIPreservesSuperviewLayoutMargins"
    static let marginsFromSafeArea = "UIInsetsLayoutMarginsFromSafeArea", semantic = "UISemanticContentAttribute"
    static let restoration = "UIRestorationIdentifier", background = "UIBackgroundColor", tint = "UITintColor"
    static let subviews = "UISubviews", subviewIndices = "UISubviewIndices", parts = "UIPartCount"
}

/// How deep decoding is in a tree of archived views. An archive that nests deeper than any real
/// view tree (a damaged one, or one whose views refer back to a view still being decoded, which
/// Foundation on Linux would follow for ever) is cut off there: the deeper views are not decoded.
@MainActor
enum ViewArchiveDepth {
    /// The deepest nesting decoded.
    static let limit = 256
    /// The nesting now.
    static var current = 0
}

extension UIView {
    /// The subviews the view's class made for itself, still among its subviews.
    var currentParts: [UIView] { assembledParts.filter { $0.superview === self } }

    /// Writes what an archive keeps of the view (``encode(with:)``), under keys that start with
    /// `prefix` (a part's state goes under its owner's keys).
    func archiveState(to coder: NSCoder, prefix: String = "") {
        guard coder.allowsKeyedCoding else { return }
        let t = transform
        coder.encodeArchived([bounds.minX, bounds.minY, bounds.width, bounds.height], forKey: prefix + Key.bounds)
        coder.encodeArchived([center.x, center.y], forKey: prefix + Key.center)
        coder.encodeArchived([t.a, t.b, t.c, t.d, t.tx, t.ty], forKey: prefix + Key.transform)
        coder.encode(Double(alpha), forKey: prefix + Key.alpha)
        coder.encode(isHidden, forKey: prefix + Key.hidden)
        coder.encode(isOpaque, forKey: prefix + Key.opaque)
        coder.encode(clipsToBounds, forKey: prefix + Key.clips)
        coder.encode(contentMode.rawValue, forKey: prefix + Key.contentMode)
        coder.encode(tag, forKey: prefix + Key.tag)
        coder.encode(isUserInteractionEnabled, forKey: prefix + Key.interaction)
        coder.encode(Int(truncatingIfNeeded: autoresizingMask.rawValue), forKey: prefix + Key.autoresizingMask)
        coder.encode(autoresizesSubviews, forKey: prefix + Key.autoresizesSubviews)
        coder.encode(translatesAutoresizingMaskIntoConstraints, forKey: prefix + Key.translates)
        if let margins = storedLayoutMargins {
            coder.encodeArchived([margins.top, margins.left, margins.bottom, margins.right], forKey: prefix + Key.margins)
        }
        coder.encode(preservesSuperviewLayoutMargins, forKey: prefix + Key.preservesMargins)
        coder.encode(insetsLayoutMarginsFromSafeArea, forKey: prefix + Key.marginsFromSafeArea)
        coder.encode(semanticContentAttribute.rawValue, forKey: prefix + Key.semantic)
        coder.encode(restorationIdentifier, forKey: prefix + Key.restoration)
        coder.encode(backgroundColor, forKey: prefix + Key.background)
        coder.encode(explicitTintColor, forKey: prefix + Key.tint)
        archiveKindState(to: coder, prefix: prefix)
        let parts = currentParts
        let given = archivedSubviews.enumerated().filter { _, subview in !parts.contains { $0 === subview } }
        coder.encode(given.map(\.element), forKey: prefix + Key.subviews)
        coder.encode(given.map(\.offset), forKey: prefix + Key.subviewIndices)
        coder.encode(parts.count, forKey: prefix + Key.parts)
        for (index, part) in parts.enumerated() { part.archiveState(to: coder, prefix: prefix + "UIPart\(index).") }
    }

    /// The subviews an archive may keep: none for a collection or table view, whose cells belong
    /// to its data source; every other view's.
    private var archivedSubviews: [UIView] {
        switch self {
        case is UICollectionView, is UITableView: []
        default: subviews
        }
    }

    /// Sets what ``archiveState(to:prefix:)`` wrote under `prefix` (``init(coder:)``): settings
    /// first, so the subviews then added are not resized by the archived bounds. A value missing
    /// from the archive, or not valid, leaves the setting as the view was made.
    func restoreState(from coder: NSCoder, prefix: String = "") {
        guard coder.allowsKeyedCoding else { return }
        restoreGeometry(from: coder, prefix: prefix)
        restoreSettings(from: coder, prefix: prefix)
        restoreKindState(from: coder, prefix: prefix)
        let parts = currentParts
        for (index, part) in parts.prefix(max(0, coder.decodeArchivedInteger(forKey: prefix + Key.parts) ?? 0)).enumerated() {
            part.restoreState(from: coder, prefix: prefix + "UIPart\(index).")
        }
        guard ViewArchiveDepth.current < ViewArchiveDepth.limit else { return }
        ViewArchiveDepth.current += 1
        defer { ViewArchiveDepth.current -= 1 }
        guard let given = coder.decodeArchivedObject(forKey: prefix + Key.subviews) as? [UIView] else { return }
        let indices = coder.decodeArchivedObject(forKey: prefix + Key.subviewIndices) as? [Int] ?? []
        for (offset, subview) in given.enumerated() {
            insertSubview(subview, at: offset < indices.count ? indices[offset] : subviews.count)
        }
    }

    private func restoreGeometry(from coder: NSCoder, prefix: String) {
        if let t = coder.decodeArchived(6, forKey: prefix + Key.transform) {
            transform = CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5])
        }
        if let b = coder.decodeArchived(4, forKey: prefix + Key.bounds) { bounds = CGRect(x: b[0], y: b[1], width: b[2], height: b[3]) }
        if let c = coder.decodeArchived(2, forKey: prefix + Key.center) { center = CGPoint(x: c[0], y: c[1]) }
        if let m = coder.decodeArchived(4, forKey: prefix + Key.margins) {
            layoutMargins = UIEdgeInsets(top: m[0], left: m[1], bottom: m[2], right: m[3])
        }
    }

    private func restoreSettings(from coder: NSCoder, prefix: String) {
        if let value = coder.decodeArchivedNumber(forKey: prefix + Key.alpha) { alpha = value }
        if let value = coder.decodeArchivedBool(forKey: prefix + Key.hidden) { isHidden = value }
        if let value = coder.decodeArchivedBool(forKey: prefix + Key.opaque) { isOpaque = value }
        if let value = coder.decodeArchivedBool(forKey: prefix + Key.clips) { clipsToBounds = value }
        if let mode = coder.decodeArchivedInteger(forKey: prefix + Key.contentMode).flatMap(ContentMode.init) { contentMode = mode }
        if let value = coder.decodeArchivedInteger(forKey: prefix + Key.tag) { tag = value }
        if let value = coder.decodeArchivedBool(forKey: prefix + Key.interaction) { isUserInteractionEnabled = value }
        if let mask = coder.decodeArchivedInteger(forKey: prefix + Key.autoresizingMask) {
            autoresizingMask = AutoresizingMask(rawValue: UInt(truncatingIfNeeded: mask))
        }
        if let value = coder.decodeArchivedBool(forKey: prefix + Key.autoresizesSubviews) { autoresizesSubviews = value }
        if let value = coder.decodeArchivedBool(forKey: prefix + Key.translates) { translatesAutoresizingMaskIntoConstraints = value }
        if let value = coder.decodeArchivedBool(forKey: prefix + Key.preservesMargins) { preservesSuperviewLayoutMargins = value }
        if let value = coder.decodeArchivedBool(forKey: prefix + Key.marginsFromSafeArea) { insetsLayoutMarginsFromSafeArea = value }
        if let value = coder.decodeArchivedInteger(forKey: prefix + Key.semantic).flatMap(UISemanticContentAttribute.init) {
            semanticContentAttribute = value
        }
        if let value = coder.decodeArchivedObject(forKey: prefix + Key.restoration) as? String { restorationIdentifier = value }
        if let color = coder.decodeArchivedObject(forKey: prefix + Key.background) as? UIColor { backgroundColor = color }
        if let color = coder.decodeArchivedObject(forKey: prefix + Key.tint) as? UIColor { tintColor = color }
    }
}
