import CollectionLayout
import Foundation

/// The size an ``ElementContent`` needs, for self-sizing (docs/REFERENCE.md, "Self-sizing"):
/// what `systemLayoutSizeFitting` would find for a cell holding a multi-line label (the title
/// and subtitle, laid out by ``ContentTextLayout``) inset by the padding, over an image view.
///
/// Per free axis (a fixed axis keeps the target's length):
/// - **Text**: with the width free, the text's unwrapped width if it fits the limit, else
///   the widest line wrapped at the limit; with the width fixed, the lines wrapped at the
///   target width less the padding. Then the height of those lines. Padding added.
/// - **Image**: its pixel size in points (an image file's scale is 1); with one axis fixed,
///   `scaleAspectFit` and `scaleAspectFill` keep its aspect ratio, the other modes keep its
///   pixel length.
/// - Content with both takes the larger on each axis; the result is capped at the limit and
///   rounded up to the screen's pixels, as UIKit rounds a label's fitting size.
public enum ContentFitting {
    /// A content to fit and the request it will be fitted for.
    public typealias Item = (content: ElementContent, request: ContentFittingRequest)

    /// Fits `item`'s content for its request (see
    /// ``fittingSize(of:key:targetSize:sizing:scale:measuring:)``).
    public static func fittingSize(of item: Item, measuring: any ContentMeasuring) -> CGSize? {
        let request = item.request
        return fittingSize(
            of: item.content, key: request.key, targetSize: request.targetSize, sizing: request.sizing, scale: request.scale,
            measuring: measuring)
    }

    /// The size `content` needs, or nil when it shows no text field and no image (the view
    /// then keeps its size, as a cell without constraints does).
    public static func fittingSize(
        of content: ElementContent, key: ElementKey, targetSize: CGSize, sizing: SelfSizing, scale: CGFloat,
        measuring: any ContentMeasuring
    ) -> CGSize? {
        let padding = content.padding
        let horizontal = padding.left + padding.right, vertical = padding.top + padding.bottom
        let limit = sizing.maximumSize
        var text: CGSize?
        if sizing.fitsWidth {
            let natural = ContentTextLayout.textSize(of: content, key: key, width: nil, measuring: measuring)
            let available = limit.width - horizontal
            if let natural, natural.width > available, available > 0 {
                text = ContentTextLayout.textSize(of: content, key: key, width: available, measuring: measuring)
            } else {
                text = natural
            }
        } else {
            let width = max(0, targetSize.width - horizontal)
            text = ContentTextLayout.textSize(of: content, key: key, width: width, measuring: measuring)
        }
        let image = content.image.flatMap { imageSize($0, content.contentMode, targetSize: targetSize, sizing: sizing, measuring) }
        guard text != nil || image != nil else { return nil }
        func length(fits: Bool, target: CGFloat, text: CGFloat?, padding: CGFloat, image: CGFloat?, limit: CGFloat) -> CGFloat {
            guard fits else { return target }
            let needed = max(text.map { $0 + padding } ?? 0, image ?? 0)
            return min(roundUp(needed, scale: scale), limit.isFinite ? limit : .infinity)
        }
        return CGSize(
            width: length(
                fits: sizing.fitsWidth, target: targetSize.width, text: text?.width, padding: horizontal, image: image?.width,
                limit: limit.width),
            height: length(
                fits: sizing.fitsHeight, target: targetSize.height, text: text?.height, padding: vertical, image: image?.height,
                limit: limit.height))
    }

    /// An image's fitting size, or nil when it cannot be read or is empty.
    static func imageSize(
        _ image: ImageSource, _ mode: ContentMode, targetSize: CGSize, sizing: SelfSizing, _ measuring: any ContentMeasuring
    ) -> CGSize? {
        guard let pixels = measuring.pixelSize(of: image), pixels.width > 0, pixels.height > 0 else { return nil }
        let keepsAspect = mode == .scaleAspectFit || mode == .scaleAspectFill
        switch (sizing.fitsWidth, sizing.fitsHeight) {
        case (false, true) where keepsAspect:
            return CGSize(width: targetSize.width, height: targetSize.width * pixels.height / pixels.width)
        case (true, false) where keepsAspect:
            return CGSize(width: targetSize.height * pixels.width / pixels.height, height: targetSize.height)
        default:
            return pixels
        }
    }

    /// `value` rounded up to the pixel grid of `scale` (a hair below a pixel edge stays on it).
    static func roundUp(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        return ((value * scale) - 1e-9).rounded(.up) / scale
    }
}

/// A `ContentSizing` for views whose configuration is (or resolves to) an ``ElementContent``:
/// measures it with ``ContentFitting`` and a ``ContentMeasuring``. A host installs one as
/// `CollectionView.contentSizing` (weakly held: keep it alive).
public final class ElementContentSizing: ContentSizing {
    /// What text and images are measured with.
    public let measuring: any ContentMeasuring
    /// The content a view's configuration shows, or nil when it cannot be sized; default:
    /// the configuration itself when it is an ``ElementContent``.
    public let resolve: (any ContentConfiguration, ElementKey) -> ElementContent?

    /// A sizing over `measuring`.
    public init(
        measuring: any ContentMeasuring,
        resolve: @escaping (any ContentConfiguration, ElementKey) -> ElementContent? = { configuration, _ in
            configuration as? ElementContent
        }
    ) {
        self.measuring = measuring
        self.resolve = resolve
    }

    /// Resolves each request's content and lets the measurer measure them ahead
    /// (``ContentMeasuring/measureAhead(_:)``).
    public func prepareFittingSizes(_ requests: [ContentFittingRequest]) {
        measuring.measureAhead(requests.compactMap { request in resolve(request.configuration, request.key).map { ($0, request) } })
    }

    /// See ``ContentFitting/fittingSize(of:key:targetSize:sizing:scale:measuring:)``.
    public func fittingSize(
        of configuration: any ContentConfiguration, key: ElementKey, targetSize: CGSize, sizing: SelfSizing, scale: CGFloat
    ) -> CGSize? {
        guard let content = resolve(configuration, key) else { return nil }
        return ContentFitting.fittingSize(
            of: content, key: key, targetSize: targetSize, sizing: sizing, scale: scale, measuring: measuring)
    }
}
