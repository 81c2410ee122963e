import Foundation

/// What a compositional layout's next prepare may keep from the last one, so that one insert
/// re-lays out only the section it touches (as `FlowLayout` does with the same context).
///
/// The provider is asked again for every section after a full invalidation
/// (`invalidateLayout()`, a new environment or configuration), as UIKit documents it. After a
/// batch update, a scroll, or self-sizing of some items, a section that kept its index and its
/// items is reused and only moved along the scroll direction; the provider is asked only for
/// the sections that changed. UIKit does not document which sections it asks again after a
/// batch update; asking only the changed ones is this model's choice (docs/REFERENCE.md §14).
struct CompositionalReuse: Sendable {
    /// Everything must be computed again.
    var everything = true
    /// Batch updates since the last prepare.
    var updates = 0
    /// For each section after the one batch update, the section before it whose items it left
    /// untouched (``InvalidationContext/reusableSectionSources``).
    var sources: [Int?]?
    /// Sections with an item or a supplementary element that took a new preferred size.
    var resized: Set<Int> = []
    /// What the last prepare computed from: the environment and each content insets
    /// reference's insets.
    var basis: Basis?

    /// The inputs every section's geometry depends on besides its own definition and items.
    struct Basis: Equatable, Sendable {
        var environment: LayoutEnvironment
        var referenceInsets: [DirectionalEdgeInsets]
    }

    /// Records what an invalidation context says changed.
    mutating func record(_ context: InvalidationContext) {
        if let sources = context.reusableSectionSources {
            updates += 1
            self.sources = sources
        } else if context.invalidateEverything || context.invalidateDataSourceCounts {
            everything = true
        } else {
            let supplementaries = context.invalidatedSupplementaryIndexPaths?.values.flatMap { $0 } ?? []
            for path in (context.invalidatedItemIndexPaths ?? []) + supplementaries where path.count == 2 { resized.insert(path[0]) }
        }
    }

    /// The old section to reuse for each section of the new prepare (nil: compute it), or nil
    /// to compute every section; then forgets what was recorded.
    mutating func plan(sectionCount: Int, previousCount: Int, basis: Basis) -> [Int?]? {
        defer { self = CompositionalReuse(everything: false, basis: basis) }
        guard !everything, self.basis == basis, updates <= 1, updates == 0 || resized.isEmpty else { return nil }
        let sources = self.sources ?? Array(0..<previousCount).map(Optional.some)
        guard sources.count == sectionCount else { return nil }
        // Only a section that kept its index: the provider is asked by index.
        return sources.enumerated().map { index, source in
            source == index && index < previousCount && !resized.contains(index) ? index : nil
        }
    }
}

extension CompositionalSection {
    /// Moves the section along the scroll direction to begin at `newStart`.
    mutating func move(to newStart: CGFloat) {
        let delta = newStart - start
        guard delta != 0 else { return }
        start = newStart
        if vertical { firstGroupOrigin.y += delta } else { firstGroupOrigin.x += delta }
        boundary.move(by: delta, vertical: vertical)
    }
}

extension SectionBoundary {
    /// Moves every placed element by `delta` along the scroll direction.
    mutating func move(by delta: CGFloat, vertical: Bool) {
        let dx = vertical ? 0 : delta, dy = vertical ? delta : 0
        for index in supplementaries.indices { supplementaries[index].frame = supplementaries[index].frame.offsetBy(dx: dx, dy: dy) }
        for index in decorations.indices { decorations[index].frame = decorations[index].frame.offsetBy(dx: dx, dy: dy) }
    }
}
