/// Core Foundation's "any Core Foundation object" (`CFTypeRef`), which Core Animation types
/// some properties as (`CATextLayer.font`): any class instance, as Swift imports it on iOS.
public typealias CFTypeRef = AnyObject
