#if os(Linux)
import Foundation
import UIKit

/// UIKit's `recursiveDescription` of a view tree, as swift-snapshot-testing records it (its
/// addresses removed): one line per view, `   | ` per level, each
/// `<Class; frame = (x y; w h); …; layer = <LayerClass>>`, numbers printed as `%g` does.
///
/// The fields, in UIKit's order and only when they differ from a view's default: a label's
/// `text = '…'`, `transform = [a, b, c, d, tx, ty]`, `alpha`, `clipsToBounds = YES`,
/// `hidden = YES`, `autoresize = W+H` (LM, W, RM, TM, H, BM), `tag`,
/// `userInteractionEnabled = NO` (printed for views that take part by default), then the
/// layer; a scroll view adds `contentOffset: {x, y}; contentSize: {w, h};
/// adjustedContentInset: {t, l, b, r}`, a collection view `layout: <…>; dataSource: <…>`.
/// A collection view's children are its visible cells and reusable views in draw order (each
/// cell's background and content views below it), then its other subviews (a cell kept for
/// reuse, a subview here as in UIKit, is not printed).
///
/// Deliberate differences: UIKit's private views (scroll indicators, `_UISystemBackgroundView`,
/// list cells' internal views) and fields this project does not model (`opaque`,
/// `gestureRecognizers`, `backgroundColor` of scroll views) are not printed; a class declared
/// in a test or app module prints as `Module.Class` (a class declared inside a function
/// without its context), where iOS prints its Objective-C runtime name.
enum ViewDescription {
    /// The tree under `view`, one line per view.
    static func recursiveDescription(of view: UIView) -> String {
        IndentedTree.text(view, line: description(of:), children: children(of:))
    }

    /// The views printed below `view`.
    static func children(of view: UIView) -> [UIView] {
        if let collectionView = view as? UICollectionView {
            let views = collectionView.visibleReusableViews
            let children = collectionView.coreView.visibleElements.map(\.attributes).sortedInDrawOrder().compactMap { views[$0.key] }
            // The cells and reusable views among its subviews are those above (on screen) or
            // kept for reuse (not drawn): printed once, in draw order.
            return children + view.subviews.filter { !collectionView.isHostedReusableView($0) }
        }
        return view.subviews
    }

    /// One view's line.
    static func description(of view: UIView) -> String {
        var fields = [
            "frame = (\(number(view.frame.minX)) \(number(view.frame.minY)); \(number(view.frame.width)) \(number(view.frame.height)))"
        ]
        if let label = view as? UILabel, let text = label.text { fields.append("text = '\(text)'") }
        let t = view.transform
        if t != .identity { fields.append("transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", "))]") }
        if view.alpha != 1 { fields.append("alpha = \(number(view.alpha))") }
        if view.clipsToBounds { fields.append("clipsToBounds = YES") }
        if view.isHidden { fields.append("hidden = YES") }
        if !view.autoresizingMask.isEmpty { fields.append("autoresize = \(autoresizing(view.autoresizingMask))") }
        if view.tag != 0 { fields.append("tag = \(view.tag)") }
        if !view.isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
        fields.append("layer = <\(view is UILabel ? "_UILabelLayer" : className(view.layer))>")
        if let scrollView = view as? UIScrollView {
            let o = scrollView.contentOffset, s = scrollView.contentSize, i = scrollView.adjustedContentInset
            fields.append("contentOffset: {\(number(o.x)), \(number(o.y))}")
            fields.append("contentSize: {\(number(s.width)), \(number(s.height))}")
            fields.append("adjustedContentInset: {\([i.top, i.left, i.bottom, i.right].map(number).joined(separator: ", "))}")
        }
        if let collectionView = view as? UICollectionView {
            fields.append("layout: <\(className(collectionView.collectionViewLayout))>")
            fields.append("dataSource: \(collectionView.dataSource.map { "<\(className($0))>" } ?? "(null)")")
        }
        return "<\(className(view)); " + fields.joined(separator: "; ") + ">"
    }

    /// A number as `%g` prints it (six significant digits), −0 as 0.
    static func number(_ value: CGFloat) -> String {
        value == 0 ? "0" : String(format: "%g", Double(value))
    }

    /// UIKit's abbreviations of an autoresizing mask: LM, W, RM, TM, H, BM, joined by `+`.
    static func autoresizing(_ mask: UIView.AutoresizingMask) -> String {
        let flags: [(UIView.AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"), (.flexibleTopMargin, "TM"),
            (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        return flags.filter { mask.contains($0.0) }.map(\.1).joined(separator: "+")
    }

    /// An object's class as UIKit prints it: UIKit's and Core Animation's own bare, another
    /// module's as `Module.Class` (local contexts left out).
    static func className(_ object: Any) -> String {
        var name = String(reflecting: type(of: object))
        for module in ["UIKit.", "QuartzCore."] where name.hasPrefix(module) { name.removeFirst(module.count) }
        return name.replacingOccurrences(of: #"\(unknown context at \$[0-9a-f]+\)\."#, with: "", options: .regularExpression)
    }
}
#endif
