/// A section's boundary supplementary items and decorations, placed in content
/// coordinates (docs/REFERENCE.md §14.4).
struct SectionBoundary: Sendable {
    /// One placed element.
    struct Element: Sendable {
        /// Its kind.
        var kind: String
        /// Its frame before any pinning.
        var frame: CGRect
        /// Its zIndex.
        var zIndex: Int
        /// Pinned at the section's start (-1) or end (1) along the scroll direction, or not
        /// pinned (nil).
        var pin: Int?
        /// Whether its dimension along the scroll direction is estimated (it self-sizes).
        var estimated = false
    }

    /// The boundary supplementary items, in the section's order.
    var supplementaries: [Element] = []
    /// Where the first item of each kind is in ``supplementaries``, and the kinds that size
    /// themselves, indexed when they are placed: a lookup by kind is O(1) however many items
    /// a section has (a query per element would otherwise be quadratic).
    private var firstIndexByKind: [String: Int] = [:]
    private var selfSizingKinds: Set<String> = []
    /// The decorations, in the section's order.
    var decorations: [Element] = []
    /// The length the extending items add before the content, along the scroll direction.
    var head: CGFloat = 0
    /// The length they add after it.
    var tail: CGFloat = 0

    /// No boundary items and no decorations.
    static let none = SectionBoundary()

    /// Whether the boundary item of `kind` sizes itself (its length along the scroll
    /// direction is estimated).
    func selfSizes(kind: String?) -> Bool { kind.map(selfSizingKinds.contains) ?? false }

    /// The first boundary supplementary item of `kind`, if any.
    func supplementary(ofKind kind: String) -> Element? { firstIndexByKind[kind].map { supplementaries[$0] } }

    private mutating func indexKinds() {
        firstIndexByKind.removeAll(keepingCapacity: true)
        selfSizingKinds.removeAll(keepingCapacity: true)
        for (index, item) in supplementaries.enumerated() {
            if firstIndexByKind[item.kind] == nil { firstIndexByKind[item.kind] = index }
            if item.estimated { selfSizingKinds.insert(item.kind) }
        }
    }

    /// The lengths the extending `items` add before and after the content: the longest at
    /// each end (items at the same end overlap, each aligned to it). `preferred` holds the
    /// self-sized items' preferred lengths by kind (see ``boxSize(of:container:vertical:preferred:)``).
    init(lengthsOf items: [BoundarySupplementaryItem], container: CGSize, vertical: Bool, preferred: [String: CGFloat] = [:]) {
        for item in items where item.extendsBoundary {
            let size = Self.boxSize(of: item, container: container, vertical: vertical, preferred: preferred)
            let length = vertical ? size.height : size.width
            switch Self.end(of: item.alignment, vertical: vertical) {
            case -1: head = max(head, length)
            case 1: tail = max(tail, length)
            default: break
            }
        }
    }

    private init() {}

    /// The box of `item`: its layout size resolved in `container`; when its dimension along
    /// the scroll direction is estimated and its view preferred a length (docs/REFERENCE.md,
    /// "Self-sizing"), that length plus the item's content insets on that axis, so that the
    /// view, inset by them, gets the length it preferred.
    static func boxSize(
        of item: BoundarySupplementaryItem, container: CGSize, vertical: Bool, preferred: [String: CGFloat]
    ) -> CGSize {
        var size = item.layoutSize.resolved(in: container)
        let dimension = vertical ? item.layoutSize.heightDimension : item.layoutSize.widthDimension
        guard dimension.isEstimated, let length = preferred[item.elementKind] else { return size }
        let insets = item.contentInsets
        if vertical { size.height = length + insets.top + insets.bottom } else { size.width = length + insets.leading + insets.trailing }
        return size
    }

    /// Places `items` and `decorations` in `frame` (which includes ``head`` and ``tail``);
    /// `preferred` as for ``init(lengthsOf:container:vertical:preferred:)``.
    mutating func place(
        _ items: [BoundarySupplementaryItem], _ decorations: [DecorationItem], container: CGSize, frame: CGRect, vertical: Bool,
        preferred: [String: CGFloat] = [:]
    ) {
        let content =
            vertical
            ? CGRect(x: frame.minX, y: frame.minY + head, width: frame.width, height: max(0, frame.height - head - tail))
            : CGRect(x: frame.minX + head, y: frame.minY, width: max(0, frame.width - head - tail), height: frame.height)
        supplementaries = items.map { item in
            let size = Self.boxSize(of: item, container: container, vertical: vertical, preferred: preferred)
            let end = Self.end(of: item.alignment, vertical: vertical)
            let box = Self.aligned(size, item.alignment, in: item.extendsBoundary && end != 0 ? frame : content)
                .offsetBy(dx: item.absoluteOffset.x, dy: item.absoluteOffset.y)
            return Element(
                kind: item.elementKind, frame: box.inset(by: item.contentInsets), zIndex: item.zIndex,
                pin: item.pinToVisibleBounds ? (end == 1 ? 1 : -1) : nil,
                estimated: (vertical ? item.layoutSize.heightDimension : item.layoutSize.widthDimension).isEstimated)
        }
        indexKinds()
        self.decorations = decorations.map { item in
            Element(kind: item.elementKind, frame: frame.inset(by: item.contentInsets), zIndex: item.zIndex, pin: nil)
        }
    }

    /// The end of the section along the scroll direction that `alignment` touches: -1 the
    /// start, 1 the end, 0 neither.
    static func end(of alignment: RectAlignment, vertical: Bool) -> Int {
        vertical ? alignment.vertical : alignment.horizontal
    }

    /// A box of `size` at `alignment` in `rect`.
    static func aligned(_ size: CGSize, _ alignment: RectAlignment, in rect: CGRect) -> CGRect {
        func place(_ side: Int, _ low: CGFloat, _ high: CGFloat, _ length: CGFloat) -> CGFloat {
            side < 0 ? low : side > 0 ? high - length : (low + high - length) / 2
        }
        return CGRect(
            x: place(alignment.horizontal, rect.minX, rect.maxX, size.width),
            y: place(alignment.vertical, rect.minY, rect.maxY, size.height),
            width: size.width, height: size.height)
    }
}
