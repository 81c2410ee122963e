import CollectionLayout
import Foundation

/// A scroll view's scroll indicators as drawn (docs/REFERENCE.md §10.10): which bars show,
/// where they stand over the view, their colour by style, and the display elements they make.
///
/// The one builder of the bars: the `UIKit` module's `UIScrollView` fills it from its
/// properties on every draw, a scene file's frames from the scene. The figures (2.5 pt thick,
/// 2.5 pt from the edge) and where a bar stands along its track are `ScrollIndicator`'s
/// (CollectionLayout); this type places the two bars across the view and colours them. When
/// they show and how they fade is the caller's: it passes the opacity.
public struct ScrollIndicatorBars: Sendable, Hashable {
    /// The bars' look, as `UIScrollView.IndicatorStyle` (named as scene files write it).
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// Dark on a light interface, light on a dark one.
        case `default`
        /// Black, for a light content background.
        case black
        /// White, for a dark content background.
        case white
    }

    /// One bar showing: which axis it runs along and its frame in the coordinates of what the
    /// view shows (0, 0 at the bounds' top left).
    public struct Bar: Sendable, Hashable {
        /// `vertical` or `horizontal`.
        public var name: String
        /// Where it stands over the view.
        public var frame: CGRect
    }

    /// Whether the vertical bar may show (`showsVerticalScrollIndicator`); default true.
    public var showsVertical: Bool
    /// Whether the horizontal bar may show (`showsHorizontalScrollIndicator`); default true.
    public var showsHorizontal: Bool
    /// The look (`indicatorStyle`); default ``Style/default``.
    public var style: Style
    /// Light or dark: the ``Style/default`` style's colour follows it.
    public var interfaceStyle: ColorAppearance.Style
    /// The adjusted content inset, which the scrollable range includes.
    public var contentInset: EdgeInsets
    /// The vertical bar's insets: top and bottom shorten its track, right moves it in
    /// (`verticalScrollIndicatorInsets`, with the safe area when the view adds it).
    public var verticalInsets: EdgeInsets
    /// The horizontal bar's insets: left and right shorten its track, bottom moves it up
    /// (`horizontalScrollIndicatorInsets`, with the safe area when the view adds it).
    public var horizontalInsets: EdgeInsets

    /// Bars from their settings; by default UIKit's: both shown, the default style, light, no
    /// insets.
    public init(
        showsVertical: Bool = true, showsHorizontal: Bool = true, style: Style = .default,
        interfaceStyle: ColorAppearance.Style = .light, contentInset: EdgeInsets = .zero, verticalInsets: EdgeInsets = .zero,
        horizontalInsets: EdgeInsets = .zero
    ) {
        self.showsVertical = showsVertical
        self.showsHorizontal = showsHorizontal
        self.style = style
        self.interfaceStyle = interfaceStyle
        self.contentInset = contentInset
        self.verticalInsets = verticalInsets
        self.horizontalInsets = horizontalInsets
    }

    /// The vertical and horizontal bars' frames for a view showing `bounds` of content
    /// `contentSize`, in the coordinates of what it shows; nil for a bar that is turned off or
    /// does not show (content no longer than the view on its axis, no track left, a non-finite
    /// value).
    public func frames(bounds: CGRect, contentSize: CGSize) -> (vertical: CGRect?, horizontal: CGRect?) {
        let size = bounds.size
        let (v, h) = (verticalInsets, horizontalInsets)
        let vertical = Self.bar(
            view: size.height, content: contentSize.height, inset: (contentInset.top, contentInset.bottom), offset: bounds.minY,
            track: (v.top, v.bottom), across: size.width - v.right)
        let horizontal = Self.bar(
            view: size.width, content: contentSize.width, inset: (contentInset.left, contentInset.right), offset: bounds.minX,
            track: (h.left, h.right), across: size.height - h.bottom)
        let thickness = CGFloat(ScrollIndicator.thickness)
        return (
            showsVertical ? vertical.map { CGRect(x: $0.across, y: $0.start, width: thickness, height: $0.length) } : nil,
            showsHorizontal ? horizontal.map { CGRect(x: $0.start, y: $0.across, width: $0.length, height: thickness) } : nil
        )
    }

    /// One bar along an axis (`ScrollIndicator.bar`), with where it stands across the axis: the
    /// edge margin and its thickness in from `across`.
    private static func bar(
        view: CGFloat, content: CGFloat, inset: (CGFloat, CGFloat), offset: CGFloat, track: (CGFloat, CGFloat), across: CGFloat
    ) -> (start: CGFloat, length: CGFloat, across: CGFloat)? {
        guard
            let bar = ScrollIndicator.bar(
                viewLength: Double(view), contentLength: Double(content), contentInset: (Double(inset.0), Double(inset.1)),
                offset: Double(offset), indicatorInset: (Double(track.0), Double(track.1)))
        else { return nil }
        let stands = across - CGFloat(ScrollIndicator.edgeMargin) - CGFloat(ScrollIndicator.thickness)
        guard stands.isFinite else { return nil }
        return (CGFloat(bar.start), CGFloat(bar.length), stands)
    }

    /// The bars' colour: black or white at 35 % opacity, ``Style/default`` by
    /// ``interfaceStyle`` (our choice of figures, docs/REFERENCE.md §10.10).
    public var color: Color {
        let dark = Color(red: 0, green: 0, blue: 0, alpha: 0.35), light = Color(red: 1, green: 1, blue: 1, alpha: 0.35)
        switch style {
        case .black: return dark
        case .white: return light
        case .default: return interfaceStyle == .dark ? light : dark
        }
    }

    /// What each bar draws: a capsule (corner radius half the thickness) filled with ``color``.
    public var content: ElementContent {
        ElementContent(fill: color, cornerRadius: ScrollIndicator.thickness / 2, label: .none)
    }

    /// The bars showing at `opacity` (0…1) over a view showing `bounds`: vertical first, each
    /// turned on and long enough to show; none at an opacity of 0 or below, or not a number.
    public func shown(bounds: CGRect, contentSize: CGSize, opacity: Double) -> [Bar] {
        guard opacity > 0 else { return [] }
        let frames = frames(bounds: bounds, contentSize: contentSize)
        return [("vertical", frames.vertical), ("horizontal", frames.horizontal)].compactMap { name, frame in
            frame.map { Bar(name: name, frame: $0) }
        }
    }

    /// The bars showing at `opacity` as display-list elements placed in the content at `bounds`,
    /// to draw after every other element (`scroll-indicator-vertical`,
    /// `scroll-indicator-horizontal`); empty at rest (an opacity of 0).
    public func elements(bounds: CGRect, contentSize: CGSize, opacity: Double) -> [DisplayElement] {
        let alpha = CGFloat(min(1, opacity)), content = content
        return shown(bounds: bounds, contentSize: contentSize, opacity: opacity).enumerated().map { index, bar in
            var attributes = LayoutAttributes(
                forDecorationViewOfKind: "UIScrollViewScrollIndicator", with: IndexPath(item: index, section: 0))
            attributes.frame = bar.frame.offsetBy(dx: bounds.minX, dy: bounds.minY)
            attributes.alpha = alpha
            return DisplayElement(id: "scroll-indicator-" + bar.name, attributes: attributes, content: content)
        }
    }
}
