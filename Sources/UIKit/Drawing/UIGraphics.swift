import Foundation

// UIKit's current graphics context: a stack per thread, which `UIGraphicsImageRenderer`,
// `UIGraphicsBeginImageContext` and a view's `draw(_:)` push, and which `UIColor.setFill()`,
// `UIBezierPath.fill()`, `UIRectFill` and string drawing draw into.

/// The contexts pushed on this thread, the top one current, with whether each was begun by
/// `UIGraphicsBeginImageContext`.
private final class ContextStack {
    var entries: [(context: CGContext, isImageContext: Bool)] = []

    static var current: ContextStack {
        let key = "CollectionReel.UIGraphicsContextStack"
        if let stack = Thread.current.threadDictionary[key] as? ContextStack { return stack }
        let stack = ContextStack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }
}

/// The current graphics context of this thread (`UIGraphicsGetCurrentContext()`), or nil.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    ContextStack.current.entries.last?.context
}

/// Makes `context` the current one, over the previous (`UIGraphicsPushContext(_:)`).
public func UIGraphicsPushContext(_ context: CGContext) {
    ContextStack.current.entries.append((context, false))
}

/// Makes the previous context current again (`UIGraphicsPopContext()`); nothing when none
/// was pushed.
public func UIGraphicsPopContext() {
    _ = ContextStack.current.entries.popLast()
}

/// Runs `body` with `context` current.
func withCurrentContext<Result>(_ context: CGContext, _ body: () throws -> Result) rethrows -> Result {
    UIGraphicsPushContext(context)
    defer { UIGraphicsPopContext() }
    return try body()
}

/// Begins a bitmap image context of `size` points at `scale` and makes it current
/// (`UIGraphicsBeginImageContextWithOptions(_:_:_:)`). A scale of 0 means the main screen's;
/// there is no screen here, so it is 1. An opaque context starts black. A size that is empty
/// or too large makes no context (UIKit logs an error): the drawing that follows goes nowhere.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    guard let context = CGContext(imageSize: size, scale: scale > 0 ? scale : 1, opaque: opaque) else { return }
    ContextStack.current.entries.append((context, true))
}

/// Begins a transparent image context at scale 1 (`UIGraphicsBeginImageContext(_:)`).
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of the current image context's pixels now
/// (`UIGraphicsGetImageFromCurrentImageContext()`); nil when the current context was not
/// begun by `UIGraphicsBeginImageContext`.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = ContextStack.current.entries.last, top.isImageContext, let image = top.context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: top.context.scale, orientation: .up)
}

/// Ends the current image context (`UIGraphicsEndImageContext()`); nothing when the current
/// context was not begun by `UIGraphicsBeginImageContext`.
public func UIGraphicsEndImageContext() {
    guard ContextStack.current.entries.last?.isImageContext == true else { return }
    _ = ContextStack.current.entries.popLast()
}

/// Fills `rect` with the current fill colour in the current context (`UIRectFill(_:)`).
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Strokes a 1-point frame inside `rect` with the current fill colour, as UIKit does
/// (`UIRectFrame(_:)`).
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    context.fill([
        CGRect(x: r.minX, y: r.minY, width: r.width, height: min(1, r.height)),
        CGRect(x: r.minX, y: r.maxY - min(1, r.height), width: r.width, height: min(1, r.height)),
        CGRect(x: r.minX, y: r.minY, width: min(1, r.width), height: r.height),
        CGRect(x: r.maxX - min(1, r.width), y: r.minY, width: min(1, r.width), height: r.height),
    ])
}

/// Intersects the current context's clip with `rect` (`UIRectClip(_:)`).
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
