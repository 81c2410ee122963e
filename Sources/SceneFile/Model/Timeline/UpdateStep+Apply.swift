import CollectionLayout
import Foundation

extension UpdateStep {
    /// Decodes an `apply` step, `{apply: {sections: […], animated: true, reload: [a],
    /// reconfigure: [b]}, duration, curve}`: the data source's next state as identified
    /// sections and items, and the items the snapshot marks with `reloadItems` and
    /// `reconfigureItems`. Its operations are the
    /// diff from the state before it (docs/REFERENCE.md §15), filled in once the whole
    /// timeline is known (`Scene.resolvingApplySteps(_:from:)`). `animated: false` makes the
    /// step instantaneous (duration 0), as `apply(_:animatingDifferences: false)`.
    init(applyStep step: SceneMapping, context: SceneDecodingContext) throws {
        guard let applyValue = step.entries.first(where: { $0.key == "apply" })?.value else {
            throw step.value.error(.missingKey, "missing required key `apply`")
        }
        self.init()
        isApply = true
        location = applyValue.location
        let fields = try applyValue.mapping(
            allowedKeys: ["sections", "animated", "reload", "reconfigure"],
            what: "a snapshot such as {sections: [{id: s1, items: [a, b]}]}")
        sections = try SectionSpec.decodeList(try fields.required("sections", "a list of sections"), context: context)
        func identifiers(_ value: SceneValue) throws -> [(String, SceneLocation)] {
            try value.list("a list of item identifiers").map { (try $0.string(), $0.location) }
        }
        applyMarks = (
            try fields.optional("reload", identifiers) ?? [], try fields.optional("reconfigure", identifiers) ?? []
        )
        let animated = try fields.optional("animated") { try $0.bool() } ?? true
        duration = animated ? try step.optional("duration") { try $0.duration("duration") } ?? 0.3 : 0
        curve = try step.optional("curve") { try CurveSpec(from: $0) } ?? .default
    }

    /// Fills this step's operations with the difference from `before` to its sections.
    mutating func resolveApply(from before: [SectionSpec]) throws {
        guard let after = sections else { return }
        let old = try Self.snapshot(of: before, state: "the state before this `apply` step", step: location)
        var new = try Self.snapshot(of: after, state: "the `apply` step's sections", step: location)
        for (key, marks) in [("reload", applyMarks.reload), ("reconfigure", applyMarks.reconfigure)] {
            for (identifier, place) in marks where !new.contains(item: identifier) {
                throw place.error(
                    .invalidValue,
                    "`\(key)` names item `\(identifier)`, which is not in the `apply` step's sections"
                        + Suggestion.didYouMean(identifier, in: new.itemIdentifiers))
            }
        }
        // Marked in one call each (a snapshot's marks are a list each call searches).
        do {
            try new.reloadItems(applyMarks.reload.map(\.0))
            try new.reconfigureItems(applyMarks.reconfigure.map(\.0))
        } catch {
            // Not reached: every item was found above.
            let place = applyMarks.reload.first?.1 ?? applyMarks.reconfigure.first?.1
            throw place?.error(.invalidValue, error.description) ?? error
        }
        let difference = SnapshotDifference(from: old, to: new)
        deleteSections = Array(difference.deletedSections)
        insertSections = Array(difference.insertedSections)
        moveSections = difference.movedSections.map { SectionMove(from: $0.from, to: $0.to) }
        reloadSections = Array(difference.reloadedSections)
        deleteItems = difference.deletedItems
        insertItems = difference.insertedItems
        moveItems = difference.movedItems.map { ItemMove(from: $0.from, to: $0.to) }
        reloadItems = difference.reloadedItems
        // Each reconfigured item's place before, from one map (a snapshot finds an item's
        // place by searching its section).
        var places: [String: IndexPath] = [:]
        if !difference.reconfiguredItems.isEmpty {
            for (section, identifier) in old.sectionIdentifiers.enumerated() {
                for (item, itemIdentifier) in ((try? old.itemIdentifiers(inSection: identifier)) ?? []).enumerated() {
                    places[itemIdentifier] = IndexPath(item: item, section: section)
                }
            }
        }
        reconfigureItems = difference.reconfiguredItems.compactMap { path in
            guard let identifier = new.itemIdentifier(at: path), let before = places[identifier] else { return nil }
            return ItemMove(from: before, to: path)
        }
    }

    /// The sections as a snapshot of identifiers: a section's `id` (else `#index`), an
    /// item's `id` (else its title).
    /// - Throws: ``SceneError`` at an item without identifier, a count-form section with
    ///   items, or a duplicate identifier (naming where the first one is written).
    static func snapshot(
        of sections: [SectionSpec], state: String, step: SceneLocation?
    ) throws -> DiffableDataSourceSnapshot<String, String> {
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        var sectionPlaces: [String: SceneLocation?] = [:], itemPlaces: [String: SceneLocation?] = [:]
        let stepText = step.map { " (the `apply` step at \($0))" } ?? ""
        func fail(_ where: SceneLocation?, _ message: String) -> Error {
            let text = message + stepText
            return `where`?.error(.invalidValue, text) ?? step?.error(.invalidValue, text)
                ?? SceneError(kind: .invalidValue, file: "", line: nil, column: nil, keyPath: "timeline", message: text)
        }
        func place(_ location: SceneLocation??) -> String {
            guard let location = location ?? nil else { return "elsewhere" }
            return "\(location) (\(location.keyPath))"
        }
        for (index, section) in sections.enumerated() {
            let identifier = section.id ?? "#\(index)"
            if let first = sectionPlaces[identifier] {
                throw fail(section.location, "duplicate section identifier `\(identifier)` in \(state): also at \(place(first))")
            }
            sectionPlaces[identifier] = section.location
            do { try snapshot.appendSections([identifier]) } catch { throw fail(section.location, error.description) }
            var identifiers: [String] = []
            switch section.items {
            case let .count(count) where count > 0:
                throw fail(
                    section.location,
                    "\(state) has section \(index) with a count of items; an `apply` step diffs items by "
                        + "identifier: write them as a list of strings or {id: …} mappings")
            case .count:
                break
            case let .list(items):
                for (itemIndex, item) in items.enumerated() {
                    guard let identifier = item.identifier else {
                        throw fail(
                            item.location,
                            "item \(itemIndex) of section \(index) in \(state) has no `id` (nor `title`); "
                                + "an `apply` step diffs items by identifier")
                    }
                    if let first = itemPlaces[identifier] {
                        throw fail(
                            item.location,
                            "duplicate item identifier `\(identifier)` in \(state): also at \(place(first)); "
                                + "identifiers are unique across all sections")
                    }
                    itemPlaces[identifier] = item.location
                    identifiers.append(identifier)
                }
            }
            do { _ = try snapshot.appendItems(identifiers, toSection: identifier) } catch {
                throw fail(section.location, error.description)
            }
        }
        return snapshot
    }
}

extension Scene {
    /// The timeline with each `apply` step's operations filled in: the diff from the state
    /// the steps before it leave (starting from `initial`) to its sections.
    /// - Throws: ``SceneError`` where an identifier is missing or repeated, or where an
    ///   update before an `apply` cannot be played.
    static func resolvingApplySteps(_ steps: [SceneTimelineStep], from initial: [SectionSpec]) throws -> [SceneTimelineStep] {
        guard steps.contains(where: { if case let .update(update) = $0.action { return update.isApply } else { return false } })
        else { return steps }
        var steps = steps
        var current = initial
        for index in steps.indices {
            guard case var .update(update) = steps[index].action else { continue }
            if update.isApply {
                try update.resolveApply(from: current)
                steps[index].action = .update(update)
            }
            current = try update.resultingSections(from: current)
        }
        return steps
    }
}
