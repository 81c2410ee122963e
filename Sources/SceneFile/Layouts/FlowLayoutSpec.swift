import CollectionLayout
import Foundation

/// The `flow` layout's parameters, as `FlowLayout`'s (`UICollectionViewFlowLayout`'s)
/// properties; every field defaults to UIKit's default.
///
/// ```yaml
/// layout:
///   flow: {scrollDirection: vertical, itemSize: [100, 100], minimumLineSpacing: 10,
///          minimumInteritemSpacing: 10, sectionInset: [10, 10, 10, 10],
///          headerReferenceSize: [0, 44], footerReferenceSize: [0, 0],
///          sectionHeadersPinToVisibleBounds: false, sectionFootersPinToVisibleBounds: false,
///          estimatedItemSize: [0, 0]}
/// ```
public struct FlowLayoutSpec: Sendable, Equatable {
    /// `scrollDirection` (`vertical`: lines run left to right and stack downwards;
    /// `horizontal`: lines become columns that run top to bottom and stack rightwards);
    /// default vertical.
    public var scrollDirection: FlowLayout.ScrollDirection = .vertical
    /// `itemSize`; default 50 × 50.
    public var itemSize = CGSize(width: 50, height: 50)
    /// `minimumLineSpacing`; default 10.
    public var minimumLineSpacing: CGFloat = 10
    /// `minimumInteritemSpacing`; default 10.
    public var minimumInteritemSpacing: CGFloat = 10
    /// `sectionInset`; default zero.
    public var sectionInset: EdgeInsets = .zero
    /// `headerReferenceSize`; default zero.
    public var headerReferenceSize: CGSize = .zero
    /// `footerReferenceSize`; default zero.
    public var footerReferenceSize: CGSize = .zero
    /// `sectionHeadersPinToVisibleBounds`; default false.
    public var sectionHeadersPinToVisibleBounds = false
    /// `sectionFootersPinToVisibleBounds`; default false.
    public var sectionFootersPinToVisibleBounds = false
    /// `estimatedItemSize`; default zero (self-sizing off). `automatic` is UIKit's
    /// `automaticSize` (`FlowLayout.automaticSize`). With an estimate, items without their own
    /// `size` size themselves from their title, subtitle and image.
    public var estimatedItemSize: CGSize = .zero

    /// UIKit's defaults.
    public init() {}

    /// The parameter names.
    public static let keys = [
        "scrollDirection", "itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset",
        "headerReferenceSize", "footerReferenceSize", "sectionHeadersPinToVisibleBounds",
        "sectionFootersPinToVisibleBounds", "estimatedItemSize",
    ]

    /// Decodes the parameters; null means all defaults.
    /// - Throws: ``SceneError`` located at the offending key or value.
    public init(from value: SceneValue) throws {
        self.init()
        guard !value.isNull else { return }
        let fields = try value.mapping(allowedKeys: Self.keys, what: "a mapping of flow layout properties")
        if let value = fields["scrollDirection"] { scrollDirection = try value.choice(FlowLayout.ScrollDirection.self) }
        if let value = fields["itemSize"] { itemSize = try value.size() }
        if let value = fields["minimumLineSpacing"] { minimumLineSpacing = CGFloat(try value.nonNegativeLength("minimumLineSpacing")) }
        if let value = fields["minimumInteritemSpacing"] {
            minimumInteritemSpacing = CGFloat(try value.nonNegativeLength("minimumInteritemSpacing"))
        }
        if let value = fields["sectionInset"] { sectionInset = try value.insets() }
        if let value = fields["headerReferenceSize"] { headerReferenceSize = try value.size() }
        if let value = fields["footerReferenceSize"] { footerReferenceSize = try value.size() }
        if let value = fields["sectionHeadersPinToVisibleBounds"] { sectionHeadersPinToVisibleBounds = try value.bool() }
        if let value = fields["sectionFootersPinToVisibleBounds"] { sectionFootersPinToVisibleBounds = try value.bool() }
        if let value = fields["estimatedItemSize"] {
            if case .string("automatic") = value.content {
                estimatedItemSize = FlowLayout.automaticSize
            } else if case .string = value.content {
                throw value.error(.invalidValue, "estimatedItemSize is a size [width, height] or `automatic`, not `\(value.sourceText)`")
            } else {
                estimatedItemSize = try value.size()
            }
        }
    }

    /// A new `FlowLayout` with these properties.
    public func makeLayout() -> FlowLayout {
        let layout = FlowLayout()
        apply(to: layout)
        return layout
    }
}
