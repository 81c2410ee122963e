import CollectionLayout
import CollectionRendering

// A layer's `contents` image as it draws, and the cross-fade a `contents` animation shows.
extension CALayer {
    /// What this layer (a presentation, during a `contents` animation) draws for its
    /// `contents` in `(0, 0, size)`, placed by `contentsGravity` at `contentsScale`: the
    /// image; during a cross-fade (docs/REFERENCE.md §22.7) the old image at 1 − p opacity
    /// over the new one — the dissolve a `CATransition` draws, exactly p·new + (1 − p)·old
    /// where the old image is opaque — or, when one end has no image, the other at its
    /// share of the opacity. Empty when there is no image.
    func contentsDrawing(size: CGSize) -> [DrawingOperation] {
        let scale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
        let rect = CGRect(origin: .zero, size: size)
        func drawn(_ image: CGImage, alpha: Double = 1) -> DrawingOperation {
            let operation = DrawingOperation.image(ImageSource(bitmap: image.bitmap, scale: scale), rect, contentsGravity.contentMode)
            return alpha >= 1 ? operation : .group(DrawingGroup(alpha: alpha, bounds: rect, operations: [operation]))
        }
        let image = contents.flatMap { $0 as? CGImage }
        guard let fade = contentsFade else { return image.map { [drawn($0)] } ?? [] }
        let progress = min(max(fade.progress, 0), 1)
        switch (fade.from, image) {
        case let (old?, new?): return [drawn(new), drawn(old, alpha: 1 - progress)]
        case let (old?, nil): return [drawn(old, alpha: 1 - progress)]
        case let (nil, new?): return [drawn(new, alpha: progress)]
        case (nil, nil): return []
        }
    }
}
