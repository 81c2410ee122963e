import CollectionLayout
import Foundation

/// One node of the SVG writer's document tree: a `<g>` with typed attributes (so nested
/// groups can be merged exactly at the end), or a finished leaf element.
final class SVGNode {
    var id: String?
    var className: String?
    var transform: Transform2D?
    var clipID: String?
    var maskID: String?
    var filterID: String?
    var opacity: Double?
    var note: String?
    /// The finished element text of a leaf; nil for a group.
    var leaf: String?
    /// A group's children.
    var children: [SVGNode] = []

    init(leaf: String) { self.leaf = leaf }
    init() {}

    func append(_ child: SVGNode) { children.append(child) }

    var isGroup: Bool { leaf == nil }

    var hasAttributes: Bool {
        id != nil || className != nil || transform != nil || clipID != nil || maskID != nil || filterID != nil || opacity != nil
            || note != nil
    }

    /// Whether `child`'s attributes can move onto this group without changing the picture:
    /// at most one of each attribute, no transform under a clip, mask or filter (they would
    /// then be read in the child's transformed space), and nothing under a mask or filter
    /// that must apply before them (a child's clip, opacity, mask or filter).
    func canAbsorb(_ child: SVGNode) -> Bool {
        guard child.isGroup else { return false }
        if maskID != nil || filterID != nil {
            if child.transform != nil || child.clipID != nil || child.opacity != nil || child.maskID != nil || child.filterID != nil {
                return false
            }
        }
        if child.maskID != nil || child.filterID != nil {
            // The child's mask or filter applies before this group's clip, opacity, mask or filter.
            if clipID != nil || opacity != nil || maskID != nil || filterID != nil { return false }
        }
        if id != nil && child.id != nil { return false }
        if className != nil && child.className != nil { return false }
        if opacity != nil && child.opacity != nil { return false }
        if clipID != nil && (child.clipID != nil || child.transform != nil) { return false }
        if note != nil && child.note != nil { return false }
        return true
    }

    func absorb(_ child: SVGNode) {
        id = id ?? child.id
        className = className ?? child.className
        if let inner = child.transform {
            // The child's transform applies first, then this group's.
            transform = transform.map { inner.concatenating($0) } ?? inner
        }
        clipID = clipID ?? child.clipID
        maskID = maskID ?? child.maskID
        filterID = filterID ?? child.filterID
        opacity = opacity ?? child.opacity
        note = note ?? child.note
        children = child.children
    }

    /// Simplifies the subtree: drops empty anonymous groups, hoists the children of groups
    /// without attributes, and folds a group's only child group into it.
    func simplify() {
        guard isGroup else { return }
        var result: [SVGNode] = []
        for child in children {
            child.simplify()
            if child.isGroup && !child.hasAttributes {
                result += child.children
            } else if child.isGroup && child.children.isEmpty && child.id == nil {
                continue
            } else {
                result.append(child)
            }
        }
        children = result
        while result.count == 1, let only = result.first, canAbsorb(only) {
            absorb(only)
            result = self.children
        }
    }

    /// The node's XML at an indentation depth.
    func write(into output: inout String, depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        if let leaf {
            output += indent + leaf + "\n"
            return
        }
        var tag = "<g"
        if let id { tag += " id=\"\(XMLEscaping.escape(id))\"" }
        if let className { tag += " class=\"\(XMLEscaping.escape(className))\"" }
        if let transform, !transform.isIdentity { tag += " transform=\"\(SVGWriter.matrix(transform))\"" }
        if let clipID { tag += " clip-path=\"url(#\(clipID))\"" }
        if let maskID { tag += " mask=\"url(#\(maskID))\"" }
        if let filterID { tag += " filter=\"url(#\(filterID))\"" }
        if let opacity { tag += " opacity=\"\(SVGNumber.format(opacity))\"" }
        if let note { tag += " data-note=\"\(XMLEscaping.escape(note))\"" }
        if children.isEmpty {
            output += indent + tag + "/>\n"
            return
        }
        output += indent + tag + ">\n"
        for child in children { child.write(into: &output, depth: depth + 1) }
        output += indent + "</g>\n"
    }
}
