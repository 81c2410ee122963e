import CollectionLayout
import Foundation

/// What a layout factory may need besides its parameters.
public struct LayoutContext: Sendable {
    /// The collection view's bounds size in points.
    public var viewport: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The scene file's folder.
    public var baseDirectory: URL
}

/// Layouts by name, for the scene file's `layout: {name: parameters}`.
///
/// A value: build one with the layouts you want (``standard`` holds the built-ins) and
/// pass it in; nothing is registered globally. A factory decodes its own parameters from
/// the ``SceneValue`` with the typed readers, so its errors carry the right location.
public struct LayoutRegistry: Sendable {
    /// Makes a layout from its parameters (null when none were written).
    public typealias Factory = @Sendable (SceneValue, LayoutContext) throws -> CollectionViewLayout

    private var factories: [String: Factory]

    /// A registry holding exactly `factories`.
    public init(_ factories: [String: Factory] = [:]) {
        self.factories = factories
    }

    /// The built-in layouts: `flow` (``FlowLayoutSpec``), `compositional`
    /// (`CompositionalLayoutSpec`), `list` (`ListLayoutSpec`: a compositional layout of list
    /// sections) and `attributes` (``AttributesLayoutSpec``: the
    /// attribute-dump format as a layout). `reel` adds the sample layouts (`circle`,
    /// `coverFlow`, `sectionBackgrounds`) with ``merging(_:)``.
    public static let standard = LayoutRegistry([
        "flow": { parameters, _ in try FlowLayoutSpec(from: parameters).makeLayout() },
        "compositional": { parameters, _ in try CompositionalLayoutSpec.makeLayout(parameters) },
        "list": { parameters, _ in try ListLayoutSpec.makeLayout(parameters) },
        "attributes": { parameters, context in try AttributesLayoutSpec(from: parameters, context: context).makeLayout() },
    ])

    /// The registered names, sorted.
    public var names: [String] { factories.keys.sorted() }

    /// A copy with `factory` registered under `name` (replacing any earlier one).
    public func registering(_ name: String, _ factory: @escaping Factory) -> LayoutRegistry {
        var copy = self
        copy.factories[name] = factory
        return copy
    }

    /// A copy holding `other`'s layouts too; where both name a layout, `other`'s wins.
    public func merging(_ other: LayoutRegistry) -> LayoutRegistry {
        var copy = self
        copy.factories.merge(other.factories) { _, theirs in theirs }
        return copy
    }

    /// Registers `factory` under `name`, replacing any earlier one.
    public mutating func register(_ name: String, _ factory: @escaping Factory) {
        factories[name] = factory
    }

    /// The layout a spec names, made from its parameters.
    /// - Throws: ``SceneError/Kind/unknownLayout`` at the name, listing the registered
    ///   names; or the factory's error.
    public func makeLayout(_ spec: LayoutSpec, context: LayoutContext) throws -> CollectionViewLayout {
        guard let factory = factories[spec.name] else {
            let suggestion = Suggestion.didYouMean(spec.name, in: names)
            throw spec.location.error(
                .unknownLayout,
                "unknown layout `\(spec.name)`; registered layouts: \(names.map { "`\($0)`" }.joined(separator: ", "))\(suggestion)")
        }
        return try factory(spec.parameters, context)
    }
}
