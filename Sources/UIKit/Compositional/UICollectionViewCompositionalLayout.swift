import CollectionLayout
import Foundation

/// The space a compositional layout lays sections out in, as UIKit's
/// `NSCollectionLayoutContainer`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The content area's size.
    var contentSize: CGSize { get }
    /// ``contentSize`` less ``contentInsets``.
    var effectiveContentSize: CGSize { get }
    /// Insets inside the content area (the content insets reference's).
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in effect: ``contentInsets``.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told, as UIKit's `NSCollectionLayoutEnvironment`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The container sections are laid out in.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits: size classes, text size, style, display scale…
    var traitCollection: UITraitCollection { get }
}

/// The core environment as UIKit's objects.
@preconcurrency @MainActor
final class LayoutEnvironmentObject: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let environment: LayoutEnvironment
    /// The collection view's traits, with the environment's display scale.
    let traitCollection: UITraitCollection

    init(_ environment: LayoutEnvironment, traits: UITraitCollection?) {
        self.environment = environment
        traitCollection = (traits ?? UITraitCollection()).modifyingTraits { $0.displayScale = environment.displayScale }
    }

    var container: any NSCollectionLayoutContainer { self }
    var contentSize: CGSize { environment.container.contentSize }
    var effectiveContentSize: CGSize { environment.container.effectiveContentSize }
    var contentInsets: NSDirectionalEdgeInsets { environment.container.contentInsets }
    var effectiveContentInsets: NSDirectionalEdgeInsets { environment.container.contentInsets }
}

/// Returns the section at an index (`UICollectionViewCompositionalLayoutSectionProvider`);
/// nil leaves the section empty.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A compositional layout's layout-wide settings, as UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The direction sections stack in; default vertical.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// Space between sections; default 0.
    open var interSectionSpacing: CGFloat = 0
    /// What sections measure content insets from; default `.safeArea`.
    open var contentInsetsReference: UIContentInsetsReference = .safeArea
    /// Headers and footers of the whole layout (index path `[0, 0]`).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// UIKit's defaults.
    public override init() {}

    /// The core value.
    var value: CompositionalLayoutConfiguration {
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = scrollDirection == .vertical ? .vertical : .horizontal
        configuration.interSectionSpacing = interSectionSpacing
        configuration.contentInsetsReference = contentInsetsReference == .automatic ? .safeArea : contentInsetsReference
        configuration.boundarySupplementaryItems = boundarySupplementaryItems.map(\.value)
        return configuration
    }
}

/// UIKit's `UICollectionViewCompositionalLayout`: sections of items and groups, laid out
/// by the core `CompositionalLayout` (docs/REFERENCE.md §14). The section objects are read
/// on every prepare, so changing one and invalidating the layout takes effect, as in UIKit.
///
/// Not built yet (see the README): where a fling rests in an orthogonal section,
/// item-anchored supplementary items and right-to-left mirroring.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    let compositional: CompositionalEngine
    /// The section objects the provider returned at the last prepare, by index.
    let providedSections: ProvidedSections
    /// Where the section provider finds the collection view's traits (this layout, once made).
    private let traitsSource: LayoutTraitsSource

    /// The layout-wide settings; setting them invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { compositional.configuration = configuration.value }
    }

    /// A layout whose every section is `section` (`init(section:)`). Designated, as in UIKit
    /// (its header marks none of the four initializers), so a subclass can call it.
    public init(section: NSCollectionLayoutSection) {
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        (providedSections, compositional, traitsSource) = Self.engine(providing: { _, _ in section }, configuration: configuration)
        super.init(engine: compositional)
        finishSetUp()
    }

    /// A layout whose every section is `section`, with `configuration`
    /// (`init(section:configuration:)`); designated.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.configuration = configuration
        (providedSections, compositional, traitsSource) = Self.engine(providing: { _, _ in section }, configuration: configuration)
        super.init(engine: compositional)
        finishSetUp()
    }

    /// A layout asking `sectionProvider` for each section on every prepare
    /// (`init(sectionProvider:)`); designated.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        (providedSections, compositional, traitsSource) = Self.engine(providing: sectionProvider, configuration: configuration)
        super.init(engine: compositional)
        finishSetUp()
    }

    /// A layout asking `sectionProvider` for each section, with `configuration`
    /// (`init(sectionProvider:configuration:)`); designated.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.configuration = configuration
        (providedSections, compositional, traitsSource) = Self.engine(providing: sectionProvider, configuration: configuration)
        super.init(engine: compositional)
        finishSetUp()
    }

    /// The core engine asking `sectionProvider` for each section, the record of the section
    /// objects it returned, and where the provider finds the collection view's traits.
    private static func engine(
        providing sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) -> (ProvidedSections, CompositionalEngine, LayoutTraitsSource) {
        let provided = ProvidedSections()
        let traitsSource = LayoutTraitsSource()
        let engine = CompositionalEngine(configuration: configuration.value) { index, environment in
            let traits = traitsSource.layout?.collectionView?.traitCollection
            let section = sectionProvider(index, LayoutEnvironmentObject(environment, traits: traits))
            provided.sections[index] = section
            return section?.value
        }
        return (provided, engine, traitsSource)
    }

    /// Lets the section provider, which may outlive the layout, forget it.
    deinit { traitsSource.layout = nil }

    /// Ties the engine to this layout and registers the list decoration views.
    private func finishSetUp() {
        compositional.owner = self
        traitsSource.layout = self
        registerListDecorationViews()
    }

    /// List separators take their section's `separatorConfiguration.color`, and start where
    /// their row's `separatorLayoutGuide` says when the row's cell has one
    /// (UICollectionViewListCell+SeparatorLayoutGuide.swift).
    override func configureDecorationView(_ view: UICollectionReusableView, for attributes: LayoutAttributes) {
        guard attributes.representedElementKind == ListConfiguration.separatorElementKind, attributes.indexPath.count == 2,
            let section = providedSections.sections[attributes.indexPath.section]
        else { return }
        if let color = section.listSeparatorColor { view.backgroundColor = color }
        guard let cell = collectionView?.cellForItem(at: attributes.indexPath) as? UICollectionViewListCell,
            cell.separatorGuide != nil
        else { return }
        let rightToLeft = cell.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let frame = view.frame, row = cell.frame
        let layoutStart = rightToLeft ? row.maxX - frame.maxX : frame.minX - row.minX
        guard let start = cell.separatorStart(layoutStart: layoutStart), start != layoutStart else { return }
        let edge = rightToLeft ? row.maxX - start : row.minX + start
        view.frame =
            rightToLeft
            ? CGRect(x: frame.minX, y: frame.minY, width: max(0, edge - frame.minX), height: frame.height)
            : CGRect(x: edge, y: frame.minY, width: max(0, frame.maxX - edge), height: frame.height)
    }

    /// The appearance of section `section` when its provider returned a list section.
    override func listAppearance(inSection section: Int) -> UICollectionLayoutListConfiguration.Appearance? {
        providedSections.sections[section]?.listAppearance
    }

    /// The swipe actions its list section's configuration provides for an item.
    override func swipeActionsConfiguration(forItemAt indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        guard let providers = providedSections.sections[indexPath.section]?.listSwipeActionsProviders else { return nil }
        return (leading ? providers.leading : providers.trailing)?(indexPath)
    }

    /// Each list section's background where the section lies; none when sections stack
    /// horizontally (a list scrolls vertically on iOS).
    override func listSectionBackgrounds() -> [ListSectionBackground] {
        guard configuration.scrollDirection == .vertical else { return [] }
        return providedSections.sections.keys.sorted().compactMap { index in
            guard let color = providedSections.sections[index]?.listBackgroundColor, let span = compositional.span(ofSection: index)
            else { return nil }
            return ListSectionBackground(section: index, span: span, color: color)
        }
    }

    /// Layouts are not decoded here: a layout from a coder is an empty compositional layout.
    public required init?(coder: NSCoder) {
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        providedSections = ProvidedSections()
        traitsSource = LayoutTraitsSource()
        compositional = CompositionalEngine(configuration: configuration.value) { _, _ in nil }
        super.init(engine: compositional)
        finishSetUp()
    }
}

/// The section objects a compositional layout's provider returned, by section index.
@preconcurrency @MainActor
final class ProvidedSections {
    var sections: [Int: NSCollectionLayoutSection] = [:]
}

extension UICollectionViewCompositionalLayout {
    /// Registers plain views for the list sections' separators and backgrounds, which UIKit
    /// draws without the app registering anything; they take the renderer's list look.
    fileprivate func registerListDecorationViews() {
        register(UICollectionReusableView.self, forDecorationViewOfKind: ListConfiguration.separatorElementKind)
        register(UICollectionReusableView.self, forDecorationViewOfKind: ListConfiguration.backgroundElementKind)
    }
}

/// The core compositional layout behind a ``UICollectionViewCompositionalLayout``: its
/// invalidations go through the UIKit object, and it reads the content insets references
/// from the collection view.
@preconcurrency @MainActor
final class CompositionalEngine: CompositionalLayout, EngineInvalidationForwarding {
    unowned(unsafe) var owner: UICollectionViewCompositionalLayout?
    var isForwardedFromBridge = false

    override func invalidateLayout() { withMainActorAssumed { if !forwardedInvalidationToOwner() { super.invalidateLayout() } } }

    /// The part of the safe area or layout margins beyond the adjusted content inset, across
    /// the scroll direction (as `UICollectionViewFlowLayout.sectionInsetReference`).
    override func contentInsets(for reference: LayoutSection.ContentInsetsReference) -> DirectionalEdgeInsets {
        withMainActorAssumed {
            guard let view = owner?.collectionView else { return .zero }
            let edges: UIEdgeInsets
            switch reference {
            case .automatic, .safeArea: edges = view.safeAreaInsets
            case .layoutMargins, .readableContent: edges = view.layoutMargins
            case .none: return .zero
            }
            let adjusted = view.adjustedContentInset
            if configuration.scrollDirection == .vertical {
                // The insets are physical; the layout computes left to right and mirrors in a
                // right-to-left view, so there its leading side is the view's right.
                let left = max(0, edges.left - adjusted.left), right = max(0, edges.right - adjusted.right)
                let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
                return DirectionalEdgeInsets(top: 0, leading: rightToLeft ? right : left, bottom: 0, trailing: rightToLeft ? left : right)
            }
            return DirectionalEdgeInsets(
                top: max(0, edges.top - adjusted.top), leading: 0, bottom: max(0, edges.bottom - adjusted.bottom), trailing: 0)
        }
    }
}
