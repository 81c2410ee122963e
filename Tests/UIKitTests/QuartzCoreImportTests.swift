import QuartzCore
import Testing

/// A file that imports only QuartzCore, as many iOS layout files do, finds Core Animation's
/// types and functions.
@Suite struct QuartzCoreImportTests {
    @Test func coreAnimationNamesResolveThroughQuartzCore() {
        // Scale (2, 3, 1) then translate (10, 0, 0): CATransform3DTranslate applies the
        // translation first, in the scaled space, so m41 = 2 × 10 = 20.
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 3, 1), 10, 0, 0)
        #expect(t.m11 == 2 && t.m22 == 3 && t.m41 == 20)
        let layer = CALayer()
        layer.transform = t
        #expect(!CATransform3DIsIdentity(layer.transform))
    }
}
