import CollectionLayout
import Foundation

/// A collection view made for a timeline, with whatever must live as long as it (the view
/// holds its data source and delegate weakly, as UIKit does).
public struct TimelineHost {
    /// The collection view, in the timeline's initial state.
    public var collectionView: CollectionView
    /// Kept alive with the view: typically its data source (and delegate). Handed back to
    /// ``TimelineDataSource/performUpdate(at:on:)`` so the update can change that data.
    public var owner: AnyObject?

    /// A host from its parts.
    public init(collectionView: CollectionView, owner: AnyObject?) {
        self.collectionView = collectionView
        self.owner = owner
    }
}
