import Foundation

/// How a layout lets an element's view size itself (docs/REFERENCE.md, "Self-sizing"): which
/// axes are free and how far a free axis may grow.
///
/// UIKit passes this through private state of its attributes; here the host asks the layout
/// with ``CollectionViewLayout/selfSizing(for:)`` and hands the answer to the view before
/// calling ``ReusableView/preferredLayoutAttributesFitting(_:)``.
public struct SelfSizing: Hashable, Sendable {
    /// Whether the width comes from the content (fitting priority `fittingSizeLevel`);
    /// false keeps the layout's width (`required`).
    public var fitsWidth: Bool
    /// Whether the height comes from the content.
    public var fitsHeight: Bool
    /// The largest size the content may take on a free axis (a fixed axis ignores it);
    /// `.infinity` for no limit.
    public var maximumSize: CGSize

    /// A request from its parts.
    public init(fitsWidth: Bool, fitsHeight: Bool, maximumSize: CGSize = CGSize(width: CGFloat.infinity, height: .infinity)) {
        self.fitsWidth = fitsWidth
        self.fitsHeight = fitsHeight
        self.maximumSize = maximumSize
    }
}

/// A fitting priority, as UIKit's `UILayoutPriority`: ``required`` keeps an axis at the target
/// size; ``fittingSizeLevel`` lets the content decide it.
public struct LayoutPriority: RawRepresentable, Hashable, Sendable, Comparable {
    /// The priority, 1…1000.
    public var rawValue: Float
    /// A priority.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// 1000: the axis keeps the target size.
    public static let required = LayoutPriority(rawValue: 1000)
    /// 50: the content decides the axis.
    public static let fittingSizeLevel = LayoutPriority(rawValue: 50)
    /// Orders by raw value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Measures what a view's content configuration needs (the core's stand-in for Auto Layout's
/// `systemLayoutSizeFitting`). The renderer implements it for its content (text measured
/// with the fonts it draws with); a host installs one as ``CollectionView/contentSizing``.
public protocol ContentSizing: AnyObject {
    /// The size `configuration` needs, shown by the element at `key`: a fixed axis keeps
    /// `targetSize`'s length, a free one takes the content's length, at most `maximumSize`'s.
    /// Nil when the content has nothing to measure (the view then keeps its size, as a cell
    /// without constraints does).
    func fittingSize(
        of configuration: any ContentConfiguration, key: ElementKey, targetSize: CGSize, sizing: SelfSizing, scale: CGFloat
    ) -> CGSize?

    /// Called by a layout pass before it asks several views for their fitting sizes (with
    /// the same arguments, in `requests`' order): a sizing may measure them ahead — on
    /// several threads — so that the calls that follow come from its cache. It must not
    /// change any answer; the default does nothing.
    func prepareFittingSizes(_ requests: [ContentFittingRequest])
}

extension ContentSizing {
    /// Does nothing: each size is measured when asked.
    public func prepareFittingSizes(_ requests: [ContentFittingRequest]) {}
}

/// One view's coming ``ContentSizing/fittingSize(of:key:targetSize:sizing:scale:)`` call,
/// announced by ``ContentSizing/prepareFittingSizes(_:)``.
public struct ContentFittingRequest {
    /// The view's content configuration.
    public var configuration: any ContentConfiguration
    /// The element showing it.
    public var key: ElementKey
    /// The size the layout gives the view.
    public var targetSize: CGSize
    /// Which axes are free.
    public var sizing: SelfSizing
    /// The screen's scale.
    public var scale: CGFloat

    /// A request from its parts.
    public init(configuration: any ContentConfiguration, key: ElementKey, targetSize: CGSize, sizing: SelfSizing, scale: CGFloat) {
        self.configuration = configuration
        self.key = key
        self.targetSize = targetSize
        self.sizing = sizing
        self.scale = scale
    }
}

/// Two batch updates' item mappings one after the other (`first` nil: `second` alone; either
/// nil when `second` is nil: nothing maps).
func composed(
    _ first: ((IndexPath) -> IndexPath?)?, _ second: ((IndexPath) -> IndexPath?)?
) -> ((IndexPath) -> IndexPath?)? {
    guard let second else { return { _ in nil } }
    guard let first else { return second }
    return { first($0).flatMap(second) }
}
