/// Stores `newValue` at `keyPath` of `object` and then calls `didChange`, unless `object`
/// already holds that value: the one home of the rule of UIKit setters that react only to a
/// real change (a view's `center` and `isHidden`, a collection view's `isEditing`, a
/// constraint's `constant` and `priority` set to what they already are do nothing).
@inline(__always)
func assignIfChanged<Object: AnyObject, Value: Equatable>(
    _ newValue: Value, to keyPath: ReferenceWritableKeyPath<Object, Value>, of object: Object, then didChange: () -> Void
) {
    guard object[keyPath: keyPath] != newValue else { return }
    object[keyPath: keyPath] = newValue
    didChange()
}
