// Converting points and rectangles between the coordinate spaces of any two views of a
// tree, as UIKit's `convert(_:to:)` and `convert(_:from:)` do: a view's space is its
// bounds (their origin is its scroll position); it sits in its superview at its layer's
// position, anchored at the anchor point, turned by its layer's transform (a 3D transform
// through the exact homography of the view's plane). The model values are used, not what an
// animation shows now, as in UIKit.

extension UIView {
    /// `point` in this view's space, seen from its superview's (its `traitParent`'s).
    func convertToSuperview(_ point: CGPoint) -> CGPoint {
        let layer = self.layer
        let local = pointRelativeToAnchor(point)
        let moved = layer.hasIdentityTransform ? local : (layer.transform.project(local) ?? local)
        let position = layer.position
        return CGPoint(x: position.x + moved.x, y: position.y + moved.y)
    }

    /// `point` in the superview's space, seen from this view's.
    func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        let layer = self.layer
        let position = layer.position
        var local = CGPoint(x: point.x - position.x, y: point.y - position.y)
        if !layer.hasIdentityTransform {
            let transform = layer.transform
            if transform.isAffine {
                local = local.applying(transform.affine.inverted())
            } else if let inverse = transform.planeHomography.inverted(), let unprojected = inverse.apply(to: local) {
                local = unprojected
            }
        }
        let bounds = self.bounds, anchor = layer.anchorPoint
        return CGPoint(x: local.x + bounds.minX + anchor.x * bounds.width, y: local.y + bounds.minY + anchor.y * bounds.height)
    }

    /// `point` relative to the anchor point, which the transform turns about.
    private func pointRelativeToAnchor(_ point: CGPoint) -> CGPoint {
        let bounds = self.bounds, anchor = layer.anchorPoint
        return CGPoint(x: point.x - bounds.minX - anchor.x * bounds.width, y: point.y - bounds.minY - anchor.y * bounds.height)
    }

    /// The views from this one up to the top of its tree, this one first. A view's place is
    /// its `traitParent`: its superview, else, for a cell's content view, the cell, else, for
    /// a cell or reusable view, the collection view showing it (they are not among subviews
    /// here, but sit in them as in UIKit).
    var ancestry: [UIView] {
        var chain: [UIView] = [self]
        while let next = chain[chain.count - 1].traitParent { chain.append(next) }
        return chain
    }

    /// `point` in this view's space, seen from the top of its tree.
    func convertToRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var view: UIView? = self
        while let current = view, let parent = current.traitParent {
            result = current.convertToSuperview(result)
            view = parent
        }
        return result
    }

    /// `point` in the space of the top of this view's tree, seen from this view.
    func convertFromRoot(_ point: CGPoint) -> CGPoint {
        ancestry.dropLast().reversed().reduce(point) { $1.convertFromSuperview($0) }
    }

    /// `point` from this view's space into `view`'s (`convert(_:to:)`); nil is the top of
    /// the tree (a window's space). Views in different trees share the top's space, as views
    /// in different windows share the screen's when each window fills it.
    func convertPoint(_ point: CGPoint, toView view: UIView?) -> CGPoint {
        let root = convertToRoot(point)
        return view?.convertFromRoot(root) ?? root
    }

    /// `rect` from this view's space into `view`'s (`convert(_:to:)`): the bounding box of
    /// its four corners converted, as UIKit's.
    func convertRect(_ rect: CGRect, toView view: UIView?) -> CGRect {
        guard !rect.isNull else { return rect }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ]
        return CGRect.boundingBox(of: corners.map { convertPoint($0, toView: view) })
    }
}

extension UIView {
    /// `point` from `view`'s space (nil: the top of the tree) into this view's.
    func convertPoint(_ point: CGPoint, fromView view: UIView?) -> CGPoint {
        view.map { $0.convertPoint(point, toView: self) } ?? convertFromRoot(point)
    }

    /// `rect` from `view`'s space (nil: the top of the tree) into this view's.
    func convertRect(_ rect: CGRect, fromView view: UIView?) -> CGRect {
        (view ?? ancestry[ancestry.count - 1]).convertRect(rect, toView: self)
    }

    /// Whether `point` lies in the bounds: min edges in, max edges out (`CGRectContainsPoint`).
    func boundsContain(_ point: CGPoint) -> Bool {
        let b = bounds
        return point.x >= b.minX && point.x < b.maxX && point.y >= b.minY && point.y < b.maxY
    }
}
