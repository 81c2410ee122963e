/// What a layer does when one of its properties changes (`CAAction`): usually an animation,
/// which adds itself to the layer under the property's key.
///
/// A layer finds the action for a changed property as Core Animation does (`action(forKey:)`):
/// its delegate's `action(for:forKey:)` (a view's layer asks the view), then its `actions`
/// dictionary, then `defaultAction(forKey:)`; `NSNull` ends the search with no action.
public protocol CAAction {
    /// Runs the action for the property `event` of `anObject` (a layer)
    /// (`run(forKey:object:arguments:)`).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` as an action means "no action".
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
