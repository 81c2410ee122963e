// Which image an image view shows at the clock's time: a frame of its animation images while
// it animates, a frame of an animated image, else its image (docs/REFERENCE.md §24.9).
extension UIImageView {
    /// The images ``startAnimating()`` cycles through now: ``highlightedAnimationImages``
    /// while highlighted when there are some, else ``animationImages``.
    var cycledImages: [UIImage] {
        if isHighlighted, let highlighted = highlightedAnimationImages, !highlighted.isEmpty { return highlighted }
        return animationImages ?? []
    }

    /// The animation image shown now, while animating; nil when stopped or past the last pass.
    var animationFrame: UIImage? {
        imageAnimation?.frame(of: cycledImages, duration: animationDuration, repeatCount: animationRepeatCount)
    }

    /// What the view draws now: the animation frame while animating, else the frame of an
    /// animated image due now (cycling for ever), else the image.
    var shownImage: UIImage? {
        if let frame = animationFrame { return frame }
        guard let image = currentImage, let frames = image.images, let cycle = animatedImageCycle else { return currentImage }
        return cycle.frame(of: frames, duration: image.duration, repeatCount: 0) ?? image
    }
}
