import CollectionRendering

// Display: a layer's `draw(in:)` recorded into a context of its bounds, kept until it is
// marked for display again — Core Animation's backing store, as drawing values.
extension CALayer {

    /// Records what ``draw(in:)`` draws into a context of the bounds, in the layer's
    /// coordinates (y down, the bounds' origin where the bounds start): what Core Animation's
    /// default display does.
    package func drawContents() {
        let context = CGContext(recordingSize: bounds.size)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        delegate?.layerWillDraw(self)
        draw(in: context)
        recordedDrawing = context.recordedOperations
    }

    /// Shows `operations` (in the layer's local space) as the layer's drawn contents, in
    /// place of what its `draw(in:)` would draw, until it is marked for display again.
    package func showDrawing(_ operations: [DrawingOperation]) {
        recordedDrawing = operations
        displayPending = false
    }

    /// Draws the layer and its sublayers into `ctx` as the renderer composites them (what
    /// ``render(in:)`` does).
    func renderTree(in ctx: CGContext) {
        let operations = Painter.operations(for: renderedContent(), size: bounds.size)
        guard !operations.isEmpty else { return }
        let reach = Painter.bounds(of: operations) ?? CGRect(origin: .zero, size: bounds.size)
        let origin = CGAffineTransform(translationX: bounds.minX, y: bounds.minY)
        ctx.draw(
            .group(DrawingGroup(placement: .affine(origin), alpha: Double(min(max(opacity, 0), 1)), bounds: reach, operations: operations)))
    }
}
