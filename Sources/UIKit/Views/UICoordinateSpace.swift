/// A space points and rectangles can be converted between (`UICoordinateSpace`, iOS 8): a
/// view's bounds, or a screen's (``UIScreen/coordinateSpace``, a window scene's
/// `coordinateSpace`). A view's space stands on the screen where its window does (a view in no
/// window: where its topmost superview is, at the screen's origin).
@preconcurrency @MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
    /// The space's bounds (`bounds`).
    var bounds: CGRect { get }
    /// `point` in this space, seen in `coordinateSpace` (`convert(_:to:)`).
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `point` in `coordinateSpace`, seen in this space (`convert(_:from:)`).
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `rect` in this space, seen in `coordinateSpace` (`convert(_:to:)`).
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// `rect` in `coordinateSpace`, seen in this space (`convert(_:from:)`).
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

extension UIView: UICoordinateSpace {
    /// `point` in this view, seen in `coordinateSpace`: a view's as `convert(_:to:)` with a view does,
    /// else through the screen. (Swift picks these for a non-optional view argument too; they
    /// answer the same.)
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convertPoint(point, toView: view) }
        return coordinateSpace.convert(screenPoint(point), from: UIScreen.main)
    }

    /// `point` in `coordinateSpace`, seen in this view.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convertPoint(point, fromView: view) }
        let onScreen = coordinateSpace.convert(point, to: UIScreen.main)
        let origin = screenOrigin
        return convertPoint(CGPoint(x: onScreen.x - origin.x, y: onScreen.y - origin.y), fromView: nil)
    }

    /// `rect` in this view, seen in `coordinateSpace`: the bounding box of its corners there.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convertRect(rect, toView: view) }
        let origin = screenOrigin
        return coordinateSpace.convert(convertRect(rect, toView: nil).offsetBy(dx: origin.x, dy: origin.y), from: UIScreen.main)
    }

    /// `rect` in `coordinateSpace`, seen in this view.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convertRect(rect, fromView: view) }
        let onScreen = coordinateSpace.convert(rect, to: UIScreen.main)
        let origin = screenOrigin
        return convertRect(onScreen.offsetBy(dx: -origin.x, dy: -origin.y), fromView: nil)
    }

    /// Where the topmost superview's space starts on the screen: a window's frame origin.
    private var screenOrigin: CGPoint {
        var top: UIView = self
        while let superview = top.superview { top = superview }
        return top is UIWindow ? top.frame.origin : .zero
    }

    /// `point` in this view, on the screen.
    private func screenPoint(_ point: CGPoint) -> CGPoint {
        let inTop = convertPoint(point, toView: nil)
        let origin = screenOrigin
        return CGPoint(x: inTop.x + origin.x, y: inTop.y + origin.y)
    }
}

extension UIScreen: UICoordinateSpace {
    /// The screen's space (`coordinateSpace`): the screen itself, its bounds as the interface
    /// is oriented.
    public var coordinateSpace: any UICoordinateSpace { self }

    /// `point` on the screen, seen in `coordinateSpace`.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        coordinateSpace is UIScreen ? point : coordinateSpace.convert(point, from: self)
    }

    /// `point` in `coordinateSpace`, seen on the screen.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        coordinateSpace is UIScreen ? point : coordinateSpace.convert(point, to: self)
    }

    /// `rect` on the screen, seen in `coordinateSpace`.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        coordinateSpace is UIScreen ? rect : coordinateSpace.convert(rect, from: self)
    }

    /// `rect` in `coordinateSpace`, seen on the screen.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        coordinateSpace is UIScreen ? rect : coordinateSpace.convert(rect, to: self)
    }
}
