import CollectionLayout
import Foundation

extension DisplayElement {
    /// The element as a layer of a view whose bounds start at `origin` in content
    /// coordinates (a collection view's cells inside a view tree): placed at its centre
    /// less `origin`, with its transform about the centre and its alpha; its automatic
    /// label written out as the title, and its selected background as its first sublayer.
    public func contentLayer(boundsOrigin origin: CGPoint) -> ContentLayer {
        var content = self.content
        content.title = content.displayedTitle(for: key)
        content.subtitle = content.displayedSubtitle
        content.label = .title
        if let selected = selectedBackground {
            var background = selected
            background.label = .none
            content.sublayers.insert(ContentLayer(frame: CGRect(origin: .zero, size: attributes.size), content: background), at: 0)
        }
        return ContentLayer(
            position: CGPoint(x: attributes.center.x - origin.x, y: attributes.center.y - origin.y), size: attributes.size,
            transform: attributes.transform3D, alpha: attributes.alpha, content: content)
    }
}
