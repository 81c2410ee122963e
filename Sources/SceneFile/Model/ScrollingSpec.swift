import CollectionLayout
import CollectionRendering
import Foundation

/// The scroll view's settings: `scrolling: {decelerationRate: normal, paging: true,
/// bounces: true, alwaysBounceVertical: false, alwaysBounceHorizontal: false,
/// showsScrollIndicators: true, indicatorStyle: default}` (all optional; UIKit's defaults).
/// `fling` and `drag` steps play with the physics; the scroll indicators show in the frames
/// while `scroll`, `fling` and `drag` steps play and fade after them (docs/REFERENCE.md §10.11).
public struct ScrollingSpec: Sendable, Equatable {
    /// `decelerationRate`: `normal` (0.998), `fast` (0.99) or a number per ms in
    /// (0, ``SceneLimits/maximumDecelerationRate``].
    public var decelerationRate: DecelerationRate
    /// `paging` (`isPagingEnabled`); default false.
    public var isPagingEnabled: Bool
    /// `bounces`; default true.
    public var bounces: Bool
    /// `alwaysBounceVertical`; default false.
    public var alwaysBounceVertical: Bool
    /// `alwaysBounceHorizontal`; default false.
    public var alwaysBounceHorizontal: Bool
    /// `showsScrollIndicators`: both `showsVerticalScrollIndicator` and
    /// `showsHorizontalScrollIndicator`; default true, as on iOS.
    public var showsScrollIndicators: Bool
    /// `indicatorStyle`: `default`, `black` or `white`; default `default`.
    public var indicatorStyle: ScrollIndicatorBars.Style

    /// Settings from their parts (UIKit's defaults).
    public init(
        decelerationRate: DecelerationRate = .normal, isPagingEnabled: Bool = false, bounces: Bool = true,
        alwaysBounceVertical: Bool = false, alwaysBounceHorizontal: Bool = false, showsScrollIndicators: Bool = true,
        indicatorStyle: ScrollIndicatorBars.Style = .default
    ) {
        self.decelerationRate = decelerationRate
        self.isPagingEnabled = isPagingEnabled
        self.bounces = bounces
        self.alwaysBounceVertical = alwaysBounceVertical
        self.alwaysBounceHorizontal = alwaysBounceHorizontal
        self.showsScrollIndicators = showsScrollIndicators
        self.indicatorStyle = indicatorStyle
    }

    static let keys = [
        "decelerationRate", "paging", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "showsScrollIndicators",
        "indicatorStyle",
    ]

    init(from value: SceneValue) throws {
        let fields = try value.mapping(allowedKeys: Self.keys, what: "a mapping of " + Suggestion.list(Self.keys))
        self.init(
            decelerationRate: try fields.optional("decelerationRate") { try Self.rate(from: $0) } ?? .normal,
            isPagingEnabled: try fields.optional("paging") { try $0.bool() } ?? false,
            bounces: try fields.optional("bounces") { try $0.bool() } ?? true,
            alwaysBounceVertical: try fields.optional("alwaysBounceVertical") { try $0.bool() } ?? false,
            alwaysBounceHorizontal: try fields.optional("alwaysBounceHorizontal") { try $0.bool() } ?? false,
            showsScrollIndicators: try fields.optional("showsScrollIndicators") { try $0.bool() } ?? true,
            indicatorStyle: try fields.optional("indicatorStyle") { try $0.choice(ScrollIndicatorBars.Style.self) } ?? .default)
    }

    private static func rate(from value: SceneValue) throws -> DecelerationRate {
        if case let .string(name) = value.content {
            switch name {
            case "normal": return .normal
            case "fast": return .fast
            default:
                throw value.error(
                    .invalidValue, "unknown deceleration rate `\(name)`; expected normal, fast or a number per millisecond")
            }
        }
        let rate = try value.number("the deceleration rate", in: 0...SceneLimits.maximumDecelerationRate)
        guard rate > 0 else { throw value.error(.invalidValue, "the deceleration rate must be above 0, got \(value.sourceText)") }
        return DecelerationRate(rawValue: rate)
    }

    /// Sets the settings on `collectionView`.
    func apply(to collectionView: CollectionView) {
        collectionView.decelerationRate = decelerationRate
        collectionView.isPagingEnabled = isPagingEnabled
        collectionView.bounces = bounces
        collectionView.alwaysBounceVertical = alwaysBounceVertical
        collectionView.alwaysBounceHorizontal = alwaysBounceHorizontal
    }
}
