import Foundation

/// UIKit's `UICollectionViewFlowLayout` (placeholder until the flow layout lands).
open class FlowLayout: CollectionViewLayout {}
