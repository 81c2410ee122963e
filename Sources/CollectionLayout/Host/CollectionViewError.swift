import Foundation

/// Errors the host reports instead of UIKit's exceptions and assertions.
public enum CollectionViewError: Error, Equatable, CustomStringConvertible, Sendable {
    /// A view was dequeued with an identifier nobody registered, or a layout showed a
    /// decoration view of a kind it never registered (then `identifier` is the kind, as in
    /// UIKit).
    case unregisteredReuseIdentifier(kind: String, identifier: String)
    /// The layout returned attributes UIKit would assert on.
    case invalidAttributes(InvalidAttributesError)
    /// An index path outside the data source's counts.
    case indexPathOutOfRange(IndexPath, String)

    /// The message, UIKit's text where UIKit has one (a cell's kind reads
    /// `UICollectionElementKindCell`, as in UIKit's exception).
    public var description: String {
        switch self {
        case let .unregisteredReuseIdentifier(kind, identifier):
            // UIKit's NSInternalInconsistencyException text; cells are of kind
            // UICollectionElementKindCell, and a decoration view's identifier is its kind.
            let shown = kind == "cell" ? "UICollectionElementKindCell" : kind
            return
                "could not dequeue a view of kind: \(shown) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        case let .invalidAttributes(error):
            return error.description
        case let .indexPathOutOfRange(path, detail):
            return "index path [\(path.map(String.init).joined(separator: ", "))] is out of range: \(detail)"
        }
    }
}
