import Foundation
import Testing
import UIKit

/// Objective-C's associated objects as Apple's runtime documents them: a value per object
/// and key address, held as the policy says, removed by nil or `objc_removeAssociatedObjects`,
/// and let go with the object.
@Suite struct AssociatedObjectTests {
    /// Keys as iOS code declares them: the addresses of static variables.
    nonisolated(unsafe) static var labelKey: UInt8 = 0
    nonisolated(unsafe) static var queueKey: UInt8 = 0

    /// A value that says when it is freed.
    nonisolated final class Tracked {
        let freed: () -> Void
        init(freed: @escaping () -> Void = {}) { self.freed = freed }
        deinit { freed() }
    }

    @Test func aValueIsKeptPerObjectAndKeyUntilSetToNil() {
        let view = UIView(), other = UIView()
        objc_setAssociatedObject(view, &Self.labelKey, "title", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(view, &Self.queueKey, [1, 2], .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(view, &Self.labelKey) as? String == "title")
        #expect(objc_getAssociatedObject(view, &Self.queueKey) as? [Int] == [1, 2])
        #expect(objc_getAssociatedObject(other, &Self.labelKey) == nil, "another object has its own")
        objc_setAssociatedObject(view, &Self.labelKey, "subtitle", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(view, &Self.labelKey) as? String == "subtitle", "replaced")
        objc_setAssociatedObject(view, &Self.labelKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(view, &Self.labelKey) == nil, "nil clears the association")
        #expect(objc_getAssociatedObject(view, &Self.queueKey) as? [Int] == [1, 2], "the other key stays")
        objc_removeAssociatedObjects(view)
        #expect(objc_getAssociatedObject(view, &Self.queueKey) == nil)
    }

    @Test func aRetainedValueLivesUntilItsViewIsFreed() {
        var freed = false
        var view: UIView? = UIView()
        objc_setAssociatedObject(view!, &Self.labelKey, Tracked { freed = true }, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(!freed, "the association holds the value")
        view = nil
        #expect(freed, "freeing the view ends its associations")
    }

    @Test func replacingOrRemovingReleasesTheOldValue() {
        var freed = 0
        let view = UIView()
        objc_setAssociatedObject(view, &Self.labelKey, Tracked { freed += 1 }, .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(view, &Self.labelKey, Tracked { freed += 1 }, .OBJC_ASSOCIATION_RETAIN)
        #expect(freed == 1)
        objc_removeAssociatedObjects(view)
        #expect(freed == 2)
    }

    @Test func aCopyPolicyStoresACopy() {
        let view = UIView(), text = NSMutableString(string: "draft")
        objc_setAssociatedObject(view, &Self.labelKey, text, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        text.append(" edited")
        #expect((objc_getAssociatedObject(view, &Self.labelKey) as? NSString)?.description == "draft")
    }

    @Test func anAssignPolicyDoesNotKeepTheValue() {
        let view = UIView()
        var value: Tracked? = Tracked()
        objc_setAssociatedObject(view, &Self.labelKey, value!, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(view, &Self.labelKey) as? Tracked === value)
        value = nil
        #expect(objc_getAssociatedObject(view, &Self.labelKey) == nil, "not retained (nil here, dangling on iOS)")
    }

    @Test func anyObjectCanHoldAssociationsAndTheyGoWithIt() {
        final class Model {}
        var freed = false
        var model: Model? = Model()
        objc_setAssociatedObject(model!, &Self.labelKey, Tracked { freed = true }, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(model!, &Self.labelKey) is Tracked)
        model = nil
        // Freed objects' associations are swept out as the table grows (see the source).
        for _ in 0..<200 { objc_setAssociatedObject(Model(), &Self.queueKey, 0, .OBJC_ASSOCIATION_RETAIN) }
        #expect(freed)
        for _ in 0..<50 { #expect(objc_getAssociatedObject(Model(), &Self.labelKey) == nil, "a new object sees nothing") }
    }

    @Test func aValueTypeKeepsNothing() {
        objc_setAssociatedObject(42, &Self.labelKey, "x", .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(42, &Self.labelKey) == nil, "boxed afresh each call on iOS")
    }

    @Test func aFreedValueMayAssociateAgain() {
        // A view held by association whose own associations end as it is freed: no deadlock.
        let owner = UIView()
        var inner: UIView? = UIView()
        objc_setAssociatedObject(inner!, &Self.queueKey, "inner", .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(owner, &Self.labelKey, inner!, .OBJC_ASSOCIATION_RETAIN)
        inner = nil
        objc_setAssociatedObject(owner, &Self.labelKey, nil, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(owner, &Self.labelKey) == nil)
    }

    @Test func thePoliciesHaveTheRuntimesValues() {
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_ASSIGN.rawValue == 0)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN_NONATOMIC.rawValue == 1)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY_NONATOMIC.rawValue == 3)
        #expect(objc_AssociationPolicy(rawValue: 769) == .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_AssociationPolicy(rawValue: 771) == .OBJC_ASSOCIATION_COPY)
    }
}
