#if os(Linux)
/// A tree printed as UIKit prints its hierarchies (`recursiveDescription`,
/// `_printHierarchy`): one line per node, its children below it, `   | ` per level.
enum IndentedTree {
    /// The lines of the tree under `root`, joined with newlines.
    static func text<Node>(_ root: Node, line: (Node) -> String, children: (Node) -> [Node]) -> String {
        var lines: [String] = []
        func append(_ node: Node, depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + line(node))
            for child in children(node) { append(child, depth: depth + 1) }
        }
        append(root, depth: 0)
        return lines.joined(separator: "\n")
    }
}
#endif
