import CollectionLayout
import Foundation

/// A layer's blur effect (a `UIVisualEffectView`'s): what lies beneath, blurred and
/// saturated by ``filter`` inside the layer's rounded shape, then ``tint`` over it.
public struct LayerBackdrop: Hashable, Sendable {
    /// The blur and saturation.
    public var filter: BackdropFilter
    /// The colour drawn over the blurred backdrop; clear for none.
    public var tint: Color

    /// A backdrop.
    public init(filter: BackdropFilter, tint: Color) {
        self.filter = filter; self.tint = tint
    }
}
