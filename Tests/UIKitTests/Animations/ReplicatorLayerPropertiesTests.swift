import CollectionAnimation
import Foundation
import QuartzCore
import Testing

/// `CAReplicatorLayer`'s properties as Apple declares them (docs/REFERENCE.md §22.19): their
/// defaults, and animations moving them in the presentation layer.
@Suite struct ReplicatorLayerPropertiesTests {
    @Test func theDefaultsAreApples() {
        let replicator = CAReplicatorLayer()
        #expect(replicator.instanceCount == 1)
        #expect(replicator.instanceDelay == 0)
        #expect(replicator.instanceTransform.isIdentity)
        #expect(replicator.instanceColor == CGColor(gray: 1, alpha: 1))
        #expect(replicator.preservesDepth == false)
        let offsets = [
            replicator.instanceRedOffset, replicator.instanceGreenOffset, replicator.instanceBlueOffset,
            replicator.instanceAlphaOffset,
        ]
        #expect(offsets == [0, 0, 0, 0])
    }

    @Test func itsPropertiesAnimate() {
        onFreshClock { clock in
            let replicator = CAReplicatorLayer()
            addLinearAnimation(of: "instanceCount", from: 1, to: 5, to: replicator)
            addLinearAnimation(
                of: "instanceTransform", from: NSValue(caTransform3D: CATransform3DIdentity),
                to: NSValue(caTransform3D: CATransform3DMakeTranslation(40, 0, 0)), to: replicator)
            // At 0.6 s: 1 + 0.6 × 4 = 3.4 → 3 instances; translation 0.6 × 40 = 24.
            clock.advance(to: 0.6)
            let shown = replicator.presentation()
            #expect(shown?.instanceCount == 3)
            #expect(near(Double(shown?.instanceTransform.m41 ?? 0), 24))
            #expect(replicator.instanceCount == 1, "the model keeps its value")
        }
    }
}
