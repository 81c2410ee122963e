import CollectionRendering
import Foundation

extension CGContext {
    // MARK: The transform

    /// The current transform from user space to Core Graphics' device space (`ctm`): pixels
    /// with the origin at the bottom left, y up. UIKit's contexts start flipped and scaled.
    public var ctm: CGAffineTransform {
        state.ctm.concatenating(CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: size.height * scale))
    }

    /// The same as ``ctm`` (`userSpaceToDeviceSpaceTransform`).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// Moves the origin (`translateBy(x:y:)`).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        state.ctm = CGAffineTransform(translationX: tx, y: ty).concatenating(state.ctm)
    }

    /// Scales user space (`scaleBy(x:y:)`).
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        state.ctm = CGAffineTransform(scaleX: sx, y: sy).concatenating(state.ctm)
    }

    /// Rotates user space by `angle` radians (`rotate(by:)`).
    public func rotate(by angle: CGFloat) {
        state.ctm = CGAffineTransform(rotationAngle: angle).concatenating(state.ctm)
    }

    /// Applies `transform` before the current one (`concatenate(_:)`).
    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
    }

    // MARK: Colours and alpha

    /// What fills paint now, in user space: the fill colour, or a pattern colour's tiles
    /// anchored to the device's origin whatever the transform, as Core Graphics anchors a
    /// pattern to the context's base space (for UIKit's drawing calls).
    package var fillPaint: Paint { inUserSpace(state.fill) }

    /// What strokes paint now, in user space (see ``fillPaint``).
    package var strokePaint: Paint { inUserSpace(state.strokePaint) }

    /// `paint` (placed in device points) in user space.
    private func inUserSpace(_ paint: Paint) -> Paint {
        guard case var .pattern(tiles) = paint, !state.ctm.isIdentity else { return paint }
        let t = state.ctm
        guard abs(t.a * t.d - t.b * t.c) > 1e-12 else { return .color(.clear) }
        tiles.transform = tiles.transform.concatenating(t.inverted())
        return .pattern(tiles)
    }

    /// The colour fills use (`setFillColor(_:)`); a pattern colour fills with its tiles.
    public func setFillColor(_ color: CGColor) { state.fill = color.paint }

    /// The colour strokes use (`setStrokeColor(_:)`); a pattern colour strokes with its tiles.
    public func setStrokeColor(_ color: CGColor) { state.strokePaint = color.paint }

    /// An sRGB fill colour (`setFillColor(red:green:blue:alpha:)`).
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fill = .color(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// An sRGB stroke colour (`setStrokeColor(red:green:blue:alpha:)`).
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokePaint = .color(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// A grey fill colour (`setFillColor(gray:alpha:)`).
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(red: gray, green: gray, blue: gray, alpha: alpha) }

    /// A grey stroke colour (`setStrokeColor(gray:alpha:)`).
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(red: gray, green: gray, blue: gray, alpha: alpha) }

    /// The opacity everything drawn next is multiplied by, 0…1 (`setAlpha(_:)`).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 1 }

    // MARK: Line settings

    /// The stroke width, in user space when stroking (`setLineWidth(_:)`).
    public func setLineWidth(_ width: CGFloat) { state.stroke.lineWidth = width }

    /// The ends of open subpaths (`setLineCap(_:)`).
    public func setLineCap(_ cap: CGLineCap) { state.stroke.lineCap = cap.lineCap }

    /// The corners (`setLineJoin(_:)`).
    public func setLineJoin(_ join: CGLineJoin) { state.stroke.lineJoin = join.lineJoin }

    /// The miter limit (`setMiterLimit(_:)`).
    public func setMiterLimit(_ limit: CGFloat) { state.stroke.miterLimit = limit }

    /// The dash pattern: `lengths` painted and skipped in turn, starting `phase` into it;
    /// empty for a solid line (`setLineDash(phase:lengths:)`).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.stroke.dashPhase = phase
        state.stroke.dashPattern = lengths
    }

    // MARK: Shadows

    /// A shadow under everything drawn next, black at 1/3 opacity, as Core Graphics makes it
    /// (`setShadow(offset:blur:)`).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// A shadow under everything drawn next (`setShadow(offset:blur:color:)`): offset and
    /// blur in the base space, unaffected by the transform, a positive height moving it down
    /// (iOS 3.2 and later, Apple's QA1706), a blur b a Gaussian of σ = b / 2 as Canvas
    /// defines its shadows after Core Graphics' (docs/REFERENCE.md §22.6); a nil colour turns
    /// the shadow off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else {
            state.shadow = nil
            return
        }
        state.shadow = Shadow(color: color.renderColor, opacity: 1, offset: offset, radius: max(0, blur) / 2)
    }

    // MARK: Other settings

    /// How scaled images are smoothed (`interpolationQuality`); kept, not applied.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }
}
